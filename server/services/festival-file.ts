// Export and import of the whole festival (contract/festival-file.ts): used by `npm run festival` and by
// Staff over HTTP (routes/festival-file.ts). An import is one transaction: it refuses a database that already
// holds a festival unless told to replace it, and a file with any problem is refused before it starts.
// Images given as data URLs are checked like an upload (bytes, dimensions, metadata stripped) and written to
// the uploads folder; uploads are exported as data URLs, so one file carries the whole festival.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  countsOf,
  FESTIVAL_FILE_FORMAT,
  FESTIVAL_FILE_VERSION,
  IMAGE_DATA_URL,
  type FestivalCounts,
  type FestivalFile,
  type FestivalFileBooth,
  type FestivalFileMap,
  type FestivalFilePlan,
  type FestivalFilePost,
} from '@contract/festival-file';
import { spotOrder } from '@contract/building-plans';
import { MIGRATION_LOCK_KEY, rowsOf, type Db, type DbKind } from '../db/client';
import * as t from '../db/schema';
import { SUCCESS_COUNTER, VISITOR_KEY_SETTING, writeCredits } from '../db/seed';
import type { DeveloperTeam } from '@contract/types';
import { BadImageError, checkDimensions, IMAGE_TYPES, ImageTooLargeError, sniffImage, stripMetadata, type ImageKind } from '../lib/images';
import { randomCode, randomToken } from '../lib/secrets';
import { kstIso } from '../lib/time';
import { releaseInstant } from './coupon-release';
import { readFestival, writeFestival } from './festival';

export const UPLOADS_URL = '/api/uploads/';
const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Who imported (the audit log's line): a Staff admin, or the command line. */
export interface Importer {
  id: number | null;
  name: string;
  role: string;
}

export interface ImportResult {
  replaced: boolean;
  counts: FestivalCounts & { images: number; coupons: number };
}

/** The database already holds a festival and the import was not told to replace it. */
export class FestivalHasContentError extends Error {
  constructor(readonly existing: ContentCounts) {
    super(
      `this server already has a festival (${existing.festival ? 'settings, ' : ''}${existing.locations} locations, ${existing.booths} booths, ${existing.stages} acts, ${existing.posts} posts)`,
    );
  }
}

export interface ContentCounts {
  festival: boolean;
  locations: number;
  booths: number;
  stages: number;
  posts: number;
}

export async function contentCounts(db: Pick<Db, 'execute'>): Promise<ContentCounts> {
  const [r] = rowsOf<{ f: number; l: number; b: number; s: number; p: number }>(
    await db.execute(sql`select (select count(*) from festival)::int as f, (select count(*) from locations)::int as l,
      (select count(*) from booths)::int as b, (select count(*) from stages)::int as s, (select count(*) from posts)::int as p`),
  );
  return { festival: r.f > 0, locations: r.l, booths: r.b, stages: r.s, posts: r.p };
}
export const hasContent = (c: ContentCounts) => c.festival || c.locations + c.booths + c.stages + c.posts > 0;

// ---------- export ----------

async function imageOut(url: string | null, uploadsDir: string): Promise<string | null> {
  if (!url?.startsWith(UPLOADS_URL)) return url;
  const name = url.slice(UPLOADS_URL.length);
  if (!UPLOAD_NAME.test(name)) return url;
  try {
    const bytes = await fs.readFile(path.join(uploadsDir, name));
    return `data:${MIME[name.split('.')[1]]};base64,${bytes.toString('base64')}`;
  } catch {
    return url; // the file is gone: the reference is all there is
  }
}

/** The festival in the database as a file, or null when there is none yet (an empty start). */
export async function exportFestival(db: Db, uploadsDir: string, at: Date): Promise<FestivalFile | null> {
  const settings = await readFestival(db);
  if (!settings) return null;
  const [locRows, boothRows, schedRows, cornerRows, menuRows, stageRows, postRows, mapRows, planRows, spotRows, creditRows] = await Promise.all([
    db.select().from(t.locations).orderBy(asc(t.locations.id)),
    db.select().from(t.booths).orderBy(asc(t.booths.id)),
    db.select().from(t.boothSchedules).orderBy(asc(t.boothSchedules.day), asc(t.boothSchedules.id)),
    db.select().from(t.boothCorners).orderBy(asc(t.boothCorners.position), asc(t.boothCorners.id)),
    db.select().from(t.boothMenus).orderBy(asc(t.boothMenus.position), asc(t.boothMenus.id)),
    db.select().from(t.stages).orderBy(asc(t.stages.id)),
    db.select().from(t.posts).orderBy(asc(t.posts.id)),
    db.select().from(t.campusMap).where(eq(t.campusMap.id, 1)),
    db.select().from(t.buildingPlans).orderBy(asc(t.buildingPlans.locationId)),
    // A label of a booth since moved to another location is not the plan's any more.
    db
      .select({ locationId: t.planSpots.locationId, boothId: t.planSpots.boothId, date: t.planSpots.date, night: t.planSpots.night, x: t.planSpots.x, y: t.planSpots.y })
      .from(t.planSpots)
      .innerJoin(t.booths, and(eq(t.booths.id, t.planSpots.boothId), eq(t.booths.locationId, t.planSpots.locationId))),
    db.select().from(t.credits).orderBy(asc(t.credits.position), asc(t.credits.id)),
  ]);
  const booths = new Map<number, FestivalFileBooth>();
  for (const b of boothRows) {
    booths.set(b.id, {
      id: b.id,
      name: b.name,
      category: b.category as FestivalFileBooth['category'],
      location_id: b.locationId,
      image_url: await imageOut(b.imageUrl, uploadsDir),
      is_night: b.isNight,
      is_dorder: b.isDorder,
      description: b.description,
      can_usage: b.canUsage,
      likes: b.likeCount,
      schedules: [],
      corners: [],
      menus: [],
    });
  }
  for (const s of schedRows) booths.get(s.boothId)?.schedules.push({ day: s.day, start_time: s.startTime, end_time: s.endTime });
  for (const c of cornerRows) booths.get(c.boothId)?.corners.push(c.name);
  for (const m of menuRows) {
    booths.get(m.boothId)?.menus.push({
      name: m.name,
      price: m.price,
      image_url: await imageOut(m.imageUrl, uploadsDir),
      is_soldout: m.isSoldout,
      sold: m.sold,
      is_entry_fee: m.isEntryFee,
    });
  }
  const posts: FestivalFilePost[] = [];
  for (const p of postRows) {
    posts.push({
      id: p.id,
      category: p.category as FestivalFilePost['category'],
      title: p.title,
      content: p.content,
      writer_name: p.writerName,
      booth_id: p.boothId,
      location: p.location,
      image: await imageOut(p.image, uploadsDir),
      start_time: p.startTime ? kstIso(p.startTime) : null,
      end_time: p.endTime ? kstIso(p.endTime) : null,
      is_emergency: p.isEmergency,
      created_at: kstIso(p.createdAt),
      updated_at: kstIso(p.updatedAt),
    });
  }
  const stages = [];
  for (const s of stageRows) {
    stages.push({
      id: s.id,
      name: s.name,
      location_name: s.locationName,
      image_url: await imageOut(s.imageUrl, uploadsDir),
      kind: s.kind as 'club' | 'celebrity',
      start_time: kstIso(s.startTime),
      end_time: kstIso(s.endTime),
    });
  }
  const m = mapRows[0];
  const map: FestivalFileMap | null = m
    ? {
        image: (await imageOut(m.imageUrl, uploadsDir)) ?? m.imageUrl,
        width: m.width,
        height: m.height,
        pins: locRows.filter((l) => l.mapX !== null && l.mapY !== null).map((l) => ({ location_id: l.id, x: l.mapX!, y: l.mapY! })),
      }
    : null;
  const plans: FestivalFilePlan[] = [];
  for (const p of planRows) {
    const url = await imageOut(p.imageUrl, uploadsDir);
    plans.push({
      location_id: p.locationId,
      image: url !== null && p.width !== null && p.height !== null ? { url, width: p.width, height: p.height } : null,
      spots: spotRows
        .filter((sp) => sp.locationId === p.locationId)
        .map((sp) => ({ booth_id: sp.boothId, date: sp.date, night: sp.night, x: sp.x, y: sp.y }))
        .sort(spotOrder),
    });
  }
  return {
    format: FESTIVAL_FILE_FORMAT,
    version: FESTIVAL_FILE_VERSION,
    exported_at: kstIso(at),
    settings,
    locations: locRows.map((l) => ({
      id: l.id,
      names: { ko: l.nameKo, en: l.nameEn, ja: l.nameJa, 'zh-CN': l.nameZh },
      pin: { x: l.pinX, y: l.pinY },
      lat: l.lat,
      lng: l.lng,
      has_detail_map: l.hasDetailMap,
    })),
    booths: [...booths.values()],
    stages,
    posts,
    map,
    plans,
    credits: await Promise.all(
      creditRows.map(async (c) => ({
        id: c.id,
        name: c.name,
        teams: c.teams as DeveloperTeam[],
        role: c.roleDisplay,
        major: c.major,
        image_url: await imageOut(c.imageUrl, uploadsDir),
        link: c.link,
      })),
    ),
  };
}

// ---------- images inside the file ----------

export interface PreparedImages {
  /** data URL -> checked bytes, extension and size in pixels */
  byUrl: Map<string, { bytes: Buffer; ext: string; width: number; height: number }>;
  problems: string[];
}

/** Every data-URL image of the file, checked like an upload; problems name the field. Writes nothing. */
export function prepareImages(f: FestivalFile): PreparedImages {
  const byUrl = new Map<string, { bytes: Buffer; ext: string; width: number; height: number }>();
  const problems: string[] = [];
  const one = (url: string | null, where: string) => {
    if (!url || byUrl.has(url)) return;
    const m = IMAGE_DATA_URL.exec(url);
    if (!m) return;
    const buf = Buffer.from(m[2], 'base64');
    const kind = sniffImage(buf);
    if (!kind) return void problems.push(`${where}: the data URL is not a PNG, JPEG or WebP image`);
    if (IMAGE_TYPES[kind].mime !== `image/${m[1]}`) return void problems.push(`${where}: the data URL says image/${m[1]} but holds ${IMAGE_TYPES[kind].mime}`);
    try {
      const { width, height } = checkDimensions(buf);
      byUrl.set(url, { bytes: stripMetadata(buf, kind as ImageKind), ext: IMAGE_TYPES[kind].ext, width, height });
    } catch (err) {
      if (err instanceof ImageTooLargeError) problems.push(`${where}: ${err.message}`);
      else if (err instanceof BadImageError) problems.push(`${where}: the image is damaged`);
      else throw err;
    }
  };
  f.booths.forEach((b, i) => {
    one(b.image_url, `booths[${i}] (id ${b.id}).image_url`);
    b.menus.forEach((m, j) => one(m.image_url, `booths[${i}] (id ${b.id}).menus[${j}].image_url`));
  });
  f.stages.forEach((s, i) => one(s.image_url, `stages[${i}] (id ${s.id}).image_url`));
  f.posts.forEach((p, i) => one(p.image, `posts[${i}] (id ${p.id}).image`));
  if (f.map) one(f.map.image, 'map.image');
  (f.plans ?? []).forEach((p, i) => one(p.image?.url ?? null, `plans[${i}] (location ${p.location_id}).image.url`));
  (f.credits ?? []).forEach((c, i) => one(c.image_url, `credits[${i}] (id ${c.id}).image_url`));
  return { byUrl, problems };
}

// ---------- import ----------

const chunks = <T>(rows: T[], size = 500): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

export interface ImportOptions {
  kind: DbKind;
  replace: boolean;
  uploadsDir: string;
  at: Date;
  by: Importer;
  /** From prepareImages(file) (done again when not given). */
  images?: PreparedImages;
}

/**
 * Loads a checked file (checkFestivalFile) in one transaction. Throws FestivalHasContentError when the
 * database holds a festival and `replace` is false; with `replace`, the festival's rows (settings,
 * locations, booths and everything of theirs, acts, posts, coupons, plays) are deleted first, while admin
 * accounts, their sessions and the audit log stay (Club and Major accounts keep their booth when its id is
 * in the file).
 */
export async function importFestival(db: Db, file: FestivalFile, opts: ImportOptions): Promise<ImportResult> {
  const images = opts.images ?? prepareImages(file);
  if (images.problems.length) throw new Error(`images: ${images.problems.join('; ')}`);
  // Image files first, so the rows can name them; removed again if the transaction does not commit.
  const written: string[] = [];
  const urlOf = new Map<string, string>();
  try {
    if (images.byUrl.size) await fs.mkdir(opts.uploadsDir, { recursive: true });
    for (const [dataUrl, img] of images.byUrl) {
      const name = `${crypto.randomBytes(16).toString('hex')}.${img.ext}`;
      const target = path.join(opts.uploadsDir, name);
      await fs.writeFile(target, img.bytes, { flag: 'wx' });
      written.push(target);
      urlOf.set(dataUrl, `${UPLOADS_URL}${name}`);
    }
    const img = (u: string | null) => (u === null ? null : (urlOf.get(u) ?? u));
    const replaced = await db.transaction(async (tx) => {
      if (opts.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const existing = await contentCounts(tx);
      const had = hasContent(existing);
      if (had && !opts.replace) throw new FestivalHasContentError(existing);
      let ties: { id: number; boothId: number | null }[] = [];
      if (had) {
        ties = await tx.select({ id: t.admins.id, boothId: t.admins.boothId }).from(t.admins).where(sql`${t.admins.boothId} is not null`);
        await tx.execute(sql`delete from coupons`);
        await tx.execute(sql`delete from game_plays`);
        await tx.execute(sql`delete from game_tries`);
        await tx.execute(sql`delete from posts`);
        await tx.execute(sql`delete from booths`);
        await tx.execute(sql`delete from stages`);
        await tx.execute(sql`delete from locations`);
        await tx.execute(sql`delete from festival`);
        await tx.update(t.counters).set({ value: 0 }).where(eq(t.counters.name, SUCCESS_COUNTER));
      }
      await tx.insert(t.appSettings).values({ key: VISITOR_KEY_SETTING, value: randomToken(32) }).onConflictDoNothing();
      await tx.insert(t.counters).values({ name: SUCCESS_COUNTER, value: 0 }).onConflictDoNothing();
      await writeFestival(tx as unknown as Db, file.settings, opts.at);

      for (const rows of chunks(file.locations)) {
        await tx.insert(t.locations).values(
          rows.map((l) => ({
            id: l.id,
            nameKo: l.names.ko,
            nameEn: l.names.en,
            nameJa: l.names.ja,
            nameZh: l.names['zh-CN'],
            pinX: l.pin.x,
            pinY: l.pin.y,
            lat: l.lat,
            lng: l.lng,
            hasDetailMap: l.has_detail_map,
          })),
        );
      }
      if (file.map) {
        // A data-URL image's size is read from the image itself (as an upload's is); a path keeps the file's.
        const checked = images.byUrl.get(file.map.image);
        const size = checked ? { width: checked.width, height: checked.height } : { width: file.map.width, height: file.map.height };
        const row = { imageUrl: img(file.map.image)!, ...size, updatedAt: opts.at };
        await tx.insert(t.campusMap).values({ id: 1, ...row }).onConflictDoUpdate({ target: t.campusMap.id, set: row });
        for (const p of file.map.pins) await tx.update(t.locations).set({ mapX: p.x, mapY: p.y }).where(eq(t.locations.id, p.location_id));
      } else {
        await tx.execute(sql`delete from campus_map`);
      }
      for (const rows of chunks(file.booths)) {
        await tx.insert(t.booths).values(
          rows.map((b) => ({
            id: b.id,
            name: b.name,
            category: b.category,
            locationId: b.location_id,
            imageUrl: img(b.image_url),
            isNight: b.is_night,
            isDorder: b.is_dorder,
            description: b.description,
            canUsage: b.can_usage,
            likeCount: b.likes,
          })),
        );
      }
      const schedules = file.booths.flatMap((b) => b.schedules.map((s) => ({ boothId: b.id, day: s.day, startTime: s.start_time, endTime: s.end_time })));
      for (const rows of chunks(schedules)) await tx.insert(t.boothSchedules).values(rows);
      const corners = file.booths.flatMap((b) => b.corners.map((name, position) => ({ boothId: b.id, position, name })));
      for (const rows of chunks(corners)) await tx.insert(t.boothCorners).values(rows);
      const menus = file.booths.flatMap((b) =>
        b.menus.map((m, position) => ({
          boothId: b.id,
          position,
          name: m.name,
          price: m.price,
          imageUrl: img(m.image_url),
          isSoldout: m.is_soldout,
          sold: m.sold,
          isEntryFee: m.is_entry_fee,
        })),
      );
      for (const rows of chunks(menus)) await tx.insert(t.boothMenus).values(rows);
      // Like counts stay equal to the like rows: anonymous rows, as the sample's starting likes are.
      // Written 2,000 at a time, never all held at once.
      let likes: { boothId: number; visitorId: string; createdAt: Date }[] = [];
      for (const b of file.booths) {
        for (let i = 1; i <= b.likes; i++) {
          likes.push({ boothId: b.id, visitorId: `import-${b.id}-${i}`, createdAt: opts.at });
          if (likes.length === 2000) {
            await tx.insert(t.boothLikes).values(likes);
            likes = [];
          }
        }
      }
      if (likes.length) await tx.insert(t.boothLikes).values(likes);
      for (const rows of chunks(file.stages)) {
        await tx.insert(t.stages).values(
          rows.map((s) => ({
            id: s.id,
            name: s.name,
            locationName: s.location_name,
            imageUrl: img(s.image_url),
            kind: s.kind,
            startTime: new Date(s.start_time),
            endTime: new Date(s.end_time),
          })),
        );
      }
      const writers = new Set(file.posts.map((p) => p.writer_name));
      const admins = writers.size
        ? await tx.select({ id: t.admins.id, name: t.admins.name }).from(t.admins).where(inArray(t.admins.name, [...writers]))
        : [];
      const adminId = new Map(admins.map((a) => [a.name, a.id]));
      for (const rows of chunks(file.posts)) {
        await tx.insert(t.posts).values(
          rows.map((p) => ({
            id: p.id,
            category: p.category,
            title: p.title,
            content: p.content,
            writerAdminId: adminId.get(p.writer_name) ?? null,
            writerName: p.writer_name,
            boothId: p.booth_id,
            location: p.location,
            image: img(p.image),
            startTime: p.start_time ? new Date(p.start_time) : null,
            endTime: p.end_time ? new Date(p.end_time) : null,
            isEmergency: p.is_emergency,
            createdAt: new Date(p.created_at),
            updatedAt: new Date(p.updated_at),
          })),
        );
      }
      // The developers page: a file from before credits were data leaves them as they are.
      if (file.credits) {
        await writeCredits(tx as unknown as Db, file.credits.map((c) => ({ id: c.id, name: c.name, roles: c.teams, roleDisplay: c.role, major: c.major, image: img(c.image_url), link: c.link })));
      }
      // Coupons are issued again from the settings' pubs, released over the file's own days.
      const codes = new Set<string>();
      const coupons: { pubName: string; code: string; availableFrom: Date }[] = [];
      for (const pub of file.settings.game.pubs) {
        for (let i = 0; i < pub.stock; i++) {
          let code: string;
          do code = `DG5-${randomCode(4)}-${randomCode(4)}`;
          while (codes.has(code));
          codes.add(code);
          coupons.push({ pubName: pub.name, code, availableFrom: releaseInstant(i, pub.stock, file.settings.dates) });
        }
      }
      for (const rows of chunks(coupons, 1000)) await tx.insert(t.coupons).values(rows);

      for (const table of ['booths', 'stages', 'posts', 'booth_schedules', 'booth_corners', 'booth_menus', 'coupons']) {
        await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
      }
      // The buildings' plans; a location flagged as having a detail map without one in the file gets an empty plan,
      // and every location with a plan is flagged (has_detail_map follows the plan).
      const plans = file.plans ?? [];
      const planned = new Set(plans.map((p) => p.location_id));
      const bare = file.locations.filter((l) => l.has_detail_map && !planned.has(l.id)).map((l) => l.id);
      const planRows = [
        ...plans.map((p) => ({
          locationId: p.location_id,
          imageUrl: p.image ? img(p.image.url) : null,
          // An image in the file is measured again: its own size wins over the numbers beside it.
          width: p.image ? (images.byUrl.get(p.image.url)?.width ?? p.image.width) : null,
          height: p.image ? (images.byUrl.get(p.image.url)?.height ?? p.image.height) : null,
          updatedAt: opts.at,
        })),
        ...bare.map((locationId) => ({ locationId, imageUrl: null, width: null, height: null, updatedAt: opts.at })),
      ];
      for (const rows of chunks(planRows)) await tx.insert(t.buildingPlans).values(rows);
      const spots = plans.flatMap((p) => p.spots.map((sp) => ({ locationId: p.location_id, boothId: sp.booth_id, date: sp.date, night: sp.night, x: sp.x, y: sp.y })));
      for (const rows of chunks(spots)) await tx.insert(t.planSpots).values(rows);
      if (planned.size) await tx.update(t.locations).set({ hasDetailMap: true }).where(inArray(t.locations.id, [...planned]));
      const boothIds = new Set(file.booths.map((b) => b.id));
      for (const tie of ties) {
        if (tie.boothId !== null && boothIds.has(tie.boothId)) await tx.update(t.admins).set({ boothId: tie.boothId }).where(eq(t.admins.id, tie.id));
      }
      const c = countsOf(file);
      await tx.insert(t.auditLog).values({
        at: opts.at,
        adminId: opts.by.id,
        adminName: opts.by.name,
        adminRole: opts.by.role,
        action: had ? 'festival.import.replace' : 'festival.import',
        entity: 'festival',
        entityId: null,
        before: had ? JSON.stringify(existing) : null,
        after: JSON.stringify({ name: file.settings.name.ko, dates: file.settings.dates, ...c, images: images.byUrl.size, map_pins: file.map ? file.map.pins.length : null }),
      });
      return had;
    });
    const coupons = file.settings.game.pubs.reduce((n, p) => n + p.stock, 0);
    return { replaced, counts: { ...countsOf(file), images: images.byUrl.size, coupons } };
  } catch (err) {
    for (const f of written) await fs.rm(f, { force: true });
    throw err;
  }
}
