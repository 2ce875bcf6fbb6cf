// Booth status (issue 20): who may set it, what bad input gets, what the list and the live feed carry,
// and the booth detail's is_soldout following the menu switch. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, adminOf, type TestServer } from './test/harness';
import { openLiveEvents } from './test/live-events';

const NOW = '2025-09-25T19:00:00+09:00';

const openStatusStream = (s: TestServer) => openLiveEvents(s, 'status');

describe.each(DB_KINDS)('booth status on %s', (kind) => {
  let s: TestServer;
  const uids: Record<string, string> = {};
  const club = adminOf('Club'); // booth 1
  const major = adminOf('Major'); // booth 2
  const menuIds = async (boothId: number) =>
    (await s.query<{ id: number; name: string }>(`select id, name from booth_menus where booth_id = ${boothId} order by position, id`)).map((r) => r.id);

  beforeAll(async () => {
    s = await createTestServer(kind, { now: NOW });
    for (const role of ['Staff', 'Stuco', 'Club', 'Major']) uids[role] = await s.login(role);
  });
  afterAll(() => s?.stop());

  it('answers an empty list before any booth said anything', async () => {
    const r = await s.call('GET', '/api/status/booths');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ now: NOW, statuses: [] });
  });

  it("lets a Club admin set its own booth's wait, stored with the festival time and sent live", async () => {
    const stream = await openStatusStream(s);
    try {
      const r = await s.call('POST', `/api/status/booths/${club.boothId}`, { uid: uids.Club, status: 'long' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ booth_id: club.boothId, status: 'long', updated_at: NOW });
      await expect.poll(() => stream.events, { timeout: 2000, interval: 20 }).toContainEqual(
        expect.objectContaining({ booth_id: club.boothId, status: 'long', updated_at: NOW }),
      );
    } finally {
      await stream.close();
    }
    const list = await s.call('GET', '/api/status/booths');
    expect(list.body.statuses).toEqual([{ booth_id: club.boothId, status: 'long', updated_at: NOW, soldout_menus: 1, line: null }]);
    const rows = await s.query<{ status: string }>(`select status from booth_status where booth_id = ${club.boothId}`);
    expect(rows).toEqual([{ status: 'long' }]);
  });

  it("refuses another booth's admin with 403 and changes nothing", async () => {
    const r = await s.call('POST', `/api/status/booths/${club.boothId}`, { uid: uids.Major, status: 'open' });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('you can only change the status of your own booth');
    const ids = await menuIds(club.boothId!);
    const m = await s.call('POST', `/api/status/booths/${club.boothId}/menus/${ids[1]}`, { uid: uids.Major, is_soldout: true });
    expect(m.status).toBe(403);
    const list = await s.call('GET', '/api/status/booths');
    expect(list.body.statuses).toEqual([{ booth_id: club.boothId, status: 'long', updated_at: NOW, soldout_menus: 1, line: null }]);
  });

  it('refuses Stuco (403) and a missing or unknown uid (400 / 401)', async () => {
    const stuco = await s.call('POST', `/api/status/booths/${club.boothId}`, { uid: uids.Stuco, status: 'open' });
    expect(stuco.status).toBe(403);
    expect(stuco.body.message).toBe('no permission to set booth status');
    const none = await s.call('POST', `/api/status/booths/${club.boothId}`, { status: 'open' });
    expect(none.status).toBe(400);
    const unknown = await s.call('POST', `/api/status/booths/${club.boothId}`, { uid: 'not-a-session', status: 'open' });
    expect(unknown.status).toBe(401);
  });

  it('answers bad values with 400 and a reason', async () => {
    const bad = await s.call('POST', `/api/status/booths/${club.boothId}`, { uid: uids.Club, status: 'busy' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be one of open, short, long, very_long, closed');
    const notJson = await s.call('POST', `/api/status/booths/${club.boothId}`, '{oops', { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    const empty = await s.call('POST', `/api/status/booths/${club.boothId}`);
    expect(empty.status).toBe(400);
    const ids = await menuIds(club.boothId!);
    const soldout = await s.call('POST', `/api/status/booths/${club.boothId}/menus/${ids[1]}`, { uid: uids.Club, is_soldout: 'yes' });
    expect(soldout.status).toBe(400);
    expect(soldout.body.message).toBe('is_soldout must be true or false');
    const otherMenu = (await menuIds(major.boothId!))[0];
    const foreign = await s.call('POST', `/api/status/booths/${club.boothId}/menus/${otherMenu}`, { uid: uids.Club, is_soldout: true });
    expect(foreign.status).toBe(404);
    const noBooth = await s.call('POST', '/api/status/booths/99999', { uid: uids.Staff, status: 'open' });
    expect(noBooth.status).toBe(404);
    const list = await s.call('GET', '/api/status/booths');
    expect(list.body.statuses).toEqual([{ booth_id: club.boothId, status: 'long', updated_at: NOW, soldout_menus: 1, line: null }]);
  });

  it('marks a menu item sold out and back: the booth detail and the list follow', async () => {
    const ids = await menuIds(club.boothId!);
    const r = await s.call('POST', `/api/status/booths/${club.boothId}/menus/${ids[1]}`, { uid: uids.Club, is_soldout: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ booth_id: club.boothId, soldout_menus: 2, menus_changed: true });
    const detail = await s.call('GET', `/api/booths/${club.boothId}/`);
    expect(detail.body.menus[1]).toMatchObject({ name: '모둠 감자튀김', is_soldout: true });
    const view = await s.call('GET', `/api/status/booths/${club.boothId}/menus?uid=${uids.Club}`);
    expect(view.status).toBe(200);
    expect(view.body.menus[1]).toMatchObject({ id: ids[1], is_soldout: true, soldout_at: NOW });
    const back = await s.call('POST', `/api/status/booths/${club.boothId}/menus/${ids[1]}`, { uid: uids.Club, is_soldout: false });
    expect(back.body.soldout_menus).toBe(1);
    const again = await s.call('GET', `/api/booths/${club.boothId}/`);
    expect(again.body.menus[1].is_soldout).toBe(false);
  });

  it('lets Staff set any booth, and a later set replaces the earlier one with its new time', async () => {
    s.clock.advance(10 * 60_000);
    const r = await s.call('POST', `/api/status/booths/${major.boothId}`, { uid: uids.Staff, status: 'short' });
    expect(r.status).toBe(200);
    const r2 = await s.call('POST', `/api/status/booths/${club.boothId}`, { uid: uids.Staff, status: 'closed' });
    expect(r2.body.updated_at).toBe('2025-09-25T19:10:00+09:00');
    const list = await s.call('GET', '/api/status/booths');
    expect(list.body.statuses).toEqual([
      { booth_id: club.boothId, status: 'closed', updated_at: '2025-09-25T19:10:00+09:00', soldout_menus: 1, line: null },
      { booth_id: major.boothId, status: 'short', updated_at: '2025-09-25T19:10:00+09:00', soldout_menus: 1, line: null },
    ]);
  });

  it("does not show a booth's menus to another booth's admin", async () => {
    const r = await s.call('GET', `/api/status/booths/${club.boothId}/menus?uid=${uids.Major}`);
    expect(r.status).toBe(403);
    const none = await s.call('GET', `/api/status/booths/${club.boothId}/menus`);
    expect(none.status).toBe(401);
  });
});

describe('the booth admin page reads its own booth', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(DB_KINDS[DB_KINDS.length - 1], { now: NOW });
  });
  afterAll(() => s?.stop());

  it('answers a Club admin its booth with menus; Staff must choose one; Stuco has no permission', async () => {
    const club = adminOf('Club');
    const mine = await s.call('GET', `/api/status/mine?uid=${await s.login('Club')}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ booth_id: club.boothId, booth_name: '프론티어', status: null, updated_at: null });
    expect(mine.body.menus.map((m: any) => m.name)).toEqual(['입장료 (1인)', '모둠 감자튀김', '김치찌개', '닭꼬치 (2개)', '오징어볶음', '콜라']);
    const staff = await s.call('GET', '/api/status/mine', undefined, { authorization: `Bearer ${await s.login('Staff')}` });
    expect(staff.status).toBe(404);
    expect(staff.body.message).toBe('no booth is linked to this admin; choose a booth');
    const stuco = await s.call('GET', `/api/status/mine?uid=${await s.login('Stuco')}`);
    expect(stuco.status).toBe(403);
  });
});
