// The campus map as data, on PGlite and PostgreSQL: Staff upload a map image (checked by content, never SVG),
// add, edit and delete locations (refused while booths use one) and place pins as fractions of the image;
// GET /api/locations carries the map and its pins; every change is audit-logged and refused input changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPUS_LOCATIONS, pinToLatLng } from '@contract/sample/locations';
import { adminOf, createTestServer, DB_KINDS, type TestServer } from './test/harness';
import { solidPng } from './test/png';

const NAMES = { ko: '새 광장', en: 'New Square', ja: '新広場', 'zh-CN': '新广场' };

describe.each(DB_KINDS)('campus map console on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  let stuco: string;

  beforeAll(async () => {
    s = await createTestServer(kind, { loginLimiter: { maxDelayMs: 50 } });
    staff = await s.login('Staff');
    stuco = await s.login('Stuco');
  });
  afterAll(() => s?.stop());

  const auditCount = async () => (await s.query<{ n: number }>('select count(*)::int as n from audit_log'))[0].n;
  const locationCount = async () => (await s.query<{ n: number }>('select count(*)::int as n from locations'))[0].n;
  const upload = (bytes: Buffer | string, uid = staff, name = 'map.png', type = 'image/png') => {
    const f = new FormData();
    f.set('uid', uid);
    f.set('image', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }));
    return s.call('PUT', '/api/console/map/image', f);
  };

  it('answers the sample festival’s locations without an uploaded map', async () => {
    for (const url of ['/api/locations', '/api/locations/']) {
      const r = await s.call('GET', url);
      expect(r.status).toBe(200);
      expect(r.body.map).toBeNull();
      expect(r.body.results).toEqual(CAMPUS_LOCATIONS.map((l) => ({ ...l, ...pinToLatLng(l.pin) })));
    }
  });

  it('refuses a map image that is not a PNG, JPEG or WebP, or not from Staff, and stores nothing', async () => {
    const before = await auditCount();
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', staff, 'map.svg', 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect(svg.body).toMatchObject({ error: 'unsupported_media_type', message: 'the map must be a PNG, JPEG or WebP image' });
    const damaged = await upload(solidPng(4, 4).subarray(0, 40));
    expect(damaged.status).toBe(400);
    expect(damaged.body.message).toBe('the image file is damaged');
    const notStaff = await upload(solidPng(4, 4), stuco);
    expect(notStaff.status).toBe(403);
    expect(notStaff.body.message).toBe('only Staff can change the campus map and its locations');
    const json = await s.call('PUT', '/api/console/map/image', { uid: staff });
    expect(json.status).toBe(415);
    const none = new FormData();
    none.set('uid', staff);
    const missing = await s.call('PUT', '/api/console/map/image', none);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('image is required: choose a PNG, JPEG or WebP file');
    const huge = await upload(Buffer.concat([solidPng(4, 4), Buffer.alloc(4 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(await auditCount()).toBe(before);
    expect((await s.call('GET', '/api/locations')).body.map).toBeNull();
  });

  it('refuses a pin before there is a map image', async () => {
    const r = await s.call('PUT', '/api/console/locations/3/pin', { uid: staff, x: 0.5, y: 0.5 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ error: 'no_map_image', message: 'upload the campus map image before placing pins' });
  });

  let imageUrl = '';
  it('stores an uploaded map with its size, serves it, and logs it', async () => {
    const before = await auditCount();
    const r = await upload(solidPng(30, 20));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ width: 30, height: 20, image_url: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/) });
    imageUrl = r.body.image_url;
    const served = await s.app.request(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const read = await s.call('GET', '/api/locations');
    expect(read.body.map).toEqual({ image_url: imageUrl, width: 30, height: 20, pins: [] });
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await s.query<{ admin_name: string; action: string; entity: string }>('select admin_name, action, entity from audit_log order by id desc limit 1');
    expect(entry).toMatchObject({ admin_name: adminOf('Staff').name, action: 'upload', entity: 'campus_map' });
  });

  it('replaces the map image and removes the old file', async () => {
    const oldFile = path.join(s.dataDir, 'uploads', imageUrl.split('/').pop()!);
    expect(fs.existsSync(oldFile)).toBe(true);
    const r = await upload(solidPng(40, 30));
    expect(r.status).toBe(200);
    expect(fs.existsSync(oldFile)).toBe(false);
    imageUrl = r.body.image_url;
    expect((await s.call('GET', '/api/locations')).body.map).toMatchObject({ image_url: imageUrl, width: 40, height: 30 });
  });

  let created = 0;
  it('adds a location with names in four languages, numbered after the highest', async () => {
    const before = await auditCount();
    const r = await s.call('POST', '/api/console/locations', { uid: staff, names: { ...NAMES, ko: '  새 광장 ' }, lat: 37.55, lng: 126.99 });
    expect(r.status).toBe(201);
    const top = Math.max(...CAMPUS_LOCATIONS.map((l) => l.id));
    expect(r.body.location).toEqual({ id: top + 1, names: NAMES, pin: { x: 0, y: 0 }, hasDetailMap: false, lat: 37.55, lng: 126.99 });
    created = r.body.location.id;
    expect(await auditCount()).toBe(before + 1);
    const listed = (await s.call('GET', '/api/locations')).body.results.find((l: { id: number }) => l.id === created);
    expect(listed.names).toEqual(NAMES);
  });

  it('refuses bad locations with a reason naming the field, and adds nothing', async () => {
    const before = { audit: await auditCount(), n: await locationCount() };
    const cases: [unknown, number, string][] = [
      [{ uid: staff, names: { ...NAMES, en: ' ' } }, 400, 'please enter the en name'],
      [{ uid: staff, names: { ko: '광장' } }, 400, 'names must be an object with ko, en, ja and zh-CN'],
      [{ uid: staff, names: { ...NAMES, en: 7 } }, 400, 'names.en must be a string'],
      [{ uid: staff, names: { ...NAMES, ja: '=SUM(A1)' } }, 400, 'the ja name may not start with = + - or @'],
      [{ uid: staff, names: { ...NAMES, 'zh-CN': '<b>广场</b>' } }, 400, 'the zh-CN name may not contain < or >'],
      [{ uid: staff, names: { ...NAMES, ko: 'a\u0007b' } }, 400, 'names.ko must not contain control characters'],
      [{ uid: staff, names: { ...NAMES, en: 'x'.repeat(61) } }, 400, 'the en name may have at most 60 characters'],
      [{ uid: staff, names: NAMES, lat: 91, lng: 0 }, 400, 'lat must be between -90 and 90'],
      [{ uid: staff, names: NAMES, lat: 37.5 }, 400, 'lat and lng go together: give both or neither'],
      [{ uid: staff, names: NAMES, lat: '37', lng: 127 }, 400, 'lat must be a number'],
      [{ uid: stuco, names: NAMES }, 403, 'only Staff can change the campus map and its locations'],
      [{ names: NAMES }, 401, ''],
    ];
    for (const [body, status, message] of cases) {
      const r = await s.call('POST', '/api/console/locations', body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    }
    const notJson = await s.call('POST', '/api/console/locations', '{"uid":', { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    expect(await auditCount()).toBe(before.audit);
    expect(await locationCount()).toBe(before.n);
  });

  it('edits a location’s names and coordinates; booths there carry the new name', async () => {
    const r = await s.call('PATCH', '/api/console/locations/3', { uid: staff, names: { ...NAMES, ko: '다향관 앞' }, lat: 37.5581, lng: 126.9987 });
    expect(r.status).toBe(200);
    expect(r.body.location).toMatchObject({ id: 3, names: { ko: '다향관 앞' }, lat: 37.5581, lng: 126.9987 });
    const [{ id: boothThere }] = await s.query<{ id: number }>('select id from booths where location_id = 3 order by id limit 1');
    const booth = await s.call('GET', `/api/booths/${boothThere}/`);
    expect(booth.body.location_name).toBe('다향관 앞');
    const bad = await s.call('PATCH', '/api/console/locations/3', { uid: staff, lat: 10 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('lat and lng go together: give both or neither');
    const missing = await s.call('PATCH', '/api/console/locations/9999', { uid: staff, names: NAMES });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('location_not_found');
  });

  it('places pins as fractions of the image and lists them with the map', async () => {
    const before = await auditCount();
    const r = await s.call('PUT', `/api/console/locations/${created}/pin`, { uid: staff, x: 0.25, y: 0.75 });
    expect(r.status).toBe(200);
    expect(r.body.pin).toEqual({ id: created, x: 0.25, y: 0.75 });
    expect((await s.call('PUT', '/api/console/locations/3/pin', { uid: staff, x: 1, y: 0 })).status).toBe(200);
    expect((await s.call('GET', '/api/locations')).body.map.pins).toEqual([
      { id: 3, x: 1, y: 0 },
      { id: created, x: 0.25, y: 0.75 },
    ]);
    expect(await auditCount()).toBe(before + 2);
    for (const [body, message] of [
      [{ uid: staff, x: 1.01, y: 0.5 }, 'x must be between 0 and 1'],
      [{ uid: staff, x: 0.5, y: -0.1 }, 'y must be between 0 and 1'],
      [{ uid: staff, x: 0.5 }, 'give x and y, each a number between 0 and 1'],
    ] as const) {
      const bad = await s.call('PUT', `/api/console/locations/${created}/pin`, body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(message);
    }
    expect((await s.call('PUT', '/api/console/locations/9999/pin', { uid: staff, x: 0.5, y: 0.5 })).status).toBe(404);
    expect(await auditCount()).toBe(before + 2);
  });

  it('refuses to delete a location booths still use, with the reason; deletes an unused one', async () => {
    const [{ n }] = await s.query<{ n: number }>('select count(*)::int as n from booths where location_id = 3');
    expect(n).toBeGreaterThan(0);
    const before = await auditCount();
    const used = await s.call('DELETE', '/api/console/locations/3', { uid: staff });
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ error: 'location_in_use', booths: n });
    expect(used.body.message).toBe(`this location is used by ${n} booths: move them to another location first`);
    expect(await auditCount()).toBe(before);
    const gone = await s.call('DELETE', `/api/console/locations/${created}`, { uid: staff });
    expect(gone.status).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    const read = (await s.call('GET', '/api/locations')).body;
    expect(read.results.some((l: { id: number }) => l.id === created)).toBe(false);
    expect(read.map.pins).toEqual([{ id: 3, x: 1, y: 0 }]);
    expect((await s.call('DELETE', `/api/console/locations/${created}`, { uid: staff })).status).toBe(404);
  });

  it('reads the locations again when the festival is reloaded (an import rewrites them)', async () => {
    expect((await s.call('GET', '/api/locations')).body.results.find((l: { id: number }) => l.id === 4).names.ko).toBe('만해/법학관');
    await s.query(`update locations set name_ko = '만해관' where id = 4`);
    await s.deps.festival!.refresh();
    expect((await s.call('GET', '/api/locations')).body.results.find((l: { id: number }) => l.id === 4).names.ko).toBe('만해관');
  });

  it('removes the uploaded map: back to the built-in art', async () => {
    const r = await s.call('DELETE', '/api/console/map/image', { uid: staff });
    expect(r.status).toBe(200);
    expect((await s.call('GET', '/api/locations')).body.map).toBeNull();
    expect(fs.existsSync(path.join(s.dataDir, 'uploads', imageUrl.split('/').pop()!))).toBe(false);
    const again = await s.call('DELETE', '/api/console/map/image', { uid: staff });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('no_map_image');
  });
});
