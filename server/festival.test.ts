// The festival as data: GET /api/festival, PUT /api/admin/festival (Staff, every problem reported,
// nothing changed by a bad one), the rules reading the stored festival (plays a day, coupon release),
// the live event, index.html carrying the settings, and an empty start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FESTIVAL, type FestivalSettings } from '@contract/festival';
import { createTestServer, DB_KINDS, TEST_ADMINS, type TestServer } from './test/harness';
import { releaseInstant } from './services/coupon-release';

const NEXT_YEAR: FestivalSettings = {
  ...SAMPLE_FESTIVAL,
  dates: ['2026-09-23', '2026-09-24', '2026-09-25'],
  opening_instant: '2026-09-23T09:00:00+09:00',
  game: { ...SAMPLE_FESTIVAL.game, tries_per_day: 2 },
};

/** Reads /api/live until a frame of `kind` arrives (or the time runs out). */
async function nextLiveFrame(s: TestServer, kind: string, during: () => Promise<unknown>) {
  const ctrl = new AbortController();
  const res = await s.app.request('/api/live', { signal: ctrl.signal });
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  let buf = '';
  await reader.read(); // the hello frame: the stream is open
  await during();
  const deadline = Date.now() + 3000;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += dec.decode(value, { stream: true });
      const m = buf.match(new RegExp(`event: ${kind}\\ndata: (.*)\\n`));
      if (m) return JSON.parse(m[1]);
    }
    return null;
  } finally {
    ctrl.abort();
    await reader.cancel().catch(() => {});
  }
}

describe.each(DB_KINDS)('festival settings (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(kind);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('answers the seeded 2025 sample to anyone', async () => {
    const r = await s.call('GET', '/api/festival');
    expect(r.status).toBe(200);
    expect(r.body.festival).toEqual(SAMPLE_FESTIVAL);
    expect(r.body.festival.dates).toEqual(['2025-09-24', '2025-09-25', '2025-09-26']);
  });

  it('refuses a change without a session (401) or from a Club admin (403), changing nothing', async () => {
    const none = await s.call('PUT', '/api/admin/festival', { festival: NEXT_YEAR });
    expect(none.status).toBe(401);
    const club = await s.login('Club');
    const r = await s.call('PUT', '/api/admin/festival', { uid: club, festival: NEXT_YEAR });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('only Staff may change the festival settings');
    expect((await s.call('GET', '/api/festival')).body.festival.dates[0]).toBe('2025-09-24');
  });

  it('lists every problem of bad settings with its path and stores none of them', async () => {
    const uid = await s.login('Staff');
    const bad = {
      ...SAMPLE_FESTIVAL,
      dates: ['2026-09-23', '2026-09-25'],
      stage: { open: '15:00', close: '19:00', slots: ['15:00', '19:00'] },
      game: { ...SAMPLE_FESTIVAL.game, tries_per_day: 'five', pubs: [{ name: '=CMD("calc")', stock: 10 }] },
      name: { ko: '<script>alert(1)</script>' },
    };
    const r = await s.call('PUT', '/api/admin/festival', { uid, festival: bad });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('validation_error');
    expect(r.body.problems).toEqual(
      expect.arrayContaining([
        'name.ko: the Korean name may not contain < or >',
        'dates: the dates must be consecutive days in order',
        'stage: every stage slot must lie inside the stage hours (a slot lasts an hour)',
        'game.tries_per_day: plays a day must be a number',
        'game.pubs[0].name: a pub name may not start with =, +, - or @',
      ]),
    );
    const eight = await s.call('PUT', '/api/admin/festival', {
      uid,
      festival: { ...SAMPLE_FESTIVAL, dates: ['01', '02', '03', '04', '05', '06', '07', '08'].map((d) => `2026-09-${d}`) },
    });
    expect(eight.status).toBe(400);
    expect(eight.body.message).toBe('dates: the festival lasts at most 7 days');
    const notJson = await s.call('PUT', '/api/admin/festival', 'nope', { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    expect((await s.call('GET', '/api/festival')).body.festival).toEqual(SAMPLE_FESTIVAL);
  });

  it('stores Staff settings, publishes them live, and the rules follow them', async () => {
    const uid = await s.login('Staff');
    const frame = await nextLiveFrame(s, 'festival', async () => {
      const r = await s.call('PUT', '/api/admin/festival', { uid, festival: NEXT_YEAR });
      expect(r.status).toBe(200);
      expect(r.body.festival.dates).toEqual(NEXT_YEAR.dates);
    });
    expect(frame?.opening_instant).toBe('2026-09-23T09:00:00+09:00');
    expect((await s.call('GET', '/api/festival')).body.festival).toEqual(NEXT_YEAR);
    const row = await s.query<{ settings: string }>('select settings from festival');
    expect(JSON.parse(row[0].settings).dates).toEqual(NEXT_YEAR.dates);
    // In the audit log: who, and the fields that changed, as they were and as they are.
    const log = await s.call('GET', '/api/console/audit', undefined, { authorization: `Bearer ${uid}` });
    const [audit] = log.body.entries as { action: string; admin_name: string; before: string; after: string }[];
    expect(audit).toMatchObject({ action: 'festival.settings', admin_name: TEST_ADMINS.find((a) => a.role === 'Staff')!.name });
    expect(audit.before).toContain('"dates":["2025-09-24"');
    expect(audit.after).toContain(`"dates":["${NEXT_YEAR.dates[0]}"`);

    // Plays a day: 2 now.
    const first = await s.call('POST', '/api/game/games/start/', {});
    expect(first.status).toBe(200);
    const user = first.body.data.user_id;
    expect((await s.call('POST', '/api/game/games/start/', { user_id: user })).status).toBe(200);
    const third = await s.call('POST', '/api/game/games/start/', { user_id: user });
    expect(third.status).toBe(400);
    expect(third.body.message).toBe('you have used all 2 plays today; come back tomorrow');

    // Coupons spread over the stored days.
    expect(releaseInstant(0, 10, NEXT_YEAR.dates).toISOString()).toBe('2026-09-23T01:00:00.000Z');
    expect(releaseInstant(9, 10, NEXT_YEAR.dates).toISOString().slice(0, 10)).toBe('2026-09-25');

    // Back to the sample for the other tests of this file.
    expect((await s.call('PUT', '/api/admin/festival', { uid, festival: SAMPLE_FESTIVAL })).status).toBe(200);
  });
});

describe('index.html carries the festival (no extra request on first paint)', () => {
  let s: TestServer;
  let client: string;
  beforeAll(async () => {
    client = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-client-'));
    fs.writeFileSync(path.join(client, 'index.html'), '<!doctype html><html><head><title>축제</title></head><body></body></html>');
    s = await createTestServer('pglite', { clientDir: client });
  });
  afterAll(async () => {
    await s?.stop();
    fs.rmSync(client, { recursive: true, force: true });
  });

  it('injects the stored settings as a JSON data block, with < escaped', async () => {
    const uid = await s.login('Staff');
    const named = { ...NEXT_YEAR, name: { ko: '2026 축제 </script> 밤' } };
    // A name with markup is refused; the stored festival goes into the page as data.
    expect((await s.call('PUT', '/api/admin/festival', { uid, festival: named })).status).toBe(400);
    expect((await s.call('PUT', '/api/admin/festival', { uid, festival: NEXT_YEAR })).status).toBe(200);
    const res = await s.app.request('/timetable');
    const html = await res.text();
    const m = html.match(/<script type="application\/json" id="festival-settings">(.*?)<\/script>/);
    expect(m).not.toBeNull();
    expect(JSON.parse(m![1])).toEqual(NEXT_YEAR);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('carries the urgent notice now, so home lays its bar out with the page; a changed notice is in the next page', async () => {
    const block = async () => {
      const html = await (await s.app.request('/')).text();
      const m = html.match(/<script type="application\/json" id="urgent-notice">(.*?)<\/script>/);
      expect(m).not.toBeNull();
      expect(m![1]).not.toContain('</');
      return JSON.parse(m![1]);
    };
    const served = (await s.call('GET', '/api/board/emergency')).body;
    expect(await block()).toEqual({ id: served.id, title: served.title, content: served.content });
    const uid = await s.login('Staff');
    const edit = await s.call('PATCH', '/api/board/emergency', { uid, title: '무대 </script> 안내', content: '정문 쪽으로 <b>천천히</b>' });
    expect(edit.status).toBe(200);
    expect(await block()).toEqual({ id: served.id, title: '무대 </script> 안내', content: '정문 쪽으로 <b>천천히</b>' });
  });

  it("carries home's first reads, each the API's own answer in the visitor's language; the kept shell carries none", async () => {
    const readsOf = async (page: string, lang?: string) => {
      const html = await (await s.app.request(page, lang ? { headers: { cookie: `lang=${lang}` } } : {})).text();
      const m = html.match(/<script type="application\/json" id="page-reads">(.*?)<\/script>/);
      return m ? (JSON.parse(m[1]) as { at: number; reads: Record<string, unknown> }) : null;
    };
    // The sample festival, open at the test clock (an earlier case of this file stores next year's).
    const uid = await s.login('Staff');
    expect((await s.call('PUT', '/api/admin/festival', { uid, festival: SAMPLE_FESTIVAL })).status).toBe(200);
    const home = await readsOf('/');
    expect(home).not.toBeNull();
    expect(Math.abs(Date.now() - home!.at)).toBeLessThan(60_000);
    const ranking = (await s.call('POST', '/api/booths/list/', { top_liked_3: true, types: ['Booth'], ordering: '-likes' })).body;
    expect(home!.reads['POST /booths/list/ {"ordering":"-likes","top_liked_3":true,"types":["Booth"]}']).toEqual(ranking);
    const events = (await s.call('POST', '/api/booths/list/', { types: ['Booth'], ordering: '-id', limit: 5, is_event: true })).body;
    expect(home!.reads['POST /booths/list/ {"is_event":true,"limit":5,"ordering":"-id","types":["Booth"]}']).toEqual(events);
    // Each festival day's first slot (the celebrity acts).
    const festival = (await s.call('GET', '/api/festival')).body.festival as FestivalSettings;
    for (const date of festival.dates) {
      const path = `/stage/days/${date}/schedules/${festival.stage.slots[0]}`;
      expect(home!.reads[`GET ${path}`]).toEqual((await s.call('GET', `/api${path}`)).body);
    }
    const english = await readsOf('/', 'en');
    const key = `GET /stage/days/${festival.dates[0]}/schedules/${festival.stage.slots[0]}?lang=en`;
    expect(english!.reads[key]).toEqual((await s.call('GET', `/api/stage/days/${festival.dates[0]}/schedules/${festival.stage.slots[0]}?lang=en`)).body);
    expect(Object.keys(english!.reads).every((k) => k.includes('?lang=en'))).toBe(true);
    // The board's page and tab come from its address.
    const lost = await readsOf('/board?category=LostItem&page=2');
    expect(lost!.reads['GET /board/?category=LostItem&page=2&size=10']).toEqual((await s.call('GET', '/api/board/?page=2&size=10&category=LostItem')).body);
    // The service worker keeps /index.html to open offline later: its answers would be old by then.
    expect(await readsOf('/index.html')).toBeNull();
    // Screens without first reads in the table carry no block.
    expect(await readsOf('/developers')).toBeNull();
  });
});

describe.each(DB_KINDS)('an empty start (FESTIVAL=empty) (%s)', (kind) => {
  let s: TestServer;
  const staff = TEST_ADMINS.find((a) => a.role === 'Staff')!;
  beforeAll(async () => {
    s = await createTestServer(kind, { emptyFestival: true, adminCodes: [{ ...staff, boothId: null }] });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('has no festival and no content, but the Staff admin can log in and set one up', async () => {
    expect((await s.call('GET', '/api/festival')).body).toEqual({ festival: null });
    expect(await s.query<{ n: number }>('select count(*)::int as n from booths')).toEqual([{ n: 0 }]);
    const uid = await s.login('Staff');
    const r = await s.call('PUT', '/api/admin/festival', { uid, festival: NEXT_YEAR });
    expect(r.status).toBe(200);
    expect((await s.call('GET', '/api/festival')).body.festival.dates).toEqual(NEXT_YEAR.dates);
  });
});
