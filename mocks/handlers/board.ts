// Board: lists, posts, related posts, the urgent notice, and the admin writes with role checks.
import { http, HttpResponse } from 'msw';
import { BOARD_PAGING, BOOTH_ROLES, FESTA_ROLES, LIMITS } from '@contract/constants';
import { API_PATHS } from '@contract/paths';
import { eventTimeProblem } from '@contract/rules/events';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import type { SampleAdmin } from '@contract/sample/shapes';
import {
  BoardListQuerySchema,
  EmergencyUpdateSchema,
  EventWriteSchema,
  LostEditSchema,
  LostWriteSchema,
  NoticeWriteSchema,
} from '@contract/schemas';
import { kstDate, kstParts } from '@contract/time';
import type { WriteResponse } from '@contract/types';
import type { BoardPost } from '@contract/types';
import { postSources, withTranslations } from './list-translations';
import { boardList, boardPage, eventList, listedPost, relatedPosts, toBoardPost, toEventSummary, type StoredPost } from '../fixtures/board';
import { mockNow, randomId, state } from '../state';
import { authorize } from './admin';
import { api, baseOf, errorVariant, intParam, jsonError, parse, queryOf, readJson, slowVariant, type Route } from './util';

/** Posts with their translations when the request names a language (as the server). */
function translated(request: Request, posts: BoardPost[]): BoardPost[] {
  return withTranslations(request, posts as unknown as Record<string, unknown>[], postSources) as unknown as BoardPost[];
}
function translatedList<T extends { result: BoardPost[] }>(request: Request, list: T): T {
  return { ...list, result: translated(request, list.result) };
}

export const boardRoutes: readonly Route[] = [
  { method: 'get', path: API_PATHS.emergency },
  { method: 'patch', path: API_PATHS.emergency },
  { method: 'delete', path: API_PATHS.emergency },
  { method: 'get', path: API_PATHS.notices },
  { method: 'post', path: API_PATHS.notices },
  { method: 'patch', path: API_PATHS.notice(':id') },
  { method: 'get', path: API_PATHS.losts },
  { method: 'post', path: API_PATHS.losts },
  { method: 'patch', path: API_PATHS.lost(':id') },
  { method: 'get', path: API_PATHS.events },
  { method: 'post', path: API_PATHS.events },
  { method: 'get', path: API_PATHS.event(':id') },
  { method: 'get', path: API_PATHS.board },
  { method: 'get', path: API_PATHS.boardRelated(':id') },
  { method: 'get', path: API_PATHS.boardPost(':id') },
  { method: 'delete', path: API_PATHS.boardPost(':id') },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant written as Korea time, like the server's timestamps. */
export function kstIso(t: number): string {
  const p = kstParts(t);
  return `${kstDate(t)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}+09:00`;
}

/** Image type from the first bytes; the name and the declared type are not trusted. */
export function sniffImage(bytes: Uint8Array): 'png' | 'jpg' | 'gif' | 'webp' | null {
  const at = (i: number, ...b: number[]) => b.every((x, k) => bytes[i + k] === x);
  if (at(0, 0x89, 0x50, 0x4e, 0x47)) return 'png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/** Stores an uploaded image under a random name; an error message when it is not an image or too big. */
async function storeImage(file: FormDataEntryValue | null, base: string): Promise<{ url: string | null } | { error: string }> {
  if (file === null || typeof file === 'string') return { url: null };
  if (file.size > LIMITS.imageBytes) return { error: 'only images up to 1MB can be attached' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = sniffImage(bytes);
  if (!ext) return { error: 'only JPEG, PNG or WebP images can be attached' };
  const name = `${randomId(16)}.${ext}`;
  state.uploads.set(name, new Blob([bytes], { type: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` }));
  return { url: `${base}${API_PATHS.uploads}${name}` };
}

function findPost(id: number | null): StoredPost | undefined {
  return id === null ? undefined : state.posts.find((p) => p.id === id);
}

function ownPost(post: StoredPost, admin: SampleAdmin): boolean {
  return post.writer === admin.name;
}

const written = (message: string, id?: number): WriteResponse => (id === undefined ? { message } : { message, id });

/** A lost-item form: its text fields as one object (for the schema) and the image entry. */
async function readForm(request: Request): Promise<{ fields: Record<string, string>; image: FormDataEntryValue | null } | null> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (key !== 'image' && key !== 'images' && typeof value === 'string') fields[key] = value;
  return { fields, image: form.get('image') ?? form.get('images') };
}

export const boardHandlers = [
  // ----- urgent notice -----
  http.get(api(API_PATHS.emergency), () =>
    state.emergency ? HttpResponse.json(state.emergency) : jsonError(404, 'no urgent notice'),
  ),
  http.patch(api(API_PATHS.emergency), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(read.body.uid, FESTA_ROLES, 'no permission to edit the urgent notice');
    if ('error' in auth) return auth.error;
    const req = parse(EmergencyUpdateSchema, read.body);
    if ('error' in req) return req.error;
    state.emergency = { id: state.emergency?.id ?? state.nextPostId++, title: req.value.title.trim(), content: req.value.content.trim() };
    return HttpResponse.json(written('urgent notice edited', state.emergency.id));
  }),
  http.delete(api(API_PATHS.emergency), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(read.body.uid, FESTA_ROLES, 'no permission to clear the urgent notice');
    if ('error' in auth) return auth.error;
    if (!state.emergency) return jsonError(404, 'there is no urgent notice');
    const { id } = state.emergency;
    state.emergency = null;
    return HttpResponse.json({ message: 'urgent notice cleared', id });
  }),

  // ----- notices -----
  http.get(api(API_PATHS.notices), ({ request }) =>
    HttpResponse.json(translatedList(request, boardList(state.posts, SAMPLE_BOOTHS, mockNow(), { category: 'Notice' }))),
  ),
  http.post(api(API_PATHS.notices), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(read.body.uid, FESTA_ROLES, 'no permission to write a general notice');
    if ('error' in auth) return auth.error;
    const req = parse(NoticeWriteSchema, read.body);
    if ('error' in req) return req.error;
    const post: StoredPost = {
      id: state.nextPostId++,
      category: 'Notice',
      title: req.value.title.trim(),
      content: req.value.content.trim(),
      writer: auth.admin.name,
      created_at: kstIso(mockNow()),
      booth_id: null,
      location: null,
      image: null,
      start_time: null,
      end_time: null,
    };
    state.posts.push(post);
    return HttpResponse.json(written('notice registration complete', post.id), { status: 201 });
  }),
  http.patch<{ id: string }>(api(API_PATHS.notice(':id')), async ({ params, request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(read.body.uid, FESTA_ROLES, 'no permission to write a general notice');
    if ('error' in auth) return auth.error;
    const req = parse(NoticeWriteSchema, read.body);
    if ('error' in req) return req.error;
    const post = findPost(intParam(params.id));
    if (!post || post.category !== 'Notice') return jsonError(404, 'this post does not exist');
    if (!ownPost(post, auth.admin)) return jsonError(403, 'you can only change your own posts');
    post.title = req.value.title.trim();
    post.content = req.value.content.trim();
    post.updated_at = kstIso(mockNow());
    return HttpResponse.json(written('notice edited', post.id));
  }),

  // ----- lost items (multipart) -----
  http.get(api(API_PATHS.losts), ({ request }) =>
    HttpResponse.json(translatedList(request, boardList(state.posts, SAMPLE_BOOTHS, mockNow(), { category: 'LostItem' }))),
  ),
  http.post(api(API_PATHS.losts), async ({ request }) => {
    const form = await readForm(request);
    if (!form) return jsonError(400, 'send the lost item as multipart/form-data');
    const auth = authorize(form.fields.uid, FESTA_ROLES, 'no permission to write lost-item posts');
    if ('error' in auth) return auth.error;
    const req = parse(LostWriteSchema, form.fields);
    if ('error' in req) return req.error;
    const image = await storeImage(form.image, baseOf(request.url, API_PATHS.losts));
    if ('error' in image) return jsonError(400, image.error);
    const post: StoredPost = {
      id: state.nextPostId++,
      category: 'LostItem',
      title: req.value.title.trim(),
      content: req.value.content.trim(),
      writer: auth.admin.name,
      created_at: kstIso(mockNow()),
      booth_id: null,
      location: req.value.location.trim(),
      image: image.url,
      start_time: null,
      end_time: null,
    };
    state.posts.push(post);
    return HttpResponse.json(written('lost item registration complete', post.id), { status: 201 });
  }),
  http.patch<{ id: string }>(api(API_PATHS.lost(':id')), async ({ params, request }) => {
    const form = await readForm(request);
    if (!form) return jsonError(400, 'send the lost item as multipart/form-data');
    const auth = authorize(form.fields.uid, FESTA_ROLES, 'no permission to write lost-item posts');
    if ('error' in auth) return auth.error;
    // Fields left out keep their value; fields sent must be valid.
    const req = parse(LostEditSchema, form.fields);
    if ('error' in req) return req.error;
    const post = findPost(intParam(params.id));
    if (!post || post.category !== 'LostItem') return jsonError(404, 'this post does not exist');
    if (!ownPost(post, auth.admin)) return jsonError(403, 'you can only change your own posts');
    const image = await storeImage(form.image, baseOf(request.url, API_PATHS.lost(String(post.id))));
    if ('error' in image) return jsonError(400, image.error);
    const { title, content, location } = req.value;
    if (title !== undefined) post.title = title.trim();
    if (content !== undefined) post.content = content.trim();
    if (location !== undefined) post.location = location.trim();
    if (image.url) post.image = image.url;
    post.updated_at = kstIso(mockNow());
    return HttpResponse.json(written('lost item edited', post.id));
  }),

  // ----- events -----
  http.get(api(API_PATHS.events), () => HttpResponse.json({ message: 'ok', result: eventList(state.posts, SAMPLE_BOOTHS, mockNow()) })),
  http.post(api(API_PATHS.events), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(read.body.uid, BOOTH_ROLES, 'no permission to write events');
    if ('error' in auth) return auth.error;
    const req = parse(EventWriteSchema, read.body);
    if ('error' in req) return req.error;
    if (auth.admin.booth_id === null) return jsonError(403, 'no booth is linked to this admin, so events cannot be written');
    const now = mockNow();
    const problem = eventTimeProblem(req.value.start_time, req.value.end_time, now);
    if (problem) return jsonError(400, problem);
    const post: StoredPost = {
      id: state.nextPostId++,
      category: 'Event',
      title: req.value.title.trim(),
      content: req.value.detail.trim(),
      writer: auth.admin.name,
      created_at: kstIso(now),
      booth_id: auth.admin.booth_id,
      location: null,
      image: null,
      start_time: kstIso(Date.parse(req.value.start_time)),
      end_time: kstIso(Date.parse(req.value.end_time)),
    };
    state.posts.push(post);
    return HttpResponse.json(written('event registration complete', post.id), { status: 201 });
  }),
  http.get<{ id: string }>(api(API_PATHS.event(':id')), ({ params }) => {
    const post = listedPost(state.posts, intParam(params.id), mockNow());
    if (!post || post.category !== 'Event') return jsonError(404, 'this event does not exist');
    return HttpResponse.json(toEventSummary(post, SAMPLE_BOOTHS));
  }),

  // ----- posts -----
  // With page or size: one page of the ALL order; without: the 2025 whole list, newest first.
  http.get(api(API_PATHS.board), ({ request }) => {
    const query = parse(BoardListQuerySchema, queryOf(request));
    if ('error' in query) return query.error;
    const { page, size, category, search } = query.value;
    const now = mockNow();
    if (page === undefined && size === undefined) {
      return HttpResponse.json(translatedList(request, boardList(state.posts, SAMPLE_BOOTHS, now, { category, search })));
    }
    const answer = boardPage(state.posts, SAMPLE_BOOTHS, now, { page: page ?? 1, size: size ?? BOARD_PAGING.defaultSize, category, search });
    return HttpResponse.json({ ...answer, results: translated(request, answer.results) });
  }),
  http.get<{ id: string }>(api(API_PATHS.boardRelated(':id')), ({ params }) => {
    const id = intParam(params.id);
    const related = id === null ? null : relatedPosts(state.posts, SAMPLE_BOOTHS, id, mockNow());
    if (!related) return jsonError(404, 'this post does not exist');
    return HttpResponse.json({ related });
  }),
  http.get<{ id: string }>(api(API_PATHS.boardPost(':id')), ({ params }) => {
    const post = listedPost(state.posts, intParam(params.id), mockNow());
    if (!post) return jsonError(404, 'this post does not exist');
    return HttpResponse.json(toBoardPost(post, SAMPLE_BOOTHS));
  }),
  http.delete<{ id: string }>(api(API_PATHS.boardPost(':id')), async ({ params, request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(read.body.uid, null);
    if ('error' in auth) return auth.error;
    const post = findPost(intParam(params.id));
    if (!post) return jsonError(404, 'this post does not exist');
    if (!ownPost(post, auth.admin)) return jsonError(403, 'you can only delete your own posts');
    state.posts = state.posts.filter((p) => p.id !== post.id);
    return HttpResponse.json(written('post deleted', post.id));
  }),
];

export const boardError = errorVariant(boardRoutes);
export const boardSlow = slowVariant(boardRoutes);

/** No posts anywhere and no urgent notice: every board tab shows its empty state. */
export const boardEmpty = [
  http.get(api(API_PATHS.emergency), () => jsonError(404, 'no urgent notice')),
  http.get(api(API_PATHS.notices), () => HttpResponse.json({ message: 'ok', total_count: 0, result: [] })),
  http.get(api(API_PATHS.losts), () => HttpResponse.json({ message: 'ok', total_count: 0, result: [] })),
  http.get(api(API_PATHS.events), () => HttpResponse.json({ message: 'ok', result: [] })),
  http.get(api(API_PATHS.board), ({ request }) => {
    const q = new URL(request.url).searchParams;
    if (!q.has('page') && !q.has('size')) return HttpResponse.json({ message: 'ok', total_count: 0, result: [] });
    return HttpResponse.json({ total_count: 0, page: Number(q.get('page') ?? 1), size: Number(q.get('size') ?? BOARD_PAGING.defaultSize), results: [] });
  }),
];
