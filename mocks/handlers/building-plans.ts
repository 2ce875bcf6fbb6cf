// Building plans as data on the mock backend: GET /plans/<id> and Staff's console calls (upload or remove the plan
// image, place, move or remove a booth's label) with the server's rules and messages (server/routes/building-plans.ts,
// services/building-plans.ts). Seeded with the sample's plans.
import { http, HttpResponse } from 'msw';
import {
  planMessages,
  PLAN_LIMITS,
  PlanUidSchema,
  spotOrder,
  SpotPlaceSchema,
  SpotRemoveSchema,
  type BuildingPlan,
  type PlanImage,
  type PlanSpot,
} from '@contract/building-plans';
import { CONSOLE_PATHS } from '@contract/console';
import { API_PATHS } from '@contract/paths';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { SAMPLE_PLANS } from '@contract/sample/building-plans';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { state } from '../state';
import { acceptImage, mockLocationExists, setMockDetailMap, staffOnly } from './campus-map';
import { mockFestivalDates } from './festival';
import { api, errorVariant, intParam, jsonError, parse, readJson, slowVariant, type Route } from './util';

export const buildingPlanRoutes: readonly Route[] = [
  { method: 'get', path: API_PATHS.plan(':id') },
  { method: 'put', path: CONSOLE_PATHS.planImage(':id') },
  { method: 'delete', path: CONSOLE_PATHS.planImage(':id') },
  { method: 'put', path: CONSOLE_PATHS.planSpot(':id') },
  { method: 'delete', path: CONSOLE_PATHS.planSpot(':id') },
];

const STAFF_WHY = 'only Staff can change the buildings’ plans';

interface PlanMock {
  image: PlanImage | null;
  spots: PlanSpot[];
}
const initial = (): Map<number, PlanMock> =>
  new Map(
    CAMPUS_LOCATIONS.filter((l) => l.hasDetailMap).map((l) => [
      l.id,
      { image: null, spots: (SAMPLE_PLANS.find((p) => p.locationId === l.id)?.spots ?? []).map((sp) => ({ ...sp })) },
    ]),
  );
// Starts again whenever the mock backend's state does (resetMockState makes new maps).
let owner: object | null = null;
let plans = initial();
function current(): Map<number, PlanMock> {
  if (owner !== state.sessions) {
    owner = state.sessions;
    plans = initial();
  }
  return plans;
}

/** Stories and tests: a location's plan as given (null: none). */
export function seedMockPlan(locationId: number, plan: Omit<BuildingPlan, 'location_id'> | null): void {
  const m = current();
  if (plan) m.set(locationId, { image: plan.image ? { ...plan.image } : null, spots: plan.spots.map((sp) => ({ ...sp })) });
  else m.delete(locationId);
  setMockDetailMap(locationId, !!plan);
}

const read = (id: number, p: PlanMock): BuildingPlan => ({ location_id: id, image: p.image, spots: [...p.spots].sort(spotOrder) });
const noSuch = (raw: unknown) => jsonError(404, `no such item: ${String(raw)}`, { error: 'not_found' });
const noLocation = (id: number) => jsonError(404, planMessages.locationNotFound(id), { error: 'location_not_found' });

async function staffBody(request: Request): Promise<{ body: Record<string, unknown> } | { error: Response }> {
  const r = await readJson(request);
  if ('error' in r) return r;
  if (Object.keys(r.body).length === 0) return { error: jsonError(400, 'a JSON body is required', { error: 'bad_request' }) };
  const auth = staffOnly(r.body.uid, STAFF_WHY);
  if ('error' in auth) return auth;
  return { body: r.body };
}
function ensure(id: number): PlanMock {
  const m = current();
  let p = m.get(id);
  if (!p) {
    p = { image: null, spots: [] };
    m.set(id, p);
    setMockDetailMap(id, true);
  }
  return p;
}
function dropIfEmpty(id: number) {
  const p = current().get(id);
  if (p && !p.image && p.spots.length === 0) {
    current().delete(id);
    setMockDetailMap(id, false);
  }
}
const sameKey = (a: Pick<PlanSpot, 'booth_id' | 'date' | 'night'>, b: Pick<PlanSpot, 'booth_id' | 'date' | 'night'>) =>
  a.booth_id === b.booth_id && a.date === b.date && a.night === b.night;

export const buildingPlanHandlers = [
  http.get(api(API_PATHS.plan(':id')), ({ params }) => {
    const id = intParam(params.id);
    if (id === null) return noSuch(params.id);
    // A deleted location's plan went with it.
    const p = mockLocationExists(id) ? current().get(id) : undefined;
    if (!p) return jsonError(404, planMessages.planNotFound(id), { error: 'plan_not_found' });
    return HttpResponse.json(read(id, p));
  }),

  http.put(api(CONSOLE_PATHS.planImage(':id')), async ({ request, params }) => {
    const id = intParam(params.id);
    if (id === null) return noSuch(params.id);
    const r = await acceptImage(request, STAFF_WHY);
    if ('error' in r) return r.error;
    if (!mockLocationExists(id)) return noLocation(id);
    const image = r.image;
    ensure(id).image = image;
    return HttpResponse.json({ image });
  }),

  http.delete(api(CONSOLE_PATHS.planImage(':id')), async ({ request, params }) => {
    const id = intParam(params.id);
    if (id === null) return noSuch(params.id);
    const a = await staffBody(request);
    if ('error' in a) return a.error;
    const p = parse(PlanUidSchema, a.body);
    if ('error' in p) return p.error;
    if (!mockLocationExists(id)) return noLocation(id);
    const plan = current().get(id);
    if (!plan?.image) return jsonError(404, planMessages.noImage, { error: 'no_plan_image' });
    plan.image = null;
    dropIfEmpty(id);
    return HttpResponse.json({ ok: true });
  }),

  http.put(api(CONSOLE_PATHS.planSpot(':id')), async ({ request, params }) => {
    const id = intParam(params.id);
    if (id === null) return noSuch(params.id);
    const a = await staffBody(request);
    if ('error' in a) return a.error;
    const p = parse(SpotPlaceSchema, a.body);
    if ('error' in p) return p.error;
    const req = p.value;
    const dates = mockFestivalDates();
    if (!dates.includes(req.date)) return jsonError(400, planMessages.notFestivalDate(req.date, dates), { error: 'not_a_festival_date' });
    if (!mockLocationExists(id)) return noLocation(id);
    if (SAMPLE_BOOTHS.find((b) => b.id === req.booth_id)?.location_id !== id) {
      return jsonError(400, planMessages.boothNotHere(req.booth_id, id), { error: 'booth_not_here' });
    }
    const spot: PlanSpot = { booth_id: req.booth_id, date: req.date, night: req.night, x: req.x, y: req.y };
    const existing = current().get(id);
    const at = existing ? existing.spots.findIndex((s) => sameKey(s, spot)) : -1;
    if (at < 0 && (existing?.spots.length ?? 0) >= PLAN_LIMITS.spotsMax) return jsonError(409, planMessages.tooManySpots, { error: 'too_many_spots' });
    const plan = ensure(id);
    if (at >= 0) plan.spots[at] = spot;
    else plan.spots.push(spot);
    return HttpResponse.json({ spot });
  }),

  http.delete(api(CONSOLE_PATHS.planSpot(':id')), async ({ request, params }) => {
    const id = intParam(params.id);
    if (id === null) return noSuch(params.id);
    const a = await staffBody(request);
    if ('error' in a) return a.error;
    const p = parse(SpotRemoveSchema, a.body);
    if ('error' in p) return p.error;
    if (!mockLocationExists(id)) return noLocation(id);
    const plan = current().get(id);
    const at = plan ? plan.spots.findIndex((s) => sameKey(s, p.value)) : -1;
    if (!plan || at < 0) return jsonError(404, planMessages.spotNotFound, { error: 'spot_not_found' });
    plan.spots.splice(at, 1);
    dropIfEmpty(id);
    return HttpResponse.json({ ok: true });
  }),
];

export const buildingPlanError = errorVariant(buildingPlanRoutes);
export const buildingPlanSlow = slowVariant(buildingPlanRoutes);
