// A TCP proxy in front of PostgreSQL that can freeze: connections stay open but no byte moves either
// way (as when the database host stalls), and nothing is closed until the thaw, when everything held
// flows on. New connections made while frozen are accepted and stall too.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FreezeProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezeProxy(target: { host: string; port: number }): Promise<FreezeProxy> {
  let frozen = false;
  let held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const whenThawed = (action: () => void) => (frozen ? held.push(action) : action());

  const link = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (!frozen) {
        to.write(chunk);
        return;
      }
      from.pause();
      held.push(() => {
        to.write(chunk);
        from.resume();
      });
    });
    from.on('end', () => whenThawed(() => to.end()));
    from.on('error', () => whenThawed(() => to.destroy()));
    from.on('close', () => whenThawed(() => to.destroy()));
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      if (frozen) s.pause();
    }
    link(client, upstream);
    link(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    urlFor(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    freeze() {
      frozen = true;
      for (const s of sockets) s.pause();
    },
    thaw() {
      frozen = false;
      const actions = held;
      held = [];
      for (const a of actions) a();
      for (const s of sockets) s.resume();
    },
    async close() {
      frozen = false;
      held = [];
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
