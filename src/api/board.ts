// Board calls of spec §7 (pages of the board: ./board-pages.ts): post detail, related posts, the urgent notice and the admin writes.
import { LIMITS } from '@contract/constants';
import { API_PATHS } from '@contract/paths';
import type {
  BoardPost,
  EmergencyNotice,
  EmergencyUpdateRequest,
  EventSummary,
  EventWriteRequest,
  LostWriteFields,
  WriteResponse,
} from '@contract/types';
import { ApiError, isApiError, isRecord, pickList, request, write } from './client';

/** Some answers wrap one record in `{result}`; others send it bare. */
function unwrap<T>(data: unknown): T {
  if (isRecord(data) && isRecord(data.result)) return data.result as T;
  if (isRecord(data)) return data as T;
  throw new ApiError({ status: 200, body: data, kind: 'parse', message: 'expected an object' });
}

export async function getPost(id: number | string, signal?: AbortSignal): Promise<BoardPost> {
  return unwrap<BoardPost>(await request<unknown>(API_PATHS.boardPost(id), { signal }));
}

/** The posts before this one; screens show at most three. */
export async function getRelated(id: number | string, signal?: AbortSignal): Promise<BoardPost[]> {
  const data = await request<unknown>(API_PATHS.boardRelated(id), { signal });
  return pickList<BoardPost>(data, ['related', 'result', 'results']).slice(0, LIMITS.related);
}

/** The standing urgent notice, or null when there is none (404 or an empty body). */
export async function getEmergency(signal?: AbortSignal): Promise<EmergencyNotice | null> {
  try {
    const data = await request<unknown>(API_PATHS.emergency, { signal });
    if (!isRecord(data)) return null;
    const notice = unwrap<EmergencyNotice>(data);
    return typeof notice.title === 'string' ? notice : null;
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

export function updateEmergency(req: EmergencyUpdateRequest, signal?: AbortSignal): Promise<WriteResponse> {
  return write<WriteResponse>(API_PATHS.emergency, { method: 'PATCH', body: { ...req }, signal });
}

/** Takes the urgent notice down (Staff and Stuco). */
export function clearEmergency(uid: string, signal?: AbortSignal): Promise<WriteResponse> {
  return write<WriteResponse>(API_PATHS.emergency, { method: 'DELETE', body: { uid }, signal });
}

export async function listNotices(signal?: AbortSignal): Promise<BoardPost[]> {
  return pickList<BoardPost>(await request<unknown>(API_PATHS.notices, { signal }), ['results', 'result']);
}

export async function listLosts(signal?: AbortSignal): Promise<BoardPost[]> {
  return pickList<BoardPost>(await request<unknown>(API_PATHS.losts, { signal }), ['results', 'result']);
}

export interface NoticeFields {
  uid: string;
  title: string;
  content: string;
}

export function createNotice(fields: NoticeFields, signal?: AbortSignal): Promise<WriteResponse> {
  return write<WriteResponse>(API_PATHS.notices, { method: 'POST', body: { ...fields, category: 'Notice' }, signal });
}

export function updateNotice(id: number | string, fields: NoticeFields, signal?: AbortSignal): Promise<WriteResponse> {
  return write<WriteResponse>(API_PATHS.notice(id), { method: 'PATCH', body: { ...fields, category: 'Notice' }, signal });
}

export type LostFields = Omit<LostWriteFields, 'category'>;

/** multipart/form-data: uid, category 'LostItem', title, content, location and the optional image. */
export function lostFormData(fields: LostFields, image?: Blob | null): FormData {
  const form = new FormData();
  form.append('uid', fields.uid);
  form.append('category', 'LostItem');
  form.append('title', fields.title);
  form.append('content', fields.content);
  form.append('location', fields.location);
  if (image) {
    const name = image instanceof File ? image.name : `image.${(image.type.split('/')[1] || 'jpg').replace('jpeg', 'jpg')}`;
    form.append('image', image, name);
  }
  return form;
}

export function createLost(fields: LostFields, image?: Blob | null, signal?: AbortSignal): Promise<WriteResponse> {
  return write<WriteResponse>(API_PATHS.losts, { method: 'POST', body: lostFormData(fields, image), signal });
}

export function updateLost(
  id: number | string,
  fields: LostFields,
  image?: Blob | null,
  signal?: AbortSignal,
): Promise<WriteResponse> {
  return write<WriteResponse>(API_PATHS.lost(id), { method: 'PATCH', body: lostFormData(fields, image), signal });
}

export async function listEvents(signal?: AbortSignal): Promise<EventSummary[]> {
  return pickList<EventSummary>(await request<unknown>(API_PATHS.events, { signal }), ['result', 'results']);
}

export async function getEvent(id: number | string, signal?: AbortSignal): Promise<EventSummary> {
  return unwrap<EventSummary>(await request<unknown>(API_PATHS.event(id), { signal }));
}

export function createEvent(req: EventWriteRequest, signal?: AbortSignal): Promise<WriteResponse> {
  return write<WriteResponse>(API_PATHS.events, { method: 'POST', body: { ...req }, signal });
}

/** DELETE with the admin's uid in a JSON body. */
export function deletePost(id: number | string, uid: string, signal?: AbortSignal): Promise<WriteResponse | undefined> {
  return write<WriteResponse | undefined>(API_PATHS.boardPost(id), { method: 'DELETE', body: { uid }, signal });
}
