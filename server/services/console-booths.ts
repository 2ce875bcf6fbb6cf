// Booth edits from the console: description, menus (name, price, sold-out) and hours per day. Staff may
// edit any booth; Club and Major only the booth their account is tied to (403 with a reason otherwise).
// One transaction writes the change and its audit row; the caller then invalidates the booth cache, which
// also sends new text to translation (server/translation/write-sync.ts).
import { asc, eq } from 'drizzle-orm';
import type { BoothEditRequest } from '@contract/console';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { ApiError, badRequest } from '../lib/errors';
import { writeAudit } from './console-audit';
import type { Admin } from './sessions';

export function checkBoothAccess(who: Admin, boothId: number): void {
  if (who.role === 'Staff') return;
  if ((who.role === 'Club' || who.role === 'Major') && who.boothId === boothId) return;
  if (who.role === 'Club' || who.role === 'Major') {
    throw new ApiError(403, 'you can edit only your own booth', { error: 'not_your_booth' });
  }
  throw new ApiError(403, 'only Staff and the booth’s own Club or Major account can edit a booth', { error: 'staff_only' });
}

export async function editBooth(db: Db, who: Admin, boothId: number, req: BoothEditRequest, now: Date): Promise<void> {
  checkBoothAccess(who, boothId);
  for (const h of req.hours ?? []) {
    if ((h.start_time === null) !== (h.end_time === null)) throw badRequest(`hours of ${h.day}: give both the opening and the closing time, or neither`);
    if (h.start_time !== null && h.end_time !== null && h.start_time >= h.end_time) {
      throw badRequest(`hours of ${h.day}: the closing time must be after the opening time`);
    }
  }
  const days = (req.hours ?? []).map((h) => h.day);
  if (new Set(days).size !== days.length) throw badRequest('each day may be given only once in hours');

  await db.transaction(async (tx) => {
    const [booth] = await tx.select().from(t.booths).where(eq(t.booths.id, boothId)).for('update');
    if (!booth) throw new ApiError(404, 'This booth does not exist', { error: 'booth_not_found' });
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};

    if (req.description !== undefined && req.description !== booth.description) {
      before.description = booth.description;
      after.description = req.description;
      await tx.update(t.booths).set({ description: req.description }).where(eq(t.booths.id, boothId));
    }

    if (req.menus) {
      const old = await tx.select().from(t.boothMenus).where(eq(t.boothMenus.boothId, boothId)).orderBy(asc(t.boothMenus.position), asc(t.boothMenus.id));
      // Menus keep their row (and so their sales count and image) by position; extra rows are added or removed.
      for (let i = 0; i < req.menus.length; i++) {
        const m = req.menus[i];
        const row = old[i];
        if (row) {
          await tx.update(t.boothMenus).set({ name: m.name, price: m.price, isSoldout: m.is_soldout, position: i }).where(eq(t.boothMenus.id, row.id));
        } else {
          await tx.insert(t.boothMenus).values({ boothId, position: i, name: m.name, price: m.price, isSoldout: m.is_soldout });
        }
      }
      for (const row of old.slice(req.menus.length)) await tx.delete(t.boothMenus).where(eq(t.boothMenus.id, row.id));
      const show = (list: { name: string; price: number; is_soldout?: boolean; isSoldout?: boolean }[]) =>
        list.map((m) => `${m.name} ${m.price}${(m.is_soldout ?? m.isSoldout) ? ' (sold out)' : ''}`).join(', ');
      before.menus = show(old);
      after.menus = show(req.menus);
    }

    if (req.hours) {
      const old = await tx.select().from(t.boothSchedules).where(eq(t.boothSchedules.boothId, boothId)).orderBy(asc(t.boothSchedules.day));
      await tx.delete(t.boothSchedules).where(eq(t.boothSchedules.boothId, boothId));
      if (req.hours.length) {
        await tx.insert(t.boothSchedules).values(req.hours.map((h) => ({ boothId, day: h.day, startTime: h.start_time, endTime: h.end_time })));
      }
      const show = (list: { day: string; start: string | null; end: string | null }[]) =>
        list.map((h) => `${h.day} ${h.start?.slice(0, 5) ?? '-'}-${h.end?.slice(0, 5) ?? '-'}`).join(', ');
      before.hours = show(old.map((h) => ({ day: h.day, start: h.startTime, end: h.endTime })));
      after.hours = show(req.hours.map((h) => ({ day: h.day, start: h.start_time, end: h.end_time })));
    }

    await writeAudit(tx, who, now, { action: 'update', entity: 'booth', entityId: boothId, before: { name: booth.name, ...before }, after });
  });
}
