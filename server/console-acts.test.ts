// Stage acts from the console on PGlite and PostgreSQL: Staff and Stuco add, change and delete acts (with an
// image stored as uploads are), clashes on one stage are saved only when confirmed, every bad input is a 4xx
// with a console error code and changes no row, every change is audit-logged, and the visitor's timetable
// shows the change at once.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, TEST_ADMINS, type TestServer } from './test/harness';

/** A PNG of 1x1 pixel (valid header, IHDR, IDAT, IEND). */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const MAIN = '대운동장 특설무대';
const DAY2 = '2025-09-25';

describe.each(DB_KINDS)('stage acts in the console on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  let stuco: string;
  let club: string;

  beforeAll(async () => {
    s = await createTestServer(kind, { now: '2025-09-25T12:00:00+09:00' });
    staff = await s.login('Staff');
    stuco = await s.login('Stuco');
    club = await s.login('Club');
  });
  afterAll(() => s?.stop());

  const fingerprint = async () =>
    JSON.stringify([
      await s.query('select id, name, location_name, kind, image_url, start_time, end_time from stages order by id'),
      (await s.query<{ n: number }>('select count(*)::int as n from audit_log'))[0].n,
    ]);
  const act = (over: Record<string, unknown> = {}) => ({ name: '새 밴드', location_name: MAIN, kind: 'club', day: DAY2, start: '13:00', end: '13:30', ...over });
  const wholeDay = async (date = DAY2) => (await s.call('GET', `/api/stage/days/${date}/schedules/`)).body.schedules as { id: number; name: string; start_time: string; end_time: string; image_url: string | null }[];

  it('lists the acts by time for Staff and Stuco, and refuses others', async () => {
    const r = await s.call('GET', '/api/console/acts', undefined, { authorization: `Bearer ${staff}` });
    expect(r.status).toBe(200);
    expect(r.body.acts).toHaveLength(24);
    expect(r.body.acts[0]).toEqual({
      id: 1,
      name: '밴드 아우성',
      location_name: MAIN,
      kind: 'club',
      image_url: '/images/clubs/band.svg',
      start_time: '2025-09-25T15:00:00+09:00',
      end_time: '2025-09-25T15:30:00+09:00',
      overlaps: [],
    });
    expect((await s.call('GET', `/api/console/acts?uid=${stuco}`)).status).toBe(200);
    const refused = await s.call('GET', `/api/console/acts?uid=${club}`);
    expect([refused.status, refused.body.message]).toEqual([403, 'only Staff and Stuco can change the stage acts']);
    expect((await s.call('GET', '/api/console/acts')).status).toBe(401);
  });

  it('adds an act with an image; the timetable and the audit log show it', async () => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ uid: staff, ...act({ name: '  오프닝 밴드 ' }) })) f.set(k, v);
    f.set('image', new Blob([PNG_1PX], { type: 'image/png' }), 'x.png');
    const r = await s.call('POST', '/api/console/acts', f);
    expect(r.status).toBe(201);
    expect(r.body.act).toMatchObject({ name: '오프닝 밴드', location_name: MAIN, kind: 'club', start_time: '2025-09-25T13:00:00+09:00', end_time: '2025-09-25T13:30:00+09:00', overlaps: [] });
    expect(r.body.act.image_url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(s.dataDir, 'uploads', path.basename(r.body.act.image_url)))).toBe(true);
    const img = await s.call('GET', r.body.act.image_url);
    expect(img.status).toBe(200);
    expect((await wholeDay())[0]).toMatchObject({ id: r.body.act.id, name: '오프닝 밴드', image_url: r.body.act.image_url });
    const [entry] = await s.query<{ action: string; entity: string; entity_id: string; after: string; admin_role: string }>(
      'select action, entity, entity_id, after, admin_role from audit_log order by id desc limit 1',
    );
    expect(entry).toMatchObject({ action: 'create', entity: 'stage', entity_id: String(r.body.act.id), admin_role: 'Staff' });
    expect(entry.after).toContain('오프닝 밴드');
  });

  it('refuses a clash on the same stage until it is confirmed, then warns on both acts', async () => {
    const before = await fingerprint();
    // 밴드 아우성 (id 1) plays the main stage 15:00-15:30.
    const clash = await s.call('POST', '/api/console/acts', { uid: stuco, ...act({ name: '게스트', start: '15:15', end: '15:45' }) });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: 'act_overlap', overlaps: [1] });
    expect(await fingerprint()).toBe(before);
    // Another stage at the same time is no clash.
    const elsewhere = await s.call('POST', '/api/console/acts', { uid: stuco, ...act({ name: '게스트 B', location_name: '팔정도 야외무대', start: '15:00', end: '15:20' }) });
    expect(elsewhere.body.act?.overlaps).toEqual([]);
    expect(elsewhere.status).toBe(201);
    const kept = await s.call('POST', '/api/console/acts', { uid: stuco, ...act({ name: '게스트', start: '15:15', end: '15:45', confirm_overlap: true }) });
    expect(kept.status).toBe(201);
    expect(kept.body.act.overlaps).toEqual([1]);
    const list = (await s.call('GET', `/api/console/acts?uid=${staff}`)).body.acts as { id: number; overlaps: number[] }[];
    expect(list.find((a) => a.id === 1)!.overlaps).toEqual([kept.body.act.id]);
    expect(list.find((a) => a.id === kept.body.act.id)!.overlaps).toEqual([1]);
  });

  it('changes an act (its time moves on the timetable) and deletes another', async () => {
    const made = await s.call('POST', '/api/console/acts', { uid: staff, ...act({ name: '옮길 무대', start: '11:00', end: '11:30' }) });
    const id = made.body.act.id as number;
    const moved = await s.call('PATCH', `/api/console/acts/${id}`, { uid: staff, ...act({ name: '옮길 무대', kind: 'celebrity', start: '23:00', end: '23:50' }) });
    expect(moved.status).toBe(200);
    expect(moved.body.act).toMatchObject({ id, kind: 'celebrity', start_time: '2025-09-25T23:00:00+09:00', end_time: '2025-09-25T23:50:00+09:00' });
    expect((await wholeDay()).find((x) => x.id === id)).toMatchObject({ start_time: '2025-09-25T23:00:00+09:00' });
    const [upd] = await s.query<{ action: string; before: string; after: string }>('select action, before, after from audit_log order by id desc limit 1');
    expect(upd.action).toBe('update');
    expect(upd.before).toContain('11:00');
    expect(upd.after).toContain('23:00');

    const gone = await s.call('DELETE', `/api/console/acts/3`, undefined, { authorization: `Bearer ${staff}` });
    expect(gone.status).toBe(200);
    expect((await wholeDay()).some((x) => x.id === 3)).toBe(false);
    const [del] = await s.query<{ action: string; entity_id: string; before: string }>('select action, entity_id, before from audit_log order by id desc limit 1');
    expect(del).toMatchObject({ action: 'delete', entity_id: '3' });
    expect(del.before).toContain('댄스 디플로우');
    const again = await s.call('DELETE', `/api/console/acts/3`, { uid: staff });
    expect([again.status, again.body.error]).toEqual([404, 'act_not_found']);
  });

  it('replaces an image by a new upload and removes it on request, deleting the old files', async () => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ uid: staff, ...act({ name: '사진 바꿀 무대', start: '10:00', end: '10:20' }) })) f.set(k, v);
    f.set('image', new Blob([PNG_1PX]), 'a.png');
    const made = (await s.call('POST', '/api/console/acts', f)).body.act;
    const first = path.join(s.dataDir, 'uploads', path.basename(made.image_url));
    const g = new FormData();
    for (const [k, v] of Object.entries({ uid: staff, ...act({ name: '사진 바꿀 무대', start: '10:00', end: '10:20' }) })) g.set(k, v);
    g.set('image', new Blob([PNG_1PX]), 'b.png');
    const replaced = (await s.call('PATCH', `/api/console/acts/${made.id}`, g)).body.act;
    expect(replaced.image_url).not.toBe(made.image_url);
    expect(fs.existsSync(first)).toBe(false);
    const kept = (await s.call('PATCH', `/api/console/acts/${made.id}`, { uid: staff, ...act({ name: '사진 바꿀 무대', start: '10:00', end: '10:30' }) })).body.act;
    expect(kept.image_url).toBe(replaced.image_url);
    const removed = (await s.call('PATCH', `/api/console/acts/${made.id}`, { uid: staff, ...act({ name: '사진 바꿀 무대', start: '10:00', end: '10:30', remove_image: 'true' }) })).body.act;
    expect(removed.image_url).toBeNull();
    expect(fs.existsSync(path.join(s.dataDir, 'uploads', path.basename(replaced.image_url)))).toBe(false);
  });

  it('refuses every bad act with a reason and a code, and changes nothing', async () => {
    const before = await fingerprint();
    const cases: [string, string, unknown, number, string, string?][] = [
      ['POST', '/api/console/acts', act({ day: '2025-09-27' }), 400, 'act_day_outside', 'the day must be one of the festival’s days (2025-09-24, 2025-09-25, 2025-09-26)'],
      ['POST', '/api/console/acts', act({ start: '14:00', end: '14:00' }), 400, 'act_time_order', 'the act must end after it starts'],
      ['POST', '/api/console/acts', act({ start: '14:00', end: '13:00' }), 400, 'act_time_order'],
      ['POST', '/api/console/acts', act({ start: '25:00' }), 400, 'validation_error', 'the start time must be HH:MM'],
      ['POST', '/api/console/acts', act({ name: ' ' }), 400, 'validation_error', 'please enter the act name'],
      ['POST', '/api/console/acts', act({ name: '=HYPERLINK("x")' }), 400, 'validation_error', 'the act name may not start with =, +, - or @'],
      ['POST', '/api/console/acts', act({ name: '<script>' }), 400, 'validation_error', 'the act name may not contain < or >'],
      ['POST', '/api/console/acts', act({ name: 'x'.repeat(61) }), 400, 'validation_error', 'the act name may have at most 60 characters'],
      ['POST', '/api/console/acts', act({ location_name: 'a\u0007b' }), 400, 'validation_error'],
      ['POST', '/api/console/acts', act({ kind: 'dj' }), 400, 'validation_error', 'kind must be one of club, celebrity'],
      ['POST', '/api/console/acts', act({ day: 7 }), 400, 'validation_error', 'day must be text'],
      ['POST', '/api/console/acts', act({ confirm_overlap: 'maybe' }), 400, 'validation_error', 'confirm_overlap must be true or false'],
      ['PATCH', '/api/console/acts/99999', act(), 404, 'act_not_found', 'this act does not exist'],
      ['PATCH', '/api/console/acts/abc', act(), 404, 'not_found'],
      ['DELETE', '/api/console/acts/99999', {}, 404, 'act_not_found'],
    ];
    for (const [method, url, body, status, error, message] of cases) {
      const r = await s.call(method, url, { uid: staff, ...(body as object) });
      expect([url, JSON.stringify(body), r.status, r.body.error], message).toEqual([url, JSON.stringify(body), status, error]);
      if (message) expect(r.body.message).toBe(message);
    }
    // Roles, sessions, bodies and images.
    expect((await s.call('POST', '/api/console/acts', { uid: club, ...act() })).status).toBe(403);
    expect((await s.call('DELETE', '/api/console/acts/1', { uid: club })).status).toBe(403);
    expect((await s.call('POST', '/api/console/acts', { uid: 'nobody', ...act() })).status).toBe(401);
    expect((await s.call('POST', '/api/console/acts', '{nope', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await s.call('POST', '/api/console/acts', 'x', { 'content-type': 'text/plain' })).status).toBe(415);
    const notImage = new FormData();
    for (const [k, v] of Object.entries({ uid: staff, ...act() })) notImage.set(k, v);
    notImage.set('image', new Blob(['<svg onload=alert(1)>']), 'x.svg');
    const r = await s.call('POST', '/api/console/acts', notImage);
    expect([r.status, r.body.error]).toEqual([415, 'unsupported_media_type']);
    // A clash refused after its image was checked leaves no file behind.
    const files = fs.existsSync(path.join(s.dataDir, 'uploads')) ? fs.readdirSync(path.join(s.dataDir, 'uploads')).length : 0;
    const clash = new FormData();
    for (const [k, v] of Object.entries({ uid: staff, ...act({ start: '15:00', end: '15:10' }) })) clash.set(k, v);
    clash.set('image', new Blob([PNG_1PX]), 'a.png');
    expect((await s.call('POST', '/api/console/acts', clash)).status).toBe(409);
    expect(fs.existsSync(path.join(s.dataDir, 'uploads')) ? fs.readdirSync(path.join(s.dataDir, 'uploads')).length : 0).toBe(files);
    expect(await fingerprint()).toBe(before);
  });
});

describe('stage acts before a festival is set up', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer('pglite', { emptyFestival: true, adminCodes: [{ ...TEST_ADMINS.find((a) => a.role === 'Staff')!, boothId: null }] });
  });
  afterAll(() => s?.stop());

  it('says the festival’s days come first', async () => {
    const staff = await s.login('Staff');
    const r = await s.call('POST', '/api/console/acts', { uid: staff, name: '첫 무대', location_name: 'Main', kind: 'club', day: '2026-09-23', start: '15:00', end: '16:00' });
    expect([r.status, r.body.error]).toEqual([409, 'no_festival']);
  });
});
