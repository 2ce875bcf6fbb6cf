// `npm run bench:server`: a mixed festival load (booth lists, details, board, stage, cached
// translations, likes, game) with autocannon on loopback, against a bare node:http server in the
// same run, on PGlite and, when DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL.
// Each server runs in its own process so the load generator does not share its CPU.
//   BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default 32),
//   BENCH_NODE_ARGS (node flags for the server processes, e.g. --cpu-prof --cpu-prof-dir=prof)
//   PGLITE_TIER_UP=1 (as the server's setting: PGlite's WebAssembly optimised too); each server's RSS is printed
//   BENCH_BARE=0 skips the bare node:http baseline (A/B pairs of the festival servers only)
//   BENCH_WRITES=0 drops the like toggles and game starts from the mix (reads only; the mix is otherwise the same)
//   Each festival server's CPU time per request is printed beside its req/s: on a shared machine it moves less
//   than req/s when another process takes a core.
//   BENCH_STREAMS (e.g. 1000): each festival server is also measured with that many live streams
//   (GET /api/live) held open during the load, right after the same load without them
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../db/scratch-database';
import { cpuMsOf, rssOf, spawnChild as spawnBenchChild, stopChild, watchRss } from './child';

const HERE = fileURLToPath(import.meta.url);
const spawnChild = (args: string[]) => spawnBenchChild(HERE, args);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const FESTIVAL_NOW = '2025-09-25T18:10:00+09:00';
const BENCH_CODES = 'Staff:축제기획단:bench-staff-code-1';
const STREAMS = Number(process.env.BENCH_STREAMS || 0);
const WRITES = process.env.BENCH_WRITES !== '0';

// ---------- child modes ----------
async function serveFestival(databaseUrl: string | null) {
  const { startServer } = await import('../start');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-bench-'));
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl,
    migrate: true,
    festivalNow: FESTIVAL_NOW,
    clientDir: null,
    adminCodes: BENCH_CODES,
    log: false,
    poolSize: 16,
    pgliteTierUp: process.env.PGLITE_TIER_UP === '1',
    // One load generator is one address: roomy buckets keep its likes and starts answered, while each
    // still pays the limit's upsert (services/limits.ts), as a real crowd's requests would.
    limits: Object.fromEntries(['like', 'visitorId', 'coupon', 'couponHour'].map((k) => [k, { burst: 1e9, refillMs: 1000 }])),
  });
  process.stdout.write(`READY ${server.url}\n`);
  process.on('SIGTERM', async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

function serveBare() {
  // The floor: node:http answering a small JSON body, no routing, no database.
  const body = JSON.stringify({ results: [{ booth_id: 1, name: '프론티어', like_cnt: 118, is_liked: false }] });
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  server.keepAliveTimeout = 10_000;
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    process.stdout.write(`READY http://127.0.0.1:${port}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

// ---------- parent ----------
type Req = { method: string; path: string; body?: string; headers?: Record<string, string> };
// Phones ask for compressed bodies; BENCH_GZIP=0 measures clients that do not.
const ACCEPT: Record<string, string> = process.env.BENCH_GZIP === '0' ? {} : { 'accept-encoding': 'gzip, deflate, br' };
const json = (method: string, p: string, body?: unknown): Req => ({
  method,
  path: p,
  ...(body === undefined ? { headers: ACCEPT } : { body: JSON.stringify(body), headers: { ...ACCEPT, 'content-type': 'application/json' } }),
});

/** The festival mix: mostly reads of lists and details, some translations, a few writes. */
async function festivalMix(url: string): Promise<Req[]> {
  // Visitors with server-issued ids (their likes toggle back and forth during the run).
  const visitors: string[] = [];
  for (let i = 0; i < 40; i++) {
    const r = await fetch(`${url}/api/booths/${(i % 27) + 1}/likes/`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    visitors.push(((await r.json()) as { user_id: string }).user_id);
  }
  const translate = (id: number, text: string, lang: string) =>
    json('POST', '/api/api/common/translations/resolve/?refresh=true', {
      entity_type: 'booth', entity_id: id, field: 'BoothName', source_lang: 'ko', target_lang: lang, source_text: text,
    });
  const boothNames = (await (await fetch(`${url}/api/booths/list/`, { method: 'POST', body: '{}' })).json()) as { results: { booth_id: number; name: string }[] };
  const at = { x: 37.5585, y: 127.0 };
  const mix: Req[] = [];
  for (let i = 0; i < 10; i++) {
    const v = visitors[i % visitors.length];
    const booth = boothNames.results[(i * 7) % boothNames.results.length];
    mix.push(
      json('POST', '/api/booths/list/', { types: ['Booth'], limit: 50, ordering: 'distance', is_night: true, user_location: at, date: '2025-09-25', user_id: v }),
      json('POST', '/api/booths/list/', { top_liked_3: true, types: ['Booth'], ordering: '-likes' }),
      json('POST', '/api/booths/list/', { types: ['Booth'], ordering: '-id', limit: 5, is_event: true }),
      json('POST', '/api/booths/list/', { types: ['Toilet'], limit: 50, ordering: 'distance', user_location: null }),
      json('GET', `/api/booths/${booth.booth_id}/`),
      json('GET', `/api/booths/${(i % 27) + 1}/?user_id=${encodeURIComponent(v)}`),
      json('GET', '/api/board/'),
      json('GET', `/api/board/${(i % 30) + 1}`),
      json('GET', '/api/board/emergency'),
      json('GET', `/api/stage/days/2025-09-25/schedules/${15 + (i % 5)}:00`),
      translate(booth.booth_id, booth.name, ['en', 'ja', 'zh-CN'][i % 3]),
      json('POST', '/api/game/games/successcount/'),
    );
    if (WRITES && i % 2 === 0) mix.push(json('POST', `/api/booths/${(i % 27) + 1}/likes/`, { user_id: v }));
    if (WRITES && i % 5 === 0) mix.push(json('POST', '/api/game/games/start/', { user_id: 'none' }));
  }
  // Warm the caches and the translation records once, as a running festival would have them.
  for (const r of mix) await fetch(url + r.path, { method: r.method, body: r.body, headers: r.headers });
  return mix;
}

interface Figures {
  rps: number;
  /** Requests answered in the run. */
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, requests: Req[]): Promise<Figures> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests: requests as never });
  return { rps: r.requests.average, total: r.requests.total, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

/** Opens `n` live streams (as `n` open tabs) and resolves once each has its first frame; close() ends them. */
async function openStreams(url: string, n: number): Promise<{ held: () => number; close: () => void }> {
  const { hostname, port } = new URL(url);
  const reqs: http.ClientRequest[] = [];
  let held = 0;
  await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<void>((resolve) => {
          const req = http.get({ host: hostname, port, path: '/api/live', agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
            let first = true;
            res.on('data', () => {
              if (!first) return;
              first = false;
              held++;
              resolve();
            });
            res.on('end', () => (held -= first ? 0 : 1));
          });
          req.on('error', () => resolve());
          reqs.push(req);
        }),
    ),
  );
  return { held: () => held, close: () => reqs.forEach((r) => r.destroy()) };
}

async function run() {
  const line = (label: string, f: Figures, bare?: Figures) =>
    console.log(
      `${label.padEnd(22)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms` +
        (bare ? `   ratio ${(f.rps / bare.rps).toFixed(2)} of bare` : '') +
        (f.non2xx || f.errors ? `   (non-2xx ${f.non2xx}, errors ${f.errors})` : ''),
    );
  console.log(`festival load: ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} cores, Node ${process.version}`);

  let bareFigures: Figures | undefined;
  if (process.env.BENCH_BARE !== '0') {
    const bare = await spawnChild(['bare']);
    bareFigures = await load(bare.url, [json('POST', '/api/booths/list/', { types: ['Booth'] })]);
    await stopChild(bare.child);
    line('bare node:http', bareFigures);
  }

  const targets: { label: string; databaseUrl: string | null; drop?: () => Promise<void> }[] = [{ label: 'festival on PGlite', databaseUrl: null }];
  const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const db = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, drop: async () => {} } : await createScratchDatabase(pgUrl, 'festival_bench');
    targets.push({ label: 'festival on PostgreSQL', databaseUrl: db.url, drop: db.drop });
  }
  for (const t of targets) {
    const s = await spawnChild(['festival', t.databaseUrl ?? '']);
    try {
      const mix = await festivalMix(s.url);
      const before = rssOf(s.child.pid!);
      const rss = watchRss(s.child.pid!);
      const cpuBefore = cpuMsOf(s.child.pid!);
      const f = await load(s.url, mix);
      const cpuPerRequest = (cpuMsOf(s.child.pid!) - cpuBefore) / Math.max(1, f.total);
      line(t.label, f, bareFigures);
      const { peak, last } = rss.stop();
      console.log(`${''.padEnd(22)} server CPU ${cpuPerRequest.toFixed(3)} ms/request`);
      console.log(`${''.padEnd(22)} server RSS: ${before.toFixed(0)} MB before the load, peak ${peak.toFixed(0)} MB, ${last.toFixed(0)} MB after`);
      if (STREAMS > 0) {
        const streams = await openStreams(s.url, STREAMS);
        try {
          const f = await load(s.url, mix);
          line(`  + ${streams.held()} streams`, f, bareFigures);
        } finally {
          streams.close();
        }
      }
    } finally {
      await stopChild(s.child);
      await t.drop?.();
    }
  }
}

const mode = process.argv[2];
if (mode === 'bare') serveBare();
else if (mode === 'festival') void serveFestival(process.argv[3] || null);
else
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
