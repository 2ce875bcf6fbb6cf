// Staff create and delete booths in the console, on PGlite and PostgreSQL: the new booth shows at once in the
// visitor's list and detail; every bad field is a 400 naming it and changes no row; a deletion says what went
// with it and is refused while parties wait in the booth's queue line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestServer, DB_KINDS, type TestServer } from './test/harness';
import { openLiveEvents } from './test/live-events';

const NOW = '2025-09-25T13:00:00+09:00';
// A 1x1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

const truck = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  name: '타코 트럭',
  category: 'FoodTruck',
  location_id: 3,
  image: PNG,
  description: '멕시코 타코',
  menus: [
    { name: '타코', price: 5000 },
    { name: '나초', price: 4000, is_soldout: true },
  ],
  hours: [
    { day: '2025-09-25', start_time: '11:00', end_time: '20:00' },
    { day: '2025-09-26', start_time: null, end_time: null },
  ],
  ...extra,
});

const openBoothsStream = (s: TestServer) => openLiveEvents<{ booth_id: number; change: string }>(s, 'booths');

describe.each(DB_KINDS)('console booths on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  let stuco: string;
  let club: string;
  let created = 0;

  beforeAll(async () => {
    s = await createTestServer(kind, { now: NOW });
    staff = await s.login('Staff');
    stuco = await s.login('Stuco');
    club = await s.login('Club');
  });
  afterAll(() => s?.stop());

  const rows = async () =>
    (await s.query<{ n: string }>(
      `select (select count(*) from booths) || '/' || (select count(*) from booth_menus) || '/' || (select count(*) from booth_schedules) || '/' || (select count(*) from audit_log) as n`,
    ))[0].n;

  it('lists every booth with its location, what goes with it, the locations and the festival days (Staff only)', async () => {
    const r = await s.call('GET', '/api/console/booths', undefined, { authorization: `Bearer ${staff}` });
    expect(r.status).toBe(200);
    expect(r.body.days).toEqual(['2025-09-24', '2025-09-25', '2025-09-26']);
    expect(r.body.locations.length).toBeGreaterThan(0);
    expect(r.body.locations[0]).toMatchObject({ id: expect.any(Number), names: { ko: expect.any(String), en: expect.any(String), ja: expect.any(String), 'zh-CN': expect.any(String) } });
    const one = r.body.booths.find((b: { id: number }) => b.id === adminOf('Club').boothId);
    expect(one).toMatchObject({ category: expect.any(String), accounts: [adminOf('Club').name], queue: null });
    for (const uid of [stuco, club]) {
      const refused = await s.call('GET', `/api/console/booths?uid=${uid}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('only Staff can create, list and delete booths');
    }
    expect((await s.call('GET', '/api/console/booths')).status).toBe(401);
  });

  it('creates a food truck with a photo, two menus and hours; the visitor sees it at once; the audit log says so', async () => {
    const stream = await openBoothsStream(s);
    const r = await s.call('POST', '/api/console/booths', truck(staff));
    expect(r.status).toBe(201);
    created = r.body.booth_id;
    // Open pages are told to read their booth lists again.
    await expect.poll(() => stream.events, { timeout: 3000, interval: 20 }).toEqual([{ booth_id: created, change: 'created' }]);
    await stream.close();
    const list = await s.call('POST', '/api/booths/list/', { types: ['FoodTruck'] });
    const listed = (list.body.results ?? list.body.booths).find((b: { name: string }) => b.name === '타코 트럭');
    expect(listed).toBeTruthy();
    const detail = await s.call('GET', `/api/booths/${created}/`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ name: '타코 트럭', booth_description: '멕시코 타코' });
    expect(detail.body.menus.map((m: { name: string; price: number; is_soldout: boolean }) => [m.name, m.price, m.is_soldout])).toEqual([
      ['타코', 5000, false],
      ['나초', 4000, true],
    ]);
    expect(detail.body.schedules).toEqual([
      { day: '2025-09-25', start_time: '11:00:00', end_time: '20:00:00' },
      { day: '2025-09-26', start_time: null, end_time: null },
    ]);
    expect(detail.body.image_url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const img = await s.call('GET', detail.body.image_url);
    expect(img.status).toBe(200);
    const [entry] = await s.query<{ action: string; entity: string; entity_id: string; after: string }>('select action, entity, entity_id, after from audit_log order by id desc limit 1');
    expect(entry).toMatchObject({ action: 'create', entity: 'booth', entity_id: String(created) });
    expect(entry.after).toContain('타코 5000');
    // The new booth's texts go to translate-on-write as a booth edit's do; the test provider is the translation
    // memory alone, which knows the sample's texts (here the location's name), so those are stored for it.
    await s.translationSync.idle();
    const texts = async () =>
      (await s.query<{ source_text: string }>(`select distinct source_text from translations where entity_type = 'booth' and entity_id = '${created}' order by source_text`)).map((r) => r.source_text);
    await expect.poll(texts, { timeout: 10_000, interval: 100 }).toEqual(['다향관']);
  });

  it('refuses a bad booth with every problem named by field, and changes no row', async () => {
    const before = await rows();
    const r = await s.call('POST', '/api/console/booths', truck(staff, { name: ' ', menus: [{ name: '타코', price: 12.5 }], hours: [{ day: '2025-09-30', start_time: '10:00', end_time: '11:00' }] }));
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('invalid_booth');
    expect(r.body.problems.map((p: { field: string; code: string }) => `${p.field}:${p.code}`)).toEqual([
      'name:name_required',
      'menus.0.price:menu_price',
      'hours.2025-09-30:hours_day_unknown',
    ]);
    expect(r.body.message).toContain('menu 1: the price must be a whole number of won');
    const cases: [unknown, number, RegExp | string][] = [
      [truck(staff, { location_id: 999 }), 400, 'choose a location of the festival'],
      [truck(staff, { category: 'Toilet' }), 400, 'a toilet has no menus'],
      [truck(staff, { category: 'Castle' }), 400, /category must be one of/],
      [truck(staff, { menus: [{ name: '타코', price: '5000' }] }), 400, 'price must be a number'],
      [truck(staff, { image: 'data:image/png;base64,AAAA' }), 415, 'only JPEG, PNG or WebP images can be attached'],
      [truck(staff, { image: 'https://example.com/x.png' }), 400, /data:image/],
      [truck(staff, { name: '=cmd()' }), 400, /may not start with/],
      [truck(stuco), 403, 'only Staff can create, list and delete booths'],
      [truck(club), 403, 'only Staff can create, list and delete booths'],
      [truck('nobody'), 401, /log in/],
      [{ ...truck(staff), image: `data:image/png;base64,${'A'.repeat(1_600_000)}` }, 413, /1MB/],
    ];
    for (const [body, status, message] of cases) {
      const res = await s.call('POST', '/api/console/booths', body);
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(status);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    const bad = await s.call('POST', '/api/console/booths', '{oops', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(await rows()).toBe(before);
  });

  it('deletes a booth with its likes, menus and events, unties its Club account and says so', async () => {
    const tied = await s.call('POST', '/api/console/accounts', { uid: staff, name: '타코 동아리', role: 'Club', booth_id: created });
    expect(tied.status).toBe(201);
    expect((await s.call('POST', `/api/booths/${created}/likes/`, { user_id: null })).status).toBeLessThan(300);
    await s.query(`insert into posts (category, title, content, writer_name, booth_id, start_time, end_time, created_at, updated_at)
      values ('Event', '타코 이벤트', '1+1', 'staff', ${created}, now(), now() + interval '1 hour', now(), now())`);
    const before = await s.query<{ n: number }>(`select count(*)::int as n from posts`);

    const stream = await openBoothsStream(s);
    const r = await s.call('DELETE', `/api/console/booths/${created}`, { uid: staff });
    expect(r.status).toBe(200);
    await expect.poll(() => stream.events, { timeout: 3000, interval: 20 }).toEqual([{ booth_id: created, change: 'deleted' }]);
    await stream.close();
    expect(r.body).toEqual({ booth_id: created, name: '타코 트럭', likes: 1, menus: 2, events: 1, accounts_untied: ['타코 동아리'], queue_closed: null });
    expect((await s.call('GET', `/api/booths/${created}/`)).status).toBe(404);
    const list = await s.call('POST', '/api/booths/list/', { types: ['FoodTruck'] });
    expect(JSON.stringify(list.body)).not.toContain('타코 트럭');
    expect((await s.query<{ n: number }>(`select count(*)::int as n from posts`))[0].n).toBe(before[0].n - 1);
    expect(await s.query(`select booth_id from admins where name = '타코 동아리'`)).toEqual([{ booth_id: null }]);
    expect(await s.query(`select count(*)::int as n from booth_menus where booth_id = ${created}`)).toEqual([{ n: 0 }]);
    const [entry] = await s.query<{ action: string; before: string }>('select action, before from audit_log order by id desc limit 1');
    expect(entry.action).toBe('delete');
    expect(entry.before).toContain('타코 트럭');
    await s.translationSync.idle();
    expect(await s.query(`select count(*)::int as n from translations where entity_type = 'booth' and entity_id = '${created}'`)).toEqual([{ n: 0 }]);
    const again = await s.call('DELETE', `/api/console/booths/${created}`, { uid: staff });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('booth_not_found');
  });

  it('refuses to delete a booth while parties wait in its line; after they leave, the line is closed with it', async () => {
    const made = await s.call('POST', '/api/console/booths', truck(staff, { name: '줄 서는 트럭', image: null }));
    const id = made.body.booth_id;
    expect((await s.call('POST', `/api/queue/admin/${id}/settings`, { uid: staff, state: 'open' })).status).toBe(200);
    const joined = await s.call('POST', `/api/queue/lines/${id}/join`, { user_id: null, party_size: 2 });
    expect(joined.status).toBe(200);
    const before = await rows();
    const refused = await s.call('DELETE', `/api/console/booths/${id}`, { uid: staff });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'queue_waiting', waiting: 1 });
    expect(await rows()).toBe(before);
    for (const uid of [stuco, club]) expect((await s.call('DELETE', `/api/console/booths/${id}`, { uid })).status).toBe(403);
    expect((await s.call('DELETE', `/api/console/booths/${id}`, {})).status).toBe(401);
    expect((await s.call('POST', `/api/queue/tickets/${joined.body.ticket.id}/leave`, { user_id: joined.body.user_id })).status).toBe(200);
    const r = await s.call('DELETE', `/api/console/booths/${id}`, { uid: staff });
    expect(r.status).toBe(200);
    expect(r.body.queue_closed).toBe('open');
    expect(await s.query(`select count(*)::int as n from queue_lines where booth_id = ${id}`)).toEqual([{ n: 0 }]);
  });
});
