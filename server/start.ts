// Listens on a port with the festival app. Used by main.ts, the e2e harness and the benchmarks.
import net, { type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
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

/** While closing, how often kept-alive connections waiting between requests are closed. */
const IDLE_SWEEP_MS = 50;
/**
 * Closing a listener resets the connections the kernel still queues for it, after the proxy has sent
 * their requests (a POST it may not retry). On a busy machine the proxy may still be sending here a
 * while after it was told to stop: nginx's old workers finish the requests they hold, and retry on
 * this process what the other one failed, for seconds (CI saw them still coming 5 s after SIGTERM).
 * So the listener closes only once nothing was accepted for QUIET_MS (and at least two turns of the
 * loop, whose I/O phase accepts what the kernel holds); at the latest after QUIET_MAX_MS (a client
 * that never stops: what is queued then is reset).
 */
const QUIET_STEP_MS = 50;
const QUIET_MS = 300;
const QUIET_MAX_MS = 12_000;
/**
 * Connections the kernel completes while the loop is busy (capped by net.core.somaxconn). Node's 511
 * overflows after about two seconds of a stalled loop at 250 requests/s, one process alone while
 * the other restarts on a loaded machine: the proxy's connects then time out and it stops sending
 * to the only process left. Queued, they wait for an answer instead.
 */
const LISTEN_BACKLOG = 4096;
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
      const s = createAdaptorServer({ fetch, hostname: host }) as Server;
      s.once('listening', () => resolve(s));
      s.once('error', reject);
      s.listen({ port: opts.port ?? 0, host, backlog: LISTEN_BACKLOG });
    });
  } catch (err) {
    await serverApp.close();
    throw err;
  }
  // Browsers and load generators keep connections open; a little longer than Node's 5 s default.
  http.keepAliveTimeout = 10_000;
  let accepted = 0;
  http.on('connection', () => accepted++);
  /** Resolves right after a loop turn (its I/O phase accepts what the kernel holds) that ends a quiet spell. */
  const quiet = async () => {
    const until = performance.now() + Math.min(QUIET_MAX_MS, opts.shutdownGraceMs ?? QUIET_MAX_MS);
    let turns = 0;
    let since = performance.now();
    while ((turns < 2 || performance.now() - since < QUIET_MS) && performance.now() < until) {
      const before = accepted;
      await new Promise((resolve) => setTimeout(resolve, QUIET_STEP_MS));
      await new Promise((resolve) => setImmediate(resolve));
      if (accepted === before) turns++;
      else [turns, since] = [0, performance.now()];
    }
  };
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
        await quiet();
        // Stop accepting: a new connection is refused from here on, which a proxy retries on another
        // process whatever the method. Answers carry Connection: close; kept-alive connections
        // waiting between requests are closed (Node counts a connection whose first request has not
        // been read yet as busy, so a request on its way is answered).
        const done = new Promise<void>((resolve) => net.Server.prototype.close.call(http, () => resolve()));
        http.closeIdleConnections();
        const idle = setInterval(() => http.closeIdleConnections(), IDLE_SWEEP_MS);
        const grace = setTimeout(() => http.closeAllConnections(), opts.shutdownGraceMs ?? 10_000);
        grace.unref();
        await done;
        clearInterval(idle);
        clearTimeout(grace);
        await serverApp.close();
      })();
      return closing;
    },
  };
}
