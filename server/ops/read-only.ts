// Read-only mode: while the database is sick, writes are refused with a clear 503 and reads go on.
// The switch lives in app_settings so every process follows it within ttlMs; READ_ONLY=1 forces it
// without asking the database at all.
import { eq } from 'drizzle-orm';
import type { Context, Next } from 'hono';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export const READ_ONLY_SETTING = 'read_only';
export const READ_ONLY_MESSAGE = 'the festival app is read-only for a moment: changes are paused, please try again later';

export interface ReadOnlyOptions {
  /** READ_ONLY=1: always on, whatever the database says. */
  forced?: boolean;
  /** How long one process trusts the value it read (default 1 s). */
  ttlMs?: number;
  now?: () => number;
}

export function createReadOnly(db: Db, opts: ReadOnlyOptions = {}) {
  const ttl = opts.ttlMs ?? 1000;
  const now = opts.now ?? Date.now;
  let value = false;
  let readAt = -Infinity;
  let reading: Promise<boolean> | null = null;

  async function read(): Promise<boolean> {
    try {
      const rows = await db.select().from(t.appSettings).where(eq(t.appSettings.key, READ_ONLY_SETTING));
      value = rows[0]?.value === '1';
    } catch {
      // A sick database keeps the last value known: the switch was set while it still answered.
    }
    readAt = now();
    return value;
  }

  return {
    forced: !!opts.forced,
    async isOn(): Promise<boolean> {
      if (opts.forced) return true;
      if (now() - readAt < ttl) return value;
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    async set(on: boolean): Promise<void> {
      const v = on ? '1' : '0';
      await db.insert(t.appSettings).values({ key: READ_ONLY_SETTING, value: v }).onConflictDoUpdate({
        target: t.appSettings.key,
        set: { value: v },
      });
      value = on;
      readAt = now();
    },
  };
}
export type ReadOnly = ReturnType<typeof createReadOnly>;

/** Calls that change nothing although they are POSTs, and the ones that must work to switch back. */
const ALWAYS_ALLOWED = [
  '/api/admin/login',
  '/api/admin/read-only',
  '/api/common/translations',
  '/api/booths/list',
  '/api/booths/list/',
  '/api/game/games/successcount',
  '/api/game/games/successcount/',
];

export function refuseWritesWhenReadOnly(readOnly: ReadOnly) {
  return async (c: Context, next: Next) => {
    const m = c.req.method;
    if (m === 'GET' || m === 'HEAD' || m === 'OPTIONS') return next();
    const p = c.req.path;
    if (ALWAYS_ALLOWED.some((a) => p === a || p.startsWith(`${a}/`))) return next();
    if (!(await readOnly.isOn())) return next();
    return c.json({ message: READ_ONLY_MESSAGE, error: 'read_only' }, 503, { 'Retry-After': '30' });
  };
}
