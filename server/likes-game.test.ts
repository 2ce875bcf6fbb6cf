// Likes and the game, including the concurrency cases that PGlite (one query at a time) would hide:
// they run on PostgreSQL when TEST_DATABASE_URL is set, and on PGlite as well.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME } from '@contract/constants';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { parseWinRule, parseCouponStock, parseAdminCodes } from './config';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';

const NOW = '2025-09-25T14:00:00+09:00';
/** The last open hour of the festival: every coupon has been released. */
const ALL_RELEASED = '2025-09-26T22:59:00+09:00';
const ROOMY_LIMITS = Object.fromEntries(
  ['coupon', 'couponHour', 'like', 'visitorId'].map((k) => [k, { burst: 1_000_000, refillMs: 1000 }]),
);

describe.each(DB_KINDS)('likes and game on %s', (kind) => {
  let s: TestServer;
  const likeRows = async (boothId: number) =>
    (await s.query<{ n: number }>(`select count(*)::int as n from booth_likes where booth_id = ${boothId}`))[0].n;
  const likeCount = async (boothId: number) =>
    (await s.query<{ n: number }>(`select like_count as n from booths where id = ${boothId}`))[0].n;

  beforeAll(async () => {
    s = await createTestServer(kind, {
      now: NOW,
      couponStock: { kind: 'pubs', pubs: [{ name: '프론티어', stock: 10 }, { name: '공과대학', stock: 5 }] },
      // These cases are about concurrency from one address; the per-address limits have limits.test.ts.
      limits: ROOMY_LIMITS,
      couponShareFactor: Infinity,
    });
  });
  afterAll(() => s?.stop());

  it('issues a visitor id when none is sent and toggles the like', async () => {
    const booth = SAMPLE_BOOTHS.find((b) => b.id === 3)!;
    const on = await s.call('POST', '/api/booths/3/likes/', { user_id: null });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ booth_id: 3, is_liked: true, likes_count: booth.initial_likes + 1 });
    const userId = on.body.user_id;
    expect(userId).toMatch(/^v[\w-]+\.[\w-]+$/);
    // The visitor's like shows in lists and detail.
    const list = await s.call('POST', '/api/booths/list/', { types: ['Booth'], user_id: userId });
    expect(list.body.results.find((b: any) => b.booth_id === 3)).toMatchObject({ is_liked: true, like_cnt: booth.initial_likes + 1 });
    expect(list.body.results.filter((b: any) => b.is_liked).length).toBe(1);
    expect((await s.call('GET', `/api/booths/3/?user_id=${encodeURIComponent(userId)}`)).body.is_liked).toBe(true);
    expect((await s.call('GET', '/api/booths/3/')).body.is_liked).toBe(false);
    const off = await s.call('POST', '/api/booths/3/likes/', { user_id: userId });
    expect(off.body).toMatchObject({ is_liked: false, likes_count: booth.initial_likes, user_id: userId });
    expect((await s.call('POST', '/api/booths/list/', { user_id: userId })).body.results.some((b: any) => b.is_liked)).toBe(false);
    expect(await likeRows(3)).toBe(await likeCount(3));
  });

  it('replaces a visitor id the server did not issue', async () => {
    const r = await s.call('POST', '/api/booths/4/likes/', { user_id: '12345678' });
    expect(r.body.user_id).not.toBe('12345678');
    const forged = `${r.body.user_id.split('.')[0]}.AAAAAAAAAAAAAAAA`;
    const r2 = await s.call('POST', '/api/booths/4/likes/', { user_id: forged });
    expect(r2.body.user_id).not.toBe(forged);
    expect(await likeRows(4)).toBe(await likeCount(4));
  });

  it('answers 404 for an unknown booth and changes nothing', async () => {
    const before = (await s.query<{ n: number }>('select count(*)::int as n from booth_likes'))[0].n;
    expect((await s.call('POST', '/api/booths/9999/likes/', { user_id: null })).status).toBe(404);
    expect((await s.query<{ n: number }>('select count(*)::int as n from booth_likes'))[0].n).toBe(before);
  });

  it('keeps the count equal to the rows under 2,000 concurrent toggles', async () => {
    const boothId = 5;
    const start = await likeCount(boothId);
    const once = Array.from({ length: 1500 }, () => s.deps.visitorIds.issue());
    const twice = Array.from({ length: 250 }, () => s.deps.visitorIds.issue());
    const calls = [...once, ...twice, ...twice].map((user_id) => s.call('POST', `/api/booths/${boothId}/likes/`, { user_id }));
    expect(calls.length).toBe(2000);
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await likeRows(boothId)).toBe(await likeCount(boothId));
    // Visitors who toggled twice end where they began; the rest added one like each.
    expect(await likeCount(boothId)).toBe(start + 1500);
    const shown = await s.call('GET', `/api/booths/${boothId}/`);
    expect(shown.body.like_cnt).toBe(start + 1500);
  });

  it('keeps the later count when an earlier toggle answers last', async () => {
    const boothId = 6;
    const first = await s.call('POST', `/api/booths/${boothId}/likes/`, { user_id: null });
    const second = await s.call('POST', `/api/booths/${boothId}/likes/`, { user_id: null });
    expect(second.body.likes_count).toBe(first.body.likes_count + 1);
    const [{ v }] = await s.query<{ v: number }>(`select like_version::int as v from booths where id = ${boothId}`);
    // The first toggle's answer, heard after the second's (as from a slower connection): the page keeps the second.
    s.deps.catalog.recordToggle(boothId, first.body.user_id, true, first.body.likes_count, v - 1);
    expect((await s.call('GET', `/api/booths/${boothId}/`)).body.like_cnt).toBe(second.body.likes_count);
    expect((await s.call('GET', `/api/booths/${boothId}/`)).body.like_cnt).toBe(await likeCount(boothId));
  });

  it('counts 5 tries per visitor per Korea day', async () => {
    const first = await s.call('POST', '/api/game/games/start/', { user_id: 'none' });
    expect(first.status).toBe(200);
    const userId = first.body.data.user_id;
    expect(first.body).toMatchObject({ game_try_times: 1, data: { try_times: 1 } });
    for (let i = 2; i <= 5; i++) {
      const r = await s.call('POST', '/api/game/games/start/', { user_id: userId });
      expect(r.body.data.try_times).toBe(i);
    }
    const sixth = await s.call('POST', '/api/game/games/start/', { user_id: userId });
    expect(sixth.status).toBe(400);
    expect(sixth.body).toMatchObject({ error: 'try_limit', game_try_times: 5 });
    // Korea midnight starts a new day (15:00 UTC).
    s.clock.set('2025-09-26T00:00:01+09:00');
    const nextDay = await s.call('POST', '/api/game/games/start/', { user_id: userId });
    expect(nextDay.body.data.try_times).toBe(1);
    s.clock.set(NOW);
  });

  it('accepts exactly 5 of 50 concurrent starts by one visitor', async () => {
    const userId = s.deps.visitorIds.issue();
    const results = await Promise.all(Array.from({ length: 50 }, () => s.call('POST', '/api/game/games/start/', { user_id: userId })));
    expect(results.filter((r) => r.status === 200).length).toBe(5);
    expect(results.filter((r) => r.status === 400).length).toBe(45);
    expect(results.filter((r) => r.status === 200).map((r) => r.body.data.try_times).sort()).toEqual([1, 2, 3, 4, 5]);
    const plays = await s.query<{ n: number }>(`select count(*)::int as n from game_plays where visitor_id = '${userId}'`);
    expect(plays[0].n).toBe(5);
  });

  it('accepts a success only for a started game that lasted a plausible time', async () => {
    const count = async () => (await s.call('POST', '/api/game/games/successcount/')).body.total_success_count;
    const before = await count();
    const noGame = s.deps.visitorIds.issue();
    expect((await s.call('POST', '/api/game/games/success/', { user_id: noGame })).status).toBe(400);

    const start = await s.call('POST', '/api/game/games/start/', { user_id: 'none' });
    const userId = start.body.data.user_id;
    s.clock.advance(GAME.minPlausibleGameMs - 1);
    const fast = await s.call('POST', '/api/game/games/success/', { user_id: userId });
    expect(fast.status).toBe(400);
    expect(fast.body.message).toMatch(/too quickly/);
    // That game is over: it cannot be finished again later.
    s.clock.advance(10_000);
    expect((await s.call('POST', '/api/game/games/success/', { user_id: userId })).status).toBe(400);
    expect(await count()).toBe(before);

    await s.call('POST', '/api/game/games/start/', { user_id: userId });
    s.clock.advance(GAME.minPlausibleGameMs);
    const ok = await s.call('POST', '/api/game/games/success/', { user_id: userId });
    expect(ok.status).toBe(200);
    expect(ok.body.data.is_coupon).toBe(true);
    expect(ok.body.data.coupon_booths.sort()).toEqual(['공과대학', '프론티어']);
    expect(await count()).toBe(before + 1);
    // One success per started game.
    expect((await s.call('POST', '/api/game/games/success/', { user_id: userId })).status).toBe(400);
    expect(await count()).toBe(before + 1);
    s.clock.set(NOW);

    // Coupon: unknown pub 400; one coupon for the win, even with 20 claims at once.
    expect((await s.call('POST', '/api/game/games/coupon/', { user_id: userId, booth_name: '없는 주점' })).status).toBe(400);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => s.call('POST', '/api/game/games/coupon/', { user_id: userId, booth_name: '공과대학' })),
    );
    const granted = claims.filter((r) => r.status === 200);
    expect(granted.length).toBe(1);
    expect(granted[0].body.data).toMatchObject({ booth_name: '공과대학', coupon_code: expect.stringMatching(/^DG5-\w{4}-\w{4}$/) });
    expect(claims.filter((r) => r.status === 403).every((r) => /winning/.test(r.body.message))).toBe(true);
  });

  it('gives no coupon without a win', async () => {
    const userId = s.deps.visitorIds.issue();
    const r = await s.call('POST', '/api/game/games/coupon/', { user_id: userId, booth_name: '프론티어' });
    expect(r.status).toBe(403);
    const started = (await s.call('POST', '/api/game/games/start/', { user_id: 'none' })).body.data.user_id;
    expect((await s.call('POST', '/api/game/games/coupon/', { user_id: started, booth_name: '프론티어' })).status).toBe(403);
  });

  it('hands 10 coupons to 10 of 200 concurrent winners, unique codes, one per win', async () => {
    const winners: string[] = [];
    for (let i = 0; i < 200; i++) {
      const r = await s.call('POST', '/api/game/games/start/', { user_id: 'none' });
      winners.push(r.body.data.user_id);
    }
    s.clock.advance(5000);
    const wins = await Promise.all(winners.map((user_id) => s.call('POST', '/api/game/games/success/', { user_id })));
    expect(wins.every((r) => r.status === 200 && r.body.data.is_coupon === true)).toBe(true);
    s.clock.set(ALL_RELEASED);
    const claims = await Promise.all(winners.map((user_id) => s.call('POST', '/api/game/games/coupon/', { user_id, booth_name: '프론티어' })));
    const granted = claims.filter((r) => r.status === 200);
    expect(granted.length).toBe(10);
    expect(new Set(granted.map((r) => r.body.data.coupon_code)).size).toBe(10);
    expect(claims.filter((r) => r.status === 409).length).toBe(190);
    expect(claims.filter((r) => r.status === 409).every((r) => /sold out/.test(r.body.message))).toBe(true);
    // In the database: each claimed coupon belongs to a distinct won game of the visitor who got it.
    const rows = await s.query<{ code: string; visitor_id: string; won: boolean; coupon_claimed: boolean }>(
      `select c.code, p.visitor_id, p.won, p.coupon_claimed from coupons c join game_plays p on p.id = c.play_id where c.pub_name = '프론티어'`,
    );
    expect(rows.length).toBe(10);
    expect(rows.every((r) => r.won && r.coupon_claimed)).toBe(true);
    expect(new Set(rows.map((r) => r.visitor_id)).size).toBe(10);
    const codes = new Set(granted.map((r) => r.body.data.coupon_code));
    for (const row of rows) expect(codes.has(row.code)).toBe(true);
    // 프론티어 is sold out: a later winner is offered only the pub that still has coupons.
    const late = (await s.call('POST', '/api/game/games/start/', { user_id: 'none' })).body.data.user_id;
    s.clock.advance(5000);
    const after = await s.call('POST', '/api/game/games/success/', { user_id: late });
    s.clock.set(NOW);
    expect(after.body.data).toMatchObject({ is_coupon: true, coupon_booths: ['공과대학'] });
  });
});

describe('settings', () => {
  it('parses the winning rule', () => {
    expect(parseWinRule(undefined)).toEqual({ kind: 'all' });
    expect(parseWinRule('every:10')).toEqual({ kind: 'every', n: 10 });
    expect(parseWinRule('chance:0.5')).toEqual({ kind: 'chance', p: 0.5 });
    expect(parseWinRule('none')).toEqual({ kind: 'none' });
    expect(() => parseWinRule('chance:2')).toThrow(/GAME_WIN_RULE/);
    expect(() => parseWinRule('sometimes')).toThrow(/GAME_WIN_RULE/);
  });
  it('parses coupon stock', () => {
    expect(parseCouponStock('100')).toEqual({ kind: 'each', count: 100 });
    expect(parseCouponStock('프론티어:60,공과대학:40')).toEqual({
      kind: 'pubs',
      pubs: [{ name: '프론티어', stock: 60 }, { name: '공과대학', stock: 40 }],
    });
    expect(() => parseCouponStock('프론티어')).toThrow(/COUPON_STOCK/);
  });
  it('parses admin codes in both forms', () => {
    expect(parseAdminCodes('Staff:축제기획단:abcd-12345678,Club:멋쟁이사자처럼:club-99999999:12')).toEqual([
      { role: 'Staff', name: '축제기획단', code: 'abcd-12345678', boothId: null },
      { role: 'Club', name: '멋쟁이사자처럼', code: 'club-99999999', boothId: 12 },
    ]);
    expect(parseAdminCodes('[{"role":"Major","name":"학생회","code":"major-code-1"}]')).toEqual([
      { role: 'Major', name: '학생회', code: 'major-code-1', boothId: null },
    ]);
    expect(() => parseAdminCodes('Boss:x:abcd-efgh-ij')).toThrow(/unknown role/);
    expect(() => parseAdminCodes('Staff:a:abcd-efgh-ij,Staff:b:abcd-efgh-ij')).toThrow(/share one code/);
  });
  it('refuses admin codes shorter than 10 characters at start', () => {
    expect(() => parseAdminCodes('Staff:축제기획단:abcd-1234')).toThrow("ADMIN_CODES: the code of '축제기획단' is shorter than 10 characters");
    expect(() => parseAdminCodes('[{"role":"Major","name":"학생회","code":"short"}]')).toThrow(/shorter than 10 characters/);
    expect(parseAdminCodes('Staff:축제기획단:abcd-12345')?.[0].code).toBe('abcd-12345');
  });
});
