// Writes that other server processes on the same PostgreSQL database must hear of at once: their in-memory
// read caches (server/services/catalog.ts) drop what a write changed instead of waiting for the time-to-live.
// PostgreSQL's LISTEN/NOTIFY carries them; a process ignores its own notices. If the listening connection is
// lost it is opened again and every subscriber hears RESYNC_TOPIC; meanwhile the caches' time-to-live still
// bounds how stale a read can be.
import crypto from 'node:crypto';
import pg from 'pg';

export const CHANGES_CHANNEL = 'festival_changes';
/**
 * Heard each time the listening connection is (re)opened: changes made while it was away were missed, so
 * whatever is kept from the database is read again.
 */
export const RESYNC_TOPIC = '*';

export interface ChangeFeed {
  /** Tell the other processes that `topic` changed (after the write has committed); `payload` rides along (live events). */
  publish(topic: string, payload?: string): void;
  /** Hear the other processes' changes; the first subscriber opens the listening connection. */
  subscribe(onChange: (topic: string, payload?: string) => void): void;
  close(): Promise<void>;
}

export function createChangeFeed(pool: pg.Pool, url: string | pg.ClientConfig, retryMs = 1000): ChangeFeed {
  const instance = crypto.randomUUID();
  const subscribers = new Set<(topic: string, payload?: string) => void>();
  let listener: pg.Client | null = null;
  let started = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const again = () => {
    listener = null;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, retryMs);
    retry.unref();
  };

  async function listen(): Promise<void> {
    const client = new pg.Client(typeof url === 'string' ? { connectionString: url } : url);
    client.on('notification', (msg) => {
      if (msg.channel !== CHANGES_CHANNEL || !msg.payload) return;
      const at = msg.payload.indexOf(':');
      if (at < 0 || msg.payload.slice(0, at) === instance) return;
      // `<instance>:<topic>` or `<instance>:<topic>:<payload>` (topics hold no colon).
      const rest = msg.payload.slice(at + 1);
      const sep = rest.indexOf(':');
      const topic = sep < 0 ? rest : rest.slice(0, sep);
      const payload = sep < 0 ? undefined : rest.slice(sep + 1);
      for (const s of subscribers) s(topic, payload);
    });
    client.on('error', () => {});
    client.on('end', () => {
      if (listener === client) again();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      for (const s of subscribers) s(RESYNC_TOPIC);
    } catch {
      await client.end().catch(() => {});
      again();
    }
  }

  return {
    publish(topic, payload) {
      if (closed) return;
      const text = payload === undefined ? `${instance}:${topic}` : `${instance}:${topic}:${payload}`;
      pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, text]).catch(() => {});
    },
    subscribe(onChange) {
      subscribers.add(onChange);
      if (!started) {
        started = true;
        void listen();
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = listener;
      listener = null;
      await c?.end().catch(() => {});
    },
  };
}
