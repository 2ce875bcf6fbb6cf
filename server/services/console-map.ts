// The campus map as festival data: the uploaded image (table campus_map) and the locations with their pins on it
// (locations.map_x / map_y, fractions of the image). Staff change them from the console; every change writes its
// audit row in the same transaction. Reads are kept in memory per process and dropped on a change here or,
// through the change feed (topic `map`), in another process.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { LocationCreateRequest, LocationEditRequest, LocationRow, LocationsResponse, MapPinSpot, PinPlaceRequest } from '@contract/campus-map';
import { locationInUse, MAP_LIMITS } from '@contract/campus-map';
import { RESYNC_TOPIC, type ChangeFeed } from '../db/changes';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { ApiError } from '../lib/errors';
import { writeAudit } from './console-audit';
import type { Admin } from './sessions';

export const MAP_TOPIC = 'map';

type LocationRecord = typeof t.locations.$inferSelect;

export const locationRow = (l: LocationRecord): LocationRow => ({
  id: l.id,
  names: { ko: l.nameKo, en: l.nameEn, ja: l.nameJa, 'zh-CN': l.nameZh },
  pin: { x: l.pinX, y: l.pinY },
  hasDetailMap: l.hasDetailMap,
  lat: l.lat,
  lng: l.lng,
});

const notFound = (id: number) => new ApiError(404, `location ${id} does not exist`, { error: 'location_not_found' });

export async function readLocations(db: Db): Promise<LocationsResponse> {
  const [rows, maps] = await Promise.all([db.select().from(t.locations).orderBy(asc(t.locations.id)), db.select().from(t.campusMap).where(eq(t.campusMap.id, 1))]);
  const m = maps[0];
  return {
    results: rows.map(locationRow),
    map: m
      ? {
          image_url: m.imageUrl,
          width: m.width,
          height: m.height,
          pins: rows.filter((l) => l.mapX !== null && l.mapY !== null).map((l) => ({ id: l.id, x: l.mapX!, y: l.mapY! })),
        }
      : null,
  };
}

export interface CampusMapService {
  read(): Promise<LocationsResponse>;
  /** Drops this process's copy (a festival import or reload rewrote the locations). */
  invalidate(): void;
  /** Stores the image's url and size; answers the url it replaced (its file can go). */
  setImage(who: Admin, image: { url: string; width: number; height: number }, at: Date): Promise<string | null>;
  /** Back to the built-in art; answers the url it removed. */
  clearImage(who: Admin, at: Date): Promise<string | null>;
  create(who: Admin, req: LocationCreateRequest, at: Date): Promise<LocationRow>;
  edit(who: Admin, id: number, req: LocationEditRequest, at: Date): Promise<LocationRow>;
  /** Deletes the location (and its building plan); answers the plan image's url, whose file can go. */
  remove(who: Admin, id: number, at: Date): Promise<string | null>;
  placePin(who: Admin, id: number, req: PinPlaceRequest, at: Date): Promise<MapPinSpot>;
}

export function createCampusMapService(db: Db, changes?: ChangeFeed | null): CampusMapService {
  let kept: Promise<LocationsResponse> | null = null;
  changes?.subscribe((topic) => {
    if (topic === MAP_TOPIC || topic === RESYNC_TOPIC) kept = null;
  });
  const changed = () => {
    kept = null;
    changes?.publish(MAP_TOPIC);
  };
  const names = (req: { names: LocationCreateRequest['names'] }) => ({
    nameKo: req.names.ko,
    nameEn: req.names.en,
    nameJa: req.names.ja,
    nameZh: req.names['zh-CN'],
  });

  return {
    invalidate() {
      kept = null;
    },
    read() {
      if (!kept) {
        const loading = readLocations(db);
        kept = loading;
        loading.catch(() => {
          if (kept === loading) kept = null;
        });
      }
      return kept;
    },

    async setImage(who, image, at) {
      const before = await db.transaction(async (tx) => {
        const [old] = await tx.select().from(t.campusMap).where(eq(t.campusMap.id, 1)).for('update');
        await tx
          .insert(t.campusMap)
          .values({ id: 1, imageUrl: image.url, width: image.width, height: image.height, updatedAt: at })
          .onConflictDoUpdate({ target: t.campusMap.id, set: { imageUrl: image.url, width: image.width, height: image.height, updatedAt: at } });
        await writeAudit(tx, who, at, {
          action: 'upload',
          entity: 'campus_map',
          entityId: 1,
          before: old ? { image_url: old.imageUrl, width: old.width, height: old.height } : null,
          after: image,
        });
        return old?.imageUrl ?? null;
      });
      changed();
      return before;
    },

    async clearImage(who, at) {
      const gone = await db.transaction(async (tx) => {
        const [old] = await tx.delete(t.campusMap).where(eq(t.campusMap.id, 1)).returning();
        if (!old) throw new ApiError(404, 'there is no uploaded campus map', { error: 'no_map_image' });
        await writeAudit(tx, who, at, { action: 'delete', entity: 'campus_map', entityId: 1, before: { image_url: old.imageUrl } });
        return old.imageUrl;
      });
      changed();
      return gone;
    },

    async create(who, req, at) {
      // A new location has no building plan yet: has_detail_map follows its plan (services/building-plans.ts), so a
      // has_detail_map in the request is not taken. Ids are the locations' numbers (booths and shared links keep them): the next one after the highest.
      // Two Staff adding at once may pick the same number; the loser takes the next.
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            const [{ n, top }] = await tx.select({ n: count(), top: sql<number>`coalesce(max(${t.locations.id}), 0)::int` }).from(t.locations);
            if (n >= MAP_LIMITS.locationsMax) {
              throw new ApiError(409, `a festival may have at most ${MAP_LIMITS.locationsMax} locations`, { error: 'too_many_locations' });
            }
            const [created] = await tx
              .insert(t.locations)
              .values({ id: top + 1, ...names(req), pinX: 0, pinY: 0, lat: req.lat, lng: req.lng, hasDetailMap: false })
              .returning();
            const out = locationRow(created);
            await writeAudit(tx, who, at, { action: 'create', entity: 'location', entityId: created.id, after: { names: out.names, lat: out.lat, lng: out.lng } });
            return out;
          });
          changed();
          return row;
        } catch (err) {
          if (attempt < 3 && isUniqueViolation(err)) continue;
          throw err;
        }
      }
    },

    async edit(who, id, req, at) {
      const row = await db.transaction(async (tx) => {
        const [old] = await tx.select().from(t.locations).where(eq(t.locations.id, id)).for('update');
        if (!old) throw notFound(id);
        const set: Partial<LocationRecord> = {};
        if (req.names) Object.assign(set, names({ names: req.names }));
        if (req.lat !== undefined) set.lat = req.lat;
        if (req.lng !== undefined) set.lng = req.lng;
        const [updated] = Object.keys(set).length ? await tx.update(t.locations).set(set).where(eq(t.locations.id, id)).returning() : [old];
        const before = locationRow(old);
        const after = locationRow(updated);
        await writeAudit(tx, who, at, {
          action: 'edit',
          entity: 'location',
          entityId: id,
          before: { names: before.names, lat: before.lat, lng: before.lng, has_detail_map: before.hasDetailMap },
          after: { names: after.names, lat: after.lat, lng: after.lng, has_detail_map: after.hasDetailMap },
        });
        return after;
      });
      changed();
      return row;
    },

    async remove(who, id, at) {
      const planImage = await db.transaction(async (tx) => {
        const [old] = await tx.select().from(t.locations).where(eq(t.locations.id, id)).for('update');
        if (!old) throw notFound(id);
        const [{ n }] = await tx.select({ n: count() }).from(t.booths).where(eq(t.booths.locationId, id));
        if (n > 0) throw new ApiError(409, locationInUse(n), { error: 'location_in_use', booths: n });
        const [plan] = await tx.select({ imageUrl: t.buildingPlans.imageUrl }).from(t.buildingPlans).where(eq(t.buildingPlans.locationId, id));
        // Its building plan and labels go with it (on delete cascade).
        await tx.delete(t.locations).where(eq(t.locations.id, id));
        await writeAudit(tx, who, at, { action: 'delete', entity: 'location', entityId: id, before: { names: locationRow(old).names } });
        return plan?.imageUrl ?? null;
      });
      changed();
      return planImage;
    },

    async placePin(who, id, req, at) {
      const row = await db.transaction(async (tx) => {
        const [m] = await tx.select({ id: t.campusMap.id }).from(t.campusMap).where(eq(t.campusMap.id, 1));
        if (!m) throw new ApiError(409, 'upload the campus map image before placing pins', { error: 'no_map_image' });
        const [old] = await tx.select().from(t.locations).where(eq(t.locations.id, id)).for('update');
        if (!old) throw notFound(id);
        const [updated] = await tx.update(t.locations).set({ mapX: req.x, mapY: req.y }).where(eq(t.locations.id, id)).returning();
        await writeAudit(tx, who, at, {
          action: 'place_pin',
          entity: 'location',
          entityId: id,
          before: old.mapX === null ? null : { x: old.mapX, y: old.mapY },
          after: { x: req.x, y: req.y },
        });
        return { id: updated.id, x: updated.mapX!, y: updated.mapY! };
      });
      changed();
      return row;
    },
  };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
