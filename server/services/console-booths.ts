// Booth edits from the console: description, menus (name, price, sold-out) and hours per day. Staff may
// edit any booth; Club and Major only the booth their account is tied to (403 with a reason otherwise).
// The booth's identity (name, category, location, day/night, dorder, photo, corners) is Staff's alone, and the
// booth it makes is checked with the new booth's rules (contract/rules/booth-admin.ts).
// One transaction writes the change and its audit row; the caller then invalidates the booth cache, which
// also sends new text to translation (server/translation/write-sync.ts).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { BOOTH_IDENTITY_FIELDS, type BoothEditRequest } from '@contract/console';
import type { Category } from '@contract/constants';
import { boothIdentityProblems } from '@contract/rules/booth-admin';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { ApiError, badRequest } from '../lib/errors';
import { writeAudit } from './console-audit';
import { prepareDataUrlImage } from './console-booth-admin';
import type { Admin } from './sessions';

const UPLOADS_URL = '/api/uploads/';
export interface EditBoothOptions {
  /** The stored festival's days. */
  days: string[];
  uploadsDir: string;
}

/** Whether the edit changes anything of the booth's identity (Staff only). */
export const touchesIdentity = (req: BoothEditRequest) => BOOTH_IDENTITY_FIELDS.some((k) => req[k] !== undefined);

/** Removes an upload of ours (a random name under the uploads folder); anything else is left alone. */
export async function removeUpload(uploadsDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(UPLOADS_URL)) return;
  const name = url.slice(UPLOADS_URL.length);
  if (/^[a-f0-9]{32}\.(jpg|png|webp)$/.test(name)) await fs.rm(path.join(uploadsDir, name), { force: true });
}

export function checkBoothAccess(who: Admin, boothId: number): void {
  if (who.role === 'Staff') return;
  if ((who.role === 'Club' || who.role === 'Major') && who.boothId === boothId) return;
  if (who.role === 'Club' || who.role === 'Major') {
    throw new ApiError(403, 'you can edit only your own booth', { error: 'not_your_booth' });
  }
  throw new ApiError(403, 'only Staff and the booth’s own Club or Major account can edit a booth', { error: 'staff_only' });
}

/** Saves the edit; answers whether the identity changed (open maps and pages are then told). */
export async function editBooth(db: Db, who: Admin, boothId: number, req: BoothEditRequest, now: Date, opts: EditBoothOptions): Promise<{ identity: boolean }> {
  checkBoothAccess(who, boothId);
  const identity = touchesIdentity(req);
  if (identity && who.role !== 'Staff') {
    throw new ApiError(403, 'only Staff can change a booth’s name, category, location, photo or corners', { error: 'identity_staff_only' });
  }
  for (const h of req.hours ?? []) {
    if ((h.start_time === null) !== (h.end_time === null)) throw badRequest(`hours of ${h.day}: give both the opening and the closing time, or neither`);
    if (h.start_time !== null && h.end_time !== null && h.start_time >= h.end_time) {
      throw badRequest(`hours of ${h.day}: the closing time must be after the opening time`);
    }
  }
  const days = (req.hours ?? []).map((h) => h.day);
  if (new Set(days).size !== days.length) throw badRequest('each day may be given only once in hours');

  // A new photo is checked before anything is written, stored under a random name, and removed again if the edit fails.
  const image = req.image ? prepareDataUrlImage(req.image) : null;
  let file: string | null = null;
  let imageUrl: string | null = null;
  if (image) {
    await fs.mkdir(opts.uploadsDir, { recursive: true });
    const name = `${crypto.randomBytes(16).toString('hex')}.${image.ext}`;
    file = path.join(opts.uploadsDir, name);
    await fs.writeFile(file, image.bytes, { flag: 'wx' });
    imageUrl = `${UPLOADS_URL}${name}`;
  }
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [booth] = await tx.select().from(t.booths).where(eq(t.booths.id, boothId)).for('update');
      if (!booth) throw new ApiError(404, 'This booth does not exist', { error: 'booth_not_found' });
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};

      if (identity) {
        const oldCorners = await tx.select().from(t.boothCorners).where(eq(t.boothCorners.boothId, boothId)).orderBy(asc(t.boothCorners.position));
        const oldMenus = req.menus ?? (await tx.select({ name: t.boothMenus.name, price: t.boothMenus.price }).from(t.boothMenus).where(eq(t.boothMenus.boothId, boothId)));
        const locations = await tx.select({ id: t.locations.id }).from(t.locations);
        const next = {
          name: req.name !== undefined ? req.name.trim() : booth.name,
          category: (req.category ?? booth.category) as Category,
          location_id: req.location_id ?? booth.locationId,
          is_night: req.is_night ?? booth.isNight,
          is_dorder: req.is_dorder ?? booth.isDorder,
          corners: req.corners !== undefined ? req.corners.map((c) => c.trim()) : oldCorners.map((c) => c.name),
        };
        const problems = boothIdentityProblems(
          { ...next, menus: oldMenus.map((m) => ({ name: m.name, price: m.price })) },
          { days: opts.days, locationIds: new Set(locations.map((l) => l.id)) },
        );
        if (problems.length) throw new ApiError(400, problems.map((p) => p.text).join('; '), { error: 'invalid_booth', problems });

        const was = { name: booth.name, category: booth.category, location_id: booth.locationId, is_night: booth.isNight, is_dorder: booth.isDorder };
        for (const k of ['name', 'category', 'location_id', 'is_night', 'is_dorder'] as const) {
          if (next[k] !== was[k]) {
            before[k] = was[k];
            after[k] = next[k];
          }
        }
        const nextImage = req.image === undefined ? booth.imageUrl : imageUrl;
        if (nextImage !== booth.imageUrl) {
          before.image = booth.imageUrl;
          after.image = nextImage;
          replaced = booth.imageUrl;
        }
        await tx
          .update(t.booths)
          .set({ name: next.name, category: next.category, locationId: next.location_id, isNight: next.is_night, isDorder: next.is_dorder, imageUrl: nextImage })
          .where(eq(t.booths.id, boothId));
        const was_corners = oldCorners.map((c) => c.name).join(', ');
        if (req.corners !== undefined && next.corners.join(', ') !== was_corners) {
          await tx.delete(t.boothCorners).where(eq(t.boothCorners.boothId, boothId));
          if (next.corners.length) await tx.insert(t.boothCorners).values(next.corners.map((name, position) => ({ boothId, position, name })));
          before.corners = was_corners;
          after.corners = next.corners.join(', ');
        }
      }

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
  } catch (err) {
    if (file) await fs.rm(file, { force: true });
    throw err;
  }
  // The photo it replaced is no longer shown anywhere.
  await removeUpload(opts.uploadsDir, replaced);
  return { identity };
}
