// `npm run festival -- export|import|check FILE`, spawned as an organiser runs it, on a PGlite data folder
// (DATA_DIR) and on PostgreSQL (DATABASE_URL): exit status and output, a bad file touching nothing (not even
// creating the database), the refusal to import over a festival without --replace, and a server started on
// the imported folder serving that festival to the printed Staff code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FESTIVAL_FILE_LIMITS, shiftFestivalFile, type FestivalFile } from '@contract/festival-file';
import { sampleFestivalFile } from '@contract/sample/festival-file';
import { createServerApp } from './app';
import { createManualClock } from './clock';
import { createPgDatabase, DB_KINDS } from './test/harness';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(env: Record<string, string>, args: string[], viaNpm = false): Promise<Run> {
  const [cmd, argv] = viaNpm
    ? ['npm', ['run', '-s', 'festival', '--', ...args]]
    : [process.execPath, ['--import', 'tsx', 'server/scripts/festival.ts', ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { env: { ...process.env, ADMIN_CODES: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const withoutStamp = (f: FestivalFile) => ({ ...f, exported_at: undefined });
/** A PNG of 1x1 pixel, as a data URL: the campus map image. */
const PNG_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const MAP = { image: PNG_URL, width: 1, height: 1, pins: [{ location_id: 3, x: 0.25, y: 0.5 }, { location_id: 5, x: 0.5, y: 0.125 }, { location_id: 8, x: 1, y: 0 }] };

describe.each(DB_KINDS)('npm run festival (%s)', (kind) => {
  let dir: string;
  let env: Record<string, string>;
  let dropPg: (() => Promise<void>) | null = null;
  const file = (name: string) => path.join(dir, name);
  const sample = sampleFestivalFile();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-cli-'));
    env = { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' };
    if (kind === 'postgres') {
      const pg = await createPgDatabase();
      env.DATABASE_URL = pg.url;
      dropPg = pg.drop;
    }
    fs.writeFileSync(file('sample.json'), JSON.stringify(sample));
    fs.writeFileSync(file('moved.json'), JSON.stringify({ ...shiftFestivalFile(sample, 365), map: MAP }));
    const badPin = { ...structuredClone(sample), map: { ...MAP, pins: [...MAP.pins, { location_id: 404, x: 0.5, y: 0.5 }] } };
    fs.writeFileSync(file('bad-pin.json'), JSON.stringify(badPin));
    const badImage = { ...structuredClone(sample), map: { ...MAP, image: `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}` } };
    fs.writeFileSync(file('bad-image.json'), JSON.stringify(badImage));
    const bad = structuredClone(sample);
    bad.booths[0].location_id = 999;
    bad.booths[1].name = '=HYPERLINK("http://evil.example")';
    (bad.stages[0] as unknown as Record<string, unknown>).start_time = 'tomorrow';
    fs.writeFileSync(file('bad.json'), JSON.stringify(bad));
  });
  afterAll(async () => {
    await dropPg?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a bad file with every problem and exit status 1, before touching the database', async () => {
    const r = await run(env, ['import', file('bad.json')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`${file('bad.json')} is refused: 2 problem(s), nothing was changed`);
    expect(r.stderr).toContain('  booths[1] (id 2).name: the booth name may not start with =, +, - or @ (a spreadsheet would run it as a formula)\n');
    expect(r.stderr).toContain('  stages[0] (id 1).start_time: not a valid time format\n');
    // References are checked once the rows read well: the unknown location shows once the rest is fixed.
    const fixed = structuredClone(sample);
    fixed.booths[0].location_id = 999;
    fs.writeFileSync(file('bad2.json'), JSON.stringify(fixed));
    const r2 = await run(env, ['check', file('bad2.json')]);
    expect(r2.code).toBe(1);
    expect(r2.stderr).toContain('  booths[0] (id 1).location_id: unknown location 999 (not in locations)\n');
    // A campus map whose pin names an unknown location, or whose image is not an image.
    const pin = await run(env, ['import', file('bad-pin.json')]);
    expect(pin.code).toBe(1);
    expect(pin.stderr).toContain('  map.pins[3].location_id: unknown location 404 (not in locations)\n');
    const img = await run(env, ['import', file('bad-image.json')]);
    expect(img.code).toBe(1);
    expect(img.stderr).toContain('  map.image: the data URL is not a PNG, JPEG or WebP image\n');
    if (kind === 'pglite') expect(fs.existsSync(path.join(env.DATA_DIR, 'pglite'))).toBe(false);
  });

  it('refuses a file over the size limit without reading it', async () => {
    fs.writeFileSync(file('huge.json'), Buffer.alloc(FESTIVAL_FILE_LIMITS.bytes + 1024 * 1024, 0x20));
    const r = await run(env, ['import', file('huge.json')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the file is 17.0 MB; a festival file may be at most 16 MB');
  });

  it('answers wrong usage with the usage and exit status 2', async () => {
    const r = await run(env, ['frobnicate', file('sample.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('npm run festival -- import FILE [--replace]');
  });

  it('imports into an empty folder or database, prints the first Staff code, and a server then serves it', async () => {
    const r = await run(env, ['import', file('sample.json')], true);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('imported 2025 동국대학교 가을 축제 (2025-09-24, 2025-09-25, 2025-09-26): 19 locations, 45 booths, 92 menus, 24 acts, 34 posts, 0 images, 140 coupons');
    const code = /Staff {2}Staff: (staff-\S+)/.exec(r.stdout)?.[1];
    expect(code).toBeTruthy();

    // `npm start` on the same folder or database: the imported festival, the printed code logs in.
    const server = await createServerApp({
      databaseUrl: env.DATABASE_URL || null,
      dataDir: env.DATA_DIR,
      migrate: true,
      clock: createManualClock('2025-09-25T14:00:00+09:00'),
      clientDir: null,
      log: false,
      translation: { provider: 'memory' },
    });
    try {
      const festival = await (await server.app.request('/api/festival')).json();
      expect(festival.festival.dates).toEqual(sample.settings.dates);
      const login = await server.app.request('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ admin_code: code }),
      });
      expect(login.status).toBe(200);
      expect((await login.json()).role).toBe('Staff');
    } finally {
      await server.close();
    }
  });

  it('exports what it imported, refuses to import over it without --replace, and replaces with it', async () => {
    const out = await run(env, ['export', file('out.json')]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(`exported 2025 동국대학교 가을 축제 (2025-09-24 to 2025-09-26): 19 locations, 45 booths, 24 acts, 34 posts to ${file('out.json')}`);
    const exported = JSON.parse(fs.readFileSync(file('out.json'), 'utf8')) as FestivalFile;
    expect(withoutStamp(exported)).toEqual(withoutStamp(sample));

    const again = await run(env, ['import', file('sample.json')]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'this server already has a festival (settings, 19 locations, 45 booths, 24 acts, 34 posts); nothing was changed (add --replace to overwrite it)',
    );
    const bad = await run(env, ['import', file('bad.json'), '--replace']);
    expect(bad.code).toBe(1);
    for (const name of ['bad-pin.json', 'bad-image.json']) expect((await run(env, ['import', file(name), '--replace'])).code).toBe(1);
    await run(env, ['export', file('out2.json')]);
    expect(withoutStamp(JSON.parse(fs.readFileSync(file('out2.json'), 'utf8')))).toEqual(withoutStamp(sample));

    // On PostgreSQL a server already running on the database hears of the import (its change feed), no restart.
    const running =
      kind === 'postgres'
        ? await createServerApp({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, clientDir: null, log: false, translation: { provider: 'memory' } })
        : null;
    const moved = await run(env, ['import', file('moved.json'), '--replace']);
    expect(moved.code).toBe(0);
    if (running) {
      try {
        const datesNow = async () => ((await (await running.app.request('/api/festival')).json()) as { festival: { dates: string[] } }).festival.dates[0];
        const deadline = Date.now() + 10_000;
        while ((await datesNow()) !== '2026-09-24' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(await datesNow()).toBe('2026-09-24');
        const stage = await (await running.app.request('/api/stage/days/2026-09-26/schedules/')).json();
        expect((stage as { schedules: unknown[] }).schedules).toHaveLength(12);
        const pinsNow = async () => ((await (await running.app.request('/api/locations')).json()) as { map: { pins: unknown[] } | null }).map?.pins.length ?? 0;
        while ((await pinsNow()) !== 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(await pinsNow()).toBe(3);
      } finally {
        await running.close();
      }
    }
    expect(moved.stdout).toContain('replaced the festival with 2025 동국대학교 가을 축제 (2026-09-24, 2026-09-25, 2026-09-26)');
    expect(moved.stdout).toContain('1 images, 140 coupons, the campus map with 3 pins');
    expect(moved.stdout).not.toContain('Admin codes');
    await run(env, ['export', file('out3.json')]);
    const out3 = JSON.parse(fs.readFileSync(file('out3.json'), 'utf8')) as FestivalFile;
    expect(withoutStamp(out3)).toEqual(withoutStamp({ ...shiftFestivalFile(sample, 365), map: MAP }));
    expect(fs.readdirSync(path.join(env.DATA_DIR, 'uploads')).filter((n) => n.endsWith('.png'))).toHaveLength(1);
  });
});
