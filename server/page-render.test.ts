// A visitor page drawn by the server: the drawn screen in the root, the queries it read for the client's hydration,
// the reads it did not take still in the page; a renderer that fails or stalls costs the page nothing but the drawing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageRenderer } from './page-render';
import { clientRoutes } from './static';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A built client and a server build whose render is `body` (the module's source). */
function build(body: string, manifest = '{}', builtFor = manifest): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-render-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'client'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<!doctype html><html lang="ko"><head><title>t</title></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(dir, 'client', '.vite'));
  fs.writeFileSync(path.join(dir, 'client', '.vite', 'manifest.json'), manifest);
  const built = createHash('sha256').update(builtFor).digest('hex');
  fs.writeFileSync(path.join(dir, 'server', 'entry-server.js'), `export const clientBuild = '${built}';\nexport async function warm() {}\nexport async function render(input) { ${body} }`);
  return path.join(dir, 'client');
}

const festival = { dates: ['2025-09-24'], opening_instant: '2025-09-24T00:00:00+09:00' };
const page = (clientDir: string, errors: unknown[] = []) =>
  clientRoutes(clientDir, {
    festival: () => festival,
    opened: () => true,
    urgent: async () => ({ id: 1, title: '긴급', content: '내용' }),
    reads: async () => ({ at: 1, reads: { 'GET /booths/': [1], 'GET /board/': [2] } }),
    // A test machine's lag is no crowd: drawing is not skipped for it here.
    render: pageRenderer(clientDir, (e) => errors.push(e), { busyLagMs: Infinity, drawShare: Infinity }),
  });
const block = (html: string, id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'undefined');

describe('a page drawn by the server', () => {
  it('draws a few pages at a time: a crowd beyond them gets its pages undrawn at once', async () => {
    const routes = page(build("await new Promise((r) => setTimeout(r, 40)); return { html: '<p>drawn</p>', state: { queries: [] }, reads: {} };"));
    const pages = await Promise.all(Array.from({ length: 8 }, async () => (await routes.request('/')).text()));
    const drawn = pages.filter((p) => p.includes('<p>drawn</p>')).length;
    expect(drawn).toBeGreaterThanOrEqual(1);
    expect(drawn).toBeLessThanOrEqual(4);
    expect(pages.filter((p) => !p.includes('<p>drawn</p>')).every((p) => p.includes('id="page-reads"'))).toBe(true);
  });

  it('spends at most its share of the process on drawing: past it, pages go out undrawn', async () => {
    const dir = build("const until = performance.now() + 60; while (performance.now() < until); return { html: '<p>drawn</p>', state: { queries: [] }, reads: {} };");
    const routes = clientRoutes(dir, { festival: () => festival, opened: () => true, render: pageRenderer(dir, () => {}, { busyLagMs: Infinity, drawShare: 0.05 }) });
    // A 60 ms page uses up a 5 % share of the second at once: the next page right after goes out undrawn.
    const pages = [];
    for (let i = 0; i < 2; i++) pages.push(await (await routes.request('/')).text());
    expect(pages.map((p) => p.includes('<p>drawn</p>'))).toEqual([true, false]);
  });

  it('carries the drawn screen, its queries, the reads it left and the blocks it was drawn from', async () => {
    const dir = build(`
      globalThis.seen = input;
      return { html: '<link rel="preload" as="image" href="/a.svg"><main>' + input.path + ' ' + input.lang + '</main>', state: { queries: [{ queryHash: 'q' }] }, reads: { 'GET /board/': [2] }, translations: { 'post:2:title': 'Lost and found' } };`);
    const res = await page(dir).request('/board?now=2025-09-25T10:00:00%2B09:00', { headers: { cookie: 'lang=en' } });
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root" data-drawn-lang="en"><main>/board en</main></div>');
    expect(html.indexOf('<link rel="preload" as="image" href="/a.svg">')).toBeLessThan(html.indexOf('</head>'));
    expect(block(html, 'query-state')).toEqual({ queries: [{ queryHash: 'q' }] });
    expect(block(html, 'page-reads').reads).toEqual({ 'GET /board/': [2] });
    expect(block(html, 'drawn-translations')).toEqual({ 'post:2:title': 'Lost and found' });
    const seen = (globalThis as unknown as { seen: { nowMs: number; search: string; blocks: Record<string, string> } }).seen;
    expect(seen.nowMs).toBe(Date.parse('2025-09-25T10:00:00+09:00'));
    expect(JSON.parse(seen.blocks['urgent-notice'])).toEqual({ id: 1, title: '긴급', content: '내용' });
    expect(JSON.parse(seen.blocks['page-reads']).reads).toEqual({ 'GET /booths/': [1], 'GET /board/': [2] });
  });

  it('goes out undrawn, with all its reads, when the render fails or stalls, and admin pages are never drawn', async () => {
    const errors: unknown[] = [];
    for (const body of ["throw new Error('broken')", 'await new Promise(() => {})']) {
      const res = await page(build(body), errors).request('/board');
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('query-state');
      expect(Object.keys(block(html, 'page-reads').reads)).toHaveLength(2);
    }
    expect(errors).toHaveLength(1);
    // A render that never ends does not hold the pages after it.
    const routes = page(build(`if (input.path === '/board') await new Promise(() => {}); return { html: '<p>' + input.path + '</p>', state: { queries: [] }, reads: {} };`));
    expect(await (await routes.request('/board')).text()).toContain('<div id="root"></div>');
    expect(await (await routes.request('/timetable')).text()).toContain('<div id="root" data-drawn-lang="ko"><p>/timetable</p></div>');
    // A renderer built for another build of the client draws nothing (its markup would name other styles).
    const other = await (await page(build("return { html: '<p>drawn</p>', state: { queries: [] }, reads: {} };", '{"a":1}', '{"a":2}'), errors).request('/')).text();
    expect(other).toContain('<div id="root"></div>');
    expect(String(errors[1])).toContain('built for another build of the client');
    // A client rebuilt under a running process is not drawn with the renderer the process holds.
    const rebuilt = build("return { html: '<p>drawn</p>', state: { queries: [] }, reads: {} };");
    const running = page(rebuilt, errors);
    expect(await (await running.request('/')).text()).toContain('<p>drawn</p>');
    const manifest = path.join(rebuilt, '.vite', 'manifest.json');
    fs.writeFileSync(manifest, '{"b":1}');
    fs.utimesSync(manifest, new Date(), new Date(Date.now() + 5000));
    expect(await (await running.request('/')).text()).toContain('<div id="root"></div>');
    const admin = await (await page(build("return { html: '<p>drawn</p>', state: { queries: [] }, reads: {} };")).request('/admin')).text();
    expect(admin).toContain('<div id="root"></div>');
  });
});
