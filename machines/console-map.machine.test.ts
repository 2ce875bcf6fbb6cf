import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { LocationRow, LocationsResponse, MapPinSpot, UploadedCampusMap } from '@contract/campus-map';
import { apiFailure, recordEffects } from './admin-test-kit';
import { consoleMapMachine, draftProblems, imageProblem, mapFailure, type SaveLocationInput } from './console-map.machine';
import { deferredActor, flush } from './test-utils/deferred';

const HALL: LocationRow = { id: 3, names: { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' }, pin: { x: 55, y: 41 }, hasDetailMap: true, lat: 37.5583, lng: 126.9986 };
const SQUARE: LocationRow = { id: 11, names: { ko: '만해광장', en: 'Manhae Square', ja: '万海広場', 'zh-CN': '万海广场' }, pin: { x: 66, y: 31 }, hasDetailMap: true, lat: null, lng: null };
const MAP: UploadedCampusMap = { image_url: '/api/uploads/a.png', width: 800, height: 600, pins: [{ id: 3, x: 0.5, y: 0.4 }] };
const png = (bytes = 10, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

function setup(uid: string | null = 'u-1') {
  const load = deferredActor<{ uid: string }, LocationsResponse>();
  const upload = deferredActor<{ uid: string; file: Blob }, Omit<UploadedCampusMap, 'pins'>>();
  const save = deferredActor<SaveLocationInput, LocationRow>();
  const remove = deferredActor<{ uid: string; id: number }, unknown>();
  const pin = deferredActor<{ uid: string; id: number; x: number; y: number }, MapPinSpot>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(
    consoleMapMachine.provide({
      actors: { loadMap: load.logic, uploadImage: upload.logic, saveLocation: save.logic, deleteLocation: remove.logic, placePin: pin.logic },
      actions: effects.actions,
    }),
    { input: { uid }, clock },
  ).start();
  const state = () => actor.getSnapshot().value;
  const ctx = () => actor.getSnapshot().context;
  return { actor, load, upload, save, remove, pin, effects, clock, state, ctx };
}

async function loaded(map: UploadedCampusMap | null = MAP) {
  const m = setup();
  m.load.last.resolve({ results: [HALL, SQUARE], map });
  await flush();
  return m;
}

describe('consoleMapMachine', () => {
  it('without a uid says login required and goes to login after 2 s', () => {
    const m = setup(null);
    expect(m.state()).toBe('loginRequired');
    expect(m.ctx().message?.id).toBe('admin.error.loginRequired');
    m.clock.increment(2000);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('loads the locations and the map, and offers a retry when they cannot be read', async () => {
    const m = setup();
    expect(m.actor.getSnapshot().hasTag('busy')).toBe(true);
    m.load.last.reject(apiFailure(500, { message: 'boom' }));
    await flush();
    expect(m.state()).toBe('loadFailed');
    expect(m.ctx().message).toEqual({ id: 'console.error.loadFailed', serverText: 'boom', tone: 'error' });
    m.actor.send({ type: 'retry' });
    m.load.last.resolve({ results: [HALL], map: null });
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx()).toMatchObject({ locations: [HALL], map: null, message: null });
  });

  it('a session that ended on load goes to login', async () => {
    const m = setup();
    m.load.last.reject(apiFailure(401, { message: 'session expired, please log in again', uid_valid: false }));
    await flush();
    expect(m.state()).toBe('sessionExpired');
    expect(m.effects.sessionsEnded).toBe(1);
  });

  it('checks the chosen image before sending it, then stores the answer and keeps the pins', async () => {
    const m = await loaded();
    m.actor.send({ type: 'image.choose', file: png(10, 'image/svg+xml') });
    expect(m.ctx().message).toEqual({ id: 'console.map.error.unsupported_media_type', tone: 'error' });
    m.actor.send({ type: 'image.choose', file: png(4 * 1024 * 1024 + 1) });
    expect(m.ctx().message?.id).toBe('console.map.error.too_large');
    expect(m.upload.calls).toHaveLength(0);
    const file = png(100);
    m.actor.send({ type: 'image.choose', file });
    expect(m.state()).toBe('uploading');
    expect(m.upload.last.input).toEqual({ uid: 'u-1', file });
    m.upload.last.resolve({ image_url: '/api/uploads/b.png', width: 1000, height: 500 });
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx().map).toEqual({ image_url: '/api/uploads/b.png', width: 1000, height: 500, pins: MAP.pins });
    expect(m.ctx().message).toEqual({ id: 'console.map.uploaded', tone: 'ok' });
  });

  it('words a refused upload by its code', async () => {
    const m = await loaded();
    m.actor.send({ type: 'image.choose', file: png(100) });
    m.upload.last.reject(apiFailure(413, { message: 'the image may be at most 10000 px a side', error: 'image_too_large' }));
    await flush();
    expect(m.ctx().message).toEqual({ id: 'console.map.error.image_too_large', tone: 'error' });
  });

  it('a tap places the chosen location’s pin (clamped to the image), and asks to choose one first', async () => {
    const m = await loaded();
    m.actor.send({ type: 'map.tap', x: 0.2, y: 0.3 });
    expect(m.ctx().message).toEqual({ id: 'console.map.pickFirst', tone: 'error' });
    expect(m.pin.calls).toHaveLength(0);
    m.actor.send({ type: 'location.select', id: 11 });
    expect(m.ctx().selectedId).toBe(11);
    m.actor.send({ type: 'map.tap', x: 1.2, y: 0.123456 });
    expect(m.state()).toBe('placing');
    expect(m.pin.last.input).toEqual({ uid: 'u-1', id: 11, x: 1, y: 0.1235 });
    m.pin.last.resolve({ id: 11, x: 1, y: 0.1235 });
    await flush();
    expect(m.ctx().map?.pins).toEqual([MAP.pins[0], { id: 11, x: 1, y: 0.1235 }]);
    expect(m.ctx().message).toEqual({ id: 'console.map.pinPlaced', values: { name: '만해광장' }, tone: 'ok' });
    m.actor.send({ type: 'location.select', id: 11 });
    expect(m.ctx().selectedId).toBeNull();
  });

  it('without a map image a tap says to upload one first', async () => {
    const m = await loaded(null);
    m.actor.send({ type: 'location.select', id: 3 });
    m.actor.send({ type: 'map.tap', x: 0.5, y: 0.5 });
    expect(m.ctx().message).toEqual({ id: 'console.map.error.no_map_image', tone: 'error' });
    expect(m.pin.calls).toHaveLength(0);
  });

  it('names every problem of a new location on its field, clears one as it is fixed, then adds it and chooses it', async () => {
    const m = await loaded();
    m.actor.send({ type: 'location.add' });
    expect(m.state()).toBe('editing');
    m.actor.send({ type: 'draft.change', field: 'ko', value: '새 광장' });
    m.actor.send({ type: 'draft.change', field: 'en', value: '=cmd' });
    m.actor.send({ type: 'draft.change', field: 'lat', value: '37.5' });
    m.actor.send({ type: 'draft.save' });
    expect(m.ctx().problems).toEqual({
      en: { id: 'console.map.error.nameChars' },
      ja: { id: 'console.map.error.nameRequired' },
      'zh-CN': { id: 'console.map.error.nameRequired' },
      lng: { id: 'console.map.error.together' },
    });
    expect(m.ctx().message).toEqual({ id: 'console.map.error.fixFields', tone: 'error' });
    expect(m.save.calls).toHaveLength(0);
    m.actor.send({ type: 'draft.change', field: 'en', value: 'New Square' });
    expect(m.ctx().problems.en).toBeUndefined();
    m.actor.send({ type: 'draft.change', field: 'ja', value: '新広場' });
    m.actor.send({ type: 'draft.change', field: 'zh-CN', value: ' 新广场 ' });
    m.actor.send({ type: 'draft.change', field: 'lng', value: '127' });
    m.actor.send({ type: 'draft.save' });
    expect(m.state()).toBe('saving');
    expect(m.save.last.input).toEqual({ uid: 'u-1', id: null, names: { ko: '새 광장', en: 'New Square', ja: '新広場', 'zh-CN': '新广场' }, lat: 37.5, lng: 127 });
    const created: LocationRow = { id: 25, names: m.save.last.input.names, pin: { x: 0, y: 0 }, hasDetailMap: false, lat: 37.5, lng: 127 };
    m.save.last.resolve(created);
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx().locations.map((l) => l.id)).toEqual([3, 11, 25]);
    expect(m.ctx().selectedId).toBe(25);
    expect(m.ctx().draft).toBeNull();
    expect(m.ctx().message).toEqual({ id: 'console.map.added', values: { name: '새 광장' }, tone: 'ok' });
  });

  it('edits a location from its values, and keeps the form open with the reason when the server refuses', async () => {
    const m = await loaded();
    m.actor.send({ type: 'location.edit', id: 3 });
    expect(m.ctx().draft).toEqual({ id: 3, names: HALL.names, lat: '37.5583', lng: '126.9986' });
    m.actor.send({ type: 'draft.change', field: 'lat', value: '' });
    m.actor.send({ type: 'draft.change', field: 'lng', value: '' });
    m.actor.send({ type: 'draft.save' });
    expect(m.save.last.input).toMatchObject({ id: 3, lat: null, lng: null });
    m.save.last.reject(apiFailure(404, { message: 'location 3 does not exist', error: 'location_not_found' }));
    await flush();
    expect(m.state()).toBe('editing');
    expect(m.ctx().message).toEqual({ id: 'console.map.error.location_not_found', tone: 'error' });
    m.actor.send({ type: 'draft.save' });
    m.save.last.resolve({ ...HALL, lat: null, lng: null });
    await flush();
    expect(m.ctx().locations[0]).toMatchObject({ id: 3, lat: null });
    expect(m.ctx().message?.id).toBe('console.map.saved');
    m.actor.send({ type: 'location.edit', id: 11 });
    m.actor.send({ type: 'draft.cancel' });
    expect(m.state()).toBe('ready');
    expect(m.ctx().draft).toBeNull();
  });

  it('deletes after a confirmation; a location booths use is refused with their count', async () => {
    const m = await loaded();
    m.actor.send({ type: 'location.delete', id: 3 });
    expect(m.state()).toBe('confirmingDelete');
    m.actor.send({ type: 'delete.cancel' });
    expect(m.ctx().deleteId).toBeNull();
    m.actor.send({ type: 'location.delete', id: 3 });
    m.actor.send({ type: 'delete.confirm' });
    m.remove.last.reject(apiFailure(409, { message: 'this location is used by 4 booths', error: 'location_in_use', booths: 4 }));
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx().message).toEqual({ id: 'console.map.error.location_in_use', values: { count: 4 }, tone: 'error' });
    expect(m.ctx().locations).toHaveLength(2);
    m.actor.send({ type: 'location.select', id: 3 });
    m.actor.send({ type: 'location.delete', id: 3 });
    m.actor.send({ type: 'delete.confirm' });
    expect(m.remove.last.input).toEqual({ uid: 'u-1', id: 3 });
    m.remove.last.resolve({ ok: true });
    await flush();
    expect(m.ctx().locations).toEqual([SQUARE]);
    expect(m.ctx().map?.pins).toEqual([]);
    expect(m.ctx().selectedId).toBeNull();
    expect(m.ctx().message).toEqual({ id: 'console.map.deleted', values: { name: '다향관' }, tone: 'ok' });
  });

  it('a write whose session ended goes to login', async () => {
    const m = await loaded();
    m.actor.send({ type: 'location.select', id: 3 });
    m.actor.send({ type: 'map.tap', x: 0.5, y: 0.5 });
    m.pin.last.reject(apiFailure(401, { message: 'session expired, please log in again', uid_valid: false }));
    await flush();
    expect(m.state()).toBe('sessionExpired');
  });
});

describe('console map rules', () => {
  it('accepts PNG, JPEG and WebP up to 4 MB only', () => {
    expect(imageProblem(png(10, 'image/jpeg'))).toBeNull();
    expect(imageProblem(png(10, 'image/webp'))).toBeNull();
    expect(imageProblem(png(10, 'image/gif'))).toBe('console.map.error.unsupported_media_type');
    expect(imageProblem(png(0))).toBe('console.map.error.unsupported_media_type');
  });
  it('checks coordinates as numbers in range, both or neither', () => {
    const d = { id: null, names: HALL.names, lat: '', lng: '' };
    expect(draftProblems(d)).toEqual({});
    expect(draftProblems({ ...d, lat: 'north', lng: '127' })).toEqual({ lat: { id: 'console.map.error.coordinate', values: { max: 90 } } });
    expect(draftProblems({ ...d, lat: '10', lng: '181' })).toEqual({ lng: { id: 'console.map.error.coordinate', values: { max: 180 } } });
    expect(draftProblems({ ...d, lng: '127' })).toEqual({ lat: { id: 'console.map.error.together' } });
    expect(draftProblems({ ...d, names: { ...HALL.names, ja: 'x'.repeat(61) } })).toEqual({ ja: { id: 'console.map.error.nameTooLong', values: { max: 60 } } });
  });
  it('words unknown refusals with the server’s text', () => {
    expect(mapFailure(apiFailure(400, { message: 'names.en must be a string', error: 'validation_error' }), 'console.map.error.failed')).toEqual({
      id: 'console.map.error.failed',
      serverText: 'names.en must be a string',
      tone: 'error',
    });
  });
});
