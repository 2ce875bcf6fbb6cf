// One scenario list against the real server and the MSW mocks: the mocks Storybook and unit tests use must
// answer what the server answers, or stories would test a festival that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { GAME } from '@contract/constants';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { toCsv } from '@contract/csv';
import { handlers, resetMockState, setMockNow } from '@mocks/handlers';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';

const NOW = '2025-09-25T17:30:00+09:00';
/** After the festival every sample post is written, so the lists do not depend on "published by now". */
const AFTER = '2025-09-27T12:00:00+09:00';

type Norm = (body: any) => unknown;
const boothIds: Norm = (b) => (b.results ?? b.booths ?? b).map((x: any) => [x.booth_id, x.like_cnt, x.is_event, x.distance_m, x.location?.id]);
const detail: Norm = (b) => ({
  name: b.name,
  category: b.category,
  is_night: b.is_night,
  is_dorder: b.is_dorder,
  booth_can_usage: b.booth_can_usage,
  location: b.location?.id,
  corners: b.corners?.map((c: any) => c.name),
  menus: b.menus?.map((m: any) => [m.name, m.price, m.is_soldout, !!m.is_best]),
  schedules: b.schedules?.map((s: any) => [s.day, s.start_time, s.end_time]),
  like_cnt: b.like_cnt,
});
const stage: Norm = (b) => ({
  current: b.club.current_slot.map((s: any) => s.id),
  remaining: b.club.remaining.map((s: any) => s.id),
  celebrity: b.celebrity.map((s: any) => s.id),
  active: [...b.club.current_slot, ...b.celebrity].filter((s: any) => s.is_active).map((s: any) => s.id),
});
const boardList: Norm = (b) => ({ total: b.total_count, ids: b.result.map((p: any) => p.id) });
const post: Norm = (b) => ({ id: b.id, category: b.category, title: b.title, writer: b.writer, booth_id: b.booth_id, location: b.location, event_time: b.event_time });
const related: Norm = (b) => (b.related ?? b).map((p: any) => p.id);
const list: Norm = (b) => (b.result ?? b.results ?? b).map((p: any) => p.id).sort((x: number, y: number) => x - y);

const boardPage: Norm = (b) => ({ keys: Object.keys(b).sort(), total: b.total_count, page: b.page, size: b.size, ids: b.results.map((p: any) => p.id) });

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  norm: Norm;
  /** The instant both sides answer at (default NOW). */
  now?: string;
}

const SCENARIOS: Scenario[] = [
  { name: 'night booths of day 2 by likes', method: 'POST', path: '/booths/list/', body: { types: ['Booth'], date: '2025-09-25', is_night: true, ordering: '-likes', limit: 50 }, norm: boothIds },
  { name: 'day booths of day 1 by id', method: 'POST', path: '/booths/list/', body: { types: ['Booth'], date: '2025-09-24', is_night: false, ordering: '-id', limit: 50 }, norm: boothIds },
  { name: 'ranking', method: 'POST', path: '/booths/list/', body: { top_liked_3: true, types: ['Booth'], ordering: '-likes' }, norm: boothIds },
  { name: 'event booths', method: 'POST', path: '/booths/list/', body: { types: ['Booth'], ordering: '-id', limit: 5, is_event: true }, norm: boothIds },
  { name: 'food trucks by distance', method: 'POST', path: '/booths/list/', body: { types: ['FoodTruck'], limit: 50, ordering: 'distance', user_location: { x: 37.558, y: 127.0 } }, norm: boothIds },
  { name: 'toilets without location', method: 'POST', path: '/booths/list/', body: { types: ['Toilet'], limit: 50, ordering: 'distance', user_location: null }, norm: boothIds },
  { name: 'one building', method: 'POST', path: '/booths/list/', body: { types: ['Booth'], building_id: 11, ordering: 'name' }, norm: boothIds },
  { name: 'dorder night booth', method: 'GET', path: '/booths/1/', norm: detail },
  { name: 'day booth', method: 'GET', path: '/booths/12/', norm: detail },
  { name: 'food truck', method: 'GET', path: '/booths/detail/28/', norm: detail },
  { name: 'toilet', method: 'GET', path: '/booths/40', norm: detail },
  { name: 'stage day 2 17:00', method: 'GET', path: '/stage/days/2025-09-25/schedules/17:00', norm: stage },
  { name: 'stage day 1', method: 'GET', path: '/stage/days/2025-09-24/schedules/15:00', norm: stage },
  { name: 'stage day 3 19:00', method: 'GET', path: '/stage/days/2025-09-26/schedules/19:00', norm: stage },
  { name: 'board', method: 'GET', path: '/board/', norm: boardList, now: AFTER },
  { name: 'a post', method: 'GET', path: '/board/5', norm: post, now: AFTER },
  { name: 'related posts', method: 'GET', path: '/board/12/related', norm: related, now: AFTER },
  { name: 'urgent notice', method: 'GET', path: '/board/emergency', norm: (b) => [b.title, b.content] },
  { name: 'events', method: 'GET', path: '/board/events', norm: list, now: AFTER },
  { name: 'notices', method: 'GET', path: '/board/notices', norm: list, now: AFTER },
  { name: 'lost items', method: 'GET', path: '/board/losts', norm: list, now: AFTER },
  { name: 'missing booth', method: 'GET', path: '/booths/9999/', norm: () => null },
];

/**
 * The paged board of issue 18 and "published by now" of issue 16 (item 3), at NOW (day 2, 17:30): day 3's
 * posts are neither listed nor opened. The server's side comes with the board's paging in SQL.
 */
const PAGING: Scenario[] = [
  { name: 'page 1 of 10', method: 'GET', path: '/board/?page=1&size=10', norm: boardPage },
  { name: 'page 2 of 10', method: 'GET', path: '/board/?page=2&size=10', norm: boardPage },
  { name: 'size 5, page 3', method: 'GET', path: '/board/?page=3&size=5', norm: boardPage },
  { name: 'page only: size 20', method: 'GET', path: '/board/?page=1', norm: boardPage },
  { name: 'past the last page', method: 'GET', path: '/board/?page=99&size=10', norm: boardPage },
  { name: 'one category', method: 'GET', path: '/board/?page=1&size=10&category=LostItem', norm: boardPage },
  // '축제' is in notices older than the 4 newest: the ALL order of the whole board keeps them after the other posts.
  { name: 'search', method: 'GET', path: `/board/?page=1&size=50&search=${encodeURIComponent(' 축제 ')}`, norm: boardPage },
  { name: 'search in a category', method: 'GET', path: `/board/?page=1&size=10&category=Event&search=${encodeURIComponent('이벤트')}`, norm: boardPage },
  { name: 'page 0 is refused', method: 'GET', path: '/board/?page=0&size=10', norm: () => null },
  { name: 'size 51 is refused', method: 'GET', path: '/board/?page=1&size=51', norm: () => null },
  { name: 'an unknown category is refused', method: 'GET', path: '/board/?page=1&category=Party', norm: () => null },
  { name: 'whole list: written by now', method: 'GET', path: '/board/', norm: boardList },
  { name: 'notices written by now', method: 'GET', path: '/board/notices', norm: list },
  { name: 'lost items written by now', method: 'GET', path: '/board/losts', norm: list },
  { name: 'events held by now (admin)', method: 'GET', path: '/board/events', norm: list },
  { name: 'a post of tomorrow does not open', method: 'GET', path: '/board/24', norm: () => null },
  { name: 'nor its related posts', method: 'GET', path: '/board/24/related', norm: () => null },
  { name: 'an event of tomorrow does not open', method: 'GET', path: '/board/events/25', norm: () => null },
  { name: 'related posts of the newest written post', method: 'GET', path: '/board/21/related', norm: related },
  // Day 2 at 15:30: booth 2's evening event is written at 16:00, so it is not an event booth yet.
  { name: 'event booths before a later event is written', method: 'POST', path: '/booths/list/', body: { types: ['Booth'], ordering: '-id', limit: 5, is_event: true }, norm: boothIds, now: '2025-09-25T15:30:00+09:00' },
  { name: 'a booth whose event is not written yet', method: 'GET', path: '/booths/2/', norm: (b) => [b.is_event, b.event_id], now: '2025-09-25T15:30:00+09:00' },
];

type AdminRole = 'Staff' | 'Stuco' | 'Club';
const MOCK_CODES: Record<AdminRole, string> = { Staff: 'staff-dev-1', Stuco: 'stuco-dev-1', Club: 'club-dev-1' };
interface Sides {
  real: { status: number; body: any };
  mocked: { status: number; body: any };
}

/**
 * The console cases' pair of sides: `roles` log in on the real server and on the mocks (reset to NOW), then each
 * call goes to both, the session as `Authorization: Bearer` and, with a JSON body, as its `uid` too (a null role
 * sends none). The case compares what it needs of the two answers.
 */
async function consolePair(server: TestServer, roles: AdminRole[]) {
  resetMockState();
  setMockNow(NOW);
  const real = new Map<AdminRole, string>();
  const mocked = new Map<AdminRole, string>();
  for (const role of roles) {
    real.set(role, await server.login(role));
    const res = await getResponse(
      handlers,
      new Request('http://localhost/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ admin_code: MOCK_CODES[role] }) }),
    );
    mocked.set(role, ((await res!.json()) as { uid: string }).uid);
  }
  const send = async (method: string, path: string, who: AdminRole | null, body?: Record<string, unknown>): Promise<Sides> => {
    const [uid, mockUid] = who ? [real.get(who)!, mocked.get(who)!] : [undefined, undefined];
    const r = await server.call(method, `/api${path}`, body ? { ...(uid ? { uid } : {}), ...body } : undefined, uid ? { authorization: `Bearer ${uid}` } : {});
    const m = await getResponse(
      handlers,
      new Request(`http://localhost/api${path}`, {
        method,
        headers: { ...(mockUid ? { authorization: `Bearer ${mockUid}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify({ ...(mockUid ? { uid: mockUid } : {}), ...body }) : undefined,
      }),
    );
    expect(m, `a mock handles ${method} ${path}`).toBeDefined();
    return { real: { status: r.status, body: r.body }, mocked: { status: m!.status, body: await m!.json() } };
  };
  return { send, uid: (role: AdminRole) => real.get(role)!, mockUid: (role: AdminRole) => mocked.get(role)! };
}

function runAgainst(kind: 'pglite' | 'postgres', scenarios: Scenario[]) {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: NOW });
  });
  afterAll(() => server?.stop());

  for (const s of scenarios) {
    it(s.name, async () => {
      const now = s.now ?? NOW;
      server.clock.set(now);
      const real = await server.call(s.method, `/api${s.path}`, s.body);
      resetMockState();
      setMockNow(now);
      const mocked = await getResponse(
        handlers,
        new Request(`http://localhost/api${s.path}`, {
          method: s.method,
          headers: s.body ? { 'content-type': 'application/json' } : {},
          body: s.body ? JSON.stringify(s.body) : undefined,
        }),
      );
      expect(mocked, 'a mock handles it').toBeDefined();
      expect(mocked!.status, 'status').toBe(real.status);
      if (real.status >= 400) return;
      expect(s.norm(await mocked!.json())).toEqual(s.norm(real.body));
    });
  }
}

for (const kind of DB_KINDS) {
  describe(`mocks answer what the server answers (${kind})`, () => runAgainst(kind, SCENARIOS));
  describe(`paging parity (${kind})`, () => runAgainst(kind, PAGING));
}

/** The festival file (export and the import's dry run): Staff on both sides, the same file and the same problems. */
function festivalFileParity(kind: 'pglite' | 'postgres') {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: NOW });
  });
  afterAll(() => server?.stop());

  async function both(method: 'GET' | 'POST', path: string, role: 'Staff' | 'Club', body?: string) {
    const uid = await server.login(role);
    const real = await server.call(method, `/api${path}`, body, { authorization: `Bearer ${uid}` });
    resetMockState();
    setMockNow(NOW);
    const code = role === 'Staff' ? 'staff-dev-1' : 'club-dev-1';
    const login = await getResponse(
      handlers,
      new Request('http://localhost/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ admin_code: code }) }),
    );
    const mockUid = ((await login!.json()) as { uid: string }).uid;
    const mocked = await getResponse(handlers, new Request(`http://localhost/api${path}`, { method, body, headers: { authorization: `Bearer ${mockUid}` } }));
    expect(mocked, 'a mock handles it').toBeDefined();
    expect(mocked!.status, 'status').toBe(real.status);
    return { real: real.body, mocked: await mocked!.json() };
  }

  it('export: the same file', async () => {
    const { real, mocked } = await both('GET', '/admin/festival/export', 'Staff');
    expect({ ...mocked, exported_at: null }).toEqual({ ...real, exported_at: null });
  });
  it('export by a Club: the same refusal', async () => {
    const { real, mocked } = await both('GET', '/admin/festival/export', 'Club');
    expect(mocked.message).toBe(real.message);
  });
  it('a hostile file: the same problems in the dry run', async () => {
    const { real: file } = await both('GET', '/admin/festival/export', 'Staff');
    file.booths[0].name = '=HYPERLINK("http://evil.example")';
    file.booths[1].location_id = 999;
    file.posts[0].content = 'a\u0000b';
    const { real, mocked } = await both('POST', '/admin/festival/import', 'Staff', JSON.stringify(file));
    expect(real.problems.length).toBeGreaterThan(0);
    expect(mocked.problems).toEqual(real.problems);
  });
}

for (const kind of DB_KINDS) describe(`festival file parity (${kind})`, () => festivalFileParity(kind));

/** The console's sheet import (dry run): a clean CSV and a bad one answer alike, problem for problem. */
function importParity(kind: 'pglite' | 'postgres') {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: NOW });
  });
  afterAll(() => server?.stop());

  async function both(path: string, body: string) {
    const uid = await server.login('Staff');
    const real = await server.call('POST', `/api${path}`, body, { authorization: `Bearer ${uid}`, 'content-type': 'text/csv' });
    resetMockState();
    setMockNow(NOW);
    const login = await getResponse(
      handlers,
      new Request('http://localhost/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ admin_code: 'staff-dev-1' }) }),
    );
    const mockUid = ((await login!.json()) as { uid: string }).uid;
    const mocked = await getResponse(handlers, new Request(`http://localhost/api${path}`, { method: 'POST', body, headers: { authorization: `Bearer ${mockUid}` } }));
    expect(mocked, 'a mock handles it').toBeDefined();
    expect(mocked!.status, 'status').toBe(real.status);
    return { real: real.body, mocked: await mocked!.json() };
  }

  const sheet = (rows: string[][]) => toCsv(rows);
  const H = 'booth,category,location,night,days,open,close,description,menu,price'.split(',');
  it('a clean booth sheet: the same counts', async () => {
    const { real, mocked } = await both(
      '/console/import/booths',
      sheet([H, ['Parity Booth', 'Booth', '다향관', 'no', '2025-09-25', '11:00', '18:00', '', 'Tea', '3000'], ['Parity Booth', '', '', '', '', '', '', '', 'Cake', '4500']]),
    );
    expect(real).toEqual({ ok: true, dry_run: true, kind: 'booths', counts: { booths: 1, menus: 2, acts: 0 } });
    expect(mocked).toEqual(real);
  });
  it('a bad booth sheet and a bad stage sheet: the same problems', async () => {
    const bad = await both(
      '/console/import/booths',
      sheet([
        H,
        ['=HYPERLINK("x")', 'Booth', '3', '', '', '', '', '', '', ''],
        [SAMPLE_NAME, 'Booth', 'Nowhere', '', '2025-10-01', '9am', '', '', 'Tea', 'free'],
      ]),
    );
    expect(bad.real.problems.length).toBeGreaterThan(3);
    expect(bad.mocked).toEqual(bad.real);
    const stages = await both('/console/import/stages', sheet([['name', 'stage', 'kind', 'day', 'start', 'end'], ['<b>x</b>', 'Main', 'band', '2025-09-20', '19:00', '18:00']]));
    expect(stages.real.problems.length).toBeGreaterThan(0);
    expect(stages.mocked).toEqual(stages.real);
  });
}
const SAMPLE_NAME = SAMPLE_BOOTHS[0].name;

for (const kind of DB_KINDS) describe(`sheet import parity (${kind})`, () => importParity(kind));

/** Staff's translation review: the same refusals, terms and overrides on both sides (booth 1 in English). */
function reviewParity(kind: 'pglite' | 'postgres') {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: NOW });
    await server.translationSync.idle();
  }, 180_000);
  afterAll(() => server?.stop());

  it('a role the server refuses gets the same 403, with error forbidden, from the mocks', async () => {
    const pair = await consolePair(server, ['Staff', 'Club']);
    const refusals: [string, string, Record<string, unknown>?][] = [
      ['GET', '/console/accounts'],
      ['POST', '/console/accounts', { name: '새 동아리', role: 'Club', booth_id: 1 }],
      ['DELETE', '/console/credits/1', {}],
      ['DELETE', '/console/booths/1', {}],
    ];
    for (const [method, path, body] of refusals) {
      const { real, mocked } = await pair.send(method, path, 'Club', body);
      expect({ path, status: real.status, error: real.body.error }).toEqual({ path, status: 403, error: 'forbidden' });
      expect({ path, status: mocked.status, error: mocked.body.error, message: mocked.body.message }).toEqual({ path, status: 403, error: 'forbidden', message: real.body.message });
    }
  });

  it('glossary, override and the booth’s review list answer alike', async () => {
    const pair = await consolePair(server, ['Staff', 'Club']);
    const both = async (method: string, path: string, who: 'staff' | 'club', body?: Record<string, unknown>) => {
      const { real, mocked } = await pair.send(method, path, who === 'staff' ? 'Staff' : 'Club', body);
      expect({ path, status: mocked.status }).toEqual({ path, status: real.status });
      if (real.status >= 400) expect(mocked.body.message).toBe(real.body.message);
      return { real: real.body, mocked: mocked.body };
    };
    const term = (t: any) => ({ ...t, id: null, updated_at: null, updated_by: null });
    const entries = (b: any) =>
      b.entries.map((e: any) => ({ field: e.field, source: e.source_text, override: e.override && { ...e.override, updated_at: null }, machine: e.machine?.text ?? null, served: e.served }));

    await both('GET', '/console/glossary', 'club');
    await both('POST', '/console/glossary', 'staff', { term_ko: ' ', en: 'x' });
    await both('POST', '/console/glossary', 'staff', { term_ko: '만해광장' });
    const added = await both('POST', '/console/glossary', 'staff', { term_ko: '프론티어', en: 'Frontier Night Pub' });
    expect(term(added.mocked.term)).toEqual(term(added.real.term));
    // The server redoes the affected machine translations in the background; the mocks have nothing to redo.
    await server.translationSync.idle();
    await both('POST', '/console/glossary', 'staff', { term_ko: '프론티어', en: 'Again' });
    await both('PATCH', '/console/glossary/999', 'staff', { en: 'x' });
    await both('POST', '/console/translations/override', 'staff', { entity_type: 'booth', entity_id: 9999, field: 'BoothName', lang: 'en', text: 'x' });
    await both('POST', '/console/translations/override', 'staff', { entity_type: 'booth', entity_id: 1, field: 'Nope', lang: 'en', text: 'x' });
    await both('POST', '/console/translations/override', 'staff', { entity_type: 'booth', entity_id: 1, field: 'BoothName', lang: 'fr', text: 'x' });
    const set = await both('POST', '/console/translations/override', 'staff', { entity_type: 'booth', entity_id: 1, field: 'BoothDescription', lang: 'en', text: 'Our own words.' });
    expect(entries({ entries: [set.mocked.entry] })).toEqual(entries({ entries: [set.real.entry] }));
    await server.translationSync.idle();
    const listed = await both('GET', '/console/translations?entity_type=booth&entity_id=1&lang=en', 'staff');
    expect(entries(listed.mocked)).toEqual(entries(listed.real));
    await both('GET', '/console/translations?entity_type=booth&entity_id=424242', 'staff');
    await both('DELETE', '/console/translations/override', 'staff', { entity_type: 'booth', entity_id: 1, field: 'BoothDescription', lang: 'en' });
    await both('DELETE', '/console/translations/override', 'staff', { entity_type: 'booth', entity_id: 1, field: 'BoothDescription', lang: 'en' });
  });
}

for (const kind of DB_KINDS) describe(`translation review parity (${kind})`, () => reviewParity(kind));

/** The organiser dashboard (issue 20): the sample alone on both sides, and the same refusals. */
function dashboardParity(kind: 'pglite' | 'postgres') {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: NOW });
  });
  afterAll(() => server?.stop());

  async function both(path: string, role: 'Staff' | 'Club') {
    const uid = await server.login(role);
    const real = await server.call('GET', `/api${path}`, undefined, { authorization: `Bearer ${uid}` });
    resetMockState();
    setMockNow(NOW);
    const code = role === 'Staff' ? 'staff-dev-1' : 'club-dev-1';
    const login = await getResponse(
      handlers,
      new Request('http://localhost/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ admin_code: code }) }),
    );
    const mockUid = ((await login!.json()) as { uid: string }).uid;
    const mocked = await getResponse(handlers, new Request(`http://localhost/api${path}`, { headers: { authorization: `Bearer ${mockUid}` } }));
    expect(mocked, 'a mock handles it').toBeDefined();
    expect(mocked!.status, 'status').toBe(real.status);
    return { real: real.body, mocked: await mocked!.json() };
  }
  // Live visitors and the request counters depend on this process's own traffic, so they are left out.
  const dashboard: Norm = (b) => ({
    day: b.day,
    days: b.days,
    generated_at: b.generated_at,
    likes: b.likes_per_hour,
    top: b.top_booths,
    plays: b.plays_per_hour,
    wins: b.wins_per_hour,
    coupons: b.coupons_per_hour,
    stock: b.coupon_stock,
    langs: b.languages.map((l: { lang: string }) => l.lang),
  });

  it('a day of the sample: the same numbers', async () => {
    const { real, mocked } = await both('/admin/dashboard?day=2025-09-25', 'Staff');
    expect(dashboard(mocked)).toEqual(dashboard(real));
  });
  it('no day: the day of now', async () => {
    const { real, mocked } = await both('/admin/dashboard', 'Staff');
    expect(mocked.day).toBe(real.day);
  });
  it('a day outside the festival: the same 400', async () => {
    const { real, mocked } = await both('/admin/dashboard?day=2025-10-01', 'Staff');
    expect(mocked.message).toBe(real.message);
  });
  it('a Club admin: the same refusal', async () => {
    const { real, mocked } = await both('/admin/dashboard?day=2025-09-25', 'Club');
    expect(mocked.message).toBe(real.message);
  });
}

for (const kind of DB_KINDS) describe(`dashboard parity (${kind})`, () => dashboardParity(kind));

/** Coupons at the counter: one coupon won on each side, then the same checks and redeems by the same roles. */
function couponParity(kind: 'pglite' | 'postgres') {
  const T0 = '2025-09-26T21:00:00+09:00';
  let server: TestServer;
  const mockUids = new Map<string, string>();
  beforeAll(async () => {
    server = await createTestServer(kind, {
      now: T0,
      couponStock: { kind: 'pubs', pubs: [{ name: '프론티어', stock: 5 }, { name: '공과대학', stock: 5 }] },
      couponShareFactor: Infinity,
    });
  });
  afterAll(() => server?.stop());

  const mock = async (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await getResponse(
      handlers,
      new Request(`http://localhost/api${path}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    expect(res, `a mock handles ${method} ${path}`).toBeDefined();
    return { status: res!.status, body: (await res!.json()) as any };
  };

  it('check, refusals and one redeem answer the same', async () => {
    // The real server: a won game (it times the rounds) and a coupon of 공과대학.
    server.clock.set(T0);
    const userId = (await server.call('POST', '/api/game/games/start/', { user_id: 'none' })).body.data.user_id;
    server.clock.advance(GAME.minPlausibleGameMs);
    await server.call('POST', '/api/game/games/success/', { user_id: userId });
    const realCode = (await server.call('POST', '/api/game/games/coupon/', { user_id: userId, booth_name: '공과대학' })).body.data.coupon_code as string;
    expect(realCode).toBeTruthy();
    const real = { Staff: await server.login('Staff'), Club: await server.login('Club'), Major: await server.login('Major') };

    resetMockState();
    setMockNow(Date.parse(T0) + GAME.minPlausibleGameMs);
    await mock('POST', '/game/games/start/', { user_id: 'v' });
    await mock('POST', '/game/games/success/', { user_id: 'v' });
    const mockCode = (await mock('POST', '/game/games/coupon/', { user_id: 'v', booth_name: '공과대학' })).body.data.coupon_code as string;
    for (const [role, code] of [['Staff', 'staff-dev-1'], ['Club', 'club-dev-1'], ['Major', 'major-dev-1']] as const) {
      mockUids.set(role, (await mock('POST', '/admin/login', { admin_code: code })).body.uid);
    }

    type Role = 'Staff' | 'Club' | 'Major';
    const same = async (name: string, method: 'GET' | 'POST', path: (code: string) => string, role: Role | null, body?: Record<string, unknown> | string) => {
      const bodyFor = (uid: string | undefined) => (typeof body === 'string' ? body : method === 'POST' ? { ...body, ...(uid ? { uid } : {}) } : undefined);
      const r = await server.call(method, `/api${path(realCode)}`, bodyFor(role ? real[role] : undefined), role && method === 'GET' ? { authorization: `Bearer ${real[role]}` } : {});
      const m = await mock(method, path(mockCode), bodyFor(role ? mockUids.get(role) : undefined), role && method === 'GET' ? { authorization: `Bearer ${mockUids.get(role)}` } : {});
      expect(m.status, `${name}: status`).toBe(r.status);
      const norm = (b: any, code: string) => JSON.parse(JSON.stringify(b).replaceAll(code, '<code>'));
      // A 400's words come from the schema on one side and the route on the other; a 401 says "log in" in either words.
      if (r.status === 401) expect(m.body.uid_valid, name).toBe(r.body.uid_valid);
      else if (r.status !== 400) expect(norm(m.body, mockCode), name).toEqual(norm(r.body, realCode));
      return r;
    };
    const pub = `?pub=${encodeURIComponent('공과대학')}`;
    await same('no login', 'GET', (c) => `/coupons/${c}`, null);
    await same('Staff checks at the pub', 'GET', (c) => `/coupons/${c}${pub}`, 'Staff');
    await same('typed in lower case', 'GET', (c) => `/coupons/${encodeURIComponent(` ${c.toLowerCase()} `)}`, 'Major');
    await same('another pub’s admin', 'GET', (c) => `/coupons/${c}`, 'Club');
    await same('another pub’s admin asks for this pub', 'GET', (c) => `/coupons/${c}${pub}`, 'Club');
    await same('unknown code', 'GET', () => '/coupons/DG5-ZZZZ-ZZZZ', 'Staff');
    await same('not a code', 'GET', () => '/coupons/%3Cx%3E', 'Staff');
    await same('a bad pub', 'POST', (c) => `/coupons/${c}/redeem`, 'Staff', { pub: 42 });
    await same('not JSON', 'POST', (c) => `/coupons/${c}/redeem`, null, 'not json');
    await same('redeem by the pub’s admin', 'POST', (c) => `/coupons/${c}/redeem`, 'Major');
    await same('redeem again', 'POST', (c) => `/coupons/${c}/redeem`, 'Staff', { pub: '공과대학' });
    await same('check after', 'GET', (c) => `/coupons/${c}`, 'Staff');
  });
}

for (const kind of DB_KINDS) describe(`coupon parity (${kind})`, () => couponParity(kind));

/** The virtual queue (issue 25): a Club opens its line, visitors join, the admin calls, marks and undoes; the same limits and refusals. */
function queueParity(kind: 'pglite' | 'postgres') {
  const T0 = '2025-09-25T19:00:00+09:00';
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: T0 });
  });
  afterAll(() => server?.stop());

  const mock = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await getResponse(
      handlers,
      new Request(`http://localhost/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    expect(res, `a mock handles ${method} ${path}`).toBeDefined();
    return { status: res!.status, body: (await res!.json()) as any };
  };
  // Ticket ids and visitor ids are each side's own; numbers, states and times are compared.
  const ticket = (t: any) => t && { number: t.number, party_size: t.party_size, state: t.state, ahead: t.ahead, est: t.est_wait_minutes, joined_at: t.joined_at, called_at: t.called_at, may_rejoin: t.may_rejoin };
  const adminLine = (b: any) => ({
    ...b,
    tickets: b.tickets.map((t: any) => ({ ...t, id: null })),
  });

  it('join, call next, seated, no-show, undo and the limits answer alike', async () => {
    server.clock.set(T0);
    resetMockState();
    setMockNow(() => server.clock.now());
    const real = { Club: await server.login('Club'), Major: await server.login('Major'), Stuco: await server.login('Stuco') };
    const mocked: Record<string, string> = {};
    for (const [role, code] of [['Club', 'club-dev-1'], ['Major', 'major-dev-1'], ['Stuco', 'stuco-dev-1']] as const) {
      mocked[role] = (await mock('POST', '/admin/login', { admin_code: code })).body.uid;
    }
    type Role = keyof typeof real;
    /** The same call on both sides; `who` puts that admin's uid in the body. */
    const same = async (name: string, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, who?: Role, norm: Norm = (b) => b) => {
      const r = await server.call(method, `/api${path}`, body && { ...body, ...(who ? { uid: real[who] } : {}) });
      const m = await mock(method, path, body && { ...body, ...(who ? { uid: mocked[who] } : {}) });
      expect(m.status, `${name}: status`).toBe(r.status);
      if (r.status >= 400 && r.status !== 401) expect(m.body, name).toEqual(r.body);
      else if (r.status < 400) expect(norm(m.body), name).toEqual(norm(r.body));
      return { real: r.body, mocked: m.body };
    };
    const adminGet = async (role: Role) => {
      const r = await server.call('GET', `/api/queue/admin/1?uid=${real[role]}`);
      const m = await mock('GET', `/queue/admin/1?uid=${mocked[role]}`);
      expect(m.status).toBe(r.status);
      if (r.status === 200) expect(adminLine(m.body)).toEqual(adminLine(r.body));
      return { real: r.body, mocked: m.body };
    };

    await same('join a line never opened', 'POST', '/queue/lines/1/join', { user_id: null, party_size: 2 });
    await adminGet('Club');
    await same('open with a bad range', 'POST', '/queue/admin/1/settings', { state: 'open', party_min: 5, party_max: 3 }, 'Club');
    await same('party_max 21', 'POST', '/queue/admin/1/settings', { party_max: 21 }, 'Club');
    await same('open', 'POST', '/queue/admin/1/settings', { state: 'open', party_min: 1, party_max: 4, minutes_per_party: 6, grace_minutes: 5 }, 'Club', adminLine);
    await same('lines', 'GET', '/queue/lines');
    await same('another booth’s admin', 'POST', '/queue/admin/1/next', {}, 'Major');
    await same('Stuco', 'POST', '/queue/admin/1/next', {}, 'Stuco');
    await same('no one waiting', 'POST', '/queue/admin/1/next', {}, 'Club');
    await same('nothing to undo', 'POST', '/queue/admin/1/undo', {}, 'Club');

    const a = await same('visitor A joins', 'POST', '/queue/lines/1/join', { user_id: null, party_size: 2 }, undefined, (b) => ticket(b.ticket));
    server.clock.advance(60_000);
    const b = await same('visitor B joins', 'POST', '/queue/lines/1/join', { user_id: 'none', party_size: 4 }, undefined, (b) => ticket(b.ticket));
    const both = async (name: string, path: (side: 'real' | 'mocked') => string, body: (side: 'real' | 'mocked') => Record<string, unknown>, norm: Norm = (x) => x) => {
      const r = await server.call('POST', `/api${path('real')}`, body('real'));
      const m = await mock('POST', path('mocked'), body('mocked'));
      expect(m.status, `${name}: status`).toBe(r.status);
      if (r.status >= 400) expect(m.body, name).toEqual(r.body);
      else expect(norm(m.body), name).toEqual(norm(r.body));
      return { real: r.body, mocked: m.body };
    };
    const ids = { real: { A: a.real.user_id, B: b.real.user_id }, mocked: { A: a.mocked.user_id, B: b.mocked.user_id } };
    await both('A joins again', () => '/queue/lines/1/join', (s) => ({ user_id: ids[s].A, party_size: 2 }));
    await same('party of 5 on a 1-4 line', 'POST', '/queue/lines/1/join', { user_id: null, party_size: 5 });
    await same('party of 0', 'POST', '/queue/lines/1/join', { user_id: null, party_size: 0 });
    await same('party of 99', 'POST', '/queue/lines/1/join', { user_id: null, party_size: 99 });
    await same('no such booth', 'POST', '/queue/lines/9999/join', { user_id: null, party_size: 2 });
    await both('A joins another booth’s line, closed', () => '/queue/lines/2/join', (s) => ({ user_id: ids[s].A, party_size: 2 }));

    server.clock.advance(60_000);
    const called = await same('call next', 'POST', '/queue/admin/1/next', {}, 'Club', adminLine);
    expect(called.real.tickets.map((t: any) => [t.number, t.state])).toEqual([[1, 'called'], [2, 'waiting']]);
    const tickets = async (who: 'A' | 'B') => {
      const r = await server.call('GET', `/api/queue/tickets?user_id=${ids.real[who]}`);
      const m = await mock('GET', `/queue/tickets?user_id=${ids.mocked[who]}`);
      expect(m.body.tickets.map(ticket)).toEqual(r.body.tickets.map(ticket));
    };
    await tickets('B');
    await tickets('A');
    const realA = called.real.tickets[0].id;
    const mockA = called.mocked.tickets[0].id;
    const mark = (name: string, action: string, norm?: Norm) =>
      both(name, (s) => `/queue/admin/1/tickets/${s === 'real' ? realA : mockA}`, (s) => ({ uid: s === 'real' ? real.Club : mocked.Club, action }), norm);
    await mark('no-show inside the grace window', 'no_show');
    await same('mark a waiting party', 'POST', `/queue/admin/1/tickets/${called.real.tickets[1].id}`, { action: 'seated' }, 'Club');
    await mark('seated', 'seated', adminLine);
    await same('undo the seating', 'POST', '/queue/admin/1/undo', {}, 'Club', adminLine);
    server.clock.advance(5 * 60_000);
    await mark('no-show after the grace window', 'no_show', adminLine);
    await tickets('A');
    await same('undo the no-show', 'POST', '/queue/admin/1/undo', {}, 'Club', adminLine);
    await same('pause', 'POST', '/queue/admin/1/settings', { state: 'paused' }, 'Club', adminLine);
    await same('join a paused line', 'POST', '/queue/lines/1/join', { user_id: null, party_size: 2 });
    await adminGet('Club');

    // Web Push: both are a server without VAPID keys; a bad subscription is refused for its fault first.
    await same('push key', 'GET', '/queue/push-key');
    const sub = (s: 'real' | 'mocked', extra: Record<string, unknown> = {}) => ({
      user_id: ids[s].B,
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') },
      title: 'Your turn',
      body: 'Frontier · 2',
      ...extra,
    });
    const ticketB = (s: 'real' | 'mocked') => `/queue/tickets/${(s === 'real' ? called.real : called.mocked).tickets[1].id}/push`;
    await both('push: a short key', ticketB, (s) => sub(s, { keys: { p256dh: 'AAAA', auth: Buffer.alloc(16).toString('base64url') } }));
    await both('push: no title', ticketB, (s) => sub(s, { title: '' }));
    await both('push: not a URL', ticketB, (s) => sub(s, { endpoint: 'push me' }));
    await both('push: no Web Push here', ticketB, (s) => sub(s));
  });
}

for (const kind of DB_KINDS) describe(`queue parity (${kind})`, () => queueParity(kind));

/** Stage acts in the console: the same list with its clashes, the same writes, refusals, codes and messages. */
function actsParity(kind: 'pglite' | 'postgres') {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: NOW });
  });
  afterAll(() => server?.stop());

  it('list, add with a confirmed clash, change, delete and every refusal answer alike', async () => {
    const pair = await consolePair(server, ['Staff', 'Club']);
    const both = async (method: string, path: string, who: 'staff' | 'club', body?: Record<string, unknown>) => {
      const { real, mocked } = await pair.send(method, path, who === 'staff' ? 'Staff' : 'Club', body);
      expect({ path, status: mocked.status, error: mocked.body.error }).toEqual({ path, status: real.status, error: real.body.error });
      if (real.status >= 400) expect({ path, message: mocked.body.message, overlaps: mocked.body.overlaps }).toEqual({ path, message: real.body.message, overlaps: real.body.overlaps });
      return { real: real.body, mocked: mocked.body };
    };
    const act = (over: Record<string, unknown> = {}) => ({ name: '게스트', location_name: '대운동장 특설무대', kind: 'club', day: '2025-09-25', start: '15:15', end: '15:45', ...over });

    const first = await both('GET', '/console/acts', 'staff');
    expect(first.mocked).toEqual(first.real);
    await both('GET', '/console/acts', 'club');
    await both('POST', '/console/acts', 'club', act());
    await both('POST', '/console/acts', 'staff', act());
    await both('POST', '/console/acts', 'staff', act({ day: '2025-09-30' }));
    await both('POST', '/console/acts', 'staff', act({ end: '15:00' }));
    await both('POST', '/console/acts', 'staff', act({ name: '@cmd' }));
    await both('POST', '/console/acts', 'staff', act({ kind: 'band' }));
    await both('PATCH', '/console/acts/999', 'staff', act());
    const added = await both('POST', '/console/acts', 'staff', act({ confirm_overlap: true }));
    expect(added.mocked.act).toEqual(added.real.act);
    const moved = await both('PATCH', `/console/acts/${added.real.act.id}`, 'staff', act({ start: '20:40', end: '20:50', kind: 'celebrity' }));
    expect(moved.mocked.act).toEqual(moved.real.act);
    await both('DELETE', '/console/acts/2', 'staff', {});
    await both('DELETE', '/console/acts/2', 'staff', {});
    const last = await both('GET', '/console/acts', 'staff');
    expect(last.mocked).toEqual(last.real);
  });
}

for (const kind of DB_KINDS) describe(`stage acts parity (${kind})`, () => actsParity(kind));

/** Staff's booth list, a new food truck, its refusals and its deletion: the same answers on both sides. */
function consoleBoothsParity(kind: 'pglite' | 'postgres') {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: NOW });
  });
  afterAll(() => server?.stop());

  it('list, create, refuse and delete answer alike', async () => {
    const pair = await consolePair(server, ['Staff', 'Club']);
    const both = async (method: string, path: string, who: 'staff' | 'club', body?: Record<string, unknown>) => {
      const { real, mocked } = await pair.send(method, path, who === 'staff' ? 'Staff' : 'Club', body);
      expect({ path, status: mocked.status }).toEqual({ path, status: real.status });
      if (real.status >= 400) expect({ path, message: mocked.body.message, error: mocked.body.error }).toEqual({ path, message: real.body.message, error: real.body.error });
      return { real: real.body, mocked: mocked.body };
    };
    const truck = {
      name: '타코 트럭',
      category: 'FoodTruck',
      location_id: 3,
      menus: [
        { name: '타코', price: 5000 },
        { name: '나초', price: 4000 },
      ],
      hours: [{ day: '2025-09-25', start_time: '11:00', end_time: '20:00' }],
    };

    await both('GET', '/console/booths', 'club');
    const listed = await both('GET', '/console/booths', 'staff');
    expect(listed.mocked).toEqual(listed.real);
    const bad = await both('POST', '/console/booths', 'staff', { ...truck, name: ' ', menus: [{ name: '타코', price: 12.5 }], location_id: 999 });
    expect(bad.mocked.problems).toEqual(bad.real.problems);
    await both('POST', '/console/booths', 'staff', { ...truck, category: 'Toilet' });
    await both('POST', '/console/booths', 'staff', { ...truck, menus: [{ name: '타코', price: '5000' }] });
    await both('POST', '/console/booths', 'staff', { ...truck, image: 'data:image/png;base64,AAAA' });
    await both('POST', '/console/booths', 'club', truck);
    const made = await both('POST', '/console/booths', 'staff', truck);
    expect(made.mocked).toEqual(made.real);
    const after = await both('GET', '/console/booths', 'staff');
    expect(after.mocked.booths.at(-1)).toEqual(after.real.booths.at(-1));
    // An existing booth's identity (Staff only; the first Club account owns booth 1).
    const own = await both('PATCH', '/console/booths/1', 'club', { name: '새 이름' });
    expect(own.real.error).toBe('identity_staff_only');
    const badName = await both('PATCH', '/console/booths/13', 'staff', { name: ' ', location_id: 999 });
    expect(badName.mocked.problems).toEqual(badName.real.problems);
    const toilet = await both('PATCH', '/console/booths/13', 'staff', { category: 'Toilet' });
    expect(toilet.mocked.problems).toEqual(toilet.real.problems);
    await both('PATCH', '/console/booths/13', 'staff', { location_id: '3' });
    const moved = await both('PATCH', '/console/booths/13', 'staff', { name: '빛그림 사진관', location_id: 3, corners: ['즉석 인화'] });
    expect(moved.mocked).toEqual(moved.real);
    await both('DELETE', `/console/booths/${made.real.booth_id}`, 'club', {});
    const gone = await both('DELETE', `/console/booths/${made.real.booth_id}`, 'staff', {});
    expect(gone.mocked).toEqual(gone.real);
    const tied = await both('DELETE', '/console/booths/1', 'staff', {});
    expect(tied.mocked).toEqual(tied.real);
    await both('DELETE', '/console/booths/1', 'staff', {});
  });
}

for (const kind of DB_KINDS) describe(`console booths parity (${kind})`, () => consoleBoothsParity(kind));

/** The developers page's people: the list, a new person, an edit, the order, a removal and every refusal alike. */
function creditsParity(kind: 'pglite' | 'postgres') {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: NOW });
  });
  afterAll(() => server?.stop());

  it('list, add, edit, reorder, remove and refuse answer alike', async () => {
    const pair = await consolePair(server, ['Staff', 'Club']);
    const both = async (method: string, path: string, who: 'staff' | 'club', body?: Record<string, unknown>) => {
      const { real, mocked } = await pair.send(method, path, who === 'staff' ? 'Staff' : 'Club', body);
      expect({ path, status: mocked.status }).toEqual({ path, status: real.status });
      if (real.status >= 400) expect({ path, message: mocked.body.message, error: mocked.body.error, problems: mocked.body.problems }).toEqual({ path, message: real.body.message, error: real.body.error, problems: real.body.problems });
      return { real: real.body, mocked: mocked.body };
    };
    const person = { name: '김새봄', teams: ['Front-End'], role: '프론트엔드 개발', major: '컴퓨터공학전공', link: 'https://example.com/saebom' };
    const list = async () => {
      const r = await both('GET', '/developers/', 'staff');
      expect(r.mocked).toEqual(r.real);
      return r.real.results as { id: number }[];
    };

    await list();
    await both('POST', '/console/credits', 'club', person);
    await both('POST', '/console/credits', 'staff', { ...person, name: ' ', link: 'javascript:alert(1)' });
    await both('POST', '/console/credits', 'staff', { ...person, teams: [] });
    await both('POST', '/console/credits', 'staff', { ...person, teams: ['Wizards'] });
    await both('POST', '/console/credits', 'staff', { ...person, image: 'data:image/png;base64,AAAA' });
    const made = await both('POST', '/console/credits', 'staff', person);
    expect(made.mocked).toEqual(made.real);
    await list();
    await both('PATCH', `/console/credits/${made.real.id}`, 'staff', { ...person, role: '<b>x</b>' });
    await both('PATCH', '/console/credits/999', 'staff', person);
    await both('PATCH', `/console/credits/${made.real.id}`, 'staff', { ...person, teams: ['Team Lead', 'Front-End'], link: null });
    const ids = (await list()).map((d) => d.id);
    await both('PUT', '/console/credits/order', 'staff', { ids: ids.slice(1) });
    const moved = await both('PUT', '/console/credits/order', 'staff', { ids: [made.real.id, ...ids.filter((id) => id !== made.real.id)] });
    expect(moved.mocked).toEqual(moved.real);
    await both('DELETE', '/console/credits/1', 'club', {});
    await both('DELETE', '/console/credits/1', 'staff', {});
    await both('DELETE', '/console/credits/1', 'staff', {});
    await list();
  });
}

for (const kind of DB_KINDS) describe(`credits parity (${kind})`, () => creditsParity(kind));

/**
 * An open line sets the booth's wait badge, and the dashboard shows the line's day (issue 25): the same line on
 * both sides (joins, calls, a seating and a no-show on the festival clock), then the same status list and the same
 * line figures (the server's SQL against the mocks' contract/rules/queue-stats.ts).
 */
function queueStatsParity(kind: 'pglite' | 'postgres') {
  const T0 = '2025-09-25T19:00:00+09:00';
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: T0 });
  });
  afterAll(() => server?.stop());

  const mock = async (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await getResponse(
      handlers,
      new Request(`http://localhost/api${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    expect(res, `a mock handles ${method} ${path}`).toBeDefined();
    return { status: res!.status, body: (await res!.json()) as any };
  };

  it('the same badges from the line and the same line figures on the dashboard', async () => {
    server.clock.set(T0);
    resetMockState();
    setMockNow(() => server.clock.now());
    const real = { Club: await server.login('Club'), Staff: await server.login('Staff') };
    const mocked = {
      Club: (await mock('POST', '/admin/login', { admin_code: 'club-dev-1' })).body.uid as string,
      Staff: (await mock('POST', '/admin/login', { admin_code: 'staff-dev-1' })).body.uid as string,
    };
    const same = async (name: string, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, who?: 'Club') => {
      const r = await server.call(method, `/api${path}`, body && { ...body, ...(who ? { uid: real[who] } : {}) });
      const m = await mock(method, path, body && { ...body, ...(who ? { uid: mocked[who] } : {}) });
      expect(m.status, `${name}: status`).toBe(r.status);
      return { real: r.body, mocked: m.body };
    };
    const statuses = async (name: string) => {
      const { real: r, mocked: m } = await same(name, 'GET', '/status/booths');
      expect(m, name).toEqual(r);
      return r.statuses as any[];
    };
    const lineFigures = async () => {
      const r = await server.call('GET', '/api/admin/dashboard?day=2025-09-25', undefined, { authorization: `Bearer ${real.Staff}` });
      const m = await mock('GET', '/admin/dashboard?day=2025-09-25', undefined, { authorization: `Bearer ${mocked.Staff}` });
      expect(m.status).toBe(r.status);
      expect(m.body.queue_lines).toEqual(r.body.queue_lines);
      return r.body.queue_lines as any[];
    };

    await same("the admin's own wait", 'POST', '/status/booths/1', { status: 'short' }, 'Club');
    await same('open the line', 'POST', '/queue/admin/1/settings', { state: 'open', minutes_per_party: 5 }, 'Club');
    expect((await statuses('open, no one waiting')).find((e) => e.booth_id === 1).line).toEqual({ status: 'open', waiting: 0, est_wait_minutes: 0 });
    for (const size of [2, 3, 2]) {
      await same('a party joins', 'POST', '/queue/lines/1/join', { user_id: null, party_size: size });
      server.clock.advance(60_000);
    }
    expect((await statuses('three waiting')).find((e) => e.booth_id === 1).line).toEqual({ status: 'long', waiting: 3, est_wait_minutes: 15 });
    server.clock.advance(10 * 60_000);
    const first = await same('call next', 'POST', '/queue/admin/1/next', {}, 'Club');
    server.clock.advance(2 * 60_000);
    const ids = { real: first.real.tickets[0].id, mocked: first.mocked.tickets[0].id };
    const r1 = await server.call('POST', `/api/queue/admin/1/tickets/${ids.real}`, { uid: real.Club, action: 'seated' });
    const m1 = await mock('POST', `/queue/admin/1/tickets/${ids.mocked}`, { uid: mocked.Club, action: 'seated' });
    expect([m1.status, r1.status]).toEqual([200, 200]);
    server.clock.advance(60_000);
    const second = await same('call next again', 'POST', '/queue/admin/1/next', {}, 'Club');
    server.clock.advance(6 * 60_000);
    const ids2 = { real: second.real.tickets.find((t: any) => t.state === 'called').id, mocked: second.mocked.tickets.find((t: any) => t.state === 'called').id };
    const r2 = await server.call('POST', `/api/queue/admin/1/tickets/${ids2.real}`, { uid: real.Club, action: 'no_show' });
    const m2 = await mock('POST', `/queue/admin/1/tickets/${ids2.mocked}`, { uid: mocked.Club, action: 'no_show' });
    expect([m2.status, r2.status]).toEqual([200, 200]);

    expect((await statuses('one waiting')).find((e) => e.booth_id === 1).line).toEqual({ status: 'short', waiting: 1, est_wait_minutes: 5 });
    const [line] = await lineFigures();
    expect(line.booth_id).toBe(1);
    expect(line.joined[19]).toBe(3);
    expect(line.called[19]).toBe(2);
    expect(line.seated[19] + line.no_shows[19]).toBe(2);
    expect(line.waiting[19]).toBe(1);

    await same('pause the line', 'POST', '/queue/admin/1/settings', { state: 'paused' }, 'Club');
    expect((await statuses('paused: the admin’s wait')).find((e) => e.booth_id === 1)).toMatchObject({ status: 'short', line: null });
  });
}

for (const kind of DB_KINDS) describe(`queue stats parity (${kind})`, () => queueStatsParity(kind));

/** The campus map as data: the same locations, upload, pins and refusals on both sides (random upload names aside). */
function campusMapParity(kind: 'pglite' | 'postgres') {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: NOW });
  }, 180_000);
  afterAll(() => server?.stop());

  it('locations, the map image, pins, edits and refusals answer alike', async () => {
    const { solidPng } = await import('./test/png');
    const pair = await consolePair(server, ['Staff', 'Stuco']);
    const uploads = (b: unknown) => JSON.parse(JSON.stringify(b).replace(/\/api\/uploads\/[a-f0-9]{32}\./g, '/api/uploads/NAME.'));
    const compare = async (label: string, real: Response | { status: number; body: any }, mocked: Response | undefined) => {
      expect(mocked, `a mock handles ${label}`).toBeDefined();
      const mockedBody = await mocked!.json();
      expect({ label, status: mocked!.status }).toEqual({ label, status: real.status });
      expect(uploads(mockedBody), label).toEqual(uploads((real as { body: any }).body));
      return mockedBody;
    };
    const both = async (method: string, path: string, who: 'staff' | 'stuco' | null, body?: Record<string, unknown>) => {
      const { real, mocked } = await pair.send(method, path, who === 'staff' ? 'Staff' : who === 'stuco' ? 'Stuco' : null, body);
      const label = `${method} ${path} ${JSON.stringify(body ?? null)}`;
      expect({ label, status: mocked.status }).toEqual({ label, status: real.status });
      expect(uploads(mocked.body), label).toEqual(uploads(real.body));
      return mocked.body;
    };
    const upload = async (label: string, bytes: Buffer | string, who: 'staff' | 'stuco', type = 'image/png') => {
      const form = (uid: string) => {
        const f = new FormData();
        f.set('uid', uid);
        f.set('image', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'map', { type }));
        return f;
      };
      const real = await server.call('PUT', '/api/console/map/image', form(pair.uid(who === 'staff' ? 'Staff' : 'Stuco')));
      const mocked = await getResponse(handlers, new Request('http://localhost/api/console/map/image', { method: 'PUT', body: form(pair.mockUid(who === 'staff' ? 'Staff' : 'Stuco')) }));
      return compare(label, real, mocked);
    };
    const NAMES = { ko: '새 광장', en: 'New Square', ja: '新広場', 'zh-CN': '新广场' };

    await both('GET', '/locations/', null);
    await both('GET', '/locations', null);
    await both('PUT', '/console/locations/3/pin', 'staff', { x: 0.5, y: 0.5 });
    await upload('an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'staff', 'image/svg+xml');
    await upload('not Staff', solidPng(8, 6), 'stuco');
    await upload('a PNG', solidPng(8, 6), 'staff');
    await both('POST', '/console/locations', 'staff', { names: NAMES, lat: 37.5, lng: 127 });
    await both('POST', '/console/locations', 'staff', { names: { ...NAMES, en: '' } });
    await both('POST', '/console/locations', 'staff', { names: NAMES, lat: 37.5 });
    await both('POST', '/console/locations', 'stuco', { names: NAMES });
    await both('PATCH', '/console/locations/3', 'staff', { names: { ...NAMES, ko: '다향관 앞' } });
    await both('PATCH', '/console/locations/9999', 'staff', { names: NAMES });
    await both('PUT', '/console/locations/25/pin', 'staff', { x: 0.25, y: 0.75 });
    await both('PUT', '/console/locations/3/pin', 'staff', { x: 1.5, y: 0.75 });
    await both('DELETE', '/console/locations/3', 'staff', {});
    await both('GET', '/locations/', null);
    await both('DELETE', '/console/locations/25', 'staff', {});
    await both('DELETE', '/console/map/image', 'staff', {});
    await both('GET', '/locations/', null);
  });
}

for (const kind of DB_KINDS) describe(`campus map parity (${kind})`, () => campusMapParity(kind));

/** Building plans as data: the sample's plans, upload, label spots, refusals and has_detail_map alike on both sides. */
function buildingPlanParity(kind: 'pglite' | 'postgres') {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { now: NOW });
  }, 180_000);
  afterAll(() => server?.stop());

  it('plans, their images, label spots and refusals answer alike', async () => {
    const { solidPng } = await import('./test/png');
    const pair = await consolePair(server, ['Staff', 'Stuco']);
    const uploads = (b: unknown) => JSON.parse(JSON.stringify(b).replace(/\/api\/uploads\/[a-f0-9]{32}\./g, '/api/uploads/NAME.'));
    const both = async (method: string, path: string, who: 'staff' | 'stuco' | null, body?: Record<string, unknown>) => {
      const { real, mocked } = await pair.send(method, path, who === 'staff' ? 'Staff' : who === 'stuco' ? 'Stuco' : null, body);
      const label = `${method} ${path} ${JSON.stringify(body ?? null)}`;
      expect({ label, status: mocked.status }).toEqual({ label, status: real.status });
      expect(uploads(mocked.body), label).toEqual(uploads(real.body));
      return mocked.body;
    };
    const upload = async (label: string, id: number, bytes: Buffer | string, who: 'staff' | 'stuco', type = 'image/png') => {
      const form = (uid: string) => {
        const f = new FormData();
        f.set('uid', uid);
        f.set('image', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'plan', { type }));
        return f;
      };
      const path = `/api/console/plans/${id}/image`;
      const real = await server.call('PUT', path, form(pair.uid(who === 'staff' ? 'Staff' : 'Stuco')));
      const mocked = await getResponse(handlers, new Request(`http://localhost${path}`, { method: 'PUT', body: form(pair.mockUid(who === 'staff' ? 'Staff' : 'Stuco')) }));
      expect(mocked, `a mock handles ${label}`).toBeDefined();
      expect({ label, status: mocked!.status }).toEqual({ label, status: real.status });
      expect(uploads(await mocked!.json()), label).toEqual(uploads(real.body));
    };
    const detail = (b: any) => b.results.map((l: any) => [l.id, l.hasDetailMap]);
    const locations = async () => {
      const { real, mocked } = await pair.send('GET', '/locations/', null);
      expect(detail(mocked.body)).toEqual(detail(real.body));
    };

    for (const id of [3, 4, 5, 7, 8, 11, 12, 17, 6, 9999]) await both('GET', `/plans/${id}`, null);
    await both('GET', '/plans/abc', null);
    const spot = { booth_id: 28, date: '2025-09-25', night: false, x: 20, y: 30 };
    await both('PUT', '/console/plans/11/spots', 'staff', spot);
    await both('PUT', '/console/plans/11/spots', 'staff', { ...spot, x: 40.5 });
    await both('PUT', '/console/plans/11/spots', 'staff', { ...spot, x: 101 });
    await both('PUT', '/console/plans/11/spots', 'staff', { ...spot, date: '2025-10-01' });
    await both('PUT', '/console/plans/11/spots', 'staff', { ...spot, booth_id: 2 });
    await both('PUT', '/console/plans/11/spots', 'staff', { ...spot, night: 'yes' });
    await both('PUT', '/console/plans/11/spots', 'stuco', spot);
    await both('PUT', '/console/plans/9999/spots', 'staff', spot);
    await both('GET', '/plans/11', null);
    await both('DELETE', '/console/plans/11/spots', 'staff', { booth_id: 28, date: '2025-09-25', night: true });
    await both('DELETE', '/console/plans/11/spots', 'staff', { booth_id: 28, date: '2025-09-25', night: false });
    await both('DELETE', '/console/plans/6/image', 'staff', {});
    await upload('an SVG', 6, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'staff', 'image/svg+xml');
    await upload('not Staff', 6, solidPng(8, 6), 'stuco');
    await upload('no such location', 9999, solidPng(8, 6), 'staff');
    await upload('a PNG', 6, solidPng(8, 6), 'staff');
    await both('GET', '/plans/6', null);
    await locations();
    await both('DELETE', '/console/plans/6/image', 'staff', {});
    await both('GET', '/plans/6', null);
    await locations();
    await both('POST', '/console/locations', 'staff', { names: { ko: '새 마당', en: 'New Yard', ja: '新しい庭', 'zh-CN': '新院子' }, has_detail_map: true });
    await both('PATCH', '/console/locations/11', 'staff', { has_detail_map: false });
    await upload('a new location’s plan', 25, solidPng(8, 6), 'staff');
    await both('GET', '/plans/25', null);
    await both('DELETE', '/console/locations/25', 'staff', {});
    await both('GET', '/plans/25', null);
    for (const sp of (await both('GET', '/plans/3', null)).spots) {
      await both('DELETE', '/console/plans/3/spots', 'staff', { booth_id: sp.booth_id, date: sp.date, night: sp.night });
    }
    await both('GET', '/plans/3', null);
    await locations();
  });
}

for (const kind of DB_KINDS) describe(`building plan parity (${kind})`, () => buildingPlanParity(kind));
