// Link previews rendered by the server into index.html for shared booth and board links.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';

const INDEX = '<!doctype html><html><head><title>Dongguk University Autumn Festival 2025</title></head><body><div id="root"></div></body></html>';

/** The Open Graph properties of a page, read back from its HTML. */
function og(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  for (const m of html.matchAll(/<meta property="(og:[a-z_]+)" content="([^"]*)" \/>/g)) out[m[1]] = unescape(m[2]);
  return out;
}

describe.each(DB_KINDS)('Open Graph previews on %s', (kind) => {
  let s: TestServer;
  let client: string;
  beforeAll(async () => {
    client = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-og-'));
    fs.writeFileSync(path.join(client, 'index.html'), INDEX);
    s = await createTestServer(kind, { clientDir: client });
  });
  afterAll(async () => {
    await s?.stop();
    fs.rmSync(client, { recursive: true, force: true });
  });

  const page = async (p: string) => {
    const res = await s.app.request(`http://festival.test${p}`);
    return { status: res.status, html: await res.text() };
  };

  it('renders a booth’s name, description and image', async () => {
    const { status, html } = await page('/booth/3');
    expect(status).toBe(200);
    expect(og(html)).toEqual({
      'og:type': 'website',
      'og:site_name': 'Dongguk University Autumn Festival 2025',
      'og:title': '푸름누리',
      'og:description': '봉사동아리 푸름누리의 주점입니다. 수익금 일부는 지역 아동센터에 기부합니다.',
      'og:image': 'http://festival.test/images/booths/pub.svg',
      'og:url': 'http://festival.test/booth/3',
    });
    expect(html).toContain('<title>푸름누리 · Dongguk University Autumn Festival 2025</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('renders a board post with its photo', async () => {
    const { html } = await page('/board/12');
    const tags = og(html);
    expect(tags['og:title']).toBe('학생증 (경영학과)');
    expect(tags['og:description']).toMatch(/^경영관 1층 로비에서/);
    expect(tags['og:image']).toMatch(/^http:\/\/festival\.test\/images\/lost\//);
  });

  it('escapes what an admin wrote, so a title cannot open a tag; the site image stands in for none', async () => {
    const uid = await s.login('Staff');
    const title = '"><script>alert(1)</script> & more';
    const r = await s.call('POST', '/api/board/notices', { uid, category: 'Notice', title, content: 'a <b>bold</b> "notice"' });
    expect(r.status).toBe(201);
    const id = (await s.call('GET', '/api/board/')).body.result.find((p: { title: string }) => p.title === title).id;
    const { html } = await page(`/board/${id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(og(html)['og:title']).toBe(title);
    expect(og(html)['og:description']).toBe('a <b>bold</b> "notice"');
    expect(og(html)['og:image']).toBe('http://festival.test/icons/icon-512.png');
  });

  it('names the image a page paints largest first as a preload: home’s banner, a booth’s own photo', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/g)].map((m) => m[1]);
    expect(preloads((await page('/')).html)).toEqual(['/images/banner/lost-banner.svg']);
    expect(preloads((await page('/booth/3')).html)).toEqual(['/images/booths/pub.svg']);
    // Pages whose first large image depends on what the visitor does or has: none.
    for (const p of ['/map', '/board', '/timetable', '/booth/9999', '/board/12']) expect(preloads((await page(p)).html), p).toEqual([]);
  });

  it('keeps the site’s own page for unknown ids and other routes', async () => {
    for (const p of ['/booth/9999', '/board/abc', '/map', '/']) {
      const { status, html } = await page(p);
      expect(status, p).toBe(200);
      expect(og(html), p).toEqual({});
      expect(html, p).toContain('<title>Dongguk University Autumn Festival 2025</title>');
    }
  });
});
