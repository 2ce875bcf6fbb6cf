// `npm run bench:live`: N concurrent live streams (GET /api/live) on one server process over loopback,
// an admin saving the urgent notice every second; prints the streams held, the delivery latency from
// the write's start to each stream's receipt (p50/p99 over every stream and write), and the server's RSS.
//   BENCH_LIVE_CLIENTS (default 5000), BENCH_LIVE_WRITES (default 10), DATABASE_URL (else PGlite)
// The server runs in its own process (its RSS is what is measured); the streams are held by this one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from '../../scripts/server-node.mjs';

const HERE = fileURLToPath(import.meta.url);
const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS || 5000);
const WRITES = Number(process.env.BENCH_LIVE_WRITES || 10);
const CODE = 'bench-staff-code';

async function serve() {
  const { startServer } = await import('../start');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-bench-live-'));
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl: process.env.DATABASE_URL || null,
    migrate: true,
    clientDir: null,
    adminCodes: `Staff:축제기획단:${CODE}`,
    log: false,
  });
  process.stdout.write(`READY ${server.url}\n`);
  process.on('message', (m) => {
    if (m === 'rss') process.send!({ rss: process.memoryUsage().rss, clients: server.server.live.clients });
  });
  process.on('SIGTERM', async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function main() {
  const child = spawn(process.execPath, [...serverNodeArgs(), HERE, 'serve'], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /READY (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', () => reject(new Error('the server did not start')));
  });
  const { port } = new URL(url);
  const ask = () =>
    new Promise<{ rss: number; clients: number }>((resolve) => {
      child.once('message', (m) => resolve(m as { rss: number; clients: number }));
      child.send('rss');
    });

  // Every write's content carries its number; each stream records when it saw which.
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let held = 0;
  let failed = 0;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const open = (i: number) =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/live', agent }, (res) => {
        if (res.statusCode !== 200) {
          failed++;
          res.resume();
          return resolve();
        }
        held++;
        resolve();
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const now = performance.now();
          for (const m of chunk.matchAll(/"content":"bench (\d+)"/g)) {
            const t = sentAt.get(Number(m[1]));
            if (t !== undefined) latencies.push(now - t);
          }
        });
        res.on('error', () => {});
      });
      req.on('error', () => {
        failed++;
        resolve();
      });
      void i;
    });
  const before = await ask();
  const t0 = performance.now();
  for (let i = 0; i < CLIENTS; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, CLIENTS - i) }, (_, k) => open(i + k)));
  }
  const connectS = (performance.now() - t0) / 1000;
  const login = await post(port, '/api/admin/login', { admin_code: CODE });
  const uid = (JSON.parse(login) as { uid: string }).uid;
  for (let w = 1; w <= WRITES; w++) {
    sentAt.set(w, performance.now());
    await post(port, '/api/board/emergency', { uid, title: 'bench', content: `bench ${w}` }, 'PATCH');
    await new Promise((r) => setTimeout(r, 1000));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const { rss, clients } = await ask();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  const expected = held * WRITES;
  process.stdout.write(
    [
      `streams asked ${CLIENTS}, held ${held} (server counts ${clients}), failed ${failed}, opened in ${connectS.toFixed(1)} s`,
      `writes ${WRITES}, deliveries ${latencies.length} of ${expected}`,
      `latency p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
      `server RSS ${(rss / 1024 / 1024).toFixed(0)} MB (${(before.rss / 1024 / 1024).toFixed(0)} MB before the streams opened)`,
    ].join('\n') + '\n',
  );
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  process.exit(0);
}

function post(port: string, p: string, body: unknown, method = 'POST'): Promise<string> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request({ host: '127.0.0.1', port, path: p, method, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } }, (res) => {
      let out = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (out += d));
      res.on('end', () => (res.statusCode! < 300 ? resolve(out) : reject(new Error(`${method} ${p}: ${res.statusCode} ${out}`))));
    });
    req.on('error', reject);
    req.end(data);
  });
}

if (process.argv[2] === 'serve') void serve();
else void main();
