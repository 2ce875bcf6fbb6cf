// `npm run bench:attack`: the festival-day issue's attacks against a started server (its own
// process, PGlite, the sample stock of 140 coupons, festival clock at day 2 20:00), over real sockets:
//   1. coupon farm: 40 workers from 127.0.0.1 with fresh visitor ids for 60 s (start, wait the 4 s a
//      win needs, success, claim); then a player from 127.0.0.2 plays once;
//   2. like farm: 20 workers from 127.0.0.1 liking one booth with fresh ids for 30 s, while 30 paced
//      visitors from 127.0.0.2 (one a second) like it once each.
// Prints coupons taken, stock left, the second address's result and how far the likes moved.
//   ATTACK_FARM_S (60), ATTACK_LIKE_S (30), ATTACK_FARM_WORKERS (40), ATTACK_LIKE_WORKERS (20)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';

const HERE = fileURLToPath(import.meta.url);
const FESTIVAL_NOW = '2025-09-25T20:00:00+09:00';
const FARM_S = Number(process.env.ATTACK_FARM_S || 60);
const LIKE_S = Number(process.env.ATTACK_LIKE_S || 30);
const FARM_WORKERS = Number(process.env.ATTACK_FARM_WORKERS || 40);
const LIKE_WORKERS = Number(process.env.ATTACK_LIKE_WORKERS || 20);
const BOOTH = 3;
const PUBS = ['프론티어', '공과대학', '푸름누리'];

// ---------- child: the server, answering the parent's questions about its database ----------
async function serve() {
  const { startServer } = await import('../start');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-attack-'));
  const started = await startServer({ port: 0, host: '127.0.0.1', dataDir, migrate: true, festivalNow: FESTIVAL_NOW, clientDir: null, log: false });
  const db = started.server.database.db;
  process.on('message', async (q: string) => {
    const now = started.server.deps.clock.date().toISOString();
    const query =
      q === 'stock'
        ? sql`select count(*) filter (where play_id is null)::int as left, count(*) filter (where play_id is not null)::int as taken,
                count(*) filter (where play_id is null and available_from <= ${now})::int as unused_released from coupons`
        : sql`select 1`;
    const r = (await db.execute(query)) as unknown as { rows: unknown[] };
    process.send!(JSON.stringify(r.rows[0]));
  });
  process.on('SIGTERM', async () => {
    await started.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  process.stdout.write(`READY ${started.port}\n`);
}

// ---------- parent ----------
const agents = new Map<string, http.Agent>();
let port = 0;

function call(from: string, method: string, p: string, body?: unknown): Promise<{ status: number; body: any; retryAfter: string | null }> {
  let agent = agents.get(from);
  if (!agent) agents.set(from, (agent = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress: from } as http.AgentOptions)));
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: p, agent, headers: payload ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, retryAfter: (res.headers['retry-after'] as string) ?? null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function ask(child: ChildProcess, q: string): Promise<Record<string, number>> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(JSON.parse(String(m))));
    child.send(q);
  });
}

/** One honest play: a fresh id, the 4 s a win takes, success, a coupon of the first pub with stock. */
async function honestPlay(from: string) {
  const start = await call(from, 'POST', '/api/game/games/start/', { user_id: 'none' });
  if (start.status !== 200) return `start ${start.status}: ${start.body?.message}`;
  const user_id = start.body.data.user_id;
  await sleep(4500);
  const won = await call(from, 'POST', '/api/game/games/success/', { user_id });
  if (!won.body?.data?.is_coupon) return `no coupon: ${won.body?.message}`;
  for (const booth_name of won.body.data.coupon_booths as string[]) {
    const claim = await call(from, 'POST', '/api/game/games/coupon/', { user_id, booth_name });
    if (claim.status === 200) return `won ${claim.body.data.coupon_code} (${booth_name})`;
  }
  return 'no coupon given';
}

async function farm(until: number, tally: Record<string, number>) {
  let n = 0;
  while (Date.now() < until) {
    const start = await call('127.0.0.1', 'POST', '/api/game/games/start/', { user_id: 'none' });
    tally[`start ${start.status}`] = (tally[`start ${start.status}`] ?? 0) + 1;
    if (start.status !== 200) continue; // as fast as it can: a script does not wait for Retry-After
    await sleep(4000);
    const user_id = start.body.data.user_id;
    const won = await call('127.0.0.1', 'POST', '/api/game/games/success/', { user_id });
    if (!won.body?.data?.is_coupon) continue;
    const claim = await call('127.0.0.1', 'POST', '/api/game/games/coupon/', { user_id, booth_name: PUBS[n++ % PUBS.length] });
    tally[`coupon ${claim.status}`] = (tally[`coupon ${claim.status}`] ?? 0) + 1;
  }
}

async function likeCount() {
  return (await call('127.0.0.3', 'GET', `/api/booths/${BOOTH}/`)).body.like_cnt as number;
}

async function main() {
  const child = spawn(process.execPath, ['--import', 'tsx', HERE, 'serve'], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/READY (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
  try {
    const stock0 = await ask(child, 'stock');
    console.log(`server on 127.0.0.1:${port}, festival clock ${FESTIVAL_NOW}; coupons: ${stock0.left} in stock, ${stock0.unused_released} released`);

    const tally: Record<string, number> = {};
    const t0 = Date.now();
    await Promise.all(Array.from({ length: FARM_WORKERS }, () => farm(t0 + FARM_S * 1000, tally)));
    const stock1 = await ask(child, 'stock');
    console.log(`coupon farm: ${FARM_WORKERS} workers, ${FARM_S} s from 127.0.0.1: ${JSON.stringify(tally)}`);
    console.log(`  coupons taken by the farm: ${stock1.taken}; stock left: ${stock1.left} of ${stock0.left}`);
    console.log(`  player from 127.0.0.2 after the farm: ${await honestPlay('127.0.0.2')}`);

    const before = await likeCount();
    const likeTally: Record<string, number> = {};
    const end = Date.now() + LIKE_S * 1000;
    const likeWorker = async () => {
      while (Date.now() < end) {
        const r = await call('127.0.0.1', 'POST', `/api/booths/${BOOTH}/likes/`, { user_id: 'none' });
        likeTally[r.status] = (likeTally[r.status] ?? 0) + 1;
      }
    };
    let honestLiked = 0;
    const paced = async () => {
      for (let i = 0; i < 30; i++) {
        const r = await call('127.0.0.2', 'POST', `/api/booths/${BOOTH}/likes/`, { user_id: 'none' });
        if (r.status === 200 && r.body.is_liked) honestLiked++;
        await sleep(LIKE_S * 1000 / 31);
      }
    };
    await Promise.all([...Array.from({ length: LIKE_WORKERS }, likeWorker), paced()]);
    const raised = (await likeCount()) - before;
    console.log(`like farm: ${LIKE_WORKERS} workers, ${LIKE_S} s from 127.0.0.1 on booth ${BOOTH}: ${JSON.stringify(likeTally)}`);
    console.log(`  paced visitors from 127.0.0.2 whose like counted: ${honestLiked} of 30`);
    console.log(`  booth ${BOOTH} raised by ${raised}: ${raised - honestLiked} by the farm, ${honestLiked} by the visitors`);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    for (const a of agents.values()) a.destroy();
  }
}

if (process.argv[2] === 'serve') void serve();
else
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
