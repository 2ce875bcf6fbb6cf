// An open line sets its booth's wait badge (issue 25 with issue 20's status): GET /status/booths and the live
// `status` event carry the line's wait, which wins over the admin's setting while the line is open; a paused or
// closed line falls back to it. On PGlite and PostgreSQL; across two processes on one PostgreSQL at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestServer, DB_KINDS, TEST_DATABASE_URL, type TestServer } from './test/harness';
import { openLiveEvents } from './test/live-events';

const NOW = '2025-09-25T19:00:00+09:00';
const club = adminOf('Club'); // booth 1
const major = adminOf('Major'); // booth 2
const from = (address: string) => ({ 'x-forwarded-for': address });

const openStatusStream = (s: TestServer) => openLiveEvents(s, 'status');

const statuses = async (s: TestServer) => (await s.call('GET', '/api/status/booths')).body.statuses as any[];
const entryOf = async (s: TestServer, boothId: number) => (await statuses(s)).find((e) => e.booth_id === boothId) ?? null;

describe.each(DB_KINDS)("the line sets the booth's wait on %s", (kind) => {
  let s: TestServer;
  const uids: Record<string, string> = {};
  const boothId = club.boothId!;
  const settings = (body: Record<string, unknown>, booth = boothId, role = 'Club') =>
    s.call('POST', `/api/queue/admin/${booth}/settings`, { uid: uids[role], ...body });
  const join = (n: number, booth = boothId) => s.call('POST', `/api/queue/lines/${booth}/join`, { user_id: null, party_size: 2 }, from(`10.8.0.${n}`));

  beforeAll(async () => {
    s = await createTestServer(kind, { now: NOW, trustProxy: 1 });
    for (const role of ['Staff', 'Club', 'Major']) uids[role] = await s.login(role);
  });
  afterAll(() => s?.stop());

  it("an open line's length and wait set the badge, over the admin's setting, and each change goes out live", async () => {
    expect((await s.call('POST', `/api/status/booths/${boothId}`, { uid: uids.Club, status: 'short' })).status).toBe(200);
    const stream = await openStatusStream(s);
    try {
      expect((await settings({ state: 'open', minutes_per_party: 5 })).status).toBe(200);
      // Open and empty: no wait.
      expect(await entryOf(s, boothId)).toEqual({
        booth_id: boothId,
        status: 'short',
        updated_at: NOW,
        soldout_menus: 1,
        line: { status: 'open', waiting: 0, est_wait_minutes: 0 },
      });
      expect((await join(1)).status).toBe(200);
      expect((await entryOf(s, boothId)).line).toEqual({ status: 'short', waiting: 1, est_wait_minutes: 5 });
      expect((await join(2)).status).toBe(200);
      // Two parties at 5 minutes each: 10 minutes, a long wait (10–30).
      expect((await entryOf(s, boothId)).line).toEqual({ status: 'long', waiting: 2, est_wait_minutes: 10 });
      await expect
        .poll(() => stream.events, { timeout: 2000, interval: 20 })
        .toContainEqual({ booth_id: boothId, status: 'short', updated_at: NOW, soldout_menus: 1, line: { status: 'long', waiting: 2, est_wait_minutes: 10 } });
      // A call shortens the line.
      expect((await s.call('POST', `/api/queue/admin/${boothId}/next`, { uid: uids.Club })).status).toBe(200);
      expect((await entryOf(s, boothId)).line).toEqual({ status: 'short', waiting: 1, est_wait_minutes: 5 });
      await expect.poll(() => stream.events.at(-1)?.line, { timeout: 2000, interval: 20 }).toEqual({ status: 'short', waiting: 1, est_wait_minutes: 5 });
    } finally {
      await stream.close();
    }
  });

  it("the admin's own save answers its own status and keeps the line's wait beside it", async () => {
    const r = await s.call('POST', `/api/status/booths/${boothId}`, { uid: uids.Club, status: 'very_long' });
    expect(r.body).toEqual({ booth_id: boothId, status: 'very_long', updated_at: NOW, soldout_menus: 1, line: { status: 'short', waiting: 1, est_wait_minutes: 5 } });
  });

  it("a paused or closed line falls back to the admin's setting; reopening it takes over again", async () => {
    const stream = await openStatusStream(s);
    try {
      expect((await settings({ state: 'paused' })).status).toBe(200);
      expect(await entryOf(s, boothId)).toEqual({ booth_id: boothId, status: 'very_long', updated_at: NOW, soldout_menus: 1, line: null });
      await expect.poll(() => stream.events.at(-1), { timeout: 2000, interval: 20 }).toMatchObject({ booth_id: boothId, status: 'very_long', line: null });
      expect((await settings({ state: 'open' })).status).toBe(200);
      expect((await entryOf(s, boothId)).line).toEqual({ status: 'short', waiting: 1, est_wait_minutes: 5 });
      expect((await settings({ state: 'closed' })).status).toBe(200);
      expect((await entryOf(s, boothId)).line).toBeNull();
    } finally {
      await stream.close();
    }
  });

  it('a booth whose admin never set a status is listed while its line is open, and not after', async () => {
    const other = major.boothId!;
    expect(await entryOf(s, other)).toBeNull();
    expect((await settings({ state: 'open', minutes_per_party: 12 }, other, 'Major')).status).toBe(200);
    expect((await join(7, other)).status).toBe(200);
    expect((await join(8, other)).status).toBe(200);
    expect((await join(9, other)).status).toBe(200);
    // Three parties at 12 minutes: 36 minutes, a very long wait.
    expect(await entryOf(s, other)).toEqual({
      booth_id: other,
      status: null,
      updated_at: null,
      soldout_menus: 1,
      line: { status: 'very_long', waiting: 3, est_wait_minutes: 36 },
    });
    expect((await settings({ state: 'closed' }, other, 'Major')).status).toBe(200);
    expect(await entryOf(s, other)).toBeNull();
  });

  it('a refused line write changes no badge', async () => {
    const before = await statuses(s);
    expect((await settings({ state: 'open', party_min: 5, party_max: 2 })).status).toBe(400);
    expect((await s.call('POST', `/api/queue/admin/${boothId}/settings`, { uid: uids.Major, state: 'open' })).status).toBe(403);
    expect(await statuses(s)).toEqual(before);
  });
});

describe.skipIf(!TEST_DATABASE_URL)("the line's wait across two processes (PostgreSQL)", () => {
  let a: TestServer;
  let b: TestServer;
  const LONG_TTL = 60_000; // only the live feed's notice can refresh the other process's copy

  beforeAll(async () => {
    a = await createTestServer('postgres', { now: NOW, trustProxy: 1, cacheTtlMs: LONG_TTL });
    b = await createTestServer('postgres', { now: NOW, trustProxy: 1, databaseUrl: a.databaseUrl, migrate: false, cacheTtlMs: LONG_TTL });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it("a join in one process changes the other process's list at once and its streams hear the status event", async () => {
    const boothId = club.boothId!;
    const uid = await a.login('Club');
    expect((await a.call('POST', `/api/queue/admin/${boothId}/settings`, { uid, state: 'open', minutes_per_party: 5 })).status).toBe(200);
    await expect.poll(async () => (await entryOf(b, boothId))?.line, { timeout: 1500, interval: 50 }).toEqual({ status: 'open', waiting: 0, est_wait_minutes: 0 });
    const stream = await openStatusStream(b);
    try {
      for (const n of [1, 2]) expect((await a.call('POST', `/api/queue/lines/${boothId}/join`, { user_id: null, party_size: 2 }, from(`10.7.0.${n}`))).status).toBe(200);
      await expect.poll(async () => (await entryOf(b, boothId))?.line, { timeout: 1500, interval: 50 }).toEqual({ status: 'long', waiting: 2, est_wait_minutes: 10 });
      await expect.poll(() => stream.events.at(-1)?.line, { timeout: 1500, interval: 20 }).toEqual({ status: 'long', waiting: 2, est_wait_minutes: 10 });
    } finally {
      await stream.close();
    }
  });
});
