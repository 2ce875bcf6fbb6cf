import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { BuildingPlan, PlanImage, PlanSpot } from '@contract/building-plans';
import type { LocationRow } from '@contract/campus-map';
import { apiFailure, recordEffects } from './admin-test-kit';
import { clampPercent, consolePlansMachine, planFailure, planImageProblem, spotsShown, type PlansData, type SpotKey } from './console-plans.machine';
import { deferredActor, flush } from './test-utils/deferred';

const SQUARE: LocationRow = { id: 11, names: { ko: '만해광장', en: 'Manhae Square', ja: '万海広場', 'zh-CN': '万海广场' }, pin: { x: 66, y: 31 }, hasDetailMap: true, lat: null, lng: null };
const FIELD: LocationRow = { id: 6, names: { ko: '운동장', en: 'Field', ja: '運動場', 'zh-CN': '运动场' }, pin: { x: 20, y: 20 }, hasDetailMap: false, lat: null, lng: null };
const DATA: PlansData = {
  locations: [FIELD, SQUARE],
  booths: [
    { id: 12, name: '전통주 부스', location_id: 11 },
    { id: 28, name: '타코 트럭', location_id: 11 },
    { id: 2, name: '공대 주점', location_id: 12 },
  ],
  days: ['2025-09-24', '2025-09-25', '2025-09-26'],
};
const PLAN: BuildingPlan = {
  location_id: 11,
  image: null,
  spots: [
    { booth_id: 12, date: '2025-09-24', night: false, x: 28, y: 41 },
    { booth_id: 12, date: '2025-09-25', night: false, x: 28, y: 41 },
  ],
};
const IMAGE: PlanImage = { url: '/api/uploads/p.png', width: 800, height: 600 };
const png = (bytes = 10, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

function setup(uid: string | null = 'u-1') {
  const load = deferredActor<{ uid: string }, PlansData>();
  const plan = deferredActor<{ locationId: number }, BuildingPlan>();
  const upload = deferredActor<{ uid: string; locationId: number; file: Blob }, PlanImage>();
  const unimage = deferredActor<{ uid: string; locationId: number }, unknown>();
  const place = deferredActor<{ uid: string; locationId: number; spot: PlanSpot }, PlanSpot>();
  const unplace = deferredActor<{ uid: string; locationId: number; spot: SpotKey }, unknown>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(
    consolePlansMachine.provide({
      actors: { loadPlans: load.logic, loadPlan: plan.logic, uploadImage: upload.logic, removeImage: unimage.logic, placeSpot: place.logic, removeSpot: unplace.logic },
      actions: effects.actions,
    }),
    { input: { uid }, clock },
  ).start();
  const state = () => actor.getSnapshot().value;
  const ctx = () => actor.getSnapshot().context;
  return { actor, load, plan, upload, unimage, place, unplace, effects, clock, state, ctx };
}

async function opened(p: BuildingPlan = PLAN) {
  const m = setup();
  m.load.last.resolve(DATA);
  await flush();
  m.actor.send({ type: 'location.choose', id: 11 });
  expect(m.state()).toBe('loadingPlan');
  expect(m.plan.last.input).toEqual({ locationId: 11 });
  m.plan.last.resolve(p);
  await flush();
  expect(m.state()).toBe('ready');
  return m;
}

describe('consolePlansMachine', () => {
  it('without a uid says login required and goes to login after 2 s', () => {
    const m = setup(null);
    expect(m.state()).toBe('loginRequired');
    expect(m.ctx().message?.id).toBe('admin.error.loginRequired');
    m.clock.increment(2000);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('loads locations, booths and dates (the first date chosen), and offers a retry when they cannot be read', async () => {
    const m = setup();
    expect(m.actor.getSnapshot().hasTag('busy')).toBe(true);
    m.load.last.reject(apiFailure(500, { message: 'boom' }));
    await flush();
    expect(m.state()).toBe('loadFailed');
    expect(m.ctx().message).toEqual({ id: 'console.error.loadFailed', serverText: 'boom', tone: 'error' });
    m.actor.send({ type: 'retry' });
    m.load.last.resolve(DATA);
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx()).toMatchObject({ locations: DATA.locations, date: '2025-09-24', night: false, locationId: null, message: null });
  });

  it('a session that ended on load goes to login', async () => {
    const m = setup();
    m.load.last.reject(apiFailure(401, { message: 'session expired, please log in again', uid_valid: false }));
    await flush();
    expect(m.state()).toBe('sessionExpired');
    expect(m.effects.sessionsEnded).toBe(1);
  });

  it('opens a location’s plan; one without a plan opens empty; a failed read says so and closes it', async () => {
    const m = await opened();
    expect(m.ctx().plan).toEqual(PLAN);
    expect(spotsShown(m.ctx())).toEqual([PLAN.spots[0]]);
    m.actor.send({ type: 'location.choose', id: 6 });
    m.plan.last.reject(apiFailure(404, { error: 'plan_not_found', message: 'location 6 has no detail plan' }));
    await flush();
    expect(m.ctx()).toMatchObject({ locationId: 6, plan: { location_id: 6, image: null, spots: [] }, message: null });
    m.actor.send({ type: 'location.choose', id: 11 });
    m.plan.last.reject(apiFailure(500, { message: 'boom' }));
    await flush();
    expect(m.ctx()).toMatchObject({ locationId: null, plan: null, message: { id: 'console.error.loadFailed', tone: 'error' } });
  });

  it('chooses a date (only a festival date) and day or night; the labels shown follow', async () => {
    const m = await opened();
    m.actor.send({ type: 'date.choose', date: '2025-10-01' });
    expect(m.ctx().date).toBe('2025-09-24');
    m.actor.send({ type: 'date.choose', date: '2025-09-25' });
    expect(spotsShown(m.ctx())).toEqual([PLAN.spots[1]]);
    m.actor.send({ type: 'night.choose', night: true });
    expect(spotsShown(m.ctx())).toEqual([]);
  });

  it('a tap without a booth chosen asks for one; a booth of another location cannot be chosen', async () => {
    const m = await opened();
    m.actor.send({ type: 'plan.tap', x: 50, y: 50 });
    expect(m.state()).toBe('ready');
    expect(m.ctx().message).toEqual({ id: 'console.plans.pickBooth', tone: 'error' });
    m.actor.send({ type: 'booth.choose', id: 2 });
    expect(m.ctx().boothId).toBeNull();
  });

  it('places the chosen booth’s label where the plan is tapped (inside 0-100, to a tenth), then unchooses it', async () => {
    const m = await opened();
    m.actor.send({ type: 'booth.choose', id: 28 });
    m.actor.send({ type: 'plan.tap', x: 104, y: 33.333 });
    expect(m.state()).toBe('placing');
    expect(m.place.last.input).toEqual({ uid: 'u-1', locationId: 11, spot: { booth_id: 28, date: '2025-09-24', night: false, x: 100, y: 33.3 } });
    m.place.last.resolve({ booth_id: 28, date: '2025-09-24', night: false, x: 100, y: 33.3 });
    await flush();
    expect(m.ctx().boothId).toBeNull();
    expect(spotsShown(m.ctx()).map((s) => s.booth_id)).toEqual([12, 28]);
    expect(m.ctx().message).toEqual({ id: 'console.plans.placed', values: { name: '타코 트럭' }, tone: 'ok' });
  });

  it('moves a dragged label, replacing its spot', async () => {
    const m = await opened();
    m.actor.send({ type: 'spot.move', boothId: 12, x: 70, y: 20 });
    expect(m.place.last.input.spot).toEqual({ booth_id: 12, date: '2025-09-24', night: false, x: 70, y: 20 });
    m.place.last.resolve({ booth_id: 12, date: '2025-09-24', night: false, x: 70, y: 20 });
    await flush();
    expect(spotsShown(m.ctx())).toEqual([{ booth_id: 12, date: '2025-09-24', night: false, x: 70, y: 20 }]);
    expect(m.ctx().plan?.spots).toHaveLength(2);
  });

  it('a refused label says why in the admin’s language and keeps the plan', async () => {
    const m = await opened();
    m.actor.send({ type: 'booth.choose', id: 28 });
    m.actor.send({ type: 'plan.tap', x: 10, y: 10 });
    m.place.last.reject(apiFailure(400, { error: 'booth_not_here', message: 'booth 28 is not at location 11' }));
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx().message).toEqual({ id: 'console.plans.error.booth_not_here', tone: 'error' });
    expect(m.ctx().plan).toEqual(PLAN);
  });

  it('removes a placed label; one not shown is not removed', async () => {
    const m = await opened();
    m.actor.send({ type: 'spot.remove', boothId: 28 });
    expect(m.state()).toBe('ready');
    m.actor.send({ type: 'spot.remove', boothId: 12 });
    expect(m.state()).toBe('removingSpot');
    expect(m.unplace.last.input).toEqual({ uid: 'u-1', locationId: 11, spot: { booth_id: 12, date: '2025-09-24', night: false } });
    m.unplace.last.resolve({ ok: true });
    await flush();
    expect(spotsShown(m.ctx())).toEqual([]);
    expect(m.ctx().plan?.spots).toEqual([PLAN.spots[1]]);
    expect(m.ctx().message).toEqual({ id: 'console.plans.removed', values: { name: '전통주 부스' }, tone: 'ok' });
  });

  it('uploads a plan image (checked first), and removes it after a confirmation', async () => {
    const m = await opened();
    m.actor.send({ type: 'image.choose', file: png(10, 'image/svg+xml') });
    expect(m.ctx().message).toEqual({ id: 'console.plans.error.unsupported_media_type', tone: 'error' });
    m.actor.send({ type: 'image.choose', file: png(5 * 1024 * 1024) });
    expect(m.ctx().message).toEqual({ id: 'console.plans.error.too_large', tone: 'error' });
    m.actor.send({ type: 'image.remove' });
    expect(m.state()).toBe('ready');
    const file = png();
    m.actor.send({ type: 'image.choose', file });
    expect(m.state()).toBe('uploading');
    expect(m.upload.last.input).toEqual({ uid: 'u-1', locationId: 11, file });
    m.upload.last.resolve(IMAGE);
    await flush();
    expect(m.ctx().plan).toEqual({ ...PLAN, image: IMAGE });
    expect(m.ctx().message).toEqual({ id: 'console.plans.uploaded', tone: 'ok' });
    m.actor.send({ type: 'image.remove' });
    expect(m.state()).toBe('confirmingRemove');
    m.actor.send({ type: 'remove.cancel' });
    expect(m.state()).toBe('ready');
    m.actor.send({ type: 'image.remove' });
    m.actor.send({ type: 'remove.confirm' });
    expect(m.unimage.last.input).toEqual({ uid: 'u-1', locationId: 11 });
    m.unimage.last.resolve({ ok: true });
    await flush();
    expect(m.ctx().plan).toEqual(PLAN);
    expect(m.ctx().message).toEqual({ id: 'console.plans.imageRemoved', tone: 'ok' });
  });

  it('a write whose session ended goes to login', async () => {
    const m = await opened();
    m.actor.send({ type: 'booth.choose', id: 28 });
    m.actor.send({ type: 'plan.tap', x: 10, y: 10 });
    m.place.last.reject(apiFailure(401, { message: 'session expired, please log in again', uid_valid: false }));
    await flush();
    expect(m.state()).toBe('sessionExpired');
    expect(m.effects.sessionsEnded).toBe(1);
  });

  it('reads refusals by their code, else the server’s words', () => {
    expect(planFailure(apiFailure(400, { error: 'not_a_festival_date', message: 'x' }), 'f')).toEqual({ id: 'console.plans.error.not_a_festival_date', tone: 'error' });
    expect(planFailure(apiFailure(500, { message: 'boom' }), 'console.plans.error.failed')).toMatchObject({ id: 'console.plans.error.failed', serverText: 'boom' });
    expect(planImageProblem(png(0))).toBe('console.plans.error.unsupported_media_type');
    expect(planImageProblem(png(10, 'image/webp'))).toBeNull();
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(50);
  });
});
