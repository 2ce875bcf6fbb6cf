// Cheap dashboard counters (issue 20): board posts read and API reads by language are added up in memory per
// Korea hour and flushed as one upsert every few seconds, so no hot GET writes a row. Each process also writes
// how many live streams it holds (a heartbeat row); "live visitors now" sums the rows still fresh, which holds
// with several processes on one PostgreSQL, and a process that died drops out once its row is stale.
import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { requestLanguage } from '../translation/list-translations';

export const COUNTER_KINDS = { boardRead: 'board_read', lang: 'lang' } as const;
/** How often a process flushes its counts and refreshes its heartbeat. */
export const FLUSH_MS = 5_000;
/** A heartbeat older than this is a process that stopped: its streams are not counted. */
export const PRESENCE_STALE_S = 30;

const HOUR_MS = 3_600_000;
const BOARD_READ = /^\/api\/board\/\d+\/?$/;
/** Reads of what visitors see (lists, details, timetable): the language they read it in. */
const LANGUAGE_READ = /^\/api\/(booths|board|stage|developers)(\/|$)/;

export interface DashboardCounters {
  middleware: MiddlewareHandler;
  /** Writes this process's pending counts and its heartbeat now (the dashboard's read calls it first). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createDashboardCounters(opts: {
  db: Db;
  clock: Clock;
  /** Open live streams in this process. */
  streams: () => number;
  log?: (event: string, data: Record<string, unknown>) => void;
  flushMs?: number;
  /** Read-only mode (server/ops/read-only.ts): counts wait in memory and are written once it ends. */
  readOnly?: () => Promise<boolean>;
}): DashboardCounters {
  const { db, clock } = opts;
  const processId = crypto.randomUUID();
  /** `kind \u0000 key \u0000 hourMs` → count not yet written. */
  let pending = new Map<string, number>();
  let flushing: Promise<void> | null = null;
  let closed = false;

  function add(kind: string, key: string) {
    const hour = Math.floor(clock.now() / HOUR_MS) * HOUR_MS;
    const k = `${kind}\u0000${key}\u0000${hour}`;
    pending.set(k, (pending.get(k) ?? 0) + 1);
  }

  async function write() {
    if (await opts.readOnly?.().catch(() => false)) return;
    const batch = pending;
    pending = new Map();
    try {
      if (batch.size) {
        const rows = [...batch].map(([k, n]) => {
          const [kind, key, hour] = k.split('\u0000');
          return sql`(${kind}, ${key}, ${new Date(Number(hour)).toISOString()}::timestamptz, ${n})`;
        });
        await db.execute(sql`insert into dashboard_counts (kind, key, hour, count) values ${sql.join(rows, sql`, `)}
          on conflict (kind, key, hour) do update set count = dashboard_counts.count + excluded.count`);
      }
      if (!closed) {
        await db.execute(sql`insert into dashboard_presence (process_id, streams, seen_at) values (${processId}, ${opts.streams()}, now())
          on conflict (process_id) do update set streams = excluded.streams, seen_at = excluded.seen_at`);
      }
    } catch (err) {
      // Kept for the next flush: a database that stopped answering for a while loses no count.
      for (const [k, n] of batch) pending.set(k, (pending.get(k) ?? 0) + n);
      opts.log?.('dashboard.flush_failed', { message: err instanceof Error ? err.message : String(err) });
    }
  }

  function flush(): Promise<void> {
    // One flush at a time; a call during one waits for it and then writes what came since.
    const run = (flushing ?? Promise.resolve()).then(write);
    flushing = run.finally(() => {
      if (flushing === run) flushing = null;
    });
    return run;
  }

  const timer = setInterval(() => void flush(), opts.flushMs ?? FLUSH_MS);
  timer.unref();

  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status >= 300) return;
    const path = c.req.path;
    if (c.req.method === 'GET' && BOARD_READ.test(path)) add(COUNTER_KINDS.boardRead, '');
    if ((c.req.method === 'GET' || c.req.method === 'POST') && LANGUAGE_READ.test(path) && !/\/likes\/?$/.test(path)) {
      add(COUNTER_KINDS.lang, requestLanguage(c) ?? 'ko');
    }
  };

  return {
    middleware,
    flush,
    async close() {
      clearInterval(timer);
      closed = true;
      await flush();
      await db.execute(sql`delete from dashboard_presence where process_id = ${processId}`).catch(() => {});
    },
  };
}
