// The server on a real loopback port: the built client with history fallback, caching, compression
// and security headers; request logs; the PGlite folder held by one process; graceful shutdown.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './db/client';
import { startServer, type StartedServer } from './start';
import { TEST_ADMINS } from './test/harness';

/** One request with node:http, so the bytes on the wire are seen as they are (no decoding). */
async function rawRequest(
  url: string,
  options: import('node:http').RequestOptions,
  body?: string | string[],
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    for (const part of typeof body === 'string' ? [body] : (body ?? [])) req.write(part);
    req.end();
  });
}

describe('serving the client on loopback (PGlite folder)', () => {
  let dir: string;
  let server: StartedServer;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-serve-'));
    const client = path.join(dir, 'client');
    fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(client, 'index.html'),
      '<!doctype html><head><title>동국 축제</title><script type="module" src="/assets/app-abc123.js"></script><link rel="modulepreload" href="/assets/react-1.js"></head><body></body>',
    );
    // The build's manifest: the entry and React in the page already, a screen each with a shared chunk, messages.
    fs.mkdirSync(path.join(client, '.vite'));
    fs.writeFileSync(
      path.join(client, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        '_use-query-1.js': { file: 'assets/use-query-1.js', imports: ['_react-1.js'] },
        'src/screens/home/home-screen.tsx': { file: 'assets/home-screen-1.js', imports: ['_react-1.js', '_use-query-1.js'], css: ['assets/home-screen-1.css'] },
        'src/screens/map/map-screen.tsx': { file: 'assets/map-screen-1.js', imports: ['_use-query-1.js'] },
        'src/app/admin-screens.tsx': { file: 'assets/admin-screens-1.js', imports: ['_react-1.js'] },
        'src/screens/game/game-screen.tsx': { file: 'assets/game-screen-1.js', imports: ['_react-1.js'] },
        'virtual:late-text/ko': { file: 'assets/late-ko-1.js' },
        'virtual:game-text/ko': { file: 'assets/game-ko-1.js' },
        'virtual:admin-text/ko': { file: 'assets/admin-ko-1.js' },
        'virtual:queue-text/ko': { file: 'assets/queue-ko-1.js' },
        'virtual:board-text/ko': { file: 'assets/board-ko-1.js' },
        'virtual:developers-text/ko': { file: 'assets/developers-ko-1.js' },
        'virtual:home-text/ko': { file: 'assets/home-ko-1.js' },
        'virtual:messages/ko': { file: 'assets/ko-1.js' },
        'virtual:messages/ja': { file: 'assets/ja-1.js' },
      }),
    );
    fs.writeFileSync(path.join(client, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    // A file with the build's .gz beside it (vite.config.ts, zopfli): smaller than a compression here would be.
    const built = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    fs.writeFileSync(path.join(client, 'assets', 'built-def456.js'), built);
    fs.writeFileSync(path.join(client, 'assets', 'built-def456.js.gz'), gzipSync(built, { level: 9 }));
    // A .gz left from before its file changed: not the build's, never sent.
    fs.writeFileSync(path.join(client, 'assets', 'changed.js.gz'), gzipSync('old();'.repeat(400)));
    fs.utimesSync(path.join(client, 'assets', 'changed.js.gz'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    fs.writeFileSync(path.join(client, 'assets', 'changed.js'), 'now();'.repeat(400));
    fs.writeFileSync(path.join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startServer({
      port: 0,
      dataDir: path.join(dir, 'data'),
      clientDir: client,
      adminCodes: TEST_ADMINS,
      log: (line) => lines.push(line),
    });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for app routes with a strict CSP and no third-party origin', async () => {
    for (const p of ['/', '/index.html', '/map', '/board/9999', '/admin/festa/notice/normal']) {
      const res = await fetch(server.url + p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<title>동국 축제</title>');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/https?:|\*/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("names in each page the code it loads before its first paint: its screen and the visitor's messages", async () => {
    const links = async (p: string, cookie?: string) => {
      const html = await (await fetch(server.url + p, { headers: cookie ? { cookie } : {} })).text();
      return [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    };
    // Home is drawn inside its own text.
    expect(await links('/')).toEqual([
      'modulepreload /assets/ko-1.js',
      'modulepreload /assets/home-screen-1.js',
      'stylesheet /assets/home-screen-1.css',
      'modulepreload /assets/use-query-1.js',
      'modulepreload /assets/home-ko-1.js',
    ]);
    expect(await links('/map', 'theme=dark; lang=ja')).toEqual([
      'modulepreload /assets/ja-1.js',
      'modulepreload /assets/map-screen-1.js',
      'modulepreload /assets/use-query-1.js',
    ]);
    // The game is drawn inside the late text and its own; an admin page waits for its loader, the late text, the
    // admin text and the lines', the board's and the developers' that its screens show (not the game's).
    expect(await links('/event')).toEqual([
      'modulepreload /assets/ko-1.js',
      'modulepreload /assets/game-screen-1.js',
      'modulepreload /assets/late-ko-1.js',
      'modulepreload /assets/game-ko-1.js',
    ]);
    expect(await links('/admin/festa', 'lang=xx')).toEqual([
      'modulepreload /assets/ko-1.js',
      'modulepreload /assets/admin-screens-1.js',
      'modulepreload /assets/late-ko-1.js',
      'modulepreload /assets/admin-ko-1.js',
      'modulepreload /assets/queue-ko-1.js',
      'modulepreload /assets/board-ko-1.js',
      'modulepreload /assets/developers-ko-1.js',
    ]);
    // A path with no page still gets the messages (the not-found page is in the entry).
    expect(await links('/nowhere')).toEqual(['modulepreload /assets/ko-1.js']);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    // fetch decodes gzip itself; the header shows it was compressed on the wire.
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await res.text()).length).toBeGreaterThan(5000);
    const missing = await fetch(`${server.url}/assets/nope-123.js`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${server.url}/../../etc/passwd`)).status).not.toBe(500);
    // Dot segments never leave the client folder: at most the app shell comes back.
    for (const p of ['/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fetc%2fpasswd', '/..%5c..%5cetc%5cpasswd']) {
      const r = await fetch(server.url + p);
      expect(r.status, p).toBeLessThan(500);
      expect(await r.text()).not.toContain('root:');
    }
  });

  it("sends the build's own .gz of a file when there is one, which unpacks to the file, and never an older .gz", async () => {
    const file = fs.readFileSync(path.join(dir, 'client', 'assets', 'built-def456.js'));
    const packed = fs.readFileSync(path.join(dir, 'client', 'assets', 'built-def456.js.gz'));
    const raw = await rawRequest(`${server.url}/assets/built-def456.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect([raw.status, raw.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(raw.body.equals(packed)).toBe(true);
    expect(gunzipSync(raw.body).equals(file)).toBe(true);
    const plain = await rawRequest(`${server.url}/assets/built-def456.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
    const changed = await rawRequest(`${server.url}/assets/changed.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(changed.body).toString()).toBe('now();'.repeat(400));
  });

  it('compresses API answers and logs one JSON line per request with its id', async () => {
    const raw = await rawRequest(`${server.url}/api/board/`, { headers: { 'accept-encoding': 'gzip', 'x-request-id': 'test-req-1' } });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['vary']).toBe('Accept-Encoding');
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
    expect(raw.headers['x-request-id']).toBe('test-req-1');
    expect(JSON.parse(gunzipSync(raw.body).toString()).total_count).toBeGreaterThan(0);
    const line = lines.find((l) => l.req_id === 'test-req-1');
    expect(line).toMatchObject({ event: 'request', method: 'GET', path: '/api/board/', status: 200, level: 'info' });
    expect(typeof line!.ms).toBe('number');
  });

  it('sends the same answer plain to clients that take no gzip, and the same bytes each time to those that do', async () => {
    const zipped = await rawRequest(`${server.url}/api/board/`, { headers: { 'accept-encoding': 'gzip, br' } });
    const again = await rawRequest(`${server.url}/api/board/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(again.body.equals(zipped.body)).toBe(true);
    for (const accept of [undefined, 'identity', 'gzip;q=0, br']) {
      const plain = await rawRequest(`${server.url}/api/board/`, { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.headers['vary'], accept).toBe('Accept-Encoding');
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      expect(plain.body.toString()).toBe(gunzipSync(zipped.body).toString());
    }
    // Small answers go out as they are.
    const small = await rawRequest(`${server.url}/api/board/emergency`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(1024);
    expect(JSON.parse(small.body.toString())).toHaveProperty('id');
  });

  it('refuses an oversized body on the wire, whether its length is declared or it comes in chunks', async () => {
    const body = JSON.stringify({ types: ['Booth'], pad: 'x'.repeat(70 * 1024) });
    const declared = await rawRequest(`${server.url}/api/booths/list/`, { method: 'POST', headers: { 'content-type': 'application/json' } }, body);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body.toString()).message).toMatch(/too large/);
    const chunked = await rawRequest(
      `${server.url}/api/booths/list/`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      [body.slice(0, 40_000), body.slice(40_000)],
    );
    expect(chunked.status).toBe(413);
    // Within the limit, a chunked body is read whole.
    const fine = await rawRequest(
      `${server.url}/api/booths/list/`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      ['{"types":', '["Toilet"]}'],
    );
    expect(fine.status).toBe(200);
    const { results } = JSON.parse(fine.body.toString()) as { results: { category: string }[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.category === 'Toilet')).toBe(true);
  });

  it('lets a second holder of the PGlite folder fail with a clear message', () => {
    expect(() => acquireDataDirLock(path.join(dir, 'data', 'pglite'))).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(path.join(dir, 'data', 'pglite'))).toThrow(/already open in this process/);
  });
});

describe('one process per PGlite folder', () => {
  it('refuses a folder held by another live process and takes over one left by a dead process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-lock-'));
    const folder = path.join(dir, 'pglite');
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(`${folder}.lock`, String(holder.pid));
      expect(() => acquireDataDirLock(folder)).toThrow(new RegExp(`in use by process ${holder.pid}`));
    } finally {
      holder.kill();
      await new Promise((r) => holder.once('exit', r));
    }
    const release = acquireDataDirLock(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing', async () => {
    const server = await startServer({
      port: 0,
      inMemory: true,
      clientDir: null,
      adminCodes: TEST_ADMINS,
      log: false,
      loginLimiter: { freeFailuresPerAddress: 0, maxDelayMs: 800 },
    });
    const login = () =>
      fetch(`${server.url}/api/admin/login`, { method: 'POST', body: '{"admin_code":"wrong-code"}', headers: { 'content-type': 'application/json' } });
    for (let i = 0; i < 3; i++) expect((await login()).status).toBe(401);
    // The next failed login from this address waits 800 ms: close while it waits.
    const started = Date.now();
    const inFlight = login();
    await new Promise((r) => setTimeout(r, 200));
    const closing = server.close();
    const res = await inFlight;
    expect(res.status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    await closing;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});

describe('replayed clock reaches the client', () => {
  it('writes the festival-now meta tag into index.html when the clock is replayed', async () => {
    const { withFestivalNow } = await import('./static');
    const html = new TextEncoder().encode('<html><head><title>x</title></head><body></body></html>') as Uint8Array<ArrayBuffer>;
    const out = new TextDecoder().decode(withFestivalNow(html, Date.parse('2025-09-25T08:30:00Z')));
    expect(out).toContain('<meta name="festival-now" content="2025-09-25T08:30:00.000Z" />');
    expect(out.indexOf('festival-now')).toBeLessThan(out.indexOf('</head>'));
  });
});
