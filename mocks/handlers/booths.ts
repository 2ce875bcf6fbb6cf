// Booth list, detail (all three paths) and like toggles, from the sample festival.
import { boothSources, withTranslations } from './list-translations';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '@contract/paths';
import { BoothListRequestSchema, LikeRequestSchema } from '@contract/schemas';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import type { LikeResponse } from '@contract/types';
import { selectBoothList, toBoothDetail } from '../fixtures/booths';
import { boothWorld, likeCount, newVisitorId, state } from '../state';
import { api, errorVariant, intParam, jsonError, parse, readJson, slowVariant, type Route } from './util';

const [detailA, detailB, detailC] = API_PATHS.boothDetail(':id');

export const boothsRoutes: readonly Route[] = [
  { method: 'post', path: API_PATHS.boothList },
  { method: 'post', path: API_PATHS.boothLikes(':id') },
  { method: 'get', path: detailB },
  { method: 'get', path: detailA },
  { method: 'get', path: detailC },
];

function boothDetail({ params, request }: { params: { id: string }; request: Request }) {
  const id = intParam(params.id);
  const booth = id === null ? undefined : SAMPLE_BOOTHS.find((b) => b.id === id);
  if (!booth) return jsonError(404, 'This booth does not exist');
  const userId = new URL(request.url).searchParams.get('user_id');
  return HttpResponse.json(toBoothDetail(booth, boothWorld(), userId));
}

export const boothsHandlers = [
  http.post(api(API_PATHS.boothList), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(BoothListRequestSchema, read.body);
    if ('error' in req) return req.error;
    return HttpResponse.json({ results: withTranslations(request, selectBoothList(req.value, boothWorld()) as unknown as Record<string, unknown>[], boothSources) });
  }),

  http.post<{ id: string }>(api(API_PATHS.boothLikes(':id')), async ({ params, request }) => {
    const id = intParam(params.id);
    if (id === null || !SAMPLE_BOOTHS.some((b) => b.id === id)) return jsonError(404, 'This booth does not exist');
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(LikeRequestSchema, read.body);
    if ('error' in req) return req.error;
    const raw = req.value.user_id;
    // A missing id gets one from the server; the client stores it.
    const userId = typeof raw === 'string' && raw !== '' && raw !== 'none' ? raw : newVisitorId();
    if (!state.likers.has(id)) state.likers.set(id, new Set());
    const likers = state.likers.get(id)!;
    const liked = !likers.has(userId);
    if (liked) likers.add(userId);
    else likers.delete(userId);
    const body: LikeResponse = {
      message: liked ? 'liked' : 'unliked',
      booth_id: id,
      likes_count: likeCount(id),
      is_liked: liked,
      user_id: userId,
    };
    return HttpResponse.json(body);
  }),

  // The detail answers on all three paths of spec §7, so any of the client's tries succeeds.
  http.get<{ id: string }>(api(detailB), boothDetail),
  http.get<{ id: string }>(api(detailA), boothDetail),
  http.get<{ id: string }>(api(detailC), boothDetail),
];

export const boothsError = errorVariant(boothsRoutes);
export const boothsSlow = slowVariant(boothsRoutes);

/** The list answers nothing (map, ranking and event carousel show their empty states). */
export const boothsEmpty = [http.post(api(API_PATHS.boothList), () => HttpResponse.json({ results: [] }))];

/** Like toggles fail; the UI must restore the previous state. */
export const likeFails = [http.post(api(API_PATHS.boothLikes(':id')), () => jsonError(500, 'like failed'))];
