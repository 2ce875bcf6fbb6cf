// The built client on the same port as the API: files from CLIENT_DIR, hashed /assets/* cached for
// a year, everything else revalidated, and unknown paths answered with index.html (history routing).
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { Lru } from './lib/cache';

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

/** index.html with the replayed clock's instant, which the client's clock starts from (src/lib/clock.ts). */
export function withFestivalNow(html: Uint8Array<ArrayBuffer>, nowMs: number): Uint8Array<ArrayBuffer> {
  const meta = `<meta name="festival-now" content="${new Date(nowMs).toISOString()}" />`;
  const text = new TextDecoder().decode(html).replace('</head>', `    ${meta}\n  </head>`);
  return new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
}

export function clientRoutes(clientDir: string, festivalNow?: () => number): Hono {
  const root = path.resolve(clientDir);
  const app = new Hono();
  // The client is a few hundred kB; keeping read files in memory spares the disk on every request.
  const files = new Lru<string, { bytes: Uint8Array<ArrayBuffer>; mtime: number } | null>(500);

  async function read(file: string): Promise<Uint8Array<ArrayBuffer> | null> {
    try {
      const st = await fs.stat(file);
      if (!st.isFile()) return null;
      const hit = files.get(file);
      if (hit && hit.mtime === st.mtimeMs) return hit.bytes;
      const bytes = new Uint8Array(await fs.readFile(file)) as Uint8Array<ArrayBuffer>;
      if (bytes.length < 2 * 1024 * 1024) files.set(file, { bytes, mtime: st.mtimeMs });
      return bytes;
    } catch {
      return null;
    }
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
    const bytes = rel.endsWith('/') || rel === '/index.html' ? null : await read(file);
    if (bytes) {
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return c.body(bytes, 200, {
        'Content-Type': type,
        'Content-Length': String(bytes.length),
        'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(type.startsWith('text/html') ? { 'Content-Security-Policy': CLIENT_CSP } : {}),
      });
    }
    // A missing file (a name with an extension, or under /assets) is a 404, not the app shell.
    if (isAsset || path.extname(rel)) return c.text('Not found', 404);
    const index = await read(path.join(root, 'index.html'));
    if (!index) return c.text('The client is not built yet: run `npm run build`.', 503);
    return c.body(festivalNow ? withFestivalNow(index, festivalNow()) : index, 200, {
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': CLIENT_CSP,
    });
  };
  app.get('*', handler);
  return app;
}
