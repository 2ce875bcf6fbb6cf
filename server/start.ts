// Listens on a port with the festival app. Used by main.ts, the e2e harness and the benchmarks.
import net, { type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createServerApp, type ServerApp, type ServerAppOptions } from './app';

export interface StartOptions extends ServerAppOptions {
  /** 0 = a free port (default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Longest close() waits for requests in flight before cutting connections (default 10 s). */
  shutdownGraceMs?: number;
}

/** Called when the process starts draining (SIGTERM): e.g. live streams tell their clients to reconnect elsewhere. */
export type DrainHook = () => void | Promise<void>;

export interface StartedServer {
  url: string;
  port: number;
  server: ServerApp;
  /** True from the first drain()/close(): health answers 503 {status:'draining'}. */
  readonly draining: boolean;
  /** Hooks run once when draining starts (the live module registers its drain() here). */
  onDrain: DrainHook[];
  /** Draining without closing: health turns 503 so the proxy stops sending; the hooks run. */
  drain(): Promise<void>;
  /** Drains, stops accepting, finishes requests in flight (up to shutdownGraceMs), closes the database. */
  close(): Promise<void>;
}

/** How long a just-accepted connection may take to deliver its request before idle ones close. */
const IDLE_SETTLE_MS = 500;
const DRAINING_BODY = JSON.stringify({ status: 'draining' });

export async function startServer(opts: StartOptions = {}): Promise<StartedServer> {
  const serverApp = await createServerApp(opts);
  const host = opts.host ?? '127.0.0.1';
  let draining = false;
  // Open live streams are sent to reconnect (to another process) instead of holding the grace period.
  const onDrain: DrainHook[] = [() => serverApp.live.drain()];
  // Only while draining is the path looked at: the normal path costs nothing extra.
  const fetch: typeof serverApp.app.fetch = (req, ...rest) => {
    if (draining && new URL(req.url).pathname === '/api/health') {
      return new Response(DRAINING_BODY, {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' },
      });
    }
    if (!draining) return serverApp.app.fetch(req, ...rest);
    // While draining every answer ends its connection, so clients reconnect to another process.
    return Promise.resolve(serverApp.app.fetch(req, ...rest)).then((res) => {
      try {
        res.headers.set('Connection', 'close');
      } catch {
        // Immutable headers (a redirect): the idle sweep closes that connection instead.
      }
      return res;
    });
  };
  let http: Server;
  try {
    http = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch, port: opts.port ?? 0, hostname: host }) as Server;
      s.once('listening', () => resolve(s));
      s.once('error', reject);
    });
  } catch (err) {
    await serverApp.close();
    throw err;
  }
  // Browsers and load generators keep connections open; a little longer than Node's 5 s default.
  http.keepAliveTimeout = 10_000;
  const port = (http.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  let drained: Promise<void> | null = null;
  const drain = () => {
    drained ??= (async () => {
      draining = true;
      // A hook that fails must not keep the process from stopping.
      await Promise.all(onDrain.map((h) => Promise.resolve().then(h).catch(() => {})));
    })();
    return drained;
  };
  return {
    url: `http://${shownHost}:${port}`,
    port,
    server: serverApp,
    get draining() {
      return draining;
    },
    onDrain,
    drain,
    close() {
      closing ??= (async () => {
        await drain();
        // Stop accepting. Node's http close() also drops "idle" connections at once, and a connection
        // accepted a moment ago whose request has not been read yet counts as idle: the proxy would
        // see a reset after sending (a POST it may not retry). So only the listener closes now;
        // answers from here on carry Connection: close, and idle connections are closed after a
        // moment in which any request already on its way has arrived.
        const done = new Promise<void>((resolve) => net.Server.prototype.close.call(http, () => resolve()));
        let idle: ReturnType<typeof setInterval> | undefined;
        const settle = setTimeout(() => {
          http.closeIdleConnections();
          idle = setInterval(() => http.closeIdleConnections(), 50);
        }, Math.min(IDLE_SETTLE_MS, opts.shutdownGraceMs ?? 10_000));
        const grace = setTimeout(() => http.closeAllConnections(), opts.shutdownGraceMs ?? 10_000);
        grace.unref();
        await done;
        clearTimeout(settle);
        clearInterval(idle);
        clearTimeout(grace);
        await serverApp.close();
      })();
      return closing;
    },
  };
}
