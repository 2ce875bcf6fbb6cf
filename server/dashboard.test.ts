// The organiser dashboard (issue 20) on PGlite and PostgreSQL: who may read it, and its aggregates against
// activity seeded at known Korea-time instants (exact numbers), counters flushed from memory, live visitors
// across processes' heartbeats, and the opt-in activity seed matching its plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { SAMPLE_PUBS } from '@contract/sample/pubs';
import { activityPlan, plannedLikesInHour } from './db/activity-plan';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';

const DAY = '2025-09-25';
const at = (time: string, day = DAY) => new Date(`${day}T${time}+09:00`).toISOString();
const zeros = () => Array.from({ length: 24 }, () => 0);
/** The sample's most liked booths before the festival (ties: lower id first), as the dashboard ranks them. */
const topSample = [...SAMPLE_BOOTHS].sort((a, b) => b.initial_likes - a.initial_likes || a.id - b.id);

describe.each(DB_KINDS)('organiser dashboard on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  const read = (day?: string, uid = staff, headers: Record<string, string> = {}) =>
    s.call('GET', `/api/admin/dashboard${day ? `?day=${day}` : ''}`, undefined, { authorization: `Bearer ${uid}`, ...headers });

  beforeAll(async () => {
    s = await createTestServer(kind, { now: `${DAY}T14:30:00+09:00` });
    staff = await s.login('Staff');
  }, 180_000);
  afterAll(() => s?.stop());

  it('answers Staff and Stuco; a Club or Major admin gets 403, no session 401, a day outside the festival 400', async () => {
    expect((await read(DAY)).status).toBe(200);
    expect((await read(DAY, await s.login('Stuco'))).status).toBe(200);
    for (const role of ['Club', 'Major']) {
      const r = await read(DAY, await s.login(role));
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('only Staff and the student council can open the dashboard');
    }
    expect((await s.call('GET', `/api/admin/dashboard?day=${DAY}`)).status).toBe(401);
    const outside = await read('2025-09-30');
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe("day must be one of the festival's days: 2025-09-24, 2025-09-25, 2025-09-26");
    expect((await read('2025-13-01')).status).toBe(400);
    expect((await read('tomorrow')).body.message).toMatch(/date must be YYYY-MM-DD/);
  });

  it('without a day, shows the festival day of now', async () => {
    const r = await read();
    expect(r.body.day).toBe(DAY);
    expect(r.body.days).toEqual(['2025-09-24', '2025-09-25', '2025-09-26']);
  });

  it('the sample alone: no likes, plays or coupons on the day, the full stock, the top booths flat at their starting likes', async () => {
    const r = await read('2025-09-24');
    expect(r.body.likes_per_hour).toEqual(zeros());
    expect(r.body.plays_per_hour).toEqual(zeros());
    expect(r.body.coupon_stock).toEqual(
      [...SAMPLE_PUBS].sort((a, b) => (a.name < b.name ? -1 : 1)).map((p) => ({ pub: p.name, total: p.stock, remaining: p.stock, issued: 0, redeemed: 0 })),
    );
    expect(r.body.top_booths.map((b: { booth_id: number }) => b.booth_id)).toEqual(topSample.slice(0, 5).map((b) => b.id));
    expect(r.body.top_booths[0].cumulative).toEqual(Array(24).fill(topSample[0].initial_likes));
  });

  it('counts known activity exactly, by Korea hour of the day asked', async () => {
    const top = topSample[0].id;
    const other = topSample[7].id;
    await s.query(sql`insert into booth_likes (booth_id, visitor_id, created_at) values
      (${top}, 'v1', ${at('13:10:00')}), (${top}, 'v2', ${at('13:59:59')}), (${top}, 'v3', ${at('18:05:00')}),
      (${other}, 'v1', ${at('00:00:00')}), (${other}, 'v4', ${at('23:59:59', '2025-09-24')}), (${other}, 'v5', ${at('00:00:00', '2025-09-26')})`);
    await s.query(sql`insert into game_plays (id, visitor_id, day, started_at, finished_at, succeeded, won) values
      ('p1', 'v1', ${DAY}, ${at('14:01:00')}, ${at('14:02:00')}, true, true),
      ('p2', 'v2', ${DAY}, ${at('14:20:00')}, null, false, false),
      ('p3', 'v3', ${DAY}, ${at('14:59:00')}, ${at('15:00:30')}, true, false),
      ('p4', 'v4', ${DAY}, ${at('20:10:00')}, ${at('20:11:00')}, true, true)`);
    const [frontier] = SAMPLE_PUBS;
    const second = SAMPLE_PUBS[1];
    await s.query(sql`update coupons set play_id = 'p1', claimed_at = ${at('14:02:00')}, redeemed_at = ${at('15:05:00')}, redeemed_by = 'x'
      where id = (select min(id) from coupons where pub_name = ${frontier.name})`);
    await s.query(sql`update coupons set play_id = 'p4', claimed_at = ${at('20:11:00')}
      where id = (select min(id) from coupons where pub_name = ${second.name})`);

    const r = await read(DAY);
    expect(r.status).toBe(200);
    const likes = zeros();
    likes[0] = 1;
    likes[13] = 2;
    likes[18] = 1;
    expect(r.body.likes_per_hour).toEqual(likes);
    const plays = zeros();
    plays[14] = 3;
    plays[20] = 1;
    expect(r.body.plays_per_hour).toEqual(plays);
    const wins = zeros();
    wins[14] = 1;
    wins[20] = 1;
    expect(r.body.wins_per_hour).toEqual(wins);

    const first = r.body.top_booths[0];
    expect(first.booth_id).toBe(top);
    expect(first.likes).toBe(topSample[0].initial_likes + 3);
    const base = topSample[0].initial_likes;
    expect(first.cumulative.slice(12, 19)).toEqual([base, base + 2, base + 2, base + 2, base + 2, base + 2, base + 3]);
    expect(first.cumulative[23]).toBe(base + 3);

    const byPub = Object.fromEntries(r.body.coupons_per_hour.map((p: { pub: string }) => [p.pub, p]));
    expect(byPub[frontier.name].issued[14]).toBe(1);
    expect(byPub[frontier.name].redeemed[15]).toBe(1);
    expect(byPub[frontier.name].issued.reduce((a: number, b: number) => a + b, 0)).toBe(1);
    expect(byPub[second.name].issued[20]).toBe(1);
    expect(byPub[second.name].redeemed).toEqual(zeros());
    const stock = Object.fromEntries(r.body.coupon_stock.map((p: { pub: string }) => [p.pub, p]));
    expect(stock[frontier.name]).toEqual({ pub: frontier.name, total: frontier.stock, remaining: frontier.stock - 1, issued: 1, redeemed: 1 });
    expect(stock[second.name]).toEqual({ pub: second.name, total: second.stock, remaining: second.stock - 1, issued: 1, redeemed: 0 });

    // The day before keeps its own: one like at 23:59:59 of day 1.
    const before = await read('2025-09-24');
    expect(before.body.likes_per_hour[23]).toBe(1);
    expect(before.body.likes_per_hour.reduce((a: number, b: number) => a + b, 0)).toBe(1);
  });

  it('counts board posts read and reads by language in memory, and shows them once flushed', async () => {
    const list = await s.call('GET', '/api/board/');
    const id = list.body.result[0].id;
    await s.call('GET', `/api/board/${id}`);
    await s.call('GET', `/api/board/${id}`);
    await s.call('GET', '/api/board/99999');
    await s.call('GET', '/api/board/?lang=en');
    await s.call('GET', '/api/stage/days/2025-09-25/schedules/15:00', undefined, { 'accept-language': 'ja-JP,ja;q=0.9' });
    const r = await read(DAY);
    const reads = zeros();
    reads[14] = 2;
    expect(r.body.board_reads_per_hour).toEqual(reads);
    // ko: the list and the two posts (the missing post answered 404 and is not counted).
    expect(r.body.languages).toEqual([
      { lang: 'ko', requests: 3 },
      { lang: 'en', requests: 1 },
      { lang: 'ja', requests: 1 },
      { lang: 'zh-CN', requests: 0 },
    ]);
  });

  it('in read-only mode counts wait in memory, no row is written, and they arrive when it ends', async () => {
    const total = async () => (await s.query<{ n: number }>('select coalesce(sum(count), 0)::int as n from dashboard_counts'))[0].n;
    const readsAt14 = async () => (await read(DAY)).body.board_reads_per_hour[14] as number;
    const before = await readsAt14();
    expect((await s.call('POST', '/api/admin/read-only', { uid: staff, read_only: true })).status).toBe(200);
    try {
      const rows = await total();
      const id = (await s.call('GET', '/api/board/')).body.result[0].id;
      await s.call('GET', `/api/board/${id}`);
      expect(await readsAt14()).toBe(before);
      expect(await total()).toBe(rows);
    } finally {
      expect((await s.call('POST', '/api/admin/read-only', { uid: staff, read_only: false })).status).toBe(200);
    }
    expect(await readsAt14()).toBe(before + 1);
  });

  it('live visitors: the open streams of every process whose heartbeat is fresh', async () => {
    await s.query(sql`insert into dashboard_presence (process_id, streams, seen_at) values
      ('other-process', 7, now()), ('stopped-process', 100, now() - interval '1 hour')`);
    expect((await read(DAY)).body.live_visitors).toBe(7);
  });
});

describe.each(DB_KINDS)('the opt-in activity seed on %s', (kind) => {
  const NOW = '2025-09-26T23:30:00+09:00';
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(kind, { now: NOW, seedActivity: true });
  }, 180_000);
  afterAll(() => s?.stop());

  it('fills every festival day as its plan says, keeping like counts equal to their rows and coupons within stock', async () => {
    const plan = activityPlan(Date.parse(NOW));
    const uid = await s.login('Staff');
    for (const day of ['2025-09-24', '2025-09-25', '2025-09-26']) {
      const r = await s.call('GET', `/api/admin/dashboard?day=${day}`, undefined, { authorization: `Bearer ${uid}` });
      expect(r.body.likes_per_hour).toEqual(Array.from({ length: 24 }, (_, h) => plannedLikesInHour(plan, day, h)));
      expect(r.body.plays_per_hour.reduce((a: number, b: number) => a + b, 0)).toBe(plan.plays.filter((p) => p.day === day).length);
      expect(r.body.likes_per_hour[19]).toBeGreaterThan(0);
    }
    const [mismatch] = await s.query<{ n: number }>(
      'select count(*)::int as n from booths b where b.like_count <> (select count(*) from booth_likes l where l.booth_id = b.id)',
    );
    expect(mismatch.n).toBe(0);
    const stock = await s.query<{ given: number; total: number; redeemed: number }>(
      `select count(play_id)::int as given, count(*)::int as total, count(redeemed_at)::int as redeemed from coupons`,
    );
    expect(stock[0].given).toBeGreaterThan(0);
    expect(stock[0].given).toBeLessThanOrEqual(stock[0].total);
    expect(stock[0].redeemed).toBeGreaterThan(0);
    expect(stock[0].redeemed).toBeLessThan(stock[0].given);
  });

  it('the default seed has none of it', { timeout: 180_000 }, async () => {
    const plain = await createTestServer(kind, { now: NOW });
    try {
      const [row] = await plain.query<{ n: number }>("select count(*)::int as n from booth_likes where visitor_id like 'activity-%'");
      expect(row.n).toBe(0);
    } finally {
      await plain.stop();
    }
  });
});
