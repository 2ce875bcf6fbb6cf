// Booth status (issue 20): the wait at each booth and its menu items sold out, as the booth's own admin
// said them. Visitors read the whole list (small: one row per booth with a status) from a short-lived
// copy; writes replace it here and go out on the live feed, so other processes' pages follow at once.
import { and, eq, sql } from 'drizzle-orm';
import type { BoothStatusEntry, BoothStatusEvent, BoothStatusValue, StatusMenuItem } from '@contract/status';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { Cached } from '../lib/cache';
import { kstIso } from '../lib/time';

export interface StatusServiceOptions {
  db: Db;
  clock: Clock;
  /** How long a process serves its copy before reading again (other processes write too). */
  ttlMs?: number;
}

export function createStatusService({ db, clock, ttlMs = 2000 }: StatusServiceOptions) {
  async function load(): Promise<BoothStatusEntry[]> {
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
    return rows.map((r) => ({
      booth_id: r.boothId,
      status: r.status as BoothStatusValue,
      updated_at: kstIso(r.updatedAt),
      soldout_menus: Number(r.n ?? 0),
    }));
  }
  const cache = new Cached<BoothStatusEntry[]>(load, ttlMs, Date.now, 1500);

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
      return { booth_id: boothId, status, updated_at: kstIso(at), soldout_menus: await soldoutCount(boothId) };
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
