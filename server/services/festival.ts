// The stored festival (table `festival`, contract/festival.ts): read once at start, kept in memory for the
// routes (coupon release, plays a day, night hours, the client bootstrap), saved by Staff. With PostgreSQL
// another process's save reaches this one through the change feed (topic `festival`).
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { FestivalSettingsSchema, SAMPLE_FESTIVAL, type FestivalSettings } from '@contract/festival';
import type { AdminCode } from '../config';
import { RESYNC_TOPIC, type ChangeFeed } from '../db/changes';
import { MIGRATION_LOCK_KEY, rowsOf, type Db, type DbKind } from '../db/client';
import * as t from '../db/schema';
import { codeLookup, hashCode, randomCode } from '../lib/secrets';
import { writeAudit } from './console-audit';
import type { Admin } from './sessions';

export const FESTIVAL_TOPIC = 'festival';

export interface FestivalStore {
  /** The festival, or null before one is set up (an empty start). */
  current(): FestivalSettings | null;
  /** The festival, or the 2025 sample's values where a rule needs some (an empty start has no coupons or stages). */
  orSample(): FestivalSettings;
  /** Reads the stored row again. */
  reload(): Promise<FestivalSettings | null>;
  /** After a write by someone else in this process (an import): reads it again and tells the other processes. */
  refresh(): Promise<FestivalSettings | null>;
  /** Stores valid settings (the caller validated them), tells the other processes and the listeners. */
  /** Stores the settings; with `who`, the change (its changed fields, before and after) goes to the audit log in the same transaction. */
  save(settings: FestivalSettings, at: Date, who?: Admin): Promise<FestivalSettings>;
  /** Called after every change (this process's save or another's). */
  onChange(fn: (f: FestivalSettings | null) => void): () => void;
}

/** The stored settings, or null when there is no row (or it no longer reads as valid settings). */
export async function readFestival(db: Db): Promise<FestivalSettings | null> {
  const rows = await db.select().from(t.festival).where(eq(t.festival.id, 1));
  if (!rows.length) return null;
  try {
    const r = v.safeParse(FestivalSettingsSchema, JSON.parse(rows[0].settings));
    return r.success ? (r.output as FestivalSettings) : null;
  } catch {
    return null;
  }
}

export async function writeFestival(db: Db, settings: FestivalSettings, at: Date): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insert(t.festival)
    .values({ id: 1, settings: value, updatedAt: at })
    .onConflictDoUpdate({ target: t.festival.id, set: { settings: value, updatedAt: at } });
}

/**
 * A database from before the festival was data holds the 2025 sample's content without a festival row:
 * it gets the sample's settings. An empty database (an empty start) stays without one.
 */
export async function ensureSampleFestival(db: Db, at: Date): Promise<void> {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from locations`));
  if (n === 0) return;
  await db.insert(t.festival).values({ id: 1, settings: JSON.stringify(SAMPLE_FESTIVAL), updatedAt: at }).onConflictDoNothing();
}

/** The top-level fields a save changes, as they were and as they are (the whole settings on a first save). */
function changedFields(before: FestivalSettings | null, after: FestivalSettings): { before: unknown; after: unknown } {
  if (!before) return { before: null, after };
  const keys = (Object.keys(after) as (keyof FestivalSettings)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

export async function createFestivalStore(db: Db, changes?: ChangeFeed | null): Promise<FestivalStore> {
  let value = await readFestival(db);
  const listeners = new Set<(f: FestivalSettings | null) => void>();
  const emit = () => {
    for (const l of listeners) l(value);
  };
  const store: FestivalStore = {
    current: () => value,
    orSample: () => value ?? SAMPLE_FESTIVAL,
    async reload() {
      value = await readFestival(db);
      emit();
      return value;
    },
    async refresh() {
      await store.reload();
      changes?.publish(FESTIVAL_TOPIC);
      return value;
    },
    async save(settings, at, who) {
      const before = value;
      await db.transaction(async (tx) => {
        await writeFestival(tx as unknown as Db, settings, at);
        if (who) await writeAudit(tx, who, at, { action: 'festival.settings', entity: 'festival', ...changedFields(before, settings) });
      });
      value = settings;
      changes?.publish(FESTIVAL_TOPIC);
      emit();
      return value;
    },
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  changes?.subscribe((topic) => {
    if (topic === FESTIVAL_TOPIC || topic === RESYNC_TOPIC) void store.reload().catch(() => {});
  });
  return store;
}

/** The festival the rules run on: the stored one, else the 2025 sample's values. */
export function festivalOf(deps: { festival?: FestivalStore }): FestivalSettings {
  return deps.festival?.orSample() ?? SAMPLE_FESTIVAL;
}

/**
 * FESTIVAL=empty on an empty database: no festival, no content, only the admins of ADMIN_CODES (without
 * booths), or one generated Staff code when none is given. Returns the generated codes (print them once).
 * A database with admins or a festival is left as it is, except that ADMIN_CODES set the listed codes again.
 */
export async function seedEmptyStart(db: Db, opts: { kind: DbKind; adminCodes: AdminCode[] | null }) {
  return db.transaction(async (tx) => {
    if (opts.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const [{ n }] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from admins`));
    const generated: { role: string; name: string; code: string }[] = [];
    let admins = opts.adminCodes ?? [];
    if (n === 0 && !admins.some((a) => a.role === 'Staff')) {
      const code = `staff-${randomCode(10)}`;
      generated.push({ role: 'Staff', name: 'Staff', code });
      admins = [...admins, { role: 'Staff', name: 'Staff', code, boothId: null }];
    }
    for (const a of admins) {
      const values = { role: a.role, codeLookup: codeLookup(a.code), codeHash: await hashCode(a.code) };
      await tx
        .insert(t.admins)
        .values({ name: a.name, ...values, boothId: null })
        .onConflictDoUpdate({ target: t.admins.name, set: values });
    }
    return generated;
  });
}
