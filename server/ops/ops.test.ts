// Seeing and steering a running festival: /metrics behind a token or Staff, JSON log lines with the
// request id the response carries, read-only mode followed by every process, draining on SIGTERM.
import http from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { Db } from '../db/client';
import { createLog } from '../lib/logger';
import { parseLogLevel } from '../config';
import { createReadOnly, READ_ONLY_MESSAGE, refuseWritesWhenReadOnly } from './read-only';
import { startServer } from '../start';
import { createTestServer, DB_KINDS, type TestServer } from '../test/harness';

const TOKEN = 'metrics-token-for-tests';
const metric = (text: string, re: RegExp) => [...text.matchAll(re)].reduce((n, m) => n + Number(m[1]), 0);

describe.each(DB_KINDS)('operations on %s', (kind) => {
  let s: TestServer;
  let other: TestServer | null = null;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    s = await createTestServer(kind, {
      metricsToken: TOKEN,
      log: (line) => lines.push(line),
      loginLimiter: { freeFailuresPerAddress: 2, maxDelayMs: 5 },
    });
    // A second process on the same PostgreSQL database follows the read-only switch.
    if (kind === 'postgres') other = await createTestServer(kind, { databaseUrl: s.databaseUrl, seed: false });
  });
  afterAll(async () => {
    await other?.stop();
    await s?.stop();
  });

  it('refuses /metrics without the token (401) and to roles other than Staff (403)', async () => {
    expect((await s.call('GET', '/metrics')).status).toBe(401);
    expect((await s.call('GET', '/metrics', undefined, { Authorization: 'Bearer wrong' })).status).toBe(401);
    const club = await s.login('Club');
    const r = await s.call('GET', '/metrics', undefined, { Authorization: `Bearer ${club}` });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('only Staff may read the metrics');
  });

  it('shows requests, latency and limit refusals moving under load, for the token or a Staff uid', async () => {
    const before = await s.call('GET', '/metrics', undefined, { Authorization: `Bearer ${TOKEN}` });
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toMatch(/^text\/plain/);
    const boardRe = /^festival_http_requests_total\{method="GET",route="\/api\/board\/",status="200"\} (\d+)/gm;
    const loginRe = /^festival_limit_refusals_total\{kind="login"\} (\d+)/gm;
    await Promise.all(Array.from({ length: 30 }, () => s.call('GET', '/api/board/')));
    for (let i = 0; i < 5; i++) await s.call('POST', '/api/admin/login', { admin_code: `wrong-${i}-code` });
    const staff = await s.login('Staff');
    const after = await s.call('GET', '/metrics', undefined, { Authorization: `Bearer ${staff}` });
    expect(after.status).toBe(200);
    expect(metric(after.body, boardRe) - metric(before.body, boardRe)).toBeGreaterThanOrEqual(30);
    expect(metric(after.body, loginRe) - metric(before.body, loginRe)).toBeGreaterThanOrEqual(3);
    expect(after.body).toMatch(/festival_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/board\/"\}/);
    expect(after.body).toMatch(/^festival_live_streams_open \d+/m);
    expect(after.body).toMatch(/^festival_db_pool_waiting \d+/m);
    // Numbers in paths fold into one series.
    await s.call('GET', '/api/booths/3');
    const folded = await s.call('GET', '/metrics', undefined, { Authorization: `Bearer ${TOKEN}` });
    expect(folded.body).toMatch(/route="\/api\/booths\/:id"/);
    expect(folded.body).not.toMatch(/route="\/api\/booths\/3"/);
  });

  it('logs each request with the request id the response carries', async () => {
    const r = await s.call('GET', '/api/locations/');
    const id = r.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.find((l) => l.req_id === id)).toMatchObject({ event: 'request', path: '/api/locations/', status: 200, level: 'info' });
    // A proxy's id is kept (nginx's $request_id), a made-up one that could break a log line is not.
    expect((await s.call('GET', '/api/locations/', undefined, { 'X-Request-Id': 'abc123' })).headers.get('x-request-id')).toBe('abc123');
    expect((await s.call('GET', '/api/locations/', undefined, { 'X-Request-Id': 'a"b\n' })).headers.get('x-request-id')).not.toContain('"');
  });

  it('refuses writes with a clear 503 in read-only mode, serves reads, and loses nothing when switched back', async () => {
    const staff = await s.login('Staff');
    const liked = await s.call('POST', '/api/booths/2/likes/', {});
    expect(liked.status).toBe(200);
    const userId = liked.body.user_id;

    expect((await s.call('POST', '/api/admin/read-only', { read_only: true })).status).toBe(400);
    const club = await s.login('Club');
    expect((await s.call('POST', '/api/admin/read-only', { uid: club, read_only: true })).status).toBe(403);
    const on = await s.call('POST', '/api/admin/read-only', { uid: staff, read_only: true });
    expect(on.body).toEqual({ read_only: true, forced: false });

    const servers = other ? [s, other] : [s];
    for (const x of servers) {
      // The other process re-reads the switch within a second.
      await expect.poll(async () => (await x.call('GET', '/api/admin/read-only')).body.read_only, { timeout: 3000 }).toBe(true);
      const w = await x.call('POST', '/api/booths/2/likes/', { user_id: userId });
      expect(w.status).toBe(503);
      expect(w.body).toMatchObject({ error: 'read_only', message: expect.stringContaining('read-only') });
      expect((await x.call('PATCH', '/api/board/emergency', { uid: staff, title: 't', content: 'c' })).status).toBe(503);
      expect((await x.call('GET', '/api/booths/2')).status).toBe(200);
      expect((await x.call('POST', '/api/booths/list/', {})).status).toBe(200);
      expect((await x.call('GET', '/api/board/')).status).toBe(200);
    }
    const detail = await s.call('GET', `/api/booths/2?user_id=${userId}`);
    expect(detail.status).toBe(200);

    expect((await s.call('POST', '/api/admin/read-only', { uid: staff, read_only: false })).body.read_only).toBe(false);
    for (const x of servers) {
      await expect.poll(async () => (await x.call('GET', '/api/admin/read-only')).body.read_only, { timeout: 3000 }).toBe(false);
    }
    const unliked = await s.call('POST', '/api/booths/2/likes/', { user_id: userId });
    expect(unliked.status).toBe(200);
    expect(unliked.body).toMatchObject({ is_liked: false, likes_count: liked.body.likes_count - 1 });
  });
});

describe('READ_ONLY=1 and JSON lines', () => {
  it('refuses writes whatever the switch says, and reads pass (no database asked)', async () => {
    const readOnly = createReadOnly(null as unknown as Db, { forced: true });
    const app = new Hono();
    app.use('/api/*', refuseWritesWhenReadOnly(readOnly));
    app.all('/api/*', (c) => c.json({ ok: true }));
    const like = await app.request('/api/booths/2/likes/', { method: 'POST' });
    expect(like.status).toBe(503);
    expect(await like.json()).toEqual({ error: 'read_only', message: READ_ONLY_MESSAGE });
    expect(like.headers.get('retry-after')).toBe('30');
    expect((await app.request('/api/booths/list/', { method: 'POST' })).status).toBe(200);
    expect((await app.request('/api/admin/login', { method: 'POST' })).status).toBe(200);
    expect((await app.request('/api/board/')).status).toBe(200);
  });

  it('writes one JSON object per line with an ISO time and a level name', () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, cb) {
        out += String(chunk);
        cb();
      },
    });
    const log = createLog(undefined, sink);
    log({ level: 'warn', event: 'request', req_id: 'r1', status: 404 });
    log({ event: 'plain' });
    const parsed = out.trim().split('\n').map((l) => JSON.parse(l));
    expect(parsed[0]).toMatchObject({ level: 'warn', event: 'request', req_id: 'r1', status: 404 });
    expect(parsed[0].time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(parsed[1].level).toBe('info');
  });

  it('writes only lines at LOG_LEVEL and above, and refuses a level it does not know', () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    });
    const log = createLog(undefined, sink, parseLogLevel('WARN'));
    log({ level: 'info', event: 'request' });
    log({ level: 'warn', event: 'slow' });
    log({ level: 'error', event: 'failed' });
    expect(out.trim().split('\n').map((l) => JSON.parse(l).event)).toEqual(['slow', 'failed']);
    expect(parseLogLevel(undefined)).toBe('info');
    expect(parseLogLevel(' debug ')).toBe('debug');
    expect(() => parseLogLevel('loud')).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, not 'loud'/);
  });
});

describe('draining', () => {
  it('answers health 503 draining, runs the drain hooks once, finishes a request in flight and closes', async () => {
    const started = await startServer({ inMemory: true, clientDir: null, log: false, migrate: true, seed: false });
    let hooks = 0;
    started.onDrain.push(() => {
      hooks++;
    });
    expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
    await started.drain();
    const h = await fetch(`${started.url}/api/health`);
    expect(h.status).toBe(503);
    expect(await h.json()).toEqual({ status: 'draining' });
    // Other calls are still answered while draining (requests already on their way).
    const inFlight = fetch(`${started.url}/api/board/`);
    const closing = started.close();
    expect((await inFlight).status).toBe(200);
    await closing;
    expect(hooks).toBe(1);
    await expect(fetch(`${started.url}/api/health`)).rejects.toThrow();
  });

  it('answers the connections a busy loop has not accepted yet when closing starts, and closes kept-alive idle ones', async () => {
    const started = await startServer({ inMemory: true, clientDir: null, log: false, migrate: true, seed: false });
    // A kept-alive connection that has been answered once: closing must not wait for it.
    const keptAlive = new http.Agent({ keepAlive: true });
    const first = await new Promise<number>((resolve, reject) =>
      http.get(`${started.url}/api/health`, { agent: keptAlive }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0))).on('error', reject),
    );
    expect(first).toBe(200);
    // A proxy still sending here: five connections the kernel completes while the loop is busy.
    const answers = Array.from({ length: 5 }, (_, i) => {
      const socket = net.connect(started.port, '127.0.0.1');
      socket.write(`POST /api/booths/list/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nX-Nr: ${i}\r\n\r\n{}`);
      let text = '';
      socket.on('data', (d) => (text += d));
      return new Promise<string>((resolve) => {
        socket.once('error', (err) => resolve(`error ${(err as NodeJS.ErrnoException).code}`));
        socket.once('close', () => resolve(text));
      });
    });
    await new Promise((resolve) => process.nextTick(resolve)); // the connects are sent
    const busyUntil = performance.now() + 100;
    while (performance.now() < busyUntil); // the loop is held: the kernel queues the connections
    const closing = started.close();
    for (const text of await Promise.all(answers)) {
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text).toMatch(/\r\nconnection: close\r\n/i);
    }
    await closing;
    // Once closed, a new connection is refused (a proxy retries it on another process).
    await expect(fetch(`${started.url}/api/health`)).rejects.toThrow();
    keptAlive.destroy();
  });

  it('keeps answering new connections while a proxy keeps sending after closing starts, then refuses them', async () => {
    const started = await startServer({ inMemory: true, clientDir: null, log: false, migrate: true, seed: false });
    const closing = started.close();
    let closed = false;
    void closing.then(() => (closed = true));
    // nginx's old workers still sending here, a connection every 150 ms for a second and a half.
    const statuses: (number | string)[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(await fetch(`${started.url}/api/board/`).then((r) => r.status, (err: Error) => `refused ${err.message}`));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(statuses).toEqual(Array(10).fill(200));
    expect(closed).toBe(false);
    await closing;
    await expect(fetch(`${started.url}/api/health`)).rejects.toThrow();
  });
});
