// Stage acts from the console (Staff and Stuco): add, change and delete rows of `stages`. Every write checks the
// festival's days, the order of the times and the clashes on the same stage (contract/rules/act-overlap.ts:
// a clash is saved only when the admin confirmed it), then writes the change and its audit row in one
// transaction. The caller invalidates the stage cache (which also sends new names to translation) and tells
// open timetables on the live feed.
import fs from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import type { ActWriteRequest, ConsoleAct } from '@contract/console-acts';
import { overlapMap, overlapsWith, type ActSpan } from '@contract/rules/act-overlap';
import { kstInstant } from '@contract/time';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { ApiError } from '../lib/errors';
import { kstIso } from '../lib/time';
import { writeAudit } from './console-audit';
import type { Admin } from './sessions';

type StageRow = typeof t.stages.$inferSelect;

/** A new image for the act: `store()` writes the file and answers its URL (called only once the act is valid). */
export interface ActImage {
  store(): Promise<{ url: string; file: string }>;
}

/** What a write leaves behind: an uploaded file no row points to any more (removed by the caller). */
export interface ActWriteResult {
  act: ConsoleAct;
  replacedImage: string | null;
}

const span = (r: StageRow): ActSpan => ({ id: r.id, location_name: r.locationName, start_time: r.startTime.getTime(), end_time: r.endTime.getTime() });

function toAct(r: StageRow, overlaps: number[]): ConsoleAct {
  return {
    id: r.id,
    name: r.name,
    location_name: r.locationName,
    kind: r.kind === 'celebrity' ? 'celebrity' : 'club',
    image_url: r.imageUrl,
    start_time: kstIso(r.startTime),
    end_time: kstIso(r.endTime),
    overlaps,
  };
}

/** Every act by start time, each with the acts it clashes with. */
export async function listActs(db: Db): Promise<ConsoleAct[]> {
  const rows = await db.select().from(t.stages).orderBy(asc(t.stages.startTime), asc(t.stages.id));
  const clashes = overlapMap(rows.map(span));
  return rows.map((r) => toAct(r, clashes.get(r.id) ?? []));
}

/** The act's instants, or a 4xx naming what is wrong with its day or times. */
export function actTimes(req: ActWriteRequest, dates: readonly string[] | null): { start: Date; end: Date } {
  if (!dates || dates.length === 0) throw new ApiError(409, 'set up the festival’s days before adding acts', { error: 'no_festival' });
  if (!dates.includes(req.day)) {
    throw new ApiError(400, `the day must be one of the festival’s days (${dates.join(', ')})`, { error: 'act_day_outside' });
  }
  if (req.end <= req.start) throw new ApiError(400, 'the act must end after it starts', { error: 'act_time_order' });
  return { start: kstInstant(req.day, req.start), end: kstInstant(req.day, req.end) };
}

const auditView = (r: { name: string; locationName: string; kind: string; startTime: Date; endTime: Date; imageUrl: string | null }) => ({
  name: r.name,
  stage: r.locationName,
  kind: r.kind,
  time: `${kstIso(r.startTime).slice(0, 16)}-${kstIso(r.endTime).slice(11, 16)}`,
  image: r.imageUrl,
});

/**
 * Adds (id null) or changes an act. 404 `act_not_found`, 409 `act_overlap` with the clashing ids unless
 * `confirm_overlap`; nothing is written (no row, no file) unless the whole act is accepted.
 */
export async function saveAct(
  db: Db,
  who: Admin,
  id: number | null,
  req: ActWriteRequest,
  dates: readonly string[] | null,
  image: ActImage | null,
  now: Date,
): Promise<ActWriteResult> {
  let stored: { url: string; file: string } | null = null;
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.select().from(t.stages).orderBy(asc(t.stages.startTime), asc(t.stages.id)).for('update');
      const old = id === null ? null : (rows.find((r) => r.id === id) ?? null);
      if (id !== null && !old) throw new ApiError(404, 'this act does not exist', { error: 'act_not_found' });
      const { start, end } = actTimes(req, dates);
      const clashes = overlapsWith({ id, location_name: req.location_name, start_time: start.getTime(), end_time: end.getTime() }, rows.map(span));
      if (clashes.length && !req.confirm_overlap) {
        throw new ApiError(409, 'this act overlaps another act on the same stage; confirm to keep both', { error: 'act_overlap', overlaps: clashes });
      }
      if (image) stored = await image.store();
      const imageUrl = stored ? stored.url : req.remove_image ? null : (old?.imageUrl ?? null);
      const values = { name: req.name, locationName: req.location_name, kind: req.kind, startTime: start, endTime: end, imageUrl };
      let row: StageRow;
      if (old) {
        [row] = await tx.update(t.stages).set(values).where(eq(t.stages.id, old.id)).returning();
        await writeAudit(tx, who, now, { action: 'update', entity: 'stage', entityId: old.id, before: auditView(old), after: auditView(row) });
      } else {
        [row] = await tx.insert(t.stages).values(values).returning();
        await writeAudit(tx, who, now, { action: 'create', entity: 'stage', entityId: row.id, after: auditView(row) });
      }
      const replacedImage = old?.imageUrl && old.imageUrl !== imageUrl ? old.imageUrl : null;
      return { act: toAct(row, clashes), replacedImage };
    });
  } catch (err) {
    const file = (stored as { file: string } | null)?.file;
    if (file) await fs.rm(file, { force: true });
    throw err;
  }
}

/** Deletes an act (404 `act_not_found`); answers the image URL it had. */
export async function deleteAct(db: Db, who: Admin, id: number, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx.delete(t.stages).where(eq(t.stages.id, id)).returning();
    if (!old) throw new ApiError(404, 'this act does not exist', { error: 'act_not_found' });
    await writeAudit(tx, who, now, { action: 'delete', entity: 'stage', entityId: id, before: auditView(old) });
    return old.imageUrl;
  });
}
