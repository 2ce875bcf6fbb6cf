// Per-address limits against the attacks of the festival-day issue, on a moved clock (no real
// waiting): a coupon farm and a like farm from one address, honest visitors from others, the
// release of coupons over the opening hours, and two processes sharing the limits on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME } from '@contract/constants';
import { createTestServer, DB_KINDS, TEST_DATABASE_URL, type TestServer } from './test/harness';

/** Day 2, 20:00: 23 of the 39 open hours are behind us, so 167 of these 280 coupons are released. */
const NOW = '2025-09-25T20:00:00+09:00';
const STOCK = '프론티어:200,공과대학:40,푸름누리:40';
const from = (address: string) => ({ 'x-forwarded-for': address });

async function count(s: TestServer, q: string): Promise<number> {
  return Number((await s.query<{ n: number }>(q))[0].n);
}

describe.each(DB_KINDS)('per-address limits on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    // A pub's hourly cap has its own cases below; here only the address limits bind.
    s = await createTestServer(kind, { now: NOW, trustProxy: 1, couponStock: STOCK, couponShareFactor: Infinity });
  });
  afterAll(() => s?.stop());

  /** One play from `address`: a fresh id (or `userId`), a plausible win, a claim. */
  async function play(address: string, userId = 'none') {
    const start = await s.call('POST', '/api/game/games/start/', { user_id: userId }, from(address));
    return start;
  }

  it('a coupon farm from one address takes at most 10 in a minute; a player elsewhere still wins', async () => {
    const released = await count(s, `select count(*)::int as n from coupons where available_from <= '${new Date(NOW).toISOString()}'`);
    expect(released).toBe(167);
    const attacker = '10.0.0.1';
    const workers = 20;
    let taken = 0;
    let refused: { status: number; body: any; headers: Headers } | null = null;
    let honestCode: string | null = null;
    // 60 s of the farm: each round every worker starts with a fresh id, waits the 4 s a win needs, claims.
    for (let round = 0; round < 15; round++) {
      const starts = await Promise.all(Array.from({ length: workers }, () => play(attacker)));
      const ids = starts.filter((r) => r.status === 200).map((r) => r.body.data.user_id as string);
      const honest = round === 7 ? await play('10.0.0.2') : null;
      s.clock.advance(GAME.minPlausibleGameMs);
      await Promise.all(ids.map((user_id) => s.call('POST', '/api/game/games/success/', { user_id }, from(attacker))));
      const claims = await Promise.all(
        ids.map((user_id) => s.call('POST', '/api/game/games/coupon/', { user_id, booth_name: '프론티어' }, from(attacker))),
      );
      taken += claims.filter((r) => r.status === 200).length;
      refused ??= claims.find((r) => r.status === 429) ?? null;
      if (honest) {
        // During the attack: the honest player's win and coupon are untouched by the attacker's limits.
        const user_id = honest.body.data.user_id;
        const won = await s.call('POST', '/api/game/games/success/', { user_id }, from('10.0.0.2'));
        expect(won.body.data.is_coupon).toBe(true);
        const claim = await s.call('POST', '/api/game/games/coupon/', { user_id, booth_name: '프론티어' }, from('10.0.0.2'));
        expect(claim.status).toBe(200);
        honestCode = claim.body.data.coupon_code;
      }
    }
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(10);
    expect(honestCode).toMatch(/^DG5-/);
    expect(refused?.body).toMatchObject({ error: 'rate_limited', limit: 'coupon' });
    expect(refused?.body.message).toMatch(/too many coupons .* try again in \d+ s/);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // A refused claim gave nothing: every claimed coupon has a won play, and at least half the stock is left.
    const claimed = await count(s, 'select count(*)::int as n from coupons where play_id is not null');
    expect(claimed).toBe(taken + 1);
    expect(await count(s, 'select count(*)::int as n from coupons where play_id is null')).toBeGreaterThanOrEqual(140);

    // After the attack, another address still wins a coupon.
    const after = await play('10.0.0.5');
    s.clock.advance(GAME.minPlausibleGameMs);
    const user_id = after.body.data.user_id;
    expect((await s.call('POST', '/api/game/games/success/', { user_id }, from('10.0.0.5'))).body.data.is_coupon).toBe(true);
    expect((await s.call('POST', '/api/game/games/coupon/', { user_id, booth_name: '공과대학' }, from('10.0.0.5'))).status).toBe(200);
  });

  it('a like farm raises one booth by at most 100 in 30 s while 30 visitors from another address all count', async () => {
    const boothId = 3;
    const likes = () => count(s, `select like_count as n from booths where id = ${boothId}`);
    const rows = () => count(s, `select count(*)::int as n from booth_likes where booth_id = ${boothId}`);
    const before = await likes();
    let honestOk = 0;
    let refused: { status: number; body: any; headers: Headers } | null = null;
    // 30 s in steps of 500 ms: 10 workers with fresh ids each step from one address, and one paced
    // visitor from another address every second.
    for (let step = 0; step < 60; step++) {
      const attack = await Promise.all(
        Array.from({ length: 10 }, () => s.call('POST', `/api/booths/${boothId}/likes/`, { user_id: 'none' }, from('10.0.1.1'))),
      );
      refused ??= attack.find((r) => r.status === 429) ?? null;
      if (step % 2 === 0) {
        const r = await s.call('POST', `/api/booths/${boothId}/likes/`, { user_id: 'none' }, from('10.0.1.2'));
        if (r.status === 200 && r.body.is_liked) honestOk++;
      }
      s.clock.advance(500);
    }
    const raised = (await likes()) - before;
    expect(honestOk).toBe(30);
    expect(raised - 30).toBeLessThanOrEqual(100);
    expect(raised - 30).toBeGreaterThanOrEqual(50);
    expect(await rows()).toBe(await likes());
    expect(refused?.body).toMatchObject({ error: 'rate_limited' });
    expect(refused?.body.message).toMatch(/try again in \d+ s/);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses new visitor ids past the address budget with a 429 that changes no row; a crowd elsewhere is served', async () => {
    const addr = '10.0.2.1';
    const tries = () => count(s, 'select count(*)::int as n from game_tries');
    const budget = s.deps.limits.rules.visitorId.burst;
    const first = await Promise.all(Array.from({ length: budget }, () => play(addr)));
    expect(first.every((r) => r.status === 200)).toBe(true);
    const before = await tries();
    const refused = await play(addr);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/too many new visitors/);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await tries()).toBe(before);
    // A visitor who already has an id plays on; another address gets new ids.
    expect((await play(addr, first[0].body.data.user_id)).status).toBe(200);
    expect((await play('10.0.2.2')).status).toBe(200);
    s.clock.advance(1000);
    expect((await play(addr)).status).toBe(200);
  });

  // Enough coupons are released that only the address's own limits bind.
  it('serves 120 honest players from one address in half an hour, 90 of them with a coupon at once', async () => {
    const nat = from('10.0.8.1');
    let started = 0;
    let coupons = 0;
    let waiting = 0;
    // One new player every 15 s for half an hour (kept short; the hour is 60 + 60): start, a 5 s game,
    // success, claim.
    for (let i = 0; i < 120; i++) {
      const start = await s.call('POST', '/api/game/games/start/', { user_id: 'none' }, nat);
      if (start.status !== 200) continue;
      started++;
      const user_id = start.body.data.user_id;
      s.clock.advance(5000);
      await s.call('POST', '/api/game/games/success/', { user_id }, nat);
      const claim = await s.call('POST', '/api/game/games/coupon/', { user_id, booth_name: '프론티어' }, nat);
      if (claim.status === 200) coupons++;
      else if (claim.status === 429 && claim.body.limit === 'couponHour') waiting++;
      s.clock.advance(10_000);
    }
    expect(started).toBe(120);
    // The hourly budget: 60 at once plus 30 refilled over half an hour; the others may claim later.
    expect(coupons).toBeGreaterThanOrEqual(89);
    expect(coupons).toBeLessThanOrEqual(90);
    expect(waiting).toBe(120 - coupons);
  });

  it('prunes buckets that have refilled', async () => {
    s.clock.advance(2 * 60 * 60 * 1000);
    expect(await s.deps.limits.prune()).toBeGreaterThan(0);
    expect(await count(s, 'select count(*)::int as n from rate_limits')).toBe(0);
  });
});

describe.each(DB_KINDS)('coupon release over the opening hours on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    // 3 coupons: released at 10:00 on each festival day.
    s = await createTestServer(kind, { now: '2025-09-24T12:00:00+09:00', couponStock: '프론티어:3' });
  });
  afterAll(() => s?.stop());

  it('gives only released coupons and says when the next ones come', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await s.call('POST', '/api/game/games/start/', { user_id: 'none' })).body.data.user_id);
    s.clock.advance(GAME.minPlausibleGameMs);
    // Two winners while one coupon is out: both may claim, one gets it, the other is told when the next comes.
    for (const user_id of ids.slice(0, 2)) {
      expect((await s.call('POST', '/api/game/games/success/', { user_id })).body.data.is_coupon).toBe(true);
    }
    const a = await s.call('POST', '/api/game/games/coupon/', { user_id: ids[0], booth_name: '프론티어' });
    expect(a.status).toBe(200);
    const b = await s.call('POST', '/api/game/games/coupon/', { user_id: ids[1], booth_name: '프론티어' });
    expect(b.status).toBe(409);
    expect(b.body).toMatchObject({ error: 'not_released', next_coupon_time: '10:00', next_coupon_at: '2025-09-25T01:00:00.000Z' });
    expect(b.body.message).toMatch(/next ones are released at 10:00/);
    // A win with nothing released: no coupon, and the answer says when.
    const c = await s.call('POST', '/api/game/games/success/', { user_id: ids[2] });
    expect(c.body.data).toMatchObject({ is_coupon: false, next_coupon_time: '10:00' });
    expect(c.body.message).toMatch(/released at 10:00/);
    // The next day's release: the waiting winner gets it.
    s.clock.set('2025-09-25T10:00:00+09:00');
    expect((await s.call('POST', '/api/game/games/coupon/', { user_id: ids[1], booth_name: '프론티어' })).status).toBe(200);
  });
});

describe.each(DB_KINDS)('a pub never gives more than twice its hourly share within an hour, on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    // Day 3, 22:00: all but the last hour of the 390 coupons are released; the cap is 2 x 390 / 39 h = 20.
    s = await createTestServer(kind, { now: '2025-09-26T22:00:00+09:00', trustProxy: 1, couponStock: '프론티어:390' });
  });
  afterAll(() => s?.stop());

  /** A winner from an address of its own: start, a plausible game, success; then the claim. */
  async function win(i: number) {
    const addr = from(`10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`);
    const start = await s.call('POST', '/api/game/games/start/', { user_id: 'none' }, addr);
    const user_id = start.body.data.user_id as string;
    return { user_id, addr };
  }

  it('gives 20 in the hour to 30 winners from 30 addresses, says when the next comes, and gives again an hour later', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, (_, i) => win(i)));
    s.clock.advance(GAME.minPlausibleGameMs);
    for (const p of players) await s.call('POST', '/api/game/games/success/', { user_id: p.user_id }, p.addr);
    const claims = [];
    for (const p of players) claims.push(await s.call('POST', '/api/game/games/coupon/', { user_id: p.user_id, booth_name: '프론티어' }, p.addr));
    expect(claims.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = claims.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.error === 'not_released')).toBe(true);
    // The first coupon of this hour turns an hour old at 23:00 (the clock moved 4 s since 22:00).
    expect(refused[0].body.next_coupon_time).toBe('23:00');
    // A new winner in this hour is told so at once.
    const late = await win(100);
    s.clock.advance(GAME.minPlausibleGameMs);
    const success = await s.call('POST', '/api/game/games/success/', { user_id: late.user_id }, late.addr);
    expect(success.body.data.is_coupon).toBe(false);
    expect(success.body.data.next_coupon_time).toBe('23:00');
    // An hour later the waiting winners claim again.
    s.clock.advance(60 * 60 * 1000);
    const again = await s.call('POST', '/api/game/games/coupon/', { user_id: players[29].user_id, booth_name: '프론티어' }, players[29].addr);
    expect(again.status).toBe(200);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('two processes on one PostgreSQL share the limits', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await createTestServer('postgres', { now: NOW, trustProxy: 1 });
    b = await createTestServer('postgres', { now: NOW, trustProxy: 1, databaseUrl: a.databaseUrl, migrate: false, seed: false });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('counts likes and new ids from one address across both', async () => {
    const addr = from('10.0.3.1');
    const likes = await Promise.all(
      Array.from({ length: 80 }, (_, i) => (i % 2 ? a : b).call('POST', '/api/booths/5/likes/', { user_id: 'none' }, addr)),
    );
    expect(likes.filter((r) => r.status === 200).length).toBe(50);
    expect(likes.filter((r) => r.status === 429).length).toBe(30);
    // Each of the 80 likes asked for a new id (the id budget is taken before the like's): 20 of 100 are left.
    const starts = await Promise.all(
      Array.from({ length: 70 }, (_, i) => (i % 2 ? a : b).call('POST', '/api/game/games/start/', { user_id: 'none' }, addr)),
    );
    expect(starts.filter((r) => r.status === 200).length).toBe(20);
  });
});

