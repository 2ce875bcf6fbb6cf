// gzip for clients that ask for it (every phone browser does), with Node's zlib on the whole body.
// Hono's compress middleware pipes each response through a web CompressionStream and rebuilds it
// around a body stream; under a festival crowd that cost more CPU than the answers themselves.
// Bodies here are small JSON documents or client files, so one zlib call on the bytes does it; the
// client's files are compressed once and kept (see static.ts). Answers repeat far more often than
// they change (the board list is the same for every visitor until a post is written), so
// compressed bodies are also kept by content: the same text is never compressed twice while it
// is among the recent ones, and a changed answer is simply a new text.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipAsync = promisify(zlib.gzip);
/** Below this a compressed body saves less than its framing costs. */
const THRESHOLD = 1024;
const NO_BODY = new Set([101, 204, 205, 206, 304]);
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/** Whether the request takes a gzip body (`gzip` or `*` with a non-zero quality). */
export function acceptsGzip(accepted: string | undefined): boolean {
  if (!accepted) return false;
  for (const part of accepted.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

export function isCompressible(type: string | null | undefined): boolean {
  return !!type && COMPRESSIBLE.test(type);
}

export function gzip(bytes: Uint8Array): Promise<Buffer> {
  return gzipAsync(bytes, { level: 6 });
}

/** Adds Accept-Encoding to a response's Vary header (kept once). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses answers when the client takes gzip and the body is worth it. JSON answers (almost
 * all of them) are compressed as c.json makes them, from the text it has just written; anything
 * else compressible is read back from the finished response.
 */
export function compressAnswers(): MiddlewareHandler {
  const recent = new GzipMemo(256, 8 * 1024 * 1024);
  const made = new WeakSet<Response>();
  return async (c, next) => {
    const takesGzip = acceptsGzip(c.req.header('accept-encoding'));
    const body = c.body;
    c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => {
      const text = JSON.stringify(object);
      const own: Record<string, string> = { 'Content-Type': 'application/json' };
      if (text.length >= THRESHOLD) own.Vary = 'Accept-Encoding';
      const zipped = takesGzip && text.length >= THRESHOLD ? recent.gzipSync(text) : null;
      if (zipped) own['Content-Encoding'] = 'gzip';
      const res = body((zipped as Uint8Array<ArrayBuffer> | null) ?? text, arg as never, { ...headers, ...own });
      made.add(res);
      return res;
    }) as unknown as typeof c.json;
    await next();
    const res = c.res;
    if (made.has(res)) return;
    const type = res.headers.get('Content-Type');
    if (c.req.method === 'HEAD' || NO_BODY.has(res.status) || !isCompressible(type) || res.headers.has('Content-Encoding')) return;
    varyOnEncoding(res.headers);
    if (!takesGzip || /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    // Only now is the body read: a client that takes no gzip keeps the light response untouched.
    const text = await res.text();
    const headers = new Headers(res.headers);
    let zipped: Uint8Array;
    if (text.length >= THRESHOLD) {
      zipped = await recent.gzip(text);
      headers.set('Content-Encoding', 'gzip');
    } else {
      zipped = Buffer.from(text);
    }
    headers.set('Content-Length', String(zipped.length));
    // Replacing c.res merges the old response's headers by reading its body once more; these
    // headers are already complete, so the old response is let go first.
    c.res = undefined;
    c.res = new Response(zipped as Uint8Array<ArrayBuffer>, { status: res.status, headers });
  };
}

/** Compressed bodies by their text, the least recently used forgotten past a count or a size. */
export class GzipMemo {
  private map = new Map<string, Buffer>();
  /** What the kept entries hold: their texts (two bytes a character) and compressed bodies. */
  bytes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.map.size;
  }

  /** For the answers c.json writes: a hit costs a lookup; a miss compresses on this thread. */
  gzipSync(text: string): Buffer {
    return this.recall(text) ?? this.keep(text, zlib.gzipSync(text, { level: 6 }));
  }

  async gzip(text: string): Promise<Buffer> {
    return this.recall(text) ?? this.keep(text, await gzip(Buffer.from(text)));
  }

  private recall(text: string): Buffer | undefined {
    const hit = this.map.get(text);
    if (hit) {
      this.map.delete(text);
      this.map.set(text, hit);
    }
    return hit;
  }

  private keep(text: string, zipped: Buffer): Buffer {
    const size = text.length * 2 + zipped.length;
    if (size > this.maxBytes / 4) return zipped;
    if (this.map.has(text)) return zipped; // compressed meanwhile by another request
    this.map.set(text, zipped);
    this.bytes += size;
    for (const [key, value] of this.map) {
      if (this.map.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.map.delete(key);
      this.bytes -= key.length * 2 + value.length;
    }
    return zipped;
  }
}
