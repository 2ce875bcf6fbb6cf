// The built client on the same port as the API: files from CLIENT_DIR, hashed /assets/* cached for
// a year, everything else revalidated, and unknown paths answered with index.html (history routing).
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { Lru } from './lib/cache';
import { acceptsGzip, gzip, isCompressible } from './lib/compress';
import { escapeAttr, withOg, type OgTags } from './og';
import type { Language } from '@contract/constants';
import type { FestivalSettings } from '@contract/festival-data';
import type { PageReads } from '@contract/page-reads';
import { isVisitorScreen, screenFor, type ScreenName, type VisitorScreenName } from '@contract/page-routes';
import { languageOf, pagePreloads, type ClientManifest } from './page-preload';
import type { PageRenderer } from './page-render';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/**
 * A strict policy: only our own origin, no inline scripts, no third-party host. Inline style
 * attributes are allowed because UI libraries animate through them.
 */
export const CLIENT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** index.html with `tag` added at the end of its head. */
function intoHead(html: Uint8Array<ArrayBuffer>, tag: string): Uint8Array<ArrayBuffer> {
  const text = new TextDecoder().decode(html).replace('</head>', `    ${tag}\n  </head>`);
  return new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
}

/**
 * index.html with the replayed clock's instant, which the client's clock starts from (src/lib/clock.ts), and its
 * speed when the replay runs faster than real time (FESTIVAL_SPEED), which the client's clock then follows too.
 */
export function withFestivalNow(html: Uint8Array<ArrayBuffer>, nowMs: number, speed = 1): Uint8Array<ArrayBuffer> {
  const meta =
    `<meta name="festival-now" content="${new Date(nowMs).toISOString()}" />` +
    (speed !== 1 ? `<meta name="festival-speed" content="${speed}" />` : '');
  return intoHead(html, meta);
}

/** index.html with `value` as a JSON data block (not run, so the strict CSP holds) that the client reads at start. */
function withDataBlock(html: Uint8Array<ArrayBuffer>, id: string, value: unknown): Uint8Array<ArrayBuffer> {
  // `<` escaped so that no value can close the script element.
  const json = JSON.stringify(value ?? null).replace(/</g, '\\u003c');
  return intoHead(html, `<script type="application/json" id="${id}">${json}</script>`);
}

/**
 * index.html with the festival's settings, which the client's festival store reads at start
 * (src/stores/festival.ts): no extra request on first paint. null (an empty start) is injected too: the client
 * then shows the coming-soon page.
 */
export const withFestival = (html: Uint8Array<ArrayBuffer>, festival: unknown) => withDataBlock(html, 'festival-settings', festival);

/**
 * index.html with the urgent notice now ({id, title, content} or null), which home uses as its first answer
 * (src/api/query.ts): the notice's bar is laid out with the page instead of pushing it down when it arrives.
 */
export const withUrgent = (html: Uint8Array<ArrayBuffer>, urgent: unknown) => withDataBlock(html, 'urgent-notice', urgent);

/** index.html with the answers of the screen's first reads (contract/first-reads.ts), which the client takes first. */
export const withPageReads = (html: Uint8Array<ArrayBuffer>, reads: PageReads) => withDataBlock(html, 'page-reads', reads);

/** index.html with a preload of the image the page paints largest first (server/page-image.ts). */
export function withImagePreload(html: Uint8Array<ArrayBuffer>, src: string): Uint8Array<ArrayBuffer> {
  return intoHead(html, `<link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high" />`);
}

/**
 * index.html with the screen the server drew inside its root (its language named there and on the page), and the
 * queries that screen read as a data block the client hydrates from (src/main.tsx). React's own preload tags, which
 * lead the drawn markup, go to the head.
 */
function withDrawnScreen(html: Uint8Array<ArrayBuffer>, drawn: string, state: unknown, lang: Language): Uint8Array<ArrayBuffer> {
  let body = drawn;
  const head: string[] = [];
  for (let m = /^<link [^>]*>/.exec(body); m; m = /^<link [^>]*>/.exec(body)) {
    head.push(m[0]);
    body = body.slice(m[0].length);
  }
  const text = new TextDecoder()
    .decode(withDataBlock(html, 'query-state', state))
    .replace('<html lang="ko">', `<html lang="${lang}">`)
    .replace('<div id="root"></div>', () => `<div id="root" data-drawn-lang="${lang}">${body}</div>`);
  return intoHead(new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>, head.join(''));
}

/** What the served index.html carries besides the built file. */
export interface PageData {
  /** The replayed clock's instant (absent when the clock is real). */
  festivalNow?: () => number;
  /** How fast the replayed clock runs (FESTIVAL_SPEED); the client's clock follows it. */
  festivalSpeed?: number;
  festival?: () => unknown;
  og?: (path: string) => Promise<OgTags | null>;
  /** The urgent notice now; undefined when it cannot be read at once (the page is not held for it). */
  urgent?: () => Promise<unknown>;
  /** The image the page paints largest first, preloaded (server/page-image.ts). */
  image?: (path: string) => Promise<string | null>;
  /** Whether the festival has opened (its pages show instead of the countdown); null when there is none yet. */
  opened?: () => boolean | null;
  /** Draws a visitor page's first screen into it (server/page-render.ts); absent: the client draws it. */
  render?: PageRenderer | null;
  /** The answers of the screen's first reads in the visitor's language, those at hand within `wait` ms. */
  reads?: (screen: VisitorScreenName, pagePath: string, pageSearch: string, lang: Language, wait: Promise<void>) => Promise<PageReads | null>;
}

/** How long the page waits for the urgent notice and the first reads (normally at hand) before going without them. */
const DATA_WAIT_MS = 150;

export function clientRoutes(clientDir: string, { festivalNow, festivalSpeed = 1, festival, og, urgent, image, opened, reads, render }: PageData = {}): Hono {
  const root = path.resolve(clientDir);
  const app = new Hono();
  // The client is a few hundred kB; keeping read files in memory spares the disk on every request.
  // A text file's gzip form is made on the first request that takes it and kept beside it.
  type Kept = { bytes: Uint8Array<ArrayBuffer>; mtime: number; gzipped?: Promise<Uint8Array<ArrayBuffer>> };
  const files = new Lru<string, Kept>(500);

  async function read(file: string): Promise<Kept | null> {
    try {
      const st = await fs.stat(file);
      if (!st.isFile()) return null;
      const hit = files.get(file);
      if (hit && hit.mtime === st.mtimeMs) return hit;
      const kept: Kept = { bytes: new Uint8Array(await fs.readFile(file)) as Uint8Array<ArrayBuffer>, mtime: st.mtimeMs };
      if (kept.bytes.length < 2 * 1024 * 1024) files.set(file, kept);
      return kept;
    } catch {
      return null;
    }
  }

  /**
   * The file's body for this request: gzip when the client takes it and the type is text, the build's own `.gz`
   * (level 9, vite.config.ts) when there is one beside it, else compressed here once.
   */
  async function encoded(c: import('hono').Context, file: string, kept: Kept, type: string) {
    if (!isCompressible(type) || kept.bytes.length < 1024) return { body: kept.bytes, headers: {} };
    const headers: Record<string, string> = { Vary: 'Accept-Encoding' };
    if (!acceptsGzip(c.req.header('accept-encoding'))) return { body: kept.bytes, headers };
    kept.gzipped ??= read(`${file}.gz`).then((built) =>
      // A .gz older than its file is not the build's: compressed here instead.
      built && built.mtime >= kept.mtime ? built.bytes : (gzip(kept.bytes) as Promise<Uint8Array<ArrayBuffer>>),
    );
    return { body: await kept.gzipped, headers: { ...headers, 'Content-Encoding': 'gzip' } };
  }

  // What each page loads before its first paint (server/page-preload.ts), from the build's manifest, read again
  // with the files when a new build replaces it.
  const preloaders = new WeakMap<Kept, ReturnType<typeof pagePreloads>>();
  async function preloadsFor(rel: string, lang: string | undefined): Promise<string> {
    const kept = await read(path.join(root, '.vite', 'manifest.json'));
    if (!kept) return '';
    let preloads = preloaders.get(kept);
    if (!preloads) {
      try {
        preloads = pagePreloads(JSON.parse(new TextDecoder().decode(kept.bytes)) as ClientManifest);
      } catch {
        preloads = () => '';
      }
      preloaders.set(kept, preloads);
    }
    return preloads(screenOf(rel), languageOf(lang));
  }

  /** The screen a page path shows now (the countdown before the opening; none before a festival is set up). */
  function screenOf(rel: string): ScreenName | null {
    const open = opened ? opened() : true;
    return open === null ? null : screenFor(rel, open);
  }

  const handler = async (c: import('hono').Context) => {
    let rel: string;
    try {
      rel = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    if (rel.includes('\0')) return c.text('Bad request', 400);
    const file = path.join(root, path.posix.normalize(rel));
    if (file !== root && !file.startsWith(root + path.sep)) return c.text('Not found', 404);
    const isAsset = rel.startsWith('/assets/');
    const kept = rel.endsWith('/') || rel === '/index.html' ? null : await read(file);
    if (kept) {
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const { body, headers } = await encoded(c, file, kept, type);
      return c.body(body, 200, {
        ...headers,
        'Content-Type': type,
        'Content-Length': String(body.length),
        'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(type.startsWith('text/html') ? { 'Content-Security-Policy': CLIENT_CSP } : {}),
      });
    }
    // A missing file (a name with an extension, or under /assets) is a 404, not the app shell.
    // /index.html itself is the shell too (the service worker precaches it under that name).
    if (isAsset || (path.extname(rel) && rel !== '/index.html')) return c.text('Not found', 404);
    const index = await read(path.join(root, 'index.html'));
    if (!index) return c.text('The client is not built yet: run `npm run build`.', 503);
    const tags = og ? await og(rel).catch(() => null) : null;
    let page = tags ? withOg(index.bytes, tags, c.req.url) : index.bytes;
    const first = image ? await image(rel).catch(() => null) : null;
    if (first) page = withImagePreload(page, first);
    const code = await preloadsFor(rel, getCookie(c, 'lang'));
    if (code) page = intoHead(page, code);
    if (festivalNow) page = withFestivalNow(page, festivalNow(), festivalSpeed);
    if (festival) page = withFestival(page, festival());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((r) => (timer = setTimeout(r, DATA_WAIT_MS)));
    // The shell kept by the service worker (/index.html) carries no answers: it is read offline, later.
    const screen = rel !== '/index.html' ? screenOf(rel) : null;
    const lang = languageOf(getCookie(c, 'lang'));
    const search = new URL(c.req.url).search;
    const [notice, answers] = await Promise.all([
      urgent ? Promise.race([urgent().catch(() => undefined), late.then(() => undefined)]) : undefined,
      reads && screen && isVisitorScreen(screen) ? reads(screen, rel, search, lang, late).catch(() => null) : null,
    ]).finally(() => clearTimeout(timer));
    const drawn = render && screen && isVisitorScreen(screen) ? await drawScreen(render, { rel, search, lang, notice, answers }) : null;
    if (notice !== undefined) page = withUrgent(page, notice);
    if (drawn) {
      page = withDrawnScreen(page, drawn.html, drawn.state, lang);
      if (Object.keys(drawn.translations ?? {}).length) page = withDataBlock(page, 'drawn-translations', drawn.translations);
      if (answers) answers.reads = drawn.reads;
    }
    if (answers && Object.keys(answers.reads).length) page = withPageReads(page, answers);
    return c.body(page, 200, {
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': CLIENT_CSP,
    });
  };
  /** The page's first screen drawn by the server from the data the page carries; null when it cannot be. */
  async function drawScreen(
    draw: PageRenderer,
    { rel, search, lang, notice, answers }: { rel: string; search: string; lang: Language; notice: unknown; answers: PageReads | null },
  ) {
    const f = festival?.() ?? null;
    // The client's clock: `?now=` (tests, replays) or the server's replayed instant, else the real time.
    const asked = Date.parse(new URLSearchParams(search).get('now') ?? '');
    const nowMs = Number.isFinite(asked) ? asked : festivalNow ? festivalNow() : Date.now();
    const blocks: Record<string, string> = { 'festival-settings': JSON.stringify(f) };
    if (notice !== undefined) blocks['urgent-notice'] = JSON.stringify(notice);
    if (answers) blocks['page-reads'] = JSON.stringify(answers);
    return draw({ path: rel, search, lang, nowMs, festival: f as FestivalSettings | null, blocks });
  }

  app.get('*', handler);
  return app;
}
