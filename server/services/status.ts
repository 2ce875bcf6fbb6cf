// Booth status (issue 20): the wait at each booth and its menu items sold out, as the booth's own admin
// said them. Visitors read the whole list (small: one row per booth with a status) from a short-lived
// copy; writes replace it here and go out on the live feed, so other processes' pages follow at once.
// A booth whose line is open (issue 25) carries the line's wait beside the admin's (`line`, which wins on the
// badge: contract/rules/line-status.ts); a line's change drops the copy here and, through the live feed's
// NOTIFY, in the other processes.
import { and, eq, sql } from 'drizzle-orm';
import type { LineSummary } from '@contract/queue';
import { lineWait } from '@contract/rules/line-status';
import type { BoothStatusEntry, BoothStatusEvent, BoothStatusValue, LineWait, StatusMenuItem } from '@contract/status';
import type { Clock } from '../clock';
import type { ChangeFeed } from '../db/changes';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { Cached } from '../lib/cache';
import { kstIso } from '../lib/time';

export interface StatusServiceOptions {
  db: Db;
  clock: Clock;
  /** How long a process serves its copy before reading again (other processes write too). */
  ttlMs?: number;
  /** The lines open or paused now (the queue service's `lines`); none when not given. */
  lines?: () => Promise<LineSummary[]>;
  /** Other processes' live events: a `queue` or `status` one drops this process's copy at once. */
  changes?: ChangeFeed | null;
}

export function createStatusService({ db, clock, ttlMs = 2000, lines = async () => [], changes }: StatusServiceOptions) {
  async function lineWaits(): Promise<Map<number, LineWait>> {
    const out = new Map<number, LineWait>();
    for (const l of await lines()) {
      const w = lineWait(l);
      if (w) out.set(l.booth_id, w);
    }
    return out;
  }

  async function load(): Promise<BoothStatusEntry[]> {
    const waits = await lineWaits();
    const soldout = db
      .select({ boothId: t.boothMenus.boothId, n: sql<number>`count(*)::int`.as('n') })
      .from(t.boothMenus)
      .where(eq(t.boothMenus.isSoldout, true))
      .groupBy(t.boothMenus.boothId)
      .as('soldout');
    const rows = await db
      .select({ boothId: t.boothStatus.boothId, status: t.boothStatus.status, updatedAt: t.boothStatus.updatedAt, n: soldout.n })
      .from(t.boothStatus)
      .leftJoin(soldout, eq(soldout.boothId, t.boothStatus.boothId))
      .orderBy(t.boothStatus.boothId);
    const out: BoothStatusEntry[] = rows.map((r) => ({
      booth_id: r.boothId,
      status: r.status as BoothStatusValue,
      updated_at: kstIso(r.updatedAt),
      soldout_menus: Number(r.n ?? 0),
      line: waits.get(r.boothId) ?? null,
    }));
    // A booth with an open line and no status of its admin's: its entry is the line's.
    const said = new Set(rows.map((r) => r.boothId));
    const lineOnly = [...waits].filter(([id]) => !said.has(id));
    for (const [boothId, line] of lineOnly) out.push({ booth_id: boothId, status: null, updated_at: null, soldout_menus: await soldoutCount(boothId), line });
    return out.sort((a, b) => a.booth_id - b.booth_id);
  }
  const cache = new Cached<BoothStatusEntry[]>(load, ttlMs, Date.now, 1500);
  // The live feed's payloads are `{"kind":"<kind>",...}` (server/live/feed.ts).
  changes?.subscribe((topic, payload) => {
    if (topic === 'live' && payload && /^\{"kind":"(queue|status)"/.test(payload)) cache.invalidate();
  });

  async function lineOf(boothId: number): Promise<LineWait | null> {
    return (await lineWaits()).get(boothId) ?? null;
  }

  async function soldoutCount(boothId: number): Promise<number> {
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.boothMenus)
      .where(and(eq(t.boothMenus.boothId, boothId), eq(t.boothMenus.isSoldout, true)));
    return Number(rows[0]?.n ?? 0);
  }

  async function current(boothId: number): Promise<{ status: BoothStatusValue | null; updatedAt: Date | null }> {
    const rows = await db.select().from(t.boothStatus).where(eq(t.boothStatus.boothId, boothId));
    return rows[0] ? { status: rows[0].status as BoothStatusValue, updatedAt: rows[0].updatedAt } : { status: null, updatedAt: null };
  }

  return {
    list: () => cache.get(),

    /** Sets the booth's status now (festival clock); the event to publish. */
    async set(boothId: number, status: BoothStatusValue, adminId: number): Promise<BoothStatusEvent> {
      const at = new Date(clock.now());
      await db
        .insert(t.boothStatus)
        .values({ boothId, status, updatedAt: at, updatedBy: adminId })
        .onConflictDoUpdate({ target: t.boothStatus.boothId, set: { status, updatedAt: at, updatedBy: adminId } });
      cache.invalidate();
      return { booth_id: boothId, status, updated_at: kstIso(at), soldout_menus: await soldoutCount(boothId), line: await lineOf(boothId) };
    },

    /** The booth's line changed (a join, a call, open, pause, close...): the status event that says so. */
    async lineChanged(boothId: number, line: LineSummary | null): Promise<BoothStatusEvent> {
      cache.invalidate();
      const now = await current(boothId);
      return {
        booth_id: boothId,
        status: now.status,
        updated_at: now.updatedAt ? kstIso(now.updatedAt) : null,
        soldout_menus: await soldoutCount(boothId),
        line: lineWait(line),
      };
    },

    /** Marks one of the booth's menu items sold out or back; null when the booth has no such item. */
    async setSoldout(boothId: number, menuId: number, soldout: boolean): Promise<BoothStatusEvent | null> {
      const at = new Date(clock.now());
      const rows = await db
        .update(t.boothMenus)
        .set({ isSoldout: soldout, soldoutAt: soldout ? at : null })
        .where(and(eq(t.boothMenus.id, menuId), eq(t.boothMenus.boothId, boothId)))
        .returning({ id: t.boothMenus.id });
      if (!rows.length) return null;
      cache.invalidate();
      const now = await current(boothId);
      return {
        booth_id: boothId,
        status: now.status,
        updated_at: now.updatedAt ? kstIso(now.updatedAt) : null,
        soldout_menus: await soldoutCount(boothId),
        menus_changed: true,
        line: await lineOf(boothId),
      };
    },

    /** The booth's status and menus with their ids (its admin's page). */
    async adminView(boothId: number) {
      const [now, menus] = await Promise.all([
        current(boothId),
        db
          .select({
            id: t.boothMenus.id,
            name: t.boothMenus.name,
            price: t.boothMenus.price,
            isSoldout: t.boothMenus.isSoldout,
            soldoutAt: t.boothMenus.soldoutAt,
          })
          .from(t.boothMenus)
          .where(eq(t.boothMenus.boothId, boothId))
          .orderBy(t.boothMenus.position, t.boothMenus.id),
      ]);
      return {
        status: now.status,
        updated_at: now.updatedAt ? kstIso(now.updatedAt) : null,
        menus: menus.map(
          (m): StatusMenuItem => ({
            id: m.id,
            name: m.name,
            price: m.price,
            is_soldout: m.isSoldout,
            soldout_at: m.soldoutAt ? kstIso(m.soldoutAt) : null,
          }),
        ),
      };
    },
    invalidate: () => cache.invalidate(),
  };
}
export type StatusService = ReturnType<typeof createStatusService>;
