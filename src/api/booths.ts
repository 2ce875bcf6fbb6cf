// Booth calls of spec §7: the list (map, ranking, events, nearby), detail with its fallback paths, likes.
import { API_PATHS } from '@contract/paths';
import type { BoothDetail, BoothListItem, BoothListRequest, LikeResponse } from '@contract/types';
import { ApiError, isApiError, pickList, request } from './client';

export async function listBooths(req: BoothListRequest, signal?: AbortSignal): Promise<BoothListItem[]> {
  const data = await request<unknown>(API_PATHS.boothList, { method: 'POST', body: { ...req }, signal });
  // The deployed server answered `{results}`; an older variant answered `{booths}`.
  return pickList<BoothListItem>(data, ['results', 'booths']);
}

/** A path that does not exist here (404/405) or did not answer at all: try the next one. */
function tryNext(e: unknown): boolean {
  return isApiError(e) && (e.status === 404 || e.status === 405 || e.kind === 'network');
}

/**
 * Spec §7: GET /booths/{id}/, then /booths/detail/{id}/, then /booths/{id}. Any other failure
 * (a 500, an abort) stops the search; when no path answers the result is an ApiError(404).
 */
export async function getBoothDetail(id: number | string, signal?: AbortSignal): Promise<BoothDetail> {
  let last: ApiError | undefined;
  for (const path of API_PATHS.boothDetail(id)) {
    try {
      return await request<BoothDetail>(path, { signal });
    } catch (e) {
      if (!tryNext(e)) throw e;
      last = e as ApiError;
    }
  }
  throw new ApiError({
    status: 404,
    body: last?.body,
    kind: 'http',
    message: last?.serverMessage ?? `booth ${id} not found`,
  });
}

/** Toggles this visitor's like; a null user_id lets the server issue one (returned as user_id). */
export function toggleLike(id: number | string, userId: string | null, signal?: AbortSignal): Promise<LikeResponse> {
  return request<LikeResponse>(API_PATHS.boothLikes(id), { method: 'POST', body: { user_id: userId }, signal });
}
