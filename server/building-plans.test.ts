// Each building's plan as data, on PGlite and PostgreSQL: the seeded sample answers today's label spots; Staff
// upload a plan image (checked by content) and place, move and remove booth labels per date and day/night;
// has_detail_map follows whether a location has a plan; refused input answers 4xx with its reason and changes no
// row; every change is audit-logged.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PLANS } from '@contract/sample/building-plans';
import { spotOrder } from '@contract/building-plans';
import { adminOf, createTestServer, DB_KINDS, type TestServer } from './test/harness';
import { solidPng } from './test/png';

describe.each(DB_KINDS)('building plans on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  let stuco: string;

  beforeAll(async () => {
    s = await createTestServer(kind, { loginLimiter: { maxDelayMs: 50 } });
    staff = await s.login('Staff');
    stuco = await s.login('Stuco');
  });
  afterAll(() => s?.stop());

  const count = async (table: string) => (await s.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
  const rows = async () => ({ audit: await count('audit_log'), plans: await count('building_plans'), spots: await count('plan_spots') });
  const hasDetail = async (id: number) => (await s.call('GET', '/api/locations')).body.results.find((l: { id: number }) => l.id === id).hasDetailMap;
  const upload = (id: number | string, bytes: Buffer | string, uid = staff, name = 'plan.png', type = 'image/png') => {
    const f = new FormData();
    f.set('uid', uid);
    f.set('image', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }));
    return s.call('PUT', `/api/console/plans/${id}/image`, f);
  };
  const place = (id: number | string, body: Record<string, unknown>) => s.call('PUT', `/api/console/plans/${id}/spots`, { uid: staff, ...body });

  it('answers the sample’s plans exactly as the built-in layouts had them', async () => {
    for (const p of SAMPLE_PLANS) {
      const r = await s.call('GET', `/api/plans/${p.locationId}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ location_id: p.locationId, image: null, spots: [...p.spots].sort(spotOrder) });
    }
    expect(SAMPLE_PLANS.reduce((n, p) => n + p.spots.length, 0)).toBe(59);
  });

  it('migration 0018 gives a database that already held the sample its plans, exactly', async () => {
    const migration = fs.readFileSync(fileURLToPath(new URL('./db/migrations/0018_building_plans.sql', import.meta.url)), 'utf8');
    const inserts = migration.split('--> statement-breakpoint').filter((st) => /^\s*INSERT/m.test(st));
    expect(inserts).toHaveLength(2);
    const wanted = async () =>
      s.query<{ location_id: number; booth_id: number; date: string; night: boolean; x: number; y: number }>(
        'select location_id, booth_id, date, night, x, y from plan_spots order by location_id, booth_id, date, night',
      );
    const seeded = await wanted();
    const plans = await s.query<{ location_id: number }>('select location_id from building_plans order by location_id');
    await s.query('delete from building_plans');
    expect(await count('plan_spots')).toBe(0);
    for (const st of inserts) await s.query(st);
    expect(await s.query('select location_id from building_plans order by location_id')).toEqual(plans);
    expect(await wanted()).toEqual(seeded);
    expect(seeded).toHaveLength(59);
  });

  it('answers 404 for a location without a plan or that does not exist, and revalidates by ETag', async () => {
    expect((await s.call('GET', '/api/plans/6')).body).toMatchObject({ error: 'plan_not_found', message: 'location 6 has no detail plan' });
    expect((await s.call('GET', '/api/plans/6')).status).toBe(404);
    expect((await s.call('GET', '/api/plans/abc')).status).toBe(404);
    const first = await s.app.request('/api/plans/11');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect((await s.app.request('/api/plans/11', { headers: { 'if-none-match': tag! } })).status).toBe(304);
  });

  it('refuses bad spots, other roles and bad images with a reason, changing no row', async () => {
    const before = await rows();
    const bad: [Record<string, unknown>, number, string | RegExp][] = [
      [{ booth_id: 28, date: '2025-09-25', night: false, x: 101, y: 50 }, 400, 'x must be between 0 and 100'],
      [{ booth_id: 28, date: '2025-09-25', night: false, x: 10, y: -1 }, 400, 'y must be between 0 and 100'],
      [{ booth_id: 28, date: '2025-09-25', night: 'no', x: 10, y: 10 }, 400, 'night must be true or false'],
      [{ booth_id: 28, date: '2025-10-01', night: false, x: 10, y: 10 }, 400, /2025-10-01 is not a festival date/],
      [{ booth_id: 2, date: '2025-09-25', night: false, x: 10, y: 10 }, 400, 'booth 2 is not at location 11'],
      [{ booth_id: 9999, date: '2025-09-25', night: false, x: 10, y: 10 }, 400, 'booth 9999 is not at location 11'],
    ];
    for (const [body, status, message] of bad) {
      const r = await place(11, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    expect((await place(11, { booth_id: 28, date: '2025-10-01', night: false, x: 10, y: 10 })).body.error).toBe('not_a_festival_date');
    expect((await place(9999, { booth_id: 28, date: '2025-09-25', night: false, x: 10, y: 10 })).status).toBe(404);
    const notStaff = await s.call('PUT', '/api/console/plans/11/spots', { uid: stuco, booth_id: 28, date: '2025-09-25', night: false, x: 10, y: 10 });
    expect(notStaff.status).toBe(403);
    expect(notStaff.body.message).toBe('only Staff can change the buildings’ plans');
    expect((await s.call('PUT', '/api/console/plans/11/spots', { uid: 'nobody', booth_id: 28, date: '2025-09-25', night: false, x: 1, y: 1 })).status).toBe(401);
    expect((await s.call('PUT', '/api/console/plans/11/spots', 'not json')).status).toBe(400);
    const gone = await s.call('DELETE', '/api/console/plans/11/spots', { uid: staff, booth_id: 28, date: '2025-09-25', night: true });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('spot_not_found');
    const svg = await upload(11, '<svg xmlns="http://www.w3.org/2000/svg"/>', staff, 'p.svg', 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect((await upload(11, solidPng(4, 4), stuco)).status).toBe(403);
    expect((await upload(9999, solidPng(4, 4))).status).toBe(404);
    const huge = await upload(11, Buffer.concat([solidPng(4, 4), Buffer.alloc(4 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    const noImage = await s.call('DELETE', '/api/console/plans/11/image', { uid: staff });
    expect(noImage.status).toBe(404);
    expect(noImage.body.error).toBe('no_plan_image');
    expect(await rows()).toEqual(before);
  });

  it('places, moves and removes a booth’s label, audit-logged, answered to visitors', async () => {
    const before = await rows();
    const r = await place(11, { booth_id: 28, date: '2025-09-25', night: false, x: 12.5, y: 80 });
    expect(r.status).toBe(200);
    expect(r.body.spot).toEqual({ booth_id: 28, date: '2025-09-25', night: false, x: 12.5, y: 80 });
    expect((await s.call('GET', '/api/plans/11')).body.spots).toContainEqual({ booth_id: 28, date: '2025-09-25', night: false, x: 12.5, y: 80 });
    const moved = await place(11, { booth_id: 28, date: '2025-09-25', night: false, x: 60, y: 20 });
    expect(moved.status).toBe(200);
    const spots = (await s.call('GET', '/api/plans/11')).body.spots.filter((x: { booth_id: number }) => x.booth_id === 28);
    expect(spots).toEqual([{ booth_id: 28, date: '2025-09-25', night: false, x: 60, y: 20 }]);
    const [entry] = await s.query<{ admin_name: string; action: string; entity: string; entity_id: string; before: string }>(
      'select admin_name, action, entity, entity_id, before from audit_log order by id desc limit 1',
    );
    expect(entry).toMatchObject({ admin_name: adminOf('Staff').name, action: 'place_spot', entity: 'building_plan', entity_id: '11' });
    expect(JSON.parse(entry.before)).toMatchObject({ x: 12.5, y: 80 });
    const removed = await s.call('DELETE', '/api/console/plans/11/spots', { uid: staff, booth_id: 28, date: '2025-09-25', night: false });
    expect(removed.status).toBe(200);
    expect((await s.call('GET', '/api/plans/11')).body.spots.some((x: { booth_id: number }) => x.booth_id === 28)).toBe(false);
    expect(await rows()).toEqual({ ...before, audit: before.audit + 3 });
  });

  let imageUrl = '';
  it('makes a plan by uploading its image: has_detail_map follows; removing the image removes the empty plan', async () => {
    expect(await hasDetail(6)).toBe(false);
    const r = await upload(6, solidPng(30, 20));
    expect(r.status).toBe(200);
    expect(r.body.image).toMatchObject({ width: 30, height: 20, url: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/) });
    imageUrl = r.body.image.url;
    expect((await s.app.request(imageUrl)).status).toBe(200);
    expect((await s.call('GET', '/api/plans/6')).body).toEqual({ location_id: 6, image: { url: imageUrl, width: 30, height: 20 }, spots: [] });
    expect(await hasDetail(6)).toBe(true);
    const replaced = await upload(6, solidPng(40, 30));
    expect(fs.existsSync(path.join(s.dataDir, 'uploads', imageUrl.split('/').pop()!))).toBe(false);
    imageUrl = replaced.body.image.url;
    const del = await s.call('DELETE', '/api/console/plans/6/image', { uid: staff });
    expect(del.status).toBe(200);
    expect(fs.existsSync(path.join(s.dataDir, 'uploads', imageUrl.split('/').pop()!))).toBe(false);
    expect((await s.call('GET', '/api/plans/6')).status).toBe(404);
    expect(await hasDetail(6)).toBe(false);
    const [entry] = await s.query<{ action: string }>('select action from audit_log order by id desc limit 1');
    expect(entry.action).toBe('delete_image');
  });

  it('takes has_detail_map from the plan, not from a location’s form', async () => {
    const names = { ko: '새 마당', en: 'New Yard', ja: '新しい庭', 'zh-CN': '新院子' };
    const made = await s.call('POST', '/api/console/locations', { uid: staff, names, has_detail_map: true });
    expect(made.status).toBe(201);
    expect(made.body.location.hasDetailMap).toBe(false);
    expect((await s.call('PATCH', '/api/console/locations/6', { uid: staff, has_detail_map: true })).body.location.hasDetailMap).toBe(false);
    expect((await s.call('PATCH', '/api/console/locations/11', { uid: staff, has_detail_map: false })).body.location.hasDetailMap).toBe(true);
    expect((await s.call('GET', `/api/plans/${made.body.location.id}`)).status).toBe(404);
    // A deleted location takes its plan, labels and image file with it.
    const id = made.body.location.id;
    const up = await upload(id, solidPng(8, 8));
    expect(up.status).toBe(200);
    const file = path.join(s.dataDir, 'uploads', up.body.image.url.split('/').pop());
    expect(fs.existsSync(file)).toBe(true);
    expect((await s.call('DELETE', `/api/console/locations/${id}`, { uid: staff })).status).toBe(200);
    expect((await s.call('GET', `/api/plans/${id}`)).status).toBe(404);
    expect(await s.query(`select * from building_plans where location_id = ${id}`)).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('keeps a plan with spots when its image goes, and drops a plan whose last spot goes', async () => {
    expect((await upload(17, solidPng(10, 10))).status).toBe(200);
    expect((await s.call('DELETE', '/api/console/plans/17/image', { uid: staff })).status).toBe(200);
    expect((await s.call('GET', '/api/plans/17')).body.image).toBeNull();
    expect(await hasDetail(17)).toBe(true);
    // Dahyang Hall (3): remove every sample spot, the plan goes with the last.
    const plan = (await s.call('GET', '/api/plans/3')).body;
    for (const sp of plan.spots) {
      expect((await s.call('DELETE', '/api/console/plans/3/spots', { uid: staff, booth_id: sp.booth_id, date: sp.date, night: sp.night })).status).toBe(200);
    }
    expect((await s.call('GET', '/api/plans/3')).status).toBe(404);
    expect(await hasDetail(3)).toBe(false);
    // A first spot makes it again.
    expect((await place(3, { booth_id: 8, date: '2025-09-24', night: true, x: 50, y: 50 })).status).toBe(200);
    expect(await hasDetail(3)).toBe(true);
  });
});
