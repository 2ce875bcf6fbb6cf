// `npm run deploy:check`: the deployment of deploy/ run for real on loopback. Debian's nginx
// (/usr/sbin/nginx, from deploy/nginx/ with the ports substituted) in front of two app processes
// (`node --import tsx server/main.ts`, TRUST_PROXY=1) on a fresh PostgreSQL database, then through the
// proxy: a visitor journey, spoofed X-Forwarded-For against the login limiter, metrics, read-only
// mode and a rolling restart under steady load. Installs nothing; drops its database at the end.
//
// Environment: NGINX (/usr/sbin/nginx), DEPLOY_CHECK_DATABASE_URL or TEST_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/postgres: a server where we may create a database),
// DEPLOY_CHECK_RPS (250), DEPLOY_CHECK_KEEP=1 keeps the temp folder (logs, rendered config).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverNodeArgs } from '../scripts/server-node.mjs';
import { NGINX, renderSite, selfSignedCert } from './nginx-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_URL = process.env.DEPLOY_CHECK_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const RPS = Number(process.env.DEPLOY_CHECK_RPS || 250);
const CLIENT_DIR = path.join(root, 'dist/client');
const STAFF_CODE = 'deploy-check-staff-code';
const METRICS_TOKEN = 'deploy-check-metrics-token';
// Loopback holds all of 127/8: the attacker and the honest visitors connect from different addresses.
const ATTACKER = '127.0.0.1';
const VISITORS = '127.0.0.2';
const STAFF_ADDR = '127.0.0.3';

const results = [];
const figures = {};
function pass(name, detail = '') {
  results.push({ name, ok: true });
  console.log(`PASS  ${name}${detail ? `: ${detail}` : ''}`);
}
function fail(name, detail) {
  results.push({ name, ok: false });
  console.log(`FAIL  ${name}: ${detail}`);
}
function expect(name, ok, detail) {
  (ok ? pass : fail)(name, detail);
}
const RELOAD_SETTLE_MS = 1000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!fs.existsSync(NGINX)) {
  console.error(`deploy:check needs Debian's nginx at ${NGINX} (apt-get install -y nginx), or NGINX=/path/to/nginx.`);
  process.exit(2);
}
if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) {
  console.error('deploy:check needs the built client: run `npx vite build` first.');
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const reusedRetries = { count: 0 };
/**
 * One HTTP request; never throws: network errors come back as status 0. A kept-alive connection that
 * the proxy closed just as we reused it is retried once, as browsers do (nothing was answered on it).
 */
async function request(port, p, opts = {}) {
  const r = await requestOnce(port, p, opts);
  if (r.status === 0 && r.reused && /ECONNRESET|socket hang up/.test(r.error ?? '')) {
    reusedRetries.count++;
    return requestOnce(port, p, opts);
  }
  return r;
}

function requestOnce(port, p, { method = 'GET', body, headers = {}, from, agent, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const data = body === undefined ? undefined : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: p,
        method,
        localAddress: from,
        agent: agent ?? false,
        headers: {
          ...(data !== undefined ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          // `body`: the bytes on the wire (Node unpacks nothing).
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode, headers: res.headers, body, text, json, ms: performance.now() - t0 });
        });
        res.on('error', (err) => resolve({ status: 0, error: String(err), ms: performance.now() - t0 }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, error: String(err), reused: req.reusedSocket, ms: performance.now() - t0 }));
    if (data !== undefined) req.write(data);
    req.end();
  });
}

async function waitFor(what, fn, timeoutMs = 20_000, everyMs = 50) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await fn()) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

// ---------------------------------------------------------------- setup
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-deploy-check-'));
fs.chmodSync(tmp, 0o755);
const dbName = `festival_deploy_check_${process.pid}`;
const admin = new pg.Client({ connectionString: BASE_URL });
const dbUrl = (() => {
  const u = new URL(BASE_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const apps = [];
let nginx = null;
let nginxPort = 0;

/** An app process; its JSON log lines go to tmp/app-<port>.log. */
function startApp(port) {
  const logFile = path.join(tmp, `app-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...serverNodeArgs(), 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      // As festival@.service runs it: React's development build draws pages several times slower.
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl,
      TRUST_PROXY: '1',
      CLIENT_DIR,
      ADMIN_CODES: `Staff:축제기획단:${STAFF_CODE}`,
      METRICS_TOKEN,
      READ_ONLY: '',
      LOG: '1',
    },
  });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { port, child, exited, logFile };
}

async function healthy(port) {
  const r = await request(port, '/api/health', { timeoutMs: 2000 });
  return r.status === 200;
}

/** festival-tls.conf's servers on loopback ports with a self-signed certificate, when openssl is at hand. */
let tls = null;

/** Re-renders the site with one process marked `down` (or none) and reloads nginx gracefully. */
async function reloadNginx(appPorts, downPort) {
  renderNginx(appPorts, nginxPort, downPort);
  const r = spawnSync(NGINX, ['-p', tmp, '-c', path.join(tmp, 'nginx.conf'), '-s', 'reload'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`nginx reload failed: ${r.stderr}`);
  // New workers take new connections at once; the old ones finish what they hold.
  await sleep(RELOAD_SETTLE_MS);
}

function renderNginx(appPorts, listenPort, downPort = null) {
  renderSite({ dir: tmp, clientDir: CLIENT_DIR, appPorts, listenPort, downPort, tls });
}

async function setup() {
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const mig = spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/migrate.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl },
    encoding: 'utf8',
  });
  if (mig.status !== 0) throw new Error(`migrations failed: ${mig.stderr || mig.stdout}`);
  const ports = [await freePort(), await freePort()];
  // The first process seeds the empty database; the second starts on the seeded one.
  for (const port of ports) {
    const a = startApp(port);
    apps.push(a);
    await waitFor(`the app on ${port}`, () => healthy(port), 30_000);
  }
  nginxPort = await freePort();
  const cert = selfSignedCert(tmp);
  tls = cert && { http: await freePort(), https: await freePort(), ...cert };
  renderNginx(ports, nginxPort);
  const t = spawnSync(NGINX, ['-t', '-p', tmp, '-c', path.join(tmp, 'nginx.conf')], { encoding: 'utf8' });
  if (t.status !== 0) throw new Error(`nginx -t failed:\n${t.stderr}`);
  nginx = spawn(NGINX, ['-p', tmp, '-c', path.join(tmp, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  await waitFor('nginx', async () => (await request(nginxPort, '/api/health', { timeoutMs: 2000 })).status === 200);
  pass('setup', `PostgreSQL ${dbName}, app processes on ${ports.join(' and ')}, nginx on ${nginxPort}`);
}

async function teardown() {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT');
    await Promise.race([new Promise((r) => nginx.once('exit', r)), sleep(5000)]);
    if (nginx.exitCode === null) nginx.kill('SIGKILL');
  }
  for (const a of apps) {
    if (a.child.exitCode === null && a.child.signalCode === null) {
      a.child.kill('SIGTERM');
      await Promise.race([a.exited, sleep(12_000)]);
      if (a.child.exitCode === null) a.child.kill('SIGKILL');
    }
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } catch (err) {
    console.error(`could not drop ${dbName}: ${err.message}`);
  }
  await admin.end().catch(() => {});
  if (process.env.DEPLOY_CHECK_KEEP === '1') console.log(`kept ${tmp}`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}

// ---------------------------------------------------------------- checks
async function visitorJourney() {
  const home = await request(nginxPort, '/', { from: VISITORS });
  expect(
    'home page through nginx',
    home.status === 200 && /<div id="root"/.test(home.text) && /no-cache/.test(home.headers['cache-control'] ?? ''),
    `${home.status}, Cache-Control: ${home.headers['cache-control']}`,
  );
  const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(home.text)?.[1];
  const a = asset ? await request(nginxPort, asset, { from: VISITORS }) : { status: 0, headers: {} };
  expect(
    'hashed asset cached for a year',
    a.status === 200 && /max-age=31536000/.test(a.headers['cache-control'] ?? '') && /immutable/.test(a.headers['cache-control'] ?? ''),
    `${asset} ${a.status}, Cache-Control: ${a.headers['cache-control']}`,
  );
  // The entry's code as a phone asks for it: compressed, and once unpacked the very file the build wrote.
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
  const file = entry ? fs.readFileSync(path.join(CLIENT_DIR, entry)) : Buffer.alloc(0);
  const gz = entry ? await request(nginxPort, entry, { headers: { 'Accept-Encoding': 'gzip' } }) : { status: 0, headers: {}, body: Buffer.alloc(0) };
  let same = false;
  try {
    same = gz.headers['content-encoding'] === 'gzip' && zlib.gunzipSync(gz.body).equals(file);
  } catch {
    same = false;
  }
  expect(
    'code sent compressed, the same code once unpacked',
    gz.status === 200 && same && /Accept-Encoding/i.test(gz.headers?.vary ?? ''),
    `${entry} ${gz.status}, Content-Encoding: ${gz.headers?.['content-encoding']}, ${gz.body?.length ?? 0} bytes for ${file.length}, unpacked ${same ? 'equal to' : 'NOT equal to'} the file`,
  );
  const list = await request(nginxPort, '/api/booths/list/', { method: 'POST', body: {}, from: VISITORS });
  const booths = list.json?.results ?? [];
  expect('booth list', list.status === 200 && booths.length > 0, `${list.status}, ${booths.length} booths`);
  const booth = booths[0];
  const like = await request(nginxPort, `/api/booths/${booth?.booth_id}/likes/`, { method: 'POST', body: {}, from: VISITORS });
  expect(
    'a like',
    like.status === 200 && like.json?.is_liked === true && like.json.likes_count === (booth?.like_cnt ?? 0) + 1,
    `${like.status}, ${booth?.like_cnt} → ${like.json?.likes_count}`,
  );
  const board = await request(nginxPort, '/api/board/', { from: VISITORS });
  expect('board', board.status === 200 && Array.isArray(board.json?.result), `${board.status}, ${board.json?.result?.length} posts`);

  // nginx's $request_id is the id the visitor sees and the one in the app's JSON log line.
  const id = board.headers['x-request-id'];
  await sleep(200);
  const lines = apps.flatMap((x) => fs.readFileSync(x.logFile, 'utf8').split('\n').filter((l) => l.startsWith('{')));
  const parsed = lines.map((l) => JSON.parse(l));
  const mine = parsed.find((l) => l.req_id === id);
  expect(
    'JSON log line carries the request id the response carries',
    /^[0-9a-f]{32}$/.test(id ?? '') && mine?.path === '/api/board/' && typeof mine.time === 'string' && mine.level === 'info',
    `X-Request-Id ${id}, ${lines.length} JSON lines`,
  );
  const big = await request(nginxPort, '/api/board/losts', {
    method: 'POST',
    body: Buffer.alloc(1200 * 1024, 'a'),
    headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    from: VISITORS,
  });
  expect('body over the upload limit stopped by nginx', big.status === 413, String(big.status));
  const metrics = await request(nginxPort, '/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect('/metrics not served to the public through nginx', metrics.status === 404, String(metrics.status));
}

function httpsGet(port, p) {
  return new Promise((resolve) => {
    const req = https.get({ host: '127.0.0.1', port, path: p, rejectUnauthorized: false, agent: false }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', (err) => resolve({ status: 0, error: String(err), headers: {} }));
  });
}

async function tlsExample() {
  if (!tls) {
    console.log('SKIP  TLS example: no openssl to make a certificate');
    return;
  }
  const redirect = await request(tls.http, '/booths?x=1', { headers: { Host: 'festival.example.ac.kr' } });
  const health = await httpsGet(tls.https, '/api/health');
  expect(
    'TLS example: HTTP redirects to HTTPS, HTTPS reaches the app with HSTS',
    redirect.status === 301 &&
      redirect.headers.location === 'https://festival.example.ac.kr/booths?x=1' &&
      health.status === 200 &&
      /max-age=31536000/.test(health.headers['strict-transport-security'] ?? ''),
    `${redirect.status} → ${redirect.headers.location}; https ${health.status} ${health.error ?? ''}`,
  );
}

async function spoofedForwardedFor() {
  const delays = [];
  const t0 = performance.now();
  // Four at a time, as a script would; every try carries a different made-up address.
  const attempt = (i) => {
    const fake = `${10 + (i % 200)}.${i}.${(i * 7) % 256}.${(i * 13) % 256}`;
    return request(nginxPort, '/api/admin/login', {
      method: 'POST',
      body: { admin_code: `wrong-code-${i}` },
      headers: { 'X-Forwarded-For': fake },
      from: ATTACKER,
    });
  };
  for (let i = 0; i < 40; i += 4) delays.push(...(await Promise.all([0, 1, 2, 3].map((k) => attempt(i + k)))));
  const total = performance.now() - t0;
  const refused = delays.filter((r) => r.status === 401).length;
  const delayed = delays.filter((r) => r.ms >= 90).length;
  figures.spoofed = { requests: 40, delayed, seconds: +(total / 1000).toFixed(1) };
  // The failures of an address are counted in PostgreSQL, so both processes delay every try after the 10th.
  expect(
    '40 wrong codes with made-up X-Forwarded-For are delayed as from one address',
    refused === 40 && delayed >= 28,
    `${delayed} of 40 delayed, ${figures.spoofed.seconds} s in all (without the fix: 0 delayed, 0.1 s)`,
  );
  const honest = [];
  for (let i = 0; i < 30; i++) {
    // Each visitor on an address of its own (127.0.1.x), as phones on a campus network are.
    const from = `127.0.1.${i + 1}`;
    const list = await request(nginxPort, '/api/booths/list/', { method: 'POST', body: {}, from });
    const id = list.json?.results?.[i % (list.json?.results?.length || 1)]?.booth_id;
    const like = await request(nginxPort, `/api/booths/${id}/likes/`, { method: 'POST', body: {}, from });
    const login = await request(nginxPort, '/api/admin/login', { method: 'POST', body: { admin_code: `typo-${i}` }, from });
    honest.push({ ok: list.status === 200 && like.status === 200 && login.status === 401, ms: Math.max(like.ms, login.ms) });
  }
  const slowest = Math.max(...honest.map((h) => h.ms));
  // The attacker, with yet another made-up header, is still held back (the delay has grown to 2 s).
  const again = await request(nginxPort, '/api/admin/login', {
    method: 'POST',
    body: { admin_code: 'wrong-code-again' },
    headers: { 'X-Forwarded-For': '203.0.113.77' },
    from: ATTACKER,
  });
  figures.spoofed.honestSlowestMs = Math.round(slowest);
  figures.spoofed.attackerNextMs = Math.round(again.ms);
  expect(
    '30 honest visitors from other addresses like and mistype a code undelayed; the attacker still waits',
    honest.every((h) => h.ok) && slowest < 1000 && again.ms >= 1500,
    `honest slowest ${slowest.toFixed(0)} ms, the attacker's next try ${again.ms.toFixed(0)} ms`,
  );
}

async function staffUid() {
  const r = await request(apps[0].port, '/api/admin/login', { method: 'POST', body: { admin_code: STAFF_CODE }, from: STAFF_ADDR });
  if (r.status !== 200) throw new Error(`Staff login failed: ${r.status} ${r.text}`);
  return r.json.uid;
}

async function metricsCheck(uid) {
  const port = apps[0].port;
  const anon = await request(port, '/metrics');
  const other = await request(port, '/metrics', { headers: { Authorization: 'Bearer not-the-token' } });
  expect('/metrics refuses anonymous and wrong tokens', anon.status === 401 && other.status === 401, `${anon.status}, ${other.status}`);
  const byToken = await request(port, '/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const byStaff = await request(port, '/metrics', { headers: { Authorization: `Bearer ${uid}` } });
  const count = (text, re) => [...text.matchAll(re)].reduce((n, m) => n + Number(m[1]), 0);
  const requests = count(byToken.text, /^festival_http_requests_total\{[^}]*\} (\d+)/gm);
  const loginRefusals = count(byToken.text, /^festival_limit_refusals_total\{kind="login"\} (\d+)/gm);
  figures.metrics = { requests, loginRefusals };
  expect(
    '/metrics with the token or a Staff uid, counters moved',
    byToken.status === 200 && byStaff.status === 200 && requests > 50 && loginRefusals >= 8 && /festival_db_pool_connections \d/.test(byToken.text),
    `${requests} requests counted, ${loginRefusals} login refusals on this process`,
  );
}

async function readOnlyCheck(uid) {
  const list = await request(nginxPort, '/api/booths/list/', { method: 'POST', body: {}, from: VISITORS });
  const booth = list.json.results[1];
  const before = await request(nginxPort, `/api/booths/${booth.booth_id}/likes/`, { method: 'POST', body: {}, from: VISITORS });
  const on = await request(apps[0].port, '/api/admin/read-only', { method: 'POST', body: { uid, read_only: true }, from: STAFF_ADDR });
  await sleep(1100); // the other process re-reads the switch within a second
  const writes = [];
  for (let i = 0; i < 4; i++) {
    writes.push(await request(nginxPort, `/api/booths/${booth.booth_id}/likes/`, { method: 'POST', body: { user_id: before.json.user_id }, from: VISITORS }));
  }
  const reads = [];
  for (let i = 0; i < 4; i++) reads.push(await request(nginxPort, `/api/booths/${booth.booth_id}`, { from: VISITORS }));
  expect(
    'read-only: writes on both processes get 503 with the message, reads answer',
    on.status === 200 &&
      writes.every((w) => w.status === 503 && w.json?.error === 'read_only' && /read-only/.test(w.json.message)) &&
      reads.every((r) => r.status === 200),
    `writes ${writes.map((w) => w.status).join(',')}, reads ${reads.map((r) => r.status).join(',')}`,
  );
  const off = await request(apps[1].port, '/api/admin/read-only', { method: 'POST', body: { uid, read_only: false }, from: STAFF_ADDR });
  await sleep(1100);
  const after = await request(nginxPort, `/api/booths/${booth.booth_id}/likes/`, { method: 'POST', body: { user_id: before.json.user_id }, from: VISITORS });
  expect(
    'read-only switched back: nothing lost, writes work again',
    off.status === 200 && after.status === 200 && after.json.is_liked === false && after.json.likes_count === before.json.likes_count - 1,
    `like ${before.json.likes_count} kept through read-only, unlike → ${after.json?.likes_count}`,
  );
}

/**
 * A tab's live stream through the proxy, as the browser's EventSource follows it: on the end of a stream it
 * reconnects after the server's `retry:` with Last-Event-ID. Records every event with the time it arrived.
 */
function followLive(port) {
  const events = [];
  let lastId = null;
  let retry = 1000;
  let stopped = false;
  let req = null;
  let connects = 0;
  const open = () => {
    if (stopped) return;
    connects++;
    req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/live',
        localAddress: VISITORS,
        agent: false,
        headers: { Accept: 'text/event-stream', ...(lastId ? { 'Last-Event-ID': lastId } : {}) },
      },
      (res) => {
        let buf = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buf += chunk;
          let at;
          while ((at = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, at);
            buf = buf.slice(at + 2);
            const ev = { kind: 'message', data: '', at: performance.now() };
            for (const line of block.split('\n')) {
              const i = line.indexOf(':');
              if (i <= 0) continue;
              const field = line.slice(0, i);
              const value = line.slice(i + 1).replace(/^ /, '');
              if (field === 'id') lastId = value;
              else if (field === 'event') ev.kind = value;
              else if (field === 'data') ev.data += value;
              else if (field === 'retry') retry = Number(value) || retry;
            }
            if (ev.data) {
              try {
                ev.data = JSON.parse(ev.data);
              } catch {
                /* keep the text */
              }
              events.push(ev);
            }
          }
        });
        res.on('end', () => setTimeout(open, retry));
        res.on('error', () => setTimeout(open, retry));
      },
    );
    req.on('error', () => setTimeout(open, retry));
    req.end();
  };
  open();
  return {
    events,
    get connects() {
      return connects;
    },
    stop() {
      stopped = true;
      req?.destroy();
    },
  };
}

/** Saves the urgent notice through one process (`port`), as the Staff editor does. */
function saveUrgent(port, uid, content) {
  return request(port, '/api/board/emergency', { method: 'PATCH', body: { uid, title: '배포 점검', content }, from: STAFF_ADDR });
}

async function liveEvents(uid) {
  // A tab's stream through nginx (on whichever process nginx chose), the admin's write on each process in turn:
  // the update arrives within 3 s whichever process took it.
  const tab = followLive(nginxPort);
  try {
    await waitFor('the live stream to open', () => tab.events.length > 0, 10_000);
    const delays = [];
    for (const app of apps) {
      const content = `live check through :${app.port} ${Date.now()}`;
      const t0 = performance.now();
      const saved = await saveUrgent(app.port, uid, content);
      if (saved.status !== 200) throw new Error(`urgent notice save failed: ${saved.status} ${saved.text}`);
      let seen = null;
      await waitFor('the urgent notice on the live stream', () => (seen = tab.events.find((e) => e.kind === 'urgent' && e.data?.content === content)), 5_000).catch(() => {});
      delays.push(seen ? Math.round(seen.at - t0) : null);
    }
    figures.live = { deliveryMs: delays };
    expect(
      'live: an urgent notice saved on either process reaches a tab through nginx within 3 s',
      delays.every((d) => d !== null && d <= 3000),
      delays.map((d, i) => `write on :${apps[i].port} → ${d === null ? 'never' : `${d} ms`}`).join(', '),
    );
  } finally {
    tab.stop();
  }
}

/**
 * During the rolling restart: a tab follows the stream while Staff saves a numbered urgent notice every 400 ms.
 * A notice is lost when the tab neither received it nor was told to refetch after it was saved (a refetch
 * reads the current notice, so what it covers is not lost).
 */
function watchLiveDuringRestart(uid) {
  const tab = followLive(nginxPort);
  const writes = [];
  let n = 0;
  let running = true;
  const writer = (async () => {
    await waitFor('the live stream to open', () => tab.events.length > 0, 10_000);
    while (running) {
      const content = `rolling ${++n}`;
      const r = await saveUrgent(nginxPort, uid, content);
      if (r.status === 200) writes.push({ content, at: performance.now() });
      await sleep(400);
    }
  })();
  return async () => {
    running = false;
    await writer;
    await sleep(2500); // the last write's event (delivered within a second) arrives
    tab.stop();
    const refetches = tab.events.filter((e) => e.kind === 'refetch').map((e) => e.at);
    const lost = writes.filter(
      (w) => !tab.events.some((e) => e.kind === 'urgent' && e.data?.content === w.content) && !refetches.some((at) => at > w.at),
    );
    return { saved: writes.length, received: writes.length - lost.length, lost: lost.length, reconnects: tab.connects - 1, refetches: refetches.length };
  };
}

/** The kernel's count of connections dropped from a full accept queue (Linux; null elsewhere). */
function listenOverflows() {
  try {
    const [head, values] = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const i = head.split(' ').indexOf('ListenOverflows');
    return i > 0 ? Number(values.split(' ')[i]) : null;
  } catch {
    return null;
  }
}

/** What nginx's error log says, by reason and count (the cause of a failed request: a reset, a resting upstream). */
function nginxReasons() {
  let log = '';
  try {
    log = fs.readFileSync(path.join(tmp, 'nginx-error.log'), 'utf8');
  } catch {
    return 'no error log';
  }
  const counts = new Map();
  for (const line of log.split('\n')) {
    const m = /\[(error|warn|crit|alert)\] \d+#\d+: (?:\*\d+ )?([^,]+)/.exec(line);
    if (m) counts.set(`${m[1]} ${m[2]}`, (counts.get(`${m[1]} ${m[2]}`) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `${n}× ${reason}`).join('; ') || 'nothing';
}

async function rollingRestart(uid) {
  const overflowsBefore = listenOverflows();
  const liveDone = watchLiveDuringRestart(uid);
  // A connection per request, as many phones each with a request or two: a graceful nginx reload
  // closes idle kept-alive client connections, which a browser would simply reopen.
  const agent = new http.Agent({ keepAlive: false });
  const list = await request(nginxPort, '/api/booths/list/', { method: 'POST', body: {} });
  const boothIds = list.json.results.map((b) => b.booth_id);
  const plan = [
    () => ['GET', '/api/board/'],
    () => ['POST', '/api/booths/list/', {}],
    () => ['GET', `/api/booths/${boothIds[Math.floor(Math.random() * boothIds.length)]}`],
    () => ['GET', '/'],
    () => ['POST', `/api/booths/${boothIds[Math.floor(Math.random() * boothIds.length)]}/likes/`, {}],
    () => ['GET', '/api/locations/'],
  ];
  const stats = { sent: 0, ok: 0, failed: 0, statuses: {}, lat: [], errors: [] };
  let running = true;
  const inflight = new Set();
  const tickMs = 20;
  const t0 = performance.now();
  // Sends what the rate asks for by now, so a late timer (a busy machine) catches up instead of slowing the load.
  const timer = setInterval(() => {
    if (!running) return;
    const due = Math.floor((RPS * (performance.now() - t0)) / 1000);
    while (stats.sent < due) {
      const [method, p, body] = plan[stats.sent % plan.length]();
      stats.sent++;
      // A crowd of phones, each on an address of its own (127.0.2.1-250), as a campus network hands them out.
      const from = `127.0.2.${(stats.sent % 250) + 1}`;
      const pr = request(nginxPort, p, { method, body, agent, from }).then((r) => {
        stats.statuses[r.status] = (stats.statuses[r.status] ?? 0) + 1;
        stats.lat.push(r.ms);
        if (r.status >= 200 && r.status < 400) stats.ok++;
        else {
          stats.failed++;
          if (stats.errors.length < 5) stats.errors.push(`${method} ${p}: ${r.status} ${r.error ?? r.text?.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60)}`);
        }
      });
      inflight.add(pr);
      pr.finally(() => inflight.delete(pr));
    }
  }, tickMs);

  const restarts = [];
  const ports = apps.map((a) => a.port);
  const retriedBefore = reusedRetries.count;
  try {
    await sleep(1500);
    for (let i = 0; i < apps.length; i++) {
      const old = apps[i];
      // deploy/rolling-restart.sh's steps: take the process out of nginx's upstream, stop it, start it, put it back.
      await reloadNginx(ports, old.port);
      const tStop = performance.now();
      old.child.kill('SIGTERM');
      const exit = await Promise.race([old.exited, sleep(30_000).then(() => ({ code: 'timeout' }))]);  // systemd's TimeoutStopSec
      const stopMs = performance.now() - tStop;
      const fresh = startApp(old.port);
      apps[i] = fresh;
      await waitFor(`the restarted app on ${old.port}`, () => healthy(old.port), 30_000);
      restarts.push({ port: old.port, exit: exit.code, stopMs: Math.round(stopMs), downMs: Math.round(performance.now() - tStop) });
      await reloadNginx(ports, null);
    }
  } finally {
    running = false;
    clearInterval(timer);
  }
  // The rate offered: requests sent over the time they were sent (not the wait for the last answers).
  const seconds = (performance.now() - t0) / 1000;
  await Promise.all([...inflight]);
  agent.destroy();
  const live = await liveDone();
  figures.rollingLive = live;
  const lat = stats.lat.sort((a, b) => a - b);
  const q = (f) => lat[Math.min(lat.length - 1, Math.floor(f * lat.length))]?.toFixed(1);
  figures.rolling = {
    requests: stats.sent,
    seconds: +seconds.toFixed(1),
    rps: Math.round(stats.sent / seconds),
    failed: stats.failed,
    statuses: stats.statuses,
    reusedConnectionRetries: reusedRetries.count - retriedBefore,
    listenOverflows: overflowsBefore === null ? null : listenOverflows() - overflowsBefore,
    p50ms: q(0.5),
    p99ms: q(0.99),
    maxms: lat.at(-1)?.toFixed(0),
    restarts,
  };
  expect(
    'rolling restart under load: every process exits 0 on SIGTERM',
    restarts.every((r) => r.exit === 0),
    restarts.map((r) => `:${r.port} exit ${r.exit} after ${r.stopMs} ms, serving again after ${r.downMs} ms`).join('; '),
  );
  expect(
    `rolling restart under load (≥200 requests/s): 0 failed requests`,
    stats.failed === 0 && figures.rolling.rps >= 200,
    `${stats.sent} requests in ${figures.rolling.seconds} s (${figures.rolling.rps}/s), ${stats.failed} failed (${figures.rolling.reusedConnectionRetries} retried on a reused connection, as browsers do), p50 ${figures.rolling.p50ms} ms, p99 ${figures.rolling.p99ms} ms, ${figures.rolling.listenOverflows ?? "?"} connections dropped from a full accept queue${stats.errors.length ? `; ${stats.errors.join(' | ')}` : ''}${stats.failed ? `; nginx's error log: ${nginxReasons()}` : ''}`,
  );

  expect(
    'rolling restart: 0 lost live events (each notice arrived, or the tab was told to refetch after it)',
    live.lost === 0 && live.saved > 0 && live.reconnects >= 1,
    `${live.saved} urgent notices saved during the restart, ${live.received} reached the tab, ${live.lost} lost; the tab reconnected ${live.reconnects} times (${live.refetches} refetches)`,
  );
}

async function drainingHealth() {
  // A draining process answers health 503 {status:'draining'} on a connection it already holds.
  const a = apps[1];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = await request(a.port, '/api/health', { agent });
  // A request that keeps the process busy while it drains: the listener is closed but this connection lives.
  const tStop = performance.now();
  a.child.kill('SIGTERM');
  let during;
  await waitFor('health to answer draining', async () => {
    during = await request(a.port, '/api/health', { agent });
    return during.status !== 200;
  });
  // The listener closes once no new connection has come for 300 ms (the proxy has stopped sending): asked twice a
  // second, as a proxy that still sends now and then would. Until then they are answered; none is reset.
  let refused;
  const answeredMeanwhile = [];
  await waitFor('new connections to be refused', async () => {
    refused = await request(a.port, '/api/health');
    if (refused.status !== 0) answeredMeanwhile.push(refused.status);
    return refused.status === 0;
  }, 15_000, 500).catch(() => {});
  const refusedAfterMs = Math.round(performance.now() - tStop);
  const exit = await Promise.race([a.exited, sleep(30_000).then(() => ({ code: 'timeout' }))]);
  agent.destroy();
  expect(
    'SIGTERM: health answers draining, new connections answered until quiet then refused, exit 0',
    first.status === 200 &&
      (during.status === 503 ? during.json?.status === 'draining' : during.status === 0) &&
      refused.status === 0 &&
      /ECONNREFUSED/.test(refused.error ?? '') &&
      answeredMeanwhile.every((st) => st === 503) &&
      exit.code === 0,
    `before ${first.status}, during ${during.status} ${during.text ?? ''}, new connections answered ${answeredMeanwhile.length ? `${answeredMeanwhile.length} (${[...new Set(answeredMeanwhile)]})` : 'none'} then ${refused.status === 0 ? `refused (${refused.error}) after ${refusedAfterMs} ms` : refused.status}, exit ${exit.code}`,
  );
  apps[1] = startApp(a.port);
  await waitFor('the app again', () => healthy(a.port), 30_000);
}

// ---------------------------------------------------------------- main
const started = performance.now();
let code = 0;
try {
  await setup();
  await visitorJourney();
  await tlsExample();
  await spoofedForwardedFor();
  const uid = await staffUid();
  await metricsCheck(uid);
  await readOnlyCheck(uid);
  await liveEvents(uid);
  await rollingRestart(uid);
  await drainingHealth();
} catch (err) {
  fail('deploy check', err?.stack ?? String(err));
} finally {
  await teardown();
}
const failed = results.filter((r) => !r.ok).length;
console.log(`\nfigures: ${JSON.stringify(figures, null, 1)}`);
console.log(`deploy:check ${failed ? 'FAILED' : 'passed'}: ${results.length - failed} passed, ${failed} failed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
code = failed ? 1 : 0;
process.exit(code);
