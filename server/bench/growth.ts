// `npm run bench:growth`: the sample festival at 1x, 10x and 100x (booths with their days, corners and
// menus, and board posts, copied N times) on PGlite and, when TEST_DATABASE_URL or BENCH_DATABASE_URL is
// set, on PostgreSQL. For a board page, a board search, a map query (booth list by distance, limit 50),
// a booth detail and the 2025 whole board list it prints p50/p99 and req/s, sequential (one request at a
// time) and under load (BENCH_CONNECTIONS, default 8, connections), plus the server's RSS after the load.
//   BENCH_DURATION (seconds of load per request kind, default 5), BENCH_SCALES (default 1,10,100),
//   BENCH_SEQUENTIAL (requests per sequential run, default 200), PGLITE_TIER_UP=1 (as the server's setting)
// Each server runs in its own process (as bench:server does), so the load generator does not share its CPU.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../db/scratch-database';
import { rssOf, spawnChild as spawnBenchChild, stopChild } from './child';
import { sql } from 'drizzle-orm';

const HERE = fileURLToPath(import.meta.url);
const spawnChild = (args: string[]) => spawnBenchChild(HERE, args);
const DURATION = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 8);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL || 200);
const SCALES = (process.env.BENCH_SCALES || '1,10,100').split(',').map(Number).filter((n) => n >= 1);
const FESTIVAL_NOW = '2025-09-26T18:10:00+09:00';

// ---------- children: the database grown to `scale` times the sample, then a festival server on it ----------
async function grow(databaseUrl: string | null, dataDir: string, scale: number) {
  const { openDatabase } = await import('../db/client');
  const { seedIfEmpty } = await import('../db/seed');
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: databaseUrl ? null : path.join(dataDir, 'pglite'),
    migrate: true,
  });
  const db = database.setupDb;
  await seedIfEmpty(db, { kind: database.kind });
  if (scale > 1) {
    const k = scale - 1;
    // Copies k of booth b get id b + k*M (M: the sample's largest id), so their days, corners, menus and
    // event posts follow them by arithmetic. Copied like counts start at 0 (no like rows are copied).
    await db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table m on commit drop as select max(id) as m from booths`);
      await tx.execute(sql`insert into booths (id, name, category, location_id, image_url, is_night, is_dorder, description, can_usage, like_count)
        select b.id + k * m.m, b.name || ' ' || (k + 1), b.category, b.location_id, b.image_url, b.is_night, b.is_dorder, b.description, b.can_usage, 0
        from booths b, m, generate_series(1, ${k}) k where b.id <= m.m`);
      await tx.execute(sql`insert into booth_schedules (booth_id, day, start_time, end_time)
        select s.booth_id + k * m.m, s.day, s.start_time, s.end_time from booth_schedules s, m, generate_series(1, ${k}) k where s.booth_id <= m.m`);
      await tx.execute(sql`insert into booth_corners (booth_id, position, name)
        select c.booth_id + k * m.m, c.position, c.name from booth_corners c, m, generate_series(1, ${k}) k where c.booth_id <= m.m`);
      await tx.execute(sql`insert into booth_menus (booth_id, position, name, price, image_url, is_soldout, sold, is_entry_fee)
        select x.booth_id + k * m.m, x.position, x.name, x.price, x.image_url, x.is_soldout, x.sold, x.is_entry_fee
        from booth_menus x, m, generate_series(1, ${k}) k where x.booth_id <= m.m`);
      await tx.execute(sql`insert into posts (category, title, content, writer_admin_id, writer_name, booth_id, location, image, start_time, end_time, is_emergency, created_at, updated_at)
        select p.category, p.title || ' ' || (k + 1), p.content, p.writer_admin_id, p.writer_name, p.booth_id + k * m.m, p.location, p.image,
          p.start_time, p.end_time, false, p.created_at - k * interval '1 second', p.updated_at
        from posts p, m, generate_series(1, ${k}) k where not p.is_emergency`);
      await tx.execute(sql`select setval(pg_get_serial_sequence('booths', 'id'), (select max(id) from booths))`);
    });
    await db.execute(sql`analyze`);
  }
  await database.endSetup();
  await database.close();
}

/** The server on the grown data, in a process of its own: what growing cost in memory is not counted. */
async function serve(databaseUrl: string | null, dataDir: string) {
  const { startServer } = await import('../start');
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl,
    migrate: false,
    festivalNow: FESTIVAL_NOW,
    clientDir: null,
    adminCodes: 'Staff:축제기획단:bench-staff-code-1',
    log: false,
    poolSize: 16,
    pgliteTierUp: process.env.PGLITE_TIER_UP === '1',
  });
  // A running festival has its texts translated: measure after the start's background run has stored every
  // language (at 100x the first run writes tens of thousands of rows; its time is printed, as a figure of its own).
  const t0 = performance.now();
  await server.server.translationSync.idle();
  process.stdout.write(`TRANSLATED ${((performance.now() - t0) / 1000).toFixed(1)}\n`);
  process.stdout.write(`READY ${server.url}\n`);
  process.on('SIGTERM', async () => {
    await server.close();
    process.exit(0);
  });
}

// ---------- parent ----------
type Req = { method: string; path: string; body?: string; headers: Record<string, string> };
const GZIP = { 'accept-encoding': 'gzip' };
const get = (p: string): Req => ({ method: 'GET', path: p, headers: GZIP });
const post = (p: string, body: unknown): Req => ({ method: 'POST', path: p, body: JSON.stringify(body), headers: { ...GZIP, 'content-type': 'application/json' } });

function kinds(boothCount: number): { name: string; reqs: Req[] }[] {
  const terms = ['축제', '분실', '이벤트', '공지', 'zzz-none', '카드', '학생회', '할인'];
  return [
    { name: 'board page', reqs: [1, 2, 3, 4, 5].map((n) => get(`/api/board/?page=${n}&size=10`)) },
    { name: 'board search', reqs: terms.map((q) => get(`/api/board/?page=1&size=10&search=${encodeURIComponent(q)}`)) },
    {
      name: 'map query',
      reqs: [
        { x: 37.5585, y: 127.0 },
        { x: 37.557, y: 126.999 },
        { x: 37.559, y: 127.001 },
      ].map((at) => post('/api/booths/list/', { types: ['Booth'], limit: 50, ordering: 'distance', is_night: true, user_location: at, date: '2025-09-26' })),
    },
    { name: 'booth detail', reqs: Array.from({ length: 20 }, (_, i) => get(`/api/booths/${1 + ((i * 7919) % boothCount)}/`)) },
    { name: 'board whole list', reqs: [get('/api/board/')] },
  ];
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  bytes?: number;
}

async function sequential(url: string, reqs: Req[]): Promise<Figures & { bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  const t0 = performance.now();
  for (let i = 0; i < SEQUENTIAL; i++) {
    const r = reqs[i % reqs.length];
    const s = performance.now();
    const res = await fetch(url + r.path, { method: r.method, body: r.body, headers: { ...r.headers, 'accept-encoding': 'identity' } });
    const text = await res.text();
    if (!res.ok) throw new Error(`${r.method} ${r.path}: ${res.status} ${text.slice(0, 200)}`);
    times.push(performance.now() - s);
    bytes = Math.max(bytes, text.length);
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)], p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))], rps: (SEQUENTIAL / total) * 1000, bytes };
}

async function underLoad(url: string, reqs: Req[]): Promise<Figures & { bad: number }> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests: reqs as never });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, bad: r.non2xx + r.errors + r.timeouts };
}

async function run() {
  console.log(`growth: scales ${SCALES.join(', ')}; sequential ${SEQUENTIAL} requests; load ${CONNECTIONS} connections x ${DURATION} s; ${os.cpus().length} cores, Node ${process.version}`);
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const dbs: { label: string; pg: boolean }[] = [{ label: 'PGlite', pg: false }, ...(pgUrl ? [{ label: 'PostgreSQL', pg: true }] : [])];
  const rows: string[] = [];
  const head = '| database | data | request | items, size | seq p50 / p99 ms | seq req/s | load p50 / p99 ms | load req/s |';
  rows.push(head, '|---|---|---|---|---|---|---|---|');
  for (const d of dbs) {
    for (const scale of SCALES) {
      const db = d.pg ? await createScratchDatabase(pgUrl!, 'festival_growth') : null;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-growth-'));
      const grown = spawnSync(process.execPath, ['--import', 'tsx', HERE, 'grow', db?.url ?? '', dataDir, String(scale)], { stdio: 'inherit' });
      if (grown.status !== 0) throw new Error(`growing the festival to ${scale}x failed (${grown.status})`);
      const s = await spawnChild(['serve', db?.url ?? '', dataDir]);
      try {
        console.log(`  ${d.label} ${scale}x: every text translated ${s.out.match(/TRANSLATED (\S+)/)?.[1] ?? '?'} s after the start`);
        const all = (await (await fetch(`${s.url}/api/booths/list/`, { method: 'POST', body: '{}' })).json()) as { results: unknown[] };
        const board = (await (await fetch(`${s.url}/api/board/?page=1&size=1`)).json()) as { total_count: number };
        const data = `${scale}x (${all.results.length} booths, ${board.total_count} posts)`;
        for (const k of kinds(all.results.length)) {
          const seq = await sequential(s.url, k.reqs);
          const ld = await underLoad(s.url, k.reqs);
          const items = k.name.startsWith('board') ? 'posts' : 'booths';
          const count = await itemCount(s.url, k.reqs[0]);
          const line = `| ${d.label} | ${data} | ${k.name} | ${count} ${items}, ${(seq.bytes / 1024).toFixed(1)} kB | ${seq.p50.toFixed(1)} / ${seq.p99.toFixed(1)} | ${seq.rps.toFixed(0)} | ${ld.p50} / ${ld.p99} | ${ld.rps.toFixed(0)}${ld.bad ? ` (${ld.bad} failed)` : ''} |`;
          rows.push(line);
          console.log(line);
        }
        console.log(`  server RSS after the loads: ${rssOf(s.child.pid!).toFixed(0)} MB`);
      } finally {
        await stopChild(s.child);
        fs.rmSync(dataDir, { recursive: true, force: true });
        await db?.drop();
      }
    }
  }
  console.log(`\n${rows.join('\n')}`);
}

async function itemCount(url: string, r: Req): Promise<number> {
  const body = (await (await fetch(url + r.path, { method: r.method, body: r.body, headers: r.body ? { 'content-type': 'application/json' } : {} })).json()) as Record<string, unknown>;
  for (const key of ['results', 'result']) {
    if (Array.isArray(body[key])) return (body[key] as unknown[]).length;
  }
  return 1;
}

const mode = process.argv[2];
if (mode === 'grow') void grow(process.argv[3] || null, process.argv[4], Number(process.argv[5]));
else if (mode === 'serve') void serve(process.argv[3] || null, process.argv[4]);
else
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
