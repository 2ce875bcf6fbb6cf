// The word game: tries per visitor per Korea day, wins only after a started game, coupon stock per pub.
import { http, HttpResponse } from 'msw';
import { GAME } from '@contract/constants';
import { API_PATHS } from '@contract/paths';
import { GameCouponSchema, GameStartSchema, GameSuccessSchema } from '@contract/schemas';
import { kstDate } from '@contract/time';
import type { GameCouponResponse, GameStartResponse, GameSuccessCountResponse, GameSuccessResponse } from '@contract/types';
import { mockNow, newVisitorId, randomId, state } from '../state';
import { api, errorVariant, jsonError, parse, readJson, slowVariant, type Route } from './util';

export const gameRoutes: readonly Route[] = [
  { method: 'post', path: API_PATHS.gameStart },
  { method: 'post', path: API_PATHS.gameSuccess },
  { method: 'post', path: API_PATHS.gameSuccessCount },
  { method: 'post', path: API_PATHS.gameCoupon },
];

const LIMIT_MESSAGE = `You have used all ${GAME.maxPlaysPerDay} plays for today`;

/** A given user_id, not the 'none' placeholder. */
const givenId = (v: string | null | undefined): string | null => (v && v !== 'none' ? v : null);

function pubsInStock(): string[] {
  return [...state.stock].filter(([, n]) => n > 0).map(([name]) => name);
}

function newCouponCode(): string {
  let code: string;
  do code = `DGU-${randomId(4).toUpperCase()}-${randomId(4).toUpperCase()}`;
  while (state.couponCodes.has(code));
  state.couponCodes.add(code);
  return code;
}

export const gameHandlers = [
  http.post(api(API_PATHS.gameStart), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(GameStartSchema, read.body);
    if ('error' in req) return req.error;
    const userId = givenId(req.value.user_id) ?? newVisitorId();
    const key = `${userId}|${kstDate(mockNow())}`;
    const tries = state.tries.get(key) ?? 0;
    if (tries >= GAME.maxPlaysPerDay) return jsonError(400, LIMIT_MESSAGE, { game_try_times: tries });
    state.tries.set(key, tries + 1);
    const gameId = randomId(16);
    state.started.set(userId, { gameId, startedAt: mockNow() });
    const body: GameStartResponse = {
      message: 'game started',
      data: { user_id: userId, try_times: tries + 1, game_id: gameId },
      game_try_times: tries + 1,
    };
    return HttpResponse.json(body);
  }),

  http.post(api(API_PATHS.gameSuccess), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(GameSuccessSchema, read.body);
    if ('error' in req) return req.error;
    const userId = req.value.user_id;
    if (!state.started.has(userId)) return jsonError(400, 'no game in progress for this visitor');
    // The mock does not time the rounds; the server also rejects implausibly fast games.
    state.started.delete(userId);
    state.successCount += 1;
    const pubs = pubsInStock();
    if (pubs.length > 0) state.wins.set(userId, (state.wins.get(userId) ?? 0) + 1);
    const body: GameSuccessResponse = {
      message: 'game completed',
      data: { is_coupon: pubs.length > 0, coupon_booths: pubs, coupon_booth: pubs },
    };
    return HttpResponse.json(body);
  }),

  http.post(api(API_PATHS.gameSuccessCount), () => {
    const body: GameSuccessCountResponse = { total_success_count: state.successCount, success_count: state.successCount };
    return HttpResponse.json(body);
  }),

  http.post(api(API_PATHS.gameCoupon), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(GameCouponSchema, read.body);
    if ('error' in req) return req.error;
    const { user_id: userId, booth_name: pub } = req.value;
    if (!state.stock.has(pub)) return jsonError(400, 'choose one of the partner pubs');
    if ((state.wins.get(userId) ?? 0) < 1) return jsonError(403, 'no prize to claim for this visitor');
    if ((state.stock.get(pub) ?? 0) < 1) return jsonError(409, 'coupons for this pub are sold out');
    state.stock.set(pub, (state.stock.get(pub) ?? 0) - 1);
    state.wins.set(userId, (state.wins.get(userId) ?? 0) - 1);
    const code = newCouponCode();
    state.coupons.set(code, { pub, issuedAt: mockNow(), redeemedAt: null, redeemedBy: null });
    const body: GameCouponResponse = { message: 'coupon issued', data: { coupon_code: code, booth_name: pub } };
    return HttpResponse.json(body);
  }),
];

export const gameError = errorVariant(gameRoutes);
export const gameSlow = slowVariant(gameRoutes);

/** The visitor has already played five times today. */
export const gameLimitReached = [
  http.post(api(API_PATHS.gameStart), () => jsonError(400, LIMIT_MESSAGE, { game_try_times: GAME.maxPlaysPerDay })),
];

/** The chosen pub has no coupon left. */
export const couponSoldOut = [http.post(api(API_PATHS.gameCoupon), () => jsonError(409, 'coupons for this pub are sold out'))];
