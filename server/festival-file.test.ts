// The whole festival as one file (contract/festival-file.ts): Staff's export and import over HTTP, on
// PGlite and PostgreSQL. The sample's export is the sample; it round-trips through an empty server; the
// sample moved one year later runs as that festival; hostile files are refused with every problem and
// change nothing; an import over a festival needs replace; everything is audit-logged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FESTIVAL_FILE_LIMITS, shiftFestivalFile, type FestivalFile } from '@contract/festival-file';
import { sampleFestivalFile } from '@contract/sample/festival-file';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';

const EXPORT = '/api/admin/festival/export';
const IMPORT = '/api/admin/festival/import';
const bearer = (uid: string) => ({ authorization: `Bearer ${uid}` });
const withoutStamp = (f: FestivalFile) => ({ ...f, exported_at: undefined });
const clone = <T>(x: T): T => structuredClone(x);
const PNG_URL = () => `data:image/png;base64,${PNG_1PX.toString('base64')}`;
/** The file with an uploaded campus map and three pins (locations 3, 5 and 8). */
const withMap = (f: FestivalFile): FestivalFile => ({
  ...clone(f),
  map: {
    image: PNG_URL(),
    width: 1,
    height: 1,
    pins: [
      { location_id: 3, x: 0.25, y: 0.5 },
      { location_id: 5, x: 0.5, y: 0.125 },
      { location_id: 8, x: 1, y: 0 },
    ],
  },
});

/** A PNG of 1x1 pixel (valid header, IHDR, IDAT, IEND). */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function exportOf(s: TestServer): Promise<FestivalFile> {
  const uid = await s.login('Staff');
  const r = await s.call('GET', EXPORT, undefined, bearer(uid));
  expect(r.status).toBe(200);
  return r.body as FestivalFile;
}

async function importInto(s: TestServer, file: unknown, query = '') {
  const uid = await s.login('Staff');
  return s.call('POST', `${IMPORT}${query}`, typeof file === 'string' ? file : JSON.stringify(file), { ...bearer(uid), 'content-type': 'application/json' });
}

/** The number of rows of every table a festival lives in (what "nothing changed" is checked with). */
async function rowCounts(s: TestServer) {
  const [r] = await s.query<Record<string, number>>(`select
    (select count(*) from festival)::int as festival, (select count(*) from locations)::int as locations,
    (select count(*) from booths)::int as booths, (select count(*) from booth_menus)::int as menus,
    (select count(*) from booth_schedules)::int as schedules, (select count(*) from booth_likes)::int as likes,
    (select count(*) from stages)::int as stages, (select count(*) from posts)::int as posts,
    (select count(*) from coupons)::int as coupons, (select count(*) from audit_log where action like 'festival.import%')::int as imports,
    (select count(*) from campus_map)::int as maps, (select count(*) from locations where map_x is not null)::int as pins`);
  return r;
}

const s_credits = async (s: TestServer) => s.query('select id, position, name from credits order by id');

describe.each(DB_KINDS)('festival export and import (%s)', (kind) => {
  let sample: TestServer;
  let empty: TestServer;
  let exported: FestivalFile;
  beforeAll(async () => {
    sample = await createTestServer(kind);
    empty = await createTestServer(kind, { emptyFestival: true });
    exported = await exportOf(sample);
  });
  afterAll(async () => {
    await sample?.stop();
    await empty?.stop();
  });

  it('exports the seeded sample exactly as the sample festival is written', () => {
    expect(withoutStamp(exported)).toEqual(withoutStamp(sampleFestivalFile()));
    expect(exported.format).toBe('festival-export');
    expect(exported.version).toBe(1);
    expect(exported.exported_at).toBe('2025-09-25T14:00:00+09:00');
  });

  it('lets only Staff export or import, with the reason', async () => {
    expect((await sample.call('GET', EXPORT)).status).toBe(401);
    const club = await sample.login('Club');
    const r = await sample.call('GET', EXPORT, undefined, bearer(club));
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('only Staff may export the festival');
    const stuco = await sample.login('Stuco');
    const i = await sample.call('POST', `${IMPORT}?apply=1&replace=1`, JSON.stringify(exported), bearer(stuco));
    expect(i.status).toBe(403);
    expect(i.body.message).toBe('only Staff may import a festival');
    expect((await sample.call('POST', IMPORT, JSON.stringify(exported))).status).toBe(401);
  });

  it('answers 404 with a reason when there is no festival to export (an empty start)', async () => {
    const uid = await empty.login('Staff');
    const r = await empty.call('GET', EXPORT, undefined, bearer(uid));
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: 'no_festival', message: 'there is no festival to export yet' });
  });

  describe('hostile and malformed files are refused with every problem, changing nothing', () => {
    const booth = (f: FestivalFile, id: number) => f.booths.find((b) => b.id === id)!;
    const cases: [string, () => FestivalFile | string, string[]][] = [
      [
        'wrong types',
        () => {
          const f = clone(exported) as any;
          f.booths[0].menus[1].price = 'free';
          f.booths[2].is_night = 'yes';
          f.stages[0].start_time = 1758780000;
          f.settings.game.tries_per_day = 'five';
          return f;
        },
        [
          'booths[0] (id 1).menus[1].price: the price must be a number',
          'booths[2] (id 3).is_night: is_night must be true or false',
          'stages[0] (id 1).start_time: start_time must be an ISO instant',
          'settings.game.tries_per_day: plays a day must be a number',
        ],
      ],
      [
        'unknown location and booth ids, a day outside the festival, a repeated id',
        () => {
          const f = clone(exported);
          booth(f, 1).location_id = 999;
          f.posts.find((p) => p.booth_id !== null)!.booth_id = 4242;
          booth(f, 2).schedules[0].day = '2024-09-24';
          f.stages[1].id = f.stages[0].id;
          return f;
        },
        [
          'booths[0] (id 1).location_id: unknown location 999 (not in locations)',
          'booths[1] (id 2).schedules[0].day: 2024-09-24 is not a festival day (2025-09-24, 2025-09-25, 2025-09-26)',
          'stages[1] (id 1).id: another stage has the id 1',
        ],
      ],
      [
        'spreadsheet formulas in names',
        () => {
          const f = clone(exported);
          booth(f, 1).name = '=HYPERLINK("http://evil.example","click")';
          booth(f, 2).menus[0].name = '+82 special';
          f.locations[0].names.en = '@SUM(A1:A9)';
          f.stages[0].name = '-1+2';
          return f;
        },
        [
          'booths[0] (id 1).name: the booth name may not start with =, +, - or @ (a spreadsheet would run it as a formula)',
          'booths[1] (id 2).menus[0].name: the menu name may not start with =, +, - or @ (a spreadsheet would run it as a formula)',
          'locations[0] (id 3).names.en: the English name may not start with =, +, - or @ (a spreadsheet would run it as a formula)',
          'stages[0] (id 1).name: the act name may not start with =, +, - or @ (a spreadsheet would run it as a formula)',
        ],
      ],
      [
        'a script in a name or description, control characters',
        () => {
          const f = clone(exported);
          booth(f, 1).name = '<script>alert(1)</script>';
          booth(f, 2).description = 'Welcome <script src="//evil.example/x.js"></script>';
          booth(f, 3).menus[0].name = 'tea\u0007';
          f.posts[0].title = 'lost\u0000wallet';
          return f;
        },
        [
          'booths[0] (id 1).name: the booth name may not contain < or > (names are text, not markup)',
          'booths[1] (id 2).description: the description may not contain a script tag',
          'booths[2] (id 3).menus[0].name: the menu name must not contain control characters',
          'posts[0] (id 1).title: the title must not contain control characters',
        ],
      ],
      [
        '10 MB of rows',
        () => {
          const f = clone(exported);
          const many = Array.from({ length: 20_000 }, (_, i) => ({ ...f.booths[0], id: 10_000 + i, menus: [], description: 'x'.repeat(300) }));
          return { ...f, booths: many };
        },
        ['booths: at most 2,000 booths (the file has 20,000)'],
      ],
      [
        'not JSON, or not a festival',
        () => '{"format": "festival-export", "version": 1, "booths": [',
        ['the file is not valid JSON'],
      ],
      [
        'a script or a formula in the festival name, a stage, a corner or a writer name',
        () => {
          const f = clone(exported);
          f.settings.name.ko = '<script>alert(1)</script>';
          f.settings.name.en = '=HYPERLINK("http://evil.example")';
          f.stages[0].location_name = '<img src=x onerror=alert(1)>';
          booth(f, 1).corners = ['@SUM(A1:A9)'];
          f.posts[0].writer_name = '<b>staff</b>';
          return f;
        },
        [
          'settings.name.ko: the Korean name may not contain < or >',
          'settings.name.en: the English name may not start with =, +, - or @',
          'stages[0] (id 1).location_name: the stage name may not contain < or > (names are text, not markup)',
          'booths[0] (id 1).corners[0]: a corner name may not start with =, +, - or @ (a spreadsheet would run it as a formula)',
          'posts[0] (id 1).writer_name: the writer name may not contain < or > (names are text, not markup)',
        ],
      ],
      [
        'wrong types for whole sections',
        () => ({ ...clone(exported), locations: { many: true }, stages: null }) as unknown as FestivalFile,
        ['locations: locations must be a list', 'stages: stages must be a list'],
      ],
      [
        'a __proto__ key in a row and a number too large for JSON',
        () => {
          const f = clone(exported);
          return JSON.stringify(f)
            .replace('"likes":', '"__proto__":{"isAdmin":true},"likes":')
            .replace(/"price":\d+/, '"price":1e999');
        },
        ['booths[0] (id 1).__proto__: unknown field: __proto__', 'booths[0] (id 1).menus[0].price: the price must be a whole number'],
      ],
      [
        'a campus map whose pins name an unknown location or the same location twice',
        () => {
          const f = withMap(exported);
          f.map!.pins[0].location_id = 999;
          f.map!.pins[2].location_id = 5;
          return f;
        },
        ['map.pins[0].location_id: unknown location 999 (not in locations)', 'map.pins[2].location_id: location 5 has two pins'],
      ],
      [
        'a campus map with wrong types, a pin off the image, an unknown field',
        () => {
          const f = withMap(exported) as any;
          f.map.width = '800px';
          f.map.pins[1].x = 1.5;
          f.map.pins[2].y = '0.2';
          f.map.svg = '<svg/>';
          return f;
        },
        [
          'map.width: the map width must be a number',
          'map.pins[1].x: pin x must be 0 to 1 (a fraction of the map image)',
          'map.pins[2].y: pin y must be a number',
          'map.svg: unknown field: svg',
        ],
      ],
      [
        'a campus map image that is not an image, or a script',
        () => {
          const f = withMap(exported);
          f.map!.image = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
          return f;
        },
        ['map.image: the data URL is not a PNG, JPEG or WebP image'],
      ],
      [
        'a campus map image given as a script URL',
        () => {
          const f = withMap(exported);
          f.map!.image = 'javascript:alert(1)';
          return f;
        },
        ['map.image: the map image must be a path on this server (/images/...) or a data:image/png, jpeg or webp;base64 URL'],
      ],
      [
        'an image that is not an image',
        () => {
          const f = clone(exported);
          booth(f, 1).image_url = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
          booth(f, 2).image_url = 'javascript:alert(1)';
          return f;
        },
        ['booths[1] (id 2).image_url: the booth image must be a path on this server (/images/...) or a data:image/png, jpeg or webp;base64 URL'],
      ],
      [
        'a building plan label outside the plan',
        () => {
          const f = clone(exported);
          f.plans.find((p) => p.location_id === 11)!.spots[1].x = 150;
          return f;
        },
        ['plans[5].spots[1].x: x must be 0 to 100 (percent of the plan)'],
      ],
      [
        'building plans with labels elsewhere, outside the festival, twice, and a bad image',
        () => {
          const f = clone(exported);
          const square = f.plans.find((p) => p.location_id === 11)!;
          square.spots[0].booth_id = 2;
          square.spots[2].date = '2025-10-01';
          square.spots.push({ ...square.spots[3] });
          square.image = { url: 'javascript:alert(1)', width: 10, height: 10 };
          f.plans.push({ location_id: 999, image: null, spots: [] });
          return f;
        },
        [
          'plans[5] (location 11).spots[0].booth_id: booth 2 is at location 12, not 11',
          'plans[5] (location 11).spots[2].date: 2025-10-01 is not a festival day (2025-09-24, 2025-09-25, 2025-09-26)',
          'plans[5] (location 11).spots[12]: booth 7 has another label on',
          'plans[5] (location 11).image.url: the plan image must be a path on this server',
          'plans[8] (location 999).location_id: unknown location 999 (not in locations)',
        ],
      ],
    ];

    it.each(cases)('%s', async (_name, make, expected) => {
      const file = make();
      const text = typeof file === 'string' ? file : JSON.stringify(file);
      if (_name === '10 MB of rows') {
        expect(text.length).toBeGreaterThan(10 * 1024 * 1024);
        expect(text.length).toBeLessThan(FESTIVAL_FILE_LIMITS.bytes);
      }
      const before = await rowCounts(empty);
      for (const query of ['', '?apply=1']) {
        const r = await importInto(empty, text, query);
        expect(r.status).toBe(400);
        expect(r.body.error).toBe('validation_error');
        expect(r.body.dry_run).toBe(query === '');
        for (const line of expected) expect(r.body.problems, line).toContainEqual(expect.stringContaining(line));
        expect(r.body.message).toBe(r.body.problems[0]);
      }
      expect(await rowCounts(empty)).toEqual(before);
      expect(before.festival).toBe(0);
    });

    it('refuses a file over the size limit with a 413 naming the limit', async () => {
      const uid = await empty.login('Staff');
      const body = `{"pad":"${'x'.repeat(FESTIVAL_FILE_LIMITS.bytes)}"}`;
      const r = await empty.call('POST', `${IMPORT}?apply=1`, body, { ...bearer(uid), 'content-type': 'application/json', 'content-length': String(body.length) });
      expect(r.status).toBe(413);
      expect(r.body.message).toBe('the file is 16.0 MB; a festival file may be at most 16 MB');
    });

    it('refuses a streamed file without a length once it passes the limit, reading no further and changing nothing', async () => {
      const uid = await empty.login('Staff');
      const before = await rowCounts(empty);
      const chunk = new TextEncoder().encode(`{"id":1,"name":"${'x'.repeat(64 * 1024)}"},`);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        start(ctrl) {
          ctrl.enqueue(new TextEncoder().encode('{"format":"festival-export","version":1,"booths":['));
        },
        pull(ctrl) {
          if (sent >= 2 * FESTIVAL_FILE_LIMITS.bytes) return ctrl.close();
          sent += chunk.length;
          ctrl.enqueue(chunk);
        },
      });
      const res = await empty.app.request(`${IMPORT}?apply=1`, { method: 'POST', body, headers: { ...bearer(uid), 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: string }).error).toBe('too_large');
      expect(sent).toBeLessThan(2 * FESTIVAL_FILE_LIMITS.bytes);
      expect(await rowCounts(empty)).toEqual(before);
    });
  });

  it('round-trips the sample through an empty server: dry run, import, export again, equal', async () => {
    const dry = await importInto(empty, exported);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dry_run: true, ok: true, problems: [], needs_replace: false });
    expect(dry.body.counts).toEqual({ days: 3, locations: 19, booths: 45, menus: 92, stages: 24, posts: 34, images: 0 });
    expect((await rowCounts(empty)).festival).toBe(0);

    const r = await importInto(empty, exported, '?apply=1');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dry_run: false, ok: true, replaced: false });
    expect(r.body.counts.coupons).toBe(140);
    const again = await exportOf(empty);
    expect(withoutStamp(again)).toEqual(withoutStamp(exported));

    // The audit log says who imported what.
    const uid = await empty.login('Staff');
    const audit = await empty.call('GET', '/api/console/audit', undefined, bearer(uid));
    const line = audit.body.entries.find((e: { action: string }) => e.action === 'festival.import');
    expect(line).toMatchObject({ admin_role: 'Staff', entity: 'festival' });
    expect(JSON.parse(line.after)).toMatchObject({ dates: ['2025-09-24', '2025-09-25', '2025-09-26'], booths: 45 });
  });

  it('refuses an import over a festival without replace (409, nothing changed), and replaces with it', async () => {
    const before = await rowCounts(sample);
    const moved = shiftFestivalFile(exported, 365);
    const dry = await importInto(sample, moved);
    expect(dry.body).toMatchObject({ dry_run: true, ok: true, needs_replace: true });
    const r = await importInto(sample, moved, '?apply=1');
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('festival_has_content');
    expect(r.body.message).toBe('this server already has a festival (settings, 19 locations, 45 booths, 24 acts, 34 posts); import with replace=1 to overwrite it');
    expect(await rowCounts(sample)).toEqual(before);
    expect((await sample.call('GET', '/api/festival')).body.festival.dates[0]).toBe('2025-09-24');

    // A Club account keeps its booth through a replace (the booth's id is in the file).
    const [tie] = await sample.query<{ booth_id: number }>(`select booth_id from admins where role = 'Club' and booth_id is not null order by id limit 1`);
    const ok = await importInto(sample, moved, '?apply=1&replace=1');
    expect(ok.status).toBe(200);
    expect(ok.body.replaced).toBe(true);
    expect((await sample.call('GET', '/api/festival')).body.festival.dates[0]).toBe('2026-09-24');
    const [after] = await sample.query<{ booth_id: number }>(`select booth_id from admins where role = 'Club' and booth_id is not null order by id limit 1`);
    expect(after.booth_id).toBe(tie.booth_id);
    expect((await rowCounts(sample)).imports).toBe(before.imports + 1);
  });

  it('carries the uploaded campus map and its pins: imported as an upload, shown on the map, exported again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-map-'));
    const s = await createTestServer(kind, { emptyFestival: true, dataDir: dir });
    try {
      const f = withMap(exported);
      f.map!.width = 640; // the image's own size (1×1) wins, as an upload's does
      const dry = await importInto(s, f);
      expect(dry.status).toBe(200);
      expect((await rowCounts(s)).maps).toBe(0);
      const r = await importInto(s, f, '?apply=1');
      expect(r.status).toBe(200);
      expect(r.body.counts.images).toBe(1);
      const shown = (await s.call('GET', '/api/locations')).body;
      expect(shown.map).toMatchObject({ width: 1, height: 1, pins: [{ id: 3, x: 0.25, y: 0.5 }, { id: 5, x: 0.5, y: 0.125 }, { id: 8, x: 1, y: 0 }] });
      expect(shown.map.image_url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
      const served = await s.app.request(shown.map.image_url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      const again = await exportOf(s);
      expect(again.map).toEqual({ ...withMap(exported).map, width: 1, height: 1 });

      // Staff moves a pin in the console; the export says where it is now.
      const uid = await s.login('Staff');
      expect((await s.call('PUT', '/api/console/locations/8/pin', { uid, x: 0.75, y: 0.25 })).status).toBe(200);
      expect((await exportOf(s)).map!.pins[2]).toEqual({ location_id: 8, x: 0.75, y: 0.25 });

      // A replace with a file without a map goes back to the built-in art: no map, no pins.
      const replaced = await importInto(s, exported, '?apply=1&replace=1');
      expect(replaced.status).toBe(200);
      expect((await s.call('GET', '/api/locations')).body.map).toBeNull();
      expect(await rowCounts(s)).toMatchObject({ maps: 0, pins: 0 });
      expect((await exportOf(s)).map).toBeNull();

      // A file written before the map was part of it (no `map` at all) still imports.
      const old = clone(exported) as Partial<FestivalFile>;
      delete old.map;
      expect((await importInto(s, old, '?apply=1&replace=1')).status).toBe(200);
    } finally {
      await s.stop();
    }
  });

  it('brings building plans and their images back: a plan image is stored as an upload, its labels at their spots', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-plan-'));
    const s = await createTestServer(kind, { emptyFestival: true, dataDir: dir });
    try {
      const f = clone(exported);
      const dataUrl = `data:image/png;base64,${PNG_1PX.toString('base64')}`;
      const field = { location_id: 6, image: { url: dataUrl, width: 50, height: 50 }, spots: [] };
      f.plans = [...f.plans, field].sort((a, b) => a.location_id - b.location_id);
      f.plans.find((p) => p.location_id === 11)!.spots[0].x = 33.5;
      const r = await importInto(s, f, '?apply=1');
      expect(r.status).toBe(200);
      expect(r.body.counts.images).toBe(1);
      const plan = await s.call('GET', '/api/plans/6');
      expect(plan.status).toBe(200);
      // The image's own size (1 x 1) wins over the numbers beside it.
      expect(plan.body.image).toEqual({ url: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/), width: 1, height: 1 });
      expect((await s.app.request(plan.body.image.url)).status).toBe(200);
      expect((await s.call('GET', '/api/plans/11')).body.spots).toEqual(f.plans.find((p) => p.location_id === 11)!.spots);
      const locations = (await s.call('GET', '/api/locations')).body.results as { id: number; hasDetailMap: boolean }[];
      expect(locations.find((l) => l.id === 6)!.hasDetailMap).toBe(true);
      const again = await exportOf(s);
      expect(again.plans).toEqual(f.plans.map((p) => (p.location_id === 6 ? { ...p, image: { url: dataUrl, width: 1, height: 1 } } : p)));
    } finally {
      await s.stop();
    }
  });

  it('carries the developers page: an import writes the people of the file in its order; a file without them keeps them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-credits-'));
    const s = await createTestServer(kind, { emptyFestival: true, dataDir: dir });
    try {
      const names = async () => ((await s.call('GET', '/api/developers/')).body.results as { name: string; link: string | null; image: string | null }[]);
      // A file from before credits were data: the 2025 team stays.
      const old = clone(exported);
      delete old.credits;
      expect((await importInto(s, old, '?apply=1')).status).toBe(200);
      expect((await names()).map((d) => d.name)).toEqual(exported.credits!.map((c) => c.name));

      const f = clone(exported);
      f.credits = [
        { id: 40, name: '김새봄', teams: ['Front-End'], role: '프론트엔드 개발', major: '컴퓨터공학전공', image_url: `data:image/png;base64,${PNG_1PX.toString('base64')}`, link: 'https://example.com/saebom' },
        { ...exported.credits![0] },
      ];
      const r = await importInto(s, f, '?apply=1&replace=1');
      expect(r.status).toBe(200);
      const now = await names();
      expect(now.map((d) => [d.name, d.link])).toEqual([
        ['김새봄', 'https://example.com/saebom'],
        ['김도윤', null],
      ]);
      expect(now[0].image).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
      expect((await exportOf(s)).credits).toEqual(f.credits);
      // A new person after the import gets the next id.
      const uid = await s.login('Staff');
      const added = await s.call('POST', '/api/console/credits', { uid, name: '박하늘', teams: ['PM/DS'], role: '기획', major: '' });
      expect(added.body.id).toBe(41);
    } finally {
      await s.stop();
    }
  });

  it('reads a file written before plans were data: the flagged locations get a plan without labels', async () => {
    const s = await createTestServer(kind, { emptyFestival: true });
    try {
      const { plans: _none, ...old } = clone(exported);
      const r = await importInto(s, old, '?apply=1');
      expect(r.status).toBe(200);
      expect((await s.call('GET', '/api/plans/11')).body).toEqual({ location_id: 11, image: null, spots: [] });
      expect((await s.call('GET', '/api/plans/6')).status).toBe(404);
      expect((await exportOf(s)).plans.map((p) => p.location_id)).toEqual(exported.plans.map((p) => p.location_id));
    } finally {
      await s.stop();
    }
  });

  it('refuses hostile credits with every problem, changing nothing', async () => {
    const before = await s_credits(sample);
    const f = clone(exported);
    f.credits![0].link = 'javascript:alert(1)';
    f.credits![1].name = '=HYPERLINK("http://evil.example")';
    f.credits![2].role = '<script>x</script>';
    (f.credits![3] as { teams: string[] }).teams = ['Wizards'];
    f.credits![4].id = f.credits![5].id;
    const r = await importInto(sample, f, '?apply=1&replace=1');
    expect(r.status).toBe(400);
    expect(r.body.problems).toEqual([
      'credits[0] (id 1).link: the link must be an http:// or https:// address',
      'credits[1] (id 2).name: the name may not start with =, +, - or @ (a spreadsheet would run it as a formula)',
      'credits[2] (id 3).role: the role may not contain < or >',
      'credits[3] (id 4).teams[0]: a team must be one of Team Lead, PM/DS, Front-End, Back-End, Corporate Affairs',
    ]);
    expect(await s_credits(sample)).toEqual(before);
  });

  it('stores a data-URL image as an upload and exports it as the same data URL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-img-'));
    const s = await createTestServer(kind, { emptyFestival: true, dataDir: dir });
    try {
      const f = clone(exported);
      const dataUrl = `data:image/png;base64,${PNG_1PX.toString('base64')}`;
      f.booths[0].image_url = dataUrl;
      f.booths[0].menus[0].image_url = dataUrl;
      const r = await importInto(s, f, '?apply=1');
      expect(r.status).toBe(200);
      expect(r.body.counts.images).toBe(1);
      const detail = await s.call('GET', `/api/booths/${f.booths[0].id}/`);
      expect(detail.body.image_url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
      const served = await s.app.request(detail.body.image_url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      const again = await exportOf(s);
      expect(again.booths[0].image_url).toBe(dataUrl);
    } finally {
      await s.stop();
    }
  });
});

describe.each(DB_KINDS)('the sample moved one year later (%s)', (kind) => {
  let s: TestServer;
  let clientDir: string;
  const moved = shiftFestivalFile(sampleFestivalFile(), 365);
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    s = await createTestServer(kind, { emptyFestival: true, now: '2026-09-25T16:10:00+09:00', clientDir });
    const r = await importInto(s, moved, '?apply=1');
    expect(r.status).toBe(200);
  });
  afterAll(async () => {
    await s?.stop();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers the new dates, opening and the same night hours and game', async () => {
    const f = (await s.call('GET', '/api/festival')).body.festival;
    expect(f.dates).toEqual(['2026-09-24', '2026-09-25', '2026-09-26']);
    expect(f.opening_instant).toBe(moved.settings.opening_instant);
    expect(f.opening_instant.startsWith('2026-09-')).toBe(true);
    expect(f.night).toEqual(sampleFestivalFile().settings.night);
    expect(f.game).toEqual(sampleFestivalFile().settings.game);
  });

  it('puts the new festival, with its opening instant for the countdown, into the page', async () => {
    const res = await s.app.request('/');
    const html = await res.text();
    const block = html.match(/<script type="application\/json" id="festival-settings">(.*?)<\/script>/)![1];
    const settings = JSON.parse(block);
    expect(settings.opening_instant).toBe(moved.settings.opening_instant);
    expect(settings.dates[0]).toBe('2026-09-24');
  });

  it('has the timetable on the new days and none on the old ones', async () => {
    const now = await s.call('GET', '/api/stage/days/2026-09-25/schedules/16:00');
    expect(now.status).toBe(200);
    expect(now.body.club.current_slot.map((x: { name: string }) => x.name)).toEqual(['댄스 디플로우', '풍물패 한울림']);
    expect(now.body.club.current_slot[0]).toMatchObject({ start_time: '2026-09-25T16:00:00+09:00', is_active: true });
    expect(now.body.celebrity.map((x: { name: string }) => x.name)).toEqual(['윤서하', '실버라이닝', 'DJ 코스모']);
    const day = await s.call('GET', '/api/stage/days/2026-09-26/schedules/');
    expect(day.body.schedules).toHaveLength(12);
    const old = await s.call('GET', '/api/stage/days/2025-09-25/schedules/');
    expect(old.body.schedules).toEqual([]);
  });

  it('lists booths open on the new map dates with their new business days', async () => {
    const list = async (date: string) => (await s.call('POST', '/api/booths/list/', { date, types: ['Booth'] })).body.results as { booth_id: number }[];
    const onNew = await list('2026-09-25');
    expect(onNew.length).toBeGreaterThan(10);
    expect(await list('2025-09-25')).toEqual([]);
    const detail = await s.call('GET', `/api/booths/${onNew[0].booth_id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body.schedules.map((d: { day: string }) => d.day)).toContain('2026-09-25');
    expect(detail.body.schedules.map((d: { day: string }) => d.day).every((d: string) => d.startsWith('2026-09-2'))).toBe(true);
  });

  it('moves the buildings’ labels to the new days', async () => {
    const plan = (await s.call('GET', '/api/plans/11')).body;
    expect(plan.spots.length).toBeGreaterThan(0);
    expect(plan.spots.every((sp: { date: string }) => sp.date.startsWith('2026-09-2'))).toBe(true);
    expect(plan.spots).toEqual(moved.plans.find((p) => p.location_id === 11)!.spots);
  });

  it('plays the game on the new days and releases coupons from the new opening hours', async () => {
    const start = await s.call('POST', '/api/game/games/start/', { user_id: 'none' });
    expect(start.status).toBe(200);
    const [first] = await s.query<{ at: string }>(`select min(available_from) as at from coupons`);
    expect(new Date(first.at).toISOString()).toBe(new Date('2026-09-24T10:00:00+09:00').toISOString());
    const [last] = await s.query<{ at: string }>(`select max(available_from) as at from coupons`);
    expect(new Date(last.at).getTime()).toBeLessThan(Date.parse('2026-09-26T23:00:00+09:00'));
  });
});
