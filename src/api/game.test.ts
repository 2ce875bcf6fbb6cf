import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { couponSoldOut, gameLimitReached } from '@mocks/handlers/index';
import { INITIAL_SUCCESS_COUNT } from '@mocks/state';
import { ApiError } from './client';
import { getSuccessCount, issueCoupon, reportSuccess, startGame } from './game';
import { login } from './admin';
import { TEST_BASE, withMockServer } from './test-server';

const server = withMockServer();

describe('game calls', () => {
  it("sends 'none' when there is no user id and gets one back", async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      sent = await request.clone().json();
    });
    const res = await startGame(null);
    server.events.removeAllListeners();
    expect(sent).toEqual({ user_id: 'none' });
    expect(res.data.user_id).toMatch(/^\d+$/);
    expect(res.data.try_times).toBe(1);
    expect(res.game_try_times).toBe(1);
  });

  it('a finished game wins a coupon of a pub in stock, and the count goes up', async () => {
    const before = await getSuccessCount();
    expect(before).toBe(INITIAL_SUCCESS_COUNT);
    const { data } = await startGame('player-1');
    const success = await reportSuccess(data.user_id);
    expect(success.data.is_coupon).toBe(true);
    expect(success.data.coupon_booths).toContain('프론티어');
    expect(await getSuccessCount()).toBe(before + 1);
    const coupon = await issueCoupon('player-1', '프론티어');
    expect(coupon.data.coupon_code).toMatch(/^DGU-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    // One coupon per win.
    const again = (await issueCoupon('player-1', '프론티어').catch((e: unknown) => e)) as ApiError;
    expect(again.status).toBe(403);
  });

  it('reads success_count when total_success_count is absent', async () => {
    server.use(http.post(`${TEST_BASE}/game/games/successcount/`, () => HttpResponse.json({ success_count: 12000 })));
    expect(await getSuccessCount()).toBe(12000);
  });

  it('a count missing from the answer is an error, not NaN', async () => {
    server.use(http.post(`${TEST_BASE}/game/games/successcount/`, () => HttpResponse.json({})));
    await expect(getSuccessCount()).rejects.toBeInstanceOf(ApiError);
  });

  it('the limit and sold-out variants surface as ApiErrors with their status', async () => {
    server.use(...gameLimitReached, ...couponSoldOut);
    const limit = (await startGame('p').catch((e: unknown) => e)) as ApiError;
    expect(limit.status).toBe(400);
    expect(limit.serverMessage).toMatch(/5 plays/);
    const sold = (await issueCoupon('p', '공과대학').catch((e: unknown) => e)) as ApiError;
    expect(sold.status).toBe(409);
  });
});

describe('login', () => {
  it('answers uid, role and name for a known code', async () => {
    const res = await login('major-dev-1');
    expect(res).toMatchObject({ role: 'Major', name: '공과대학 학생회' });
    expect(res.uid).toMatch(/^[a-z0-9]{32}$/);
  });

  it('a wrong code is a 401 with the server message', async () => {
    const e = (await login('nope').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(401);
    expect(e.serverMessage).toBe('please check the admin code');
  });
});
