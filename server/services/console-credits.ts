// The developers page's people in the console (Staff): add (last on the page), edit, reorder and remove. Each
// person is checked with contract/rules/credits.ts; a photo arrives as a data URL and is checked like an upload
// (content, 1 MB, dimensions, metadata stripped), stored under a random name, and removed again when the write
// fails or when the photo is replaced or removed. Every change writes its audit row in its own transaction.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { CreditCreateRequest, CreditEditRequest } from '@contract/credits';
import { CREDIT_RULES, creditProblems } from '@contract/rules/credits';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { ApiError } from '../lib/errors';
import { writeAudit } from './console-audit';
import { prepareDataUrlImage } from './console-booth-admin';
import { removeUpload } from './console-booths';
import type { Admin } from './sessions';

const UPLOADS_URL = '/api/uploads/';

interface Options {
  uploadsDir: string;
  now: Date;
}

type Fields = Pick<CreditCreateRequest, 'name' | 'teams' | 'role' | 'major' | 'link'>;

function checked(req: Fields) {
  const problems = creditProblems(req);
  if (problems.length) throw new ApiError(400, problems.map((p) => p.text).join('; '), { error: 'invalid_credit', problems });
  const link = (req.link ?? '').trim();
  return { name: req.name.trim(), teams: [...new Set(req.teams)], roleDisplay: req.role.trim(), major: req.major.trim(), link: link === '' ? null : link };
}

const show = (c: { name: string; teams: string[]; roleDisplay: string; major: string; imageUrl: string | null; link: string | null }) => ({
  name: c.name,
  teams: c.teams.join(', '),
  role: c.roleDisplay,
  major: c.major,
  image: c.imageUrl,
  link: c.link,
});

/** Writes a checked photo under a random name; the caller removes it if its transaction fails. */
async function storePhoto(dataUrl: string | null | undefined, uploadsDir: string): Promise<{ file: string; url: string } | null> {
  if (!dataUrl) return null;
  const image = prepareDataUrlImage(dataUrl);
  await fs.mkdir(uploadsDir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString('hex')}.${image.ext}`;
  const file = path.join(uploadsDir, name);
  await fs.writeFile(file, image.bytes, { flag: 'wx' });
  return { file, url: `${UPLOADS_URL}${name}` };
}

async function removingOnFailure<T>(photo: { file: string } | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (photo) await fs.rm(photo.file, { force: true });
    throw err;
  }
}

const notFound = () => new ApiError(404, 'This person is not on the credits', { error: 'credit_not_found' });

export async function addCredit(db: Db, who: Admin, req: CreditCreateRequest, opts: Options): Promise<number> {
  const c = checked(req);
  const photo = await storePhoto(req.image, opts.uploadsDir);
  return removingOnFailure(photo, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`lock table credits in share row exclusive mode`);
      const [n] = await tx.select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${t.credits.position}), -1)::int` }).from(t.credits);
      if (Number(n.n) >= CREDIT_RULES.creditsMax) throw new ApiError(409, `the credits may list at most ${CREDIT_RULES.creditsMax} people`, { error: 'invalid_credit', problems: [] });
      const row = { ...c, imageUrl: photo?.url ?? null, position: Number(n.last) + 1 };
      const [made] = await tx.insert(t.credits).values(row).returning({ id: t.credits.id });
      await writeAudit(tx, who, opts.now, { action: 'create', entity: 'credit', entityId: made.id, after: show(row) });
      return made.id;
    }),
  );
}

export async function editCredit(db: Db, who: Admin, id: number, req: CreditEditRequest, opts: Options): Promise<void> {
  const c = checked(req);
  const photo = await storePhoto(req.image, opts.uploadsDir);
  const replaced = await removingOnFailure(photo, () =>
    db.transaction(async (tx) => {
      const [old] = await tx.select().from(t.credits).where(eq(t.credits.id, id)).for('update');
      if (!old) throw notFound();
      const imageUrl = req.image === undefined ? old.imageUrl : (photo?.url ?? null);
      const next = { ...c, imageUrl };
      await tx.update(t.credits).set(next).where(eq(t.credits.id, id));
      await writeAudit(tx, who, opts.now, { action: 'update', entity: 'credit', entityId: id, before: show(old), after: show(next) });
      return imageUrl !== old.imageUrl ? old.imageUrl : null;
    }),
  );
  await removeUpload(opts.uploadsDir, replaced);
}

export async function removeCredit(db: Db, who: Admin, id: number, opts: Options): Promise<void> {
  const gone = await db.transaction(async (tx) => {
    const [old] = await tx.delete(t.credits).where(eq(t.credits.id, id)).returning();
    if (!old) throw notFound();
    await writeAudit(tx, who, opts.now, { action: 'delete', entity: 'credit', entityId: id, before: show(old) });
    return old;
  });
  await removeUpload(opts.uploadsDir, gone.imageUrl);
}

/** The new order: every person's id exactly once (someone added or removed meanwhile: 409, nothing changes). */
export async function reorderCredits(db: Db, who: Admin, ids: number[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: t.credits.id, name: t.credits.name, position: t.credits.position }).from(t.credits).orderBy(asc(t.credits.position), asc(t.credits.id)).for('update');
    const have = rows.map((r) => r.id);
    const same = ids.length === have.length && new Set(ids).size === ids.length && ids.every((id) => have.includes(id));
    if (!same) throw new ApiError(409, 'the order must list every person on the credits exactly once; read the list again', { error: 'credit_order_mismatch' });
    const positionOf = new Map(rows.map((r) => [r.id, r.position]));
    for (let i = 0; i < ids.length; i++) if (positionOf.get(ids[i]) !== i) await tx.update(t.credits).set({ position: i }).where(eq(t.credits.id, ids[i]));
    const names = new Map(rows.map((r) => [r.id, r.name]));
    await writeAudit(tx, who, now, { action: 'reorder', entity: 'credit', before: rows.map((r) => r.name).join(', '), after: ids.map((id) => names.get(id)).join(', ') });
  });
}

