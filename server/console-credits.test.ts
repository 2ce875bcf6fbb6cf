// The developers page's people as data (migration 0019), on PGlite and PostgreSQL: the 2025 team is answered
// exactly as the code answered it, with a cacheable read; Staff add, edit, reorder and remove people, each change
// audit-logged and seen at once on /developers; every bad field is a 4xx naming it and changes no row; other
// roles are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DEVELOPERS } from '@contract/sample/developers';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';
import { openLiveEvents } from './test/live-events';

const NOW = '2025-09-25T13:00:00+09:00';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

const person = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  name: '김새봄',
  teams: ['Front-End'],
  role: '프론트엔드 개발',
  major: '컴퓨터공학전공',
  link: 'https://example.com/saebom',
  ...extra,
});

describe.each(DB_KINDS)('credits on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  let stuco: string;
  let club: string;
  let added = 0;

  beforeAll(async () => {
    s = await createTestServer(kind, { now: NOW });
    staff = await s.login('Staff');
    stuco = await s.login('Stuco');
    club = await s.login('Club');
  });
  afterAll(() => s?.stop());

  const developers = async () => (await s.call('GET', '/api/developers/')).body.results as { id: number; name: string; roles: string[]; image: string | null; link: string | null }[];
  const rows = async () => JSON.stringify(await s.query('select id, position, name, teams, role_display, major, image_url, link from credits order by id')) + (await s.query('select count(*)::int as n from audit_log'))[0].n;

  it('answers the 2025 team exactly as before, with an ETag a repeat read gets a 304 for', async () => {
    const r = await s.call('GET', '/api/developers/');
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual(SAMPLE_DEVELOPERS.map((d) => ({ ...d, link: null })));
    const etag = r.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(r.headers.get('cache-control')).toBe('public, no-cache');
    const again = await s.app.request('/api/developers', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('refuses other roles and bad fields with a 4xx naming the problem, and changes no row', async () => {
    const before = await rows();
    const cases: [unknown, number, string | RegExp, string?][] = [
      [person(stuco), 403, 'only Staff can edit the credits'],
      [person(club), 403, 'only Staff can edit the credits'],
      [person('nobody'), 401, /log in/],
      [person(staff, { name: ' ' }), 400, 'please enter the name', 'name:name_required'],
      [person(staff, { name: '=HYPERLINK("x")' }), 400, /may not start with/, 'name:name_chars'],
      [person(staff, { name: '가'.repeat(41) }), 400, 'the name may have at most 40 characters', 'name:name_too_long'],
      [person(staff, { teams: [] }), 400, /choose at least one team/, 'teams:teams_required'],
      [person(staff, { teams: ['Wizards'] }), 400, /teams must be some of/],
      [person(staff, { role: '<script>alert(1)</script>' }), 400, 'the role may not contain < or >', 'role:text_chars'],
      [person(staff, { link: 'javascript:alert(1)' }), 400, 'the link must be an http:// or https:// address', 'link:link_scheme'],
      [person(staff, { link: 'data:text/html,<b>x</b>' }), 400, 'the link must be an http:// or https:// address', 'link:link_scheme'],
      [person(staff, { link: 'https://a.example/"onmouseover="x' }), 400, 'the link must be an http:// or https:// address', 'link:link_scheme'],
      [person(staff, { link: `https://example.com/${'a'.repeat(300)}` }), 400, 'the link may have at most 300 characters', 'link:link_too_long'],
      [person(staff, { major: 5 }), 400, 'major must be a string'],
      [person(staff, { image: 'data:image/png;base64,AAAA' }), 415, 'only JPEG, PNG or WebP images can be attached'],
      [person(staff, { image: 'https://example.com/x.png' }), 400, /data:image/],
      [person(staff, { image: `data:image/png;base64,${'A'.repeat(1_600_000)}` }), 413, /1MB/],
    ];
    for (const [body, status, message, problem] of cases) {
      const r = await s.call('POST', '/api/console/credits', body);
      expect(r.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      if (typeof message === 'string') expect(r.body.message).toBe(message);
      else expect(r.body.message).toMatch(message);
      if (problem) expect(r.body.problems.map((p: { field: string; code: string }) => `${p.field}:${p.code}`)).toEqual([problem]);
    }
    expect((await s.call('PATCH', '/api/console/credits/1', person(staff, { link: 'ftp://x' }))).status).toBe(400);
    expect((await s.call('PATCH', '/api/console/credits/99999', person(staff))).body.error).toBe('credit_not_found');
    expect((await s.call('DELETE', '/api/console/credits/1', { uid: club })).status).toBe(403);
    expect((await s.call('DELETE', '/api/console/credits/99999', { uid: staff })).status).toBe(404);
    expect((await s.call('PUT', '/api/console/credits/order', { uid: staff, ids: [2, 1] })).body.error).toBe('credit_order_mismatch');
    expect((await s.call('PUT', '/api/console/credits/order', { uid: staff, ids: 'x' })).status).toBe(400);
    expect(await rows()).toBe(before);
  });

  it('adds a person with a photo and a link last on the page; the audit log says so; the role goes to translation', async () => {
    const r = await s.call('POST', '/api/console/credits', person(staff, { image: PNG }));
    expect(r.status).toBe(201);
    added = r.body.id;
    expect(added).toBe(25);
    const list = await developers();
    expect(list).toHaveLength(25);
    expect(list.at(-1)).toEqual({ id: added, name: '김새봄', roles: ['Front-End'], roleDisplay: '프론트엔드 개발', major: '컴퓨터공학전공', image: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/), link: 'https://example.com/saebom' });
    expect((await s.call('GET', list.at(-1)!.image!)).status).toBe(200);
    const [entry] = await s.query<{ action: string; entity: string; entity_id: string; after: string }>('select action, entity, entity_id, after from audit_log order by id desc limit 1');
    expect(entry).toMatchObject({ action: 'create', entity: 'credit', entity_id: String(added) });
    expect(JSON.parse(entry.after)).toMatchObject({ name: '김새봄', teams: 'Front-End', link: 'https://example.com/saebom' });
    // Translate-on-write takes the new role and major; the test provider is the translation memory alone, which
    // knows these texts from the 2025 team, so both are stored for the new person.
    await s.translationSync.idle();
    const texts = async () =>
      (await s.query<{ source_text: string }>(`select distinct source_text from translations where entity_type = 'developer' and entity_id = '${added}' order by source_text`)).map((r) => r.source_text);
    await expect.poll(texts, { timeout: 10_000, interval: 100 }).toEqual(['컴퓨터공학전공', '프론트엔드 개발']);
  });

  it('edits, reorders and removes: each shows at once and is audit-logged', async () => {
    const before = (await developers()).find((d) => d.id === added)!;
    const edited = await s.call('PATCH', `/api/console/credits/${added}`, person(staff, { name: '김새봄 ', teams: ['Front-End', 'Team Lead'], link: '', image: null }));
    expect(edited.status).toBe(200);
    const now = (await developers()).find((d) => d.id === added)!;
    expect(now).toMatchObject({ name: '김새봄', roles: ['Front-End', 'Team Lead'], image: null, link: null });
    expect((await s.call('GET', before.image!)).status).toBe(404);

    const ids = (await developers()).map((d) => d.id);
    const order = [added, ...ids.filter((id) => id !== added)];
    const moved = await s.call('PUT', '/api/console/credits/order', { uid: staff, ids: order });
    expect(moved.status).toBe(200);
    expect(moved.body.results.map((d: { id: number }) => d.id)).toEqual(order);
    expect((await developers()).map((d) => d.id)).toEqual(order);
    const [reorder] = await s.query<{ action: string; after: string }>('select action, after from audit_log order by id desc limit 1');
    expect(reorder.action).toBe('reorder');
    expect(reorder.after.startsWith('김새봄, 김도윤')).toBe(true);

    const gone = await s.call('DELETE', `/api/console/credits/${added}`, { uid: staff });
    expect(gone.status).toBe(200);
    expect((await developers()).map((d) => d.id)).toEqual(ids.filter((id) => id !== added));
    const [entry] = await s.query<{ action: string; before: string }>('select action, before from audit_log order by id desc limit 1');
    expect(entry.action).toBe('delete');
    expect(JSON.parse(entry.before)).toMatchObject({ name: '김새봄' });
  });
  it('tells open pages of each add, edit, move and removal (live event credits), and of no refused write', async () => {
    const stream = await openLiveEvents<{ id?: number; change: string }>(s, 'credits');
    expect((await s.call('DELETE', '/api/console/credits/1', { uid: club })).status).toBe(403);
    const r = await s.call('POST', '/api/console/credits', person(staff, { name: '이하늘' }));
    expect(r.status).toBe(201);
    const id = r.body.id as number;
    expect((await s.call('PATCH', `/api/console/credits/${id}`, person(staff, { name: '이하늘', role: '디자인' }))).status).toBe(200);
    const ids = (await developers()).map((d) => d.id);
    expect((await s.call('PUT', '/api/console/credits/order', { uid: staff, ids: [id, ...ids.filter((x) => x !== id)] })).status).toBe(200);
    expect((await s.call('DELETE', `/api/console/credits/${id}`, { uid: staff })).status).toBe(200);
    await expect
      .poll(() => stream.events, { timeout: 3000, interval: 20 })
      .toEqual([
        { id, change: 'added' },
        { id, change: 'edited' },
        { change: 'moved' },
        { id, change: 'removed' },
      ]);
    await stream.close();
  });
});
