// Loads the sample festival (contract/sample) into an empty database, and resets it on demand.
import { sql } from 'drizzle-orm';
import { CAMPUS_LOCATIONS, pinToLatLng } from '@contract/sample/locations';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { SAMPLE_PLANS } from '@contract/sample/building-plans';
import { SAMPLE_STAGES } from '@contract/sample/stages';
import { SAMPLE_ADMINS } from '@contract/sample/admins';
import { SAMPLE_POSTS, SAMPLE_EMERGENCY } from '@contract/sample/posts';
import { SAMPLE_PUBS } from '@contract/sample/pubs';
import type { AdminCode, CouponStock } from '../config';
import { codeLookup, hashCode, randomCode, randomToken } from '../lib/secrets';
import { MIGRATION_LOCK_KEY, rowsOf, type Db, type DbKind } from './client';
import * as t from './schema';
import { releaseInstant } from '../services/coupon-release';
import { writeFestival } from '../services/festival';
import { SAMPLE_FESTIVAL } from '@contract/festival';
import { SAMPLE_CREDITS, type Credit } from '@contract/credits';

export const SUCCESS_COUNTER = 'game_success';
export const VISITOR_KEY_SETTING = 'visitor_id_key';

export interface SeedOptions {
  kind: DbKind;
  /** Codes chosen by the deployment (ADMIN_CODES); admins not listed get random codes. */
  adminCodes?: AdminCode[] | null;
  couponStock?: CouponStock | null;
}

export interface SeedResult {
  seeded: boolean;
  /** Codes generated here: print them once, they are stored only hashed. */
  generatedCodes: { role: string; name: string; code: string }[];
}

/** Seeds when the database has no festival yet (first start). Safe when several processes start at once. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    if (opts.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    // A festival set up from an empty start (a festival row, no locations yet) is not empty either.
    const [{ n }] = rowsOf<{ n: number }>(
      await tx.execute(sql`select ((select count(*) from locations) + (select count(*) from festival))::int as n`),
    );
    if (n > 0) return { seeded: false, generatedCodes: [] };
    const generatedCodes = await insertFestival(tx as unknown as Db, opts);
    await writeCredits(tx as unknown as Db, SAMPLE_CREDITS);
    return { seeded: true, generatedCodes };
  });
}

/**
 * Replaces the developers page's people with these, ids kept (the 2025 team: migration 0019 writes it on a new
 * database; the seed and a festival file's import write it again). The id sequence then continues after them.
 */
export async function writeCredits(db: Db, list: readonly Credit[]): Promise<void> {
  await db.delete(t.credits);
  if (list.length) {
    await db.insert(t.credits).values(
      list.map((c, position) => ({ id: c.id, position, name: c.name, teams: [...c.roles], roleDisplay: c.roleDisplay, major: c.major, imageUrl: c.image, link: c.link ?? null })),
    );
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('credits', 'id'), coalesce((select max(id) from credits), 0) + 1, false)`);
}

/** `npm run seed`: empties the festival tables and loads the sample again (translations are kept). */
export async function resetAndSeed(db: Db, opts: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    if (opts.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`truncate table coupons, game_plays, game_tries, posts, admin_sessions, admins, dashboard_counts,
      booth_likes, booth_menus, booth_corners, booth_schedules, booths, stages, locations, counters, app_settings,
      festival restart identity cascade`);
    const generatedCodes = await insertFestival(tx as unknown as Db, opts);
    return { seeded: true, generatedCodes };
  });
}

async function insertFestival(db: Db, opts: SeedOptions): Promise<SeedResult['generatedCodes']> {
  await db.insert(t.appSettings).values({ key: VISITOR_KEY_SETTING, value: randomToken(32) }).onConflictDoNothing();
  await db.insert(t.counters).values({ name: SUCCESS_COUNTER, value: 0 }).onConflictDoNothing();
  await writeFestival(db, SAMPLE_FESTIVAL, new Date('2025-09-23T00:00:00+09:00'));

  await db.insert(t.locations).values(
    CAMPUS_LOCATIONS.map((l) => {
      const { lat, lng } = pinToLatLng(l.pin);
      return {
        id: l.id,
        nameKo: l.names.ko,
        nameEn: l.names.en,
        nameJa: l.names.ja,
        nameZh: l.names['zh-CN'],
        pinX: l.pin.x,
        pinY: l.pin.y,
        lat,
        lng,
        hasDetailMap: l.hasDetailMap,
      };
    }),
  );

  await db.insert(t.booths).values(
    SAMPLE_BOOTHS.map((b) => ({
      id: b.id,
      name: b.name,
      category: b.category,
      locationId: b.location_id,
      imageUrl: b.image_url,
      isNight: b.is_night,
      isDorder: b.is_dorder,
      description: b.description,
      canUsage: b.can_usage ?? null,
      likeCount: b.initial_likes,
    })),
  );
  // The detail plans of the locations that have one: the sample's label spots, drawn on the client's shapes.
  const planned = CAMPUS_LOCATIONS.filter((l) => l.hasDetailMap).map((l) => l.id);
  if (planned.length) await db.insert(t.buildingPlans).values(planned.map((locationId) => ({ locationId, updatedAt: new Date('2025-09-23T00:00:00+09:00') })));
  const spots = SAMPLE_PLANS.flatMap((p) => p.spots.map((sp) => ({ locationId: p.locationId, boothId: sp.booth_id, date: sp.date, night: sp.night, x: sp.x, y: sp.y })));
  if (spots.length) await db.insert(t.planSpots).values(spots);
  const schedules = SAMPLE_BOOTHS.flatMap((b) =>
    b.schedules.map((s) => ({ boothId: b.id, day: s.day, startTime: s.start_time, endTime: s.end_time })),
  );
  if (schedules.length) await db.insert(t.boothSchedules).values(schedules);
  const corners = SAMPLE_BOOTHS.flatMap((b) => b.corners.map((name, position) => ({ boothId: b.id, position, name })));
  if (corners.length) await db.insert(t.boothCorners).values(corners);
  const menus = SAMPLE_BOOTHS.flatMap((b) =>
    b.menus.map((m, position) => ({
      boothId: b.id,
      position,
      name: m.name,
      price: m.price,
      imageUrl: m.image_url,
      isSoldout: m.is_soldout,
      sold: m.sold,
      isEntryFee: m.is_entry_fee ?? false,
    })),
  );
  if (menus.length) await db.insert(t.boothMenus).values(menus);
  // The starting likes are rows like any other, so the count stays equal to the rows.
  const seededAt = new Date('2025-09-23T00:00:00+09:00');
  const likes = SAMPLE_BOOTHS.flatMap((b) =>
    Array.from({ length: b.initial_likes }, (_, i) => ({ boothId: b.id, visitorId: `sample-${b.id}-${i + 1}`, createdAt: seededAt })),
  );
  for (let i = 0; i < likes.length; i += 1000) await db.insert(t.boothLikes).values(likes.slice(i, i + 1000));

  await db.insert(t.stages).values(
    SAMPLE_STAGES.map((s) => ({
      id: s.id,
      name: s.name,
      locationName: s.location_name,
      imageUrl: s.image_url,
      kind: s.kind,
      startTime: new Date(s.start_time),
      endTime: new Date(s.end_time),
    })),
  );

  const generatedCodes = await insertAdmins(db, opts.adminCodes ?? null);
  const adminRows = await db.select({ id: t.admins.id, name: t.admins.name }).from(t.admins);
  const adminIdByName = new Map(adminRows.map((a) => [a.name, a.id]));

  const posts = SAMPLE_POSTS.map((p) => ({
    id: p.id,
    category: p.category,
    title: p.title,
    content: p.content,
    writerAdminId: adminIdByName.get(p.writer) ?? null,
    writerName: p.writer,
    boothId: p.booth_id,
    location: p.location,
    image: p.image,
    startTime: p.start_time ? new Date(p.start_time) : null,
    endTime: p.end_time ? new Date(p.end_time) : null,
    isEmergency: false,
    createdAt: new Date(p.created_at),
    updatedAt: new Date(p.created_at),
  }));
  const emergencyWriter = SAMPLE_ADMINS.find((a) => a.role === 'Staff')?.name ?? '축제기획단';
  posts.push({
    id: SAMPLE_EMERGENCY.id,
    category: 'Notice',
    title: SAMPLE_EMERGENCY.title,
    content: SAMPLE_EMERGENCY.content,
    writerAdminId: adminIdByName.get(emergencyWriter) ?? null,
    writerName: emergencyWriter,
    boothId: null,
    location: null,
    image: null,
    startTime: null,
    endTime: null,
    isEmergency: true,
    createdAt: new Date('2025-09-24T09:00:00+09:00'),
    updatedAt: new Date('2025-09-24T09:00:00+09:00'),
  });
  await db.insert(t.posts).values(posts);

  await insertCoupons(db, opts.couponStock ?? null);

  for (const table of ['booths', 'stages', 'posts', 'admins', 'booth_schedules', 'booth_corners', 'booth_menus', 'coupons']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`),
    );
  }
  return generatedCodes;
}

async function insertAdmins(db: Db, adminCodes: AdminCode[] | null) {
  const chosen = new Map((adminCodes ?? []).map((a) => [a.name, a]));
  const generated: SeedResult['generatedCodes'] = [];
  const all: AdminCode[] = SAMPLE_ADMINS.map((a) => {
    const given = chosen.get(a.name);
    if (given) return { ...given, boothId: given.boothId ?? a.booth_id };
    const code = `${a.role.toLowerCase()}-${randomCode(10)}`;
    generated.push({ role: a.role, name: a.name, code });
    return { role: a.role, name: a.name, code, boothId: a.booth_id };
  });
  for (const a of adminCodes ?? []) if (!SAMPLE_ADMINS.some((s) => s.name === a.name)) all.push(a);
  for (const a of all) {
    await db.insert(t.admins).values({
      name: a.name,
      role: a.role,
      codeLookup: codeLookup(a.code),
      codeHash: await hashCode(a.code),
      boothId: a.boothId,
    });
  }
  return generated;
}

/** ADMIN_CODES on a later start: the listed admins get these codes (and roles), others are untouched. */
export async function applyAdminCodes(db: Db, adminCodes: AdminCode[]): Promise<void> {
  for (const a of adminCodes) {
    const values = { role: a.role, codeLookup: codeLookup(a.code), codeHash: await hashCode(a.code) };
    const sample = SAMPLE_ADMINS.find((s) => s.name === a.name);
    const boothId = a.boothId ?? sample?.booth_id ?? null;
    await db
      .insert(t.admins)
      .values({ name: a.name, ...values, boothId })
      .onConflictDoUpdate({ target: t.admins.name, set: { ...values, boothId } });
  }
}

async function insertCoupons(db: Db, stock: CouponStock | null) {
  const pubs =
    stock?.kind === 'pubs'
      ? stock.pubs
      : SAMPLE_PUBS.map((p) => ({ name: p.name, stock: stock?.kind === 'each' ? stock.count : p.stock }));
  const codes = new Set<string>();
  const rows: { pubName: string; code: string; availableFrom: Date }[] = [];
  for (const pub of pubs) {
    for (let i = 0; i < pub.stock; i++) {
      let code: string;
      do code = `DG5-${randomCode(4)}-${randomCode(4)}`;
      while (codes.has(code));
      codes.add(code);
      rows.push({ pubName: pub.name, code, availableFrom: releaseInstant(i, pub.stock) });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(t.coupons).values(rows.slice(i, i + 1000));
}

/** The key that signs visitor ids; created on first use and shared by every process. */
export async function visitorKey(db: Db): Promise<string> {
  await db.insert(t.appSettings).values({ key: VISITOR_KEY_SETTING, value: randomToken(32) }).onConflictDoNothing();
  const rows = await db.select().from(t.appSettings).where(sql`${t.appSettings.key} = ${VISITOR_KEY_SETTING}`);
  return rows[0].value;
}
