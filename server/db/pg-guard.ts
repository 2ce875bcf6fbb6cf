// node-postgres with bounded waits. Without them a PostgreSQL that stops answering (the TCP connection
// alive but silent) hangs every request that touches the pool, and keeps hanging after it answers again.
// - Every connection: connect timeout, client-side query timeout, server-side statement_timeout, TCP keepalive.
// - A connection whose query timed out is in an unknown protocol state: it is destroyed, never reused
//   (a Drizzle transaction would otherwise queue its rollback behind the hung query and hand it back).
// - The first timeout or lost connection marks the database down: until a probe on a fresh connection
//   answers (tried at once, then every retryMs), queries and checkouts fail at once with
//   DatabaseUnavailableError instead of each waiting its own timeout, and waiters in the pool's queue
//   are released. Reads are then served from the caches' last good copies; writes answer 503.
import pg from 'pg';
import { DatabaseUnavailableError, isConnectionFault } from './faults';

export interface PgTimeouts {
  /** Opening a connection (waiting for a free pooled one is bounded by the outage check instead). */
  connectMs: number;
  /** Client side: longest wait for an answer to one statement (then the connection is destroyed). */
  queryMs: number;
  /** Server side: PostgreSQL cancels a statement running longer (the connection stays usable). */
  statementMs: number;
  /** The health check's own, shorter bound. */
  pingMs: number;
  /** While the database is down: how often a fresh connection probes it. */
  retryMs: number;
}

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = { connectMs: 2000, queryMs: 3500, statementMs: 3000, pingMs: 1000, retryMs: 1000 };

type Listener = () => void;

/** Down from the first connection fault until a probe answers. */
export class Outage {
  down = false;
  private listeners = new Set<Listener>();
  private closed = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly probe: () => Promise<boolean>,
    private readonly retryMs: number,
  ) {}

  trip(): void {
    if (this.down || this.closed) return;
    this.down = true;
    for (const l of [...this.listeners]) l();
    void this.check();
  }

  /** Called once when the database goes down; returns the unsubscribe. */
  onDown(l: Listener): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  private async check(): Promise<void> {
    if (this.closed) return;
    if (await this.probe().catch(() => false)) {
      this.down = false;
      return;
    }
    if (this.closed) return;
    this.timer = setTimeout(() => void this.check(), this.retryMs);
    this.timer.unref();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }
}

type Stream = { destroy(): void };
const streamOf = (client: pg.Client) => (client as unknown as { connection: { stream: Stream } }).connection.stream;

/** Races `p` against the database going down; a value arriving after that is handed to `late`. */
function unlessDown<T>(outage: Outage, p: Promise<T>, late: (v: T) => void = () => {}): Promise<T> {
  if (outage.down) {
    p.then(late, () => {});
    return Promise.reject(new DatabaseUnavailableError());
  }
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const off = outage.onDown(() => {
      settled = true;
      reject(new DatabaseUnavailableError());
    });
    p.then(
      (v) => {
        off();
        if (settled) late(v);
        else resolve(v);
      },
      (err) => {
        off();
        if (!settled) reject(err);
      },
    );
  });
}

export interface GuardedPool {
  pool: pg.Pool;
  outage: Outage;
  /** Resolves when the database answers `select 1` within pingMs. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createGuardedPool(url: string, max: number, t: PgTimeouts): GuardedPool {
  const connection: pg.ClientConfig = {
    connectionString: url,
    connectionTimeoutMillis: t.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  // Pings and probes use a connection of their own: a pool busy with a crowd must not look like an outage.
  let pinger: { client: pg.Client; ready: Promise<void> } | null = null;
  let pinging: Promise<void> | null = null;
  const dropPinger = () => {
    if (pinger) streamOf(pinger.client)?.destroy();
    pinger = null;
  };
  /** select 1 within pingMs on the ping connection; a failed one is dropped (the next ping opens another). */
  const pingWithin = (): Promise<void> =>
    (pinging ??= (async () => {
      let current = pinger;
      if (!current) {
        const client = new pg.Client({ ...connection, query_timeout: t.pingMs });
        client.on('error', () => {});
        current = pinger = { client, ready: client.connect().then(() => {}) };
      }
      const { client, ready } = current;
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          ready.then(() => client.query('select 1')),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new DatabaseUnavailableError('the database did not answer the ping in time')), t.pingMs);
          }),
        ]);
      } catch (err) {
        if (pinger?.client === client) dropPinger();
        throw err;
      } finally {
        clearTimeout(timer);
      }
    })().finally(() => (pinging = null)));
  const probe = () => pingWithin().then(() => true);
  const outage = new Outage(probe, t.retryMs);

  class GuardedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      // The connect timeout is the client's only: on the pool it would also bound the wait for a free
      // connection, and a crowd queueing for the pool is not an outage.
      super({ ...config, connectionTimeoutMillis: t.connectMs });
      // A destroyed connection emits 'error' even while checked out (when pg-pool listens to none).
      this.on('error', () => {});
    }
  }
  const plainQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const failed = (client: pg.Client, err: unknown) => {
    if (!isConnectionFault(err)) return;
    if ((err as Error)?.message === 'Query read timeout') streamOf(client).destroy();
    outage.trip();
  };
  (GuardedClient.prototype as unknown as { query: unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    const last = args.length - 1;
    const cb = args[last];
    if (typeof cb === 'function') {
      args[last] = (err: unknown, res: unknown) => {
        if (err) failed(this, err);
        (cb as (e: unknown, r: unknown) => void)(err, res);
      };
      return plainQuery.apply(this, args);
    }
    const result = plainQuery.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(undefined, (err) => failed(this, err));
    return result;
  };

  class Pool extends pg.Pool {
    // Checkouts (Drizzle transactions) fail at once while the database is down, and stop waiting when it goes down.
    connect(): Promise<pg.PoolClient>;
    connect(cb: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
    connect(cb?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): unknown {
      if (cb) return super.connect(cb);
      return unlessDown(outage, super.connect(), (client) => client.release()).catch((err: unknown) => {
        if (isConnectionFault(err)) outage.trip();
        throw err;
      });
    }

    // Single statements: a checked-out client, released (and destroyed if its connection failed) after.
    query(...args: unknown[]): never {
      const last = args[args.length - 1];
      if (typeof last === 'function') return (super.query as (...a: unknown[]) => never)(...args);
      return (async () => {
        const client = await this.connect();
        try {
          const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
          client.release();
          return result;
        } catch (err) {
          client.release(isConnectionFault(err) ? (err as Error) : undefined);
          throw err;
        }
      })() as never;
    }
  }

  const pool = new Pool({
    ...connection,
    connectionTimeoutMillis: undefined,
    max,
    query_timeout: t.queryMs,
    statement_timeout: t.statementMs,
    Client: GuardedClient,
  } as pg.PoolConfig);
  // An idle client error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});

  return {
    pool,
    outage,
    async ping() {
      if (outage.down) throw new DatabaseUnavailableError();
      try {
        await pingWithin();
      } catch (err) {
        outage.trip();
        throw err;
      }
    },
    async close() {
      outage.close();
      dropPinger();
      // A frozen connection never says goodbye: do not wait for it longer than a connect.
      await Promise.race([pool.end(), new Promise((r) => setTimeout(r, t.connectMs).unref())]);
    },
  };
}
