// Staff's booth list, new booths and deletions in the console. A new booth is checked with the contract's
// rules (contract/rules/booth-admin.ts) against the stored festival's days and the locations table, and
// written with its hours, corners, menus and audit row in one transaction. A deletion says what went with it:
// likes, menus, hours and corners (cascade), the booth's board events (deleted), Club/Major accounts tied to
// it (untied), its queue line (closed and removed; refused while parties are waiting in it).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Category } from '@contract/constants';
import type { BoothCreateRequest, ConsoleBoothDeleted, ConsoleBoothRow, ConsoleBoothsResponse, ConsoleLocation } from '@contract/console-booths';
import { IMAGE_DATA_URL } from '@contract/festival-file';
import { boothProblems } from '@contract/rules/booth-admin';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { ApiError, badRequest } from '../lib/errors';
import { BadImageError, IMAGE_TYPES, ImageTooLargeError, checkDimensions, sniffImage, stripMetadata } from '../lib/images';
import { writeAudit } from './console-audit';
import type { Admin } from './sessions';

const UPLOADS_URL = '/api/uploads/';

export async function readLocations(db: Db): Promise<ConsoleLocation[]> {
  const rows = await db.select().from(t.locations).orderBy(asc(t.locations.id));
  return rows.map((l) => ({ id: l.id, names: { ko: l.nameKo, en: l.nameEn, ja: l.nameJa, 'zh-CN': l.nameZh } }));
}

export async function listConsoleBooths(db: Db, days: string[]): Promise<ConsoleBoothsResponse> {
  const [booths, menus, events, accounts, lines, waiting, locations] = await Promise.all([
    db.select().from(t.booths).orderBy(asc(t.booths.id)),
    db.select({ id: t.boothMenus.boothId, n: sql<number>`count(*)::int` }).from(t.boothMenus).groupBy(t.boothMenus.boothId),
    db
      .select({ id: t.posts.boothId, n: sql<number>`count(*)::int` })
      .from(t.posts)
      .where(eq(t.posts.category, 'Event'))
      .groupBy(t.posts.boothId),
    db
      .select({ id: t.admins.boothId, name: t.admins.name })
      .from(t.admins)
      .where(and(inArray(t.admins.role, ['Club', 'Major']), sql`${t.admins.revokedAt} is null`))
      .orderBy(asc(t.admins.name)),
    db.select({ id: t.queueLines.boothId, state: t.queueLines.state }).from(t.queueLines),
    db
      .select({ id: t.queueTickets.boothId, n: sql<number>`count(*)::int` })
      .from(t.queueTickets)
      .where(inArray(t.queueTickets.state, ['waiting', 'called']))
      .groupBy(t.queueTickets.boothId),
    readLocations(db),
  ]);
  const count = (rows: { id: number | null; n: number }[]) => new Map(rows.map((r) => [r.id, Number(r.n)]));
  const menuN = count(menus);
  const eventN = count(events);
  const waitN = count(waiting);
  const lineOf = new Map(lines.map((l) => [l.id, l.state as 'open' | 'paused' | 'closed']));
  const rows: ConsoleBoothRow[] = booths.map((b) => {
    const state = lineOf.get(b.id);
    return {
      id: b.id,
      name: b.name,
      category: b.category as Category,
      location_id: b.locationId,
      is_night: b.isNight,
      likes: b.likeCount,
      menus: menuN.get(b.id) ?? 0,
      events: eventN.get(b.id) ?? 0,
      accounts: accounts.filter((a) => a.id === b.id).map((a) => a.name),
      queue: state ? { state, waiting: waitN.get(b.id) ?? 0 } : null,
    };
  });
  return { booths: rows, locations, days };
}

/** A data-URL photo checked like an upload: bytes ready to store, or a 4xx with the reason. */
export function prepareDataUrlImage(dataUrl: string): { bytes: Buffer; ext: string } {
  const m = IMAGE_DATA_URL.exec(dataUrl);
  if (!m) throw badRequest('image must be a data:image/png, jpeg or webp;base64 URL');
  const buf = Buffer.from(m[2], 'base64');
  if (buf.length > 1024 * 1024) throw new ApiError(413, 'only images up to 1MB can be attached', { error: 'too_large' });
  const kind = sniffImage(buf);
  if (!kind) throw new ApiError(415, 'only JPEG, PNG or WebP images can be attached', { error: 'unsupported_media_type' });
  try {
    checkDimensions(buf);
    return { bytes: stripMetadata(buf, kind), ext: IMAGE_TYPES[kind].ext };
  } catch (err) {
    if (err instanceof ImageTooLargeError) throw new ApiError(413, err.message, { error: 'image_too_large' });
    if (err instanceof BadImageError) throw badRequest('the image file is damaged');
    throw err;
  }
}

export interface CreateBoothOptions {
  days: string[];
  uploadsDir: string;
  now: Date;
}

export async function createBooth(db: Db, who: Admin, req: BoothCreateRequest, opts: CreateBoothOptions): Promise<number> {
  const locations = await db.select({ id: t.locations.id }).from(t.locations);
  const problems = boothProblems(req, { days: opts.days, locationIds: new Set(locations.map((l) => l.id)) });
  if (problems.length) {
    throw new ApiError(400, problems.map((p) => p.text).join('; '), { error: 'invalid_booth', problems });
  }
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
  const name = req.name.trim();
  const description = req.description && req.description.trim() !== '' ? req.description : null;
  const corners = req.corners.map((c) => c.trim());
  const menus = req.menus.map((m, i) => ({ name: m.name.trim(), price: m.price, isSoldout: m.is_soldout, position: i }));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.booths)
        .values({ name, category: req.category, locationId: req.location_id, imageUrl, isNight: req.is_night, isDorder: req.is_dorder, description })
        .returning({ id: t.booths.id });
      const boothId = row.id;
      if (req.hours.length) await tx.insert(t.boothSchedules).values(req.hours.map((h) => ({ boothId, day: h.day, startTime: h.start_time, endTime: h.end_time })));
      if (corners.length) await tx.insert(t.boothCorners).values(corners.map((c, i) => ({ boothId, position: i, name: c })));
      if (menus.length) await tx.insert(t.boothMenus).values(menus.map((m) => ({ boothId, ...m })));
      await writeAudit(tx, who, opts.now, {
        action: 'create',
        entity: 'booth',
        entityId: boothId,
        after: {
          name,
          category: req.category,
          location_id: req.location_id,
          is_night: req.is_night,
          is_dorder: req.is_dorder,
          image: imageUrl,
          corners: corners.join(', '),
          menus: menus.map((m) => `${m.name} ${m.price}${m.isSoldout ? ' (sold out)' : ''}`).join(', '),
          hours: req.hours.map((h) => `${h.day} ${h.start_time?.slice(0, 5) ?? '-'}-${h.end_time?.slice(0, 5) ?? '-'}`).join(', '),
        },
      });
      return boothId;
    });
  } catch (err) {
    if (file) await fs.rm(file, { force: true });
    throw err;
  }
}

export async function deleteBooth(db: Db, who: Admin, boothId: number, opts: { uploadsDir: string; now: Date }): Promise<ConsoleBoothDeleted> {
  const result = await db.transaction(async (tx) => {
    const [booth] = await tx.select().from(t.booths).where(eq(t.booths.id, boothId)).for('update');
    if (!booth) throw new ApiError(404, 'This booth does not exist', { error: 'booth_not_found' });
    // The line's row first, as every queue write does, so no one joins between the count and the delete.
    const [line] = await tx.select().from(t.queueLines).where(eq(t.queueLines.boothId, boothId)).for('update');
    if (line) {
      const [w] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.queueTickets)
        .where(and(eq(t.queueTickets.boothId, boothId), inArray(t.queueTickets.state, ['waiting', 'called'])));
      const waiting = Number(w?.n ?? 0);
      if (waiting > 0) {
        throw new ApiError(409, `${waiting} parties are still in this booth's queue line: close the line and serve or cancel them first`, {
          error: 'queue_waiting',
          waiting,
        });
      }
    }
    const [m] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.boothMenus).where(eq(t.boothMenus.boothId, boothId));
    const events = await tx
      .delete(t.posts)
      .where(and(eq(t.posts.boothId, boothId), eq(t.posts.category, 'Event')))
      .returning({ id: t.posts.id });
    const untied = await tx
      .update(t.admins)
      .set({ boothId: null })
      .where(eq(t.admins.boothId, boothId))
      .returning({ name: t.admins.name });
    // Likes, menus, hours, corners, status and the queue line go with the row (ON DELETE CASCADE).
    await tx.delete(t.booths).where(eq(t.booths.id, boothId));
    const done: ConsoleBoothDeleted = {
      booth_id: boothId,
      name: booth.name,
      likes: booth.likeCount,
      menus: Number(m?.n ?? 0),
      events: events.length,
      accounts_untied: untied.map((a) => a.name).sort(),
      queue_closed: line ? (line.state as 'open' | 'paused' | 'closed') : null,
    };
    await writeAudit(tx, who, opts.now, {
      action: 'delete',
      entity: 'booth',
      entityId: boothId,
      before: { name: booth.name, category: booth.category, likes: done.likes, menus: done.menus, events: done.events },
      after: { accounts_untied: done.accounts_untied.join(', '), queue_closed: done.queue_closed },
    });
    return { done, imageUrl: booth.imageUrl };
  });
  // An uploaded photo of the booth is no longer shown anywhere.
  const url = result.imageUrl;
  if (url?.startsWith(UPLOADS_URL)) {
    const name = url.slice(UPLOADS_URL.length);
    if (/^[a-f0-9]{32}\.(jpg|png|webp)$/.test(name)) await fs.rm(path.join(opts.uploadsDir, name), { force: true });
  }
  return result.done;
}
