// Listens on a port with the festival app. Used by main.ts, the e2e harness and the benchmarks.
import type { AddressInfo } from 'node:net';
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

export interface StartedServer {
  url: string;
  port: number;
  server: ServerApp;
  close(): Promise<void>;
}

export async function startServer(opts: StartOptions = {}): Promise<StartedServer> {
  const serverApp = await createServerApp(opts);
  const host = opts.host ?? '127.0.0.1';
  let http: Server;
  try {
    http = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: serverApp.app.fetch, port: opts.port ?? 0, hostname: host }) as Server;
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
  return {
    url: `http://${shownHost}:${port}`,
    port,
    server: serverApp,
    close() {
      closing ??= (async () => {
        // Stop accepting, let requests in flight finish, then close the database.
        const done = new Promise<void>((resolve) => http.close(() => resolve()));
        // Open live streams are sent to reconnect (elsewhere) instead of holding the grace period.
        serverApp.live.drain();
        // A kept-alive connection turns idle once its request is answered: close it then too.
        http.closeIdleConnections();
        const idle = setInterval(() => http.closeIdleConnections(), 50);
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
