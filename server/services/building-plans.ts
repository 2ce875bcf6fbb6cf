// Each building's detail plan as festival data (contract/building-plans.ts): the optional uploaded image (table
// building_plans) and its booth labels' spots per festival date and day/night (plan_spots). Staff change them from
// the console; every change writes its audit row in the same transaction and keeps locations.has_detail_map equal
// to "has a plan". Reads are kept in memory per process and dropped on a change here or, through the change feed
// (topic `map`, which also drops the locations' copy), in another process.
import { and, count, eq } from 'drizzle-orm';
import { planMessages, PLAN_LIMITS, spotOrder, type BuildingPlan, type PlanImage, type PlanSpot, type SpotPlaceRequest, type SpotRemoveRequest } from '@contract/building-plans';
import { RESYNC_TOPIC, type ChangeFeed } from '../db/changes';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { ApiError } from '../lib/errors';
import { writeAudit } from './console-audit';
import { MAP_TOPIC } from './console-map';
import type { Admin } from './sessions';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const locationNotFound = (id: number) => new ApiError(404, planMessages.locationNotFound(id), { error: 'location_not_found' });
const planNotFound = (id: number) => new ApiError(404, planMessages.planNotFound(id), { error: 'plan_not_found' });

/** One location's plan, or null when it has none. Spots of a booth since moved elsewhere are not answered. */
export async function readPlan(db: Db, locationId: number): Promise<BuildingPlan | null> {
  const [plan] = await db.select().from(t.buildingPlans).where(eq(t.buildingPlans.locationId, locationId));
  if (!plan) return null;
  const rows = await db
    .select({ boothId: t.planSpots.boothId, date: t.planSpots.date, night: t.planSpots.night, x: t.planSpots.x, y: t.planSpots.y })
    .from(t.planSpots)
    .innerJoin(t.booths, and(eq(t.booths.id, t.planSpots.boothId), eq(t.booths.locationId, t.planSpots.locationId)))
    .where(eq(t.planSpots.locationId, locationId));
  return {
    location_id: locationId,
    image: imageOf(plan),
    spots: rows.map((r): PlanSpot => ({ booth_id: r.boothId, date: r.date, night: r.night, x: r.x, y: r.y })).sort(spotOrder),
  };
}

const imageOf = (p: typeof t.buildingPlans.$inferSelect): PlanImage | null =>
  p.imageUrl !== null && p.width !== null && p.height !== null ? { url: p.imageUrl, width: p.width, height: p.height } : null;

export interface BuildingPlanService {
  /** The plan of a location; 404 when the location or its plan does not exist. */
  read(locationId: number): Promise<BuildingPlan>;
  invalidate(): void;
  /** Stores the plan's image (making the plan when there is none); answers the url it replaced. */
  setImage(who: Admin, locationId: number, image: PlanImage, at: Date): Promise<string | null>;
  /** Removes the image (and the plan, when it has no spot left); answers the url removed. */
  clearImage(who: Admin, locationId: number, at: Date): Promise<string>;
  placeSpot(who: Admin, locationId: number, req: SpotPlaceRequest, dates: readonly string[], at: Date): Promise<PlanSpot>;
  removeSpot(who: Admin, locationId: number, req: SpotRemoveRequest, at: Date): Promise<void>;
}

export function createBuildingPlanService(db: Db, changes?: ChangeFeed | null): BuildingPlanService {
  const kept = new Map<number, Promise<BuildingPlan | null>>();
  changes?.subscribe((topic) => {
    if (topic === MAP_TOPIC || topic === RESYNC_TOPIC) kept.clear();
  });
  const changed = () => {
    kept.clear();
    changes?.publish(MAP_TOPIC);
  };

  async function lockLocation(tx: Tx, id: number) {
    const [loc] = await tx.select({ id: t.locations.id }).from(t.locations).where(eq(t.locations.id, id)).for('update');
    if (!loc) throw locationNotFound(id);
  }
  /** The plan's row, made when missing (and the location marked as having a detail map). */
  async function ensurePlan(tx: Tx, id: number, at: Date) {
    const [old] = await tx.select().from(t.buildingPlans).where(eq(t.buildingPlans.locationId, id));
    if (old) return old;
    const [made] = await tx.insert(t.buildingPlans).values({ locationId: id, updatedAt: at }).returning();
    await tx.update(t.locations).set({ hasDetailMap: true }).where(eq(t.locations.id, id));
    return made;
  }
  /** A plan with neither an image nor a spot is no plan: removed, and the location loses its detail map. */
  async function dropIfEmpty(tx: Tx, id: number) {
    const [plan] = await tx.select().from(t.buildingPlans).where(eq(t.buildingPlans.locationId, id));
    if (!plan || plan.imageUrl !== null) return;
    const [{ n }] = await tx.select({ n: count() }).from(t.planSpots).where(eq(t.planSpots.locationId, id));
    if (n > 0) return;
    await tx.delete(t.buildingPlans).where(eq(t.buildingPlans.locationId, id));
    await tx.update(t.locations).set({ hasDetailMap: false }).where(eq(t.locations.id, id));
  }

  return {
    invalidate() {
      kept.clear();
    },
    async read(locationId) {
      let p = kept.get(locationId);
      if (!p) {
        const loading = readPlan(db, locationId);
        p = loading;
        kept.set(locationId, loading);
        loading.catch(() => {
          if (kept.get(locationId) === loading) kept.delete(locationId);
        });
      }
      const plan = await p;
      if (!plan) throw planNotFound(locationId);
      return plan;
    },

    async setImage(who, locationId, image, at) {
      const before = await db.transaction(async (tx) => {
        await lockLocation(tx, locationId);
        const old = await ensurePlan(tx, locationId, at);
        await tx.update(t.buildingPlans).set({ imageUrl: image.url, width: image.width, height: image.height, updatedAt: at }).where(eq(t.buildingPlans.locationId, locationId));
        await writeAudit(tx, who, at, {
          action: 'upload',
          entity: 'building_plan',
          entityId: locationId,
          before: imageOf(old),
          after: image,
        });
        return old.imageUrl;
      });
      changed();
      return before;
    },

    async clearImage(who, locationId, at) {
      const gone = await db.transaction(async (tx) => {
        await lockLocation(tx, locationId);
        const [old] = await tx.select().from(t.buildingPlans).where(eq(t.buildingPlans.locationId, locationId));
        if (!old?.imageUrl) throw new ApiError(404, planMessages.noImage, { error: 'no_plan_image' });
        await tx.update(t.buildingPlans).set({ imageUrl: null, width: null, height: null, updatedAt: at }).where(eq(t.buildingPlans.locationId, locationId));
        await dropIfEmpty(tx, locationId);
        await writeAudit(tx, who, at, { action: 'delete_image', entity: 'building_plan', entityId: locationId, before: imageOf(old) });
        return old.imageUrl;
      });
      changed();
      return gone;
    },

    async placeSpot(who, locationId, req, dates, at) {
      if (!dates.includes(req.date)) throw new ApiError(400, planMessages.notFestivalDate(req.date, dates), { error: 'not_a_festival_date' });
      const spot = await db.transaction(async (tx) => {
        await lockLocation(tx, locationId);
        const [booth] = await tx.select({ locationId: t.booths.locationId }).from(t.booths).where(eq(t.booths.id, req.booth_id));
        if (!booth || booth.locationId !== locationId) {
          throw new ApiError(400, planMessages.boothNotHere(req.booth_id, locationId), { error: 'booth_not_here' });
        }
        await ensurePlan(tx, locationId, at);
        const key = and(
          eq(t.planSpots.locationId, locationId),
          eq(t.planSpots.boothId, req.booth_id),
          eq(t.planSpots.date, req.date),
          eq(t.planSpots.night, req.night),
        );
        const [old] = await tx.select().from(t.planSpots).where(key);
        if (!old) {
          const [{ n }] = await tx.select({ n: count() }).from(t.planSpots).where(eq(t.planSpots.locationId, locationId));
          if (n >= PLAN_LIMITS.spotsMax) throw new ApiError(409, planMessages.tooManySpots, { error: 'too_many_spots' });
          await tx.insert(t.planSpots).values({ locationId, boothId: req.booth_id, date: req.date, night: req.night, x: req.x, y: req.y });
        } else {
          await tx.update(t.planSpots).set({ x: req.x, y: req.y }).where(key);
        }
        await tx.update(t.buildingPlans).set({ updatedAt: at }).where(eq(t.buildingPlans.locationId, locationId));
        const out: PlanSpot = { booth_id: req.booth_id, date: req.date, night: req.night, x: req.x, y: req.y };
        await writeAudit(tx, who, at, {
          action: 'place_spot',
          entity: 'building_plan',
          entityId: locationId,
          before: old ? { booth_id: old.boothId, date: old.date, night: old.night, x: old.x, y: old.y } : null,
          after: out,
        });
        return out;
      });
      changed();
      return spot;
    },

    async removeSpot(who, locationId, req, at) {
      await db.transaction(async (tx) => {
        await lockLocation(tx, locationId);
        const [old] = await tx
          .delete(t.planSpots)
          .where(
            and(eq(t.planSpots.locationId, locationId), eq(t.planSpots.boothId, req.booth_id), eq(t.planSpots.date, req.date), eq(t.planSpots.night, req.night)),
          )
          .returning();
        if (!old) throw new ApiError(404, planMessages.spotNotFound, { error: 'spot_not_found' });
        await dropIfEmpty(tx, locationId);
        await writeAudit(tx, who, at, {
          action: 'remove_spot',
          entity: 'building_plan',
          entityId: locationId,
          before: { booth_id: old.boothId, date: old.date, night: old.night, x: old.x, y: old.y },
        });
      });
      changed();
    },
  };
}

