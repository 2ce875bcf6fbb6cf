// Game calls of spec §7: start (counts a try), success, the global success count, coupon issue.
import { API_PATHS } from '@contract/paths';
import type { GameCouponResponse, GameStartResponse, GameSuccessCountResponse, GameSuccessResponse } from '@contract/types';
import { ApiError, request } from './client';

/** The server counts a try; 'none' asks it to issue a visitor id (returned in data.user_id). */
export function startGame(userId: string | null, signal?: AbortSignal): Promise<GameStartResponse> {
  return request<GameStartResponse>(API_PATHS.gameStart, { method: 'POST', body: { user_id: userId || 'none' }, signal });
}

export function reportSuccess(userId: string, signal?: AbortSignal): Promise<GameSuccessResponse> {
  return request<GameSuccessResponse>(API_PATHS.gameSuccess, { method: 'POST', body: { user_id: userId }, signal });
}

/** The server's global count of finished games (the screen subtracts GAME.successCountOffset). */
export async function getSuccessCount(signal?: AbortSignal): Promise<number> {
  const data = await request<Partial<GameSuccessCountResponse> | undefined>(API_PATHS.gameSuccessCount, { method: 'POST', signal });
  const n = data?.total_success_count ?? data?.success_count;
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    throw new ApiError({ status: 200, body: data, kind: 'parse', message: 'no success count in the answer' });
  }
  return n;
}

export function issueCoupon(userId: string, boothName: string, signal?: AbortSignal): Promise<GameCouponResponse> {
  return request<GameCouponResponse>(API_PATHS.gameCoupon, { method: 'POST', body: { user_id: userId, booth_name: boothName }, signal });
}
