import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { ConsoleAct } from '@contract/console-acts';
import { apiFailure, recordEffects } from './admin-test-kit';
import { actFieldErrors, consoleActsMachine, draftOf, formOverlaps, type ActSaveInput } from './console-acts.machine';
import { deferredActor, flush } from './test-utils/deferred';

const DATES = ['2025-09-24', '2025-09-25', '2025-09-26'];
const MAIN = '대운동장 특설무대';
const act = (id: number, name: string, start: string, end: string, stage = MAIN): ConsoleAct => ({
  id,
  name,
  location_name: stage,
  kind: 'club',
  image_url: null,
  start_time: `2025-09-25T${start}:00+09:00`,
  end_time: `2025-09-25T${end}:00+09:00`,
  overlaps: [],
});
const ACTS = [act(2, '어쿠스틱', '15:30', '16:00', '팔정도 야외무대'), act(1, '밴드', '15:00', '15:30'), act(3, '댄스', '16:00', '16:30')];

async function listed(uid: string | null = 'u-1', acts: ConsoleAct[] = ACTS) {
  const load = deferredActor<{ uid: string }, ConsoleAct[]>();
  const save = deferredActor<ActSaveInput, ConsoleAct>();
  const del = deferredActor<{ uid: string; id: number }, unknown>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(consoleActsMachine.provide({ actors: { loadActs: load.logic, saveAct: save.logic, deleteAct: del.logic }, actions: effects.actions }), {
    input: { uid, dates: DATES },
    clock,
  }).start();
  if (uid) {
    load.last.resolve(acts);
    await flush();
  }
  const snap = () => actor.getSnapshot();
  return { actor, load, save, del, effects, clock, snap, ctx: () => snap().context, state: () => snap().value };
}

function fill(a: { send: (e: never) => void }, fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) a.send({ type: 'field.change', field, value } as never);
}

describe('consoleActsMachine', () => {
  it('without a uid says login required and goes to login', async () => {
    const m = await listed(null);
    expect(m.state()).toBe('loginRequired');
    m.clock.increment(2000);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('lists the acts by start time', async () => {
    const m = await listed();
    expect(m.state()).toBe('list');
    expect(m.ctx().acts.map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('a failed load says so and tries again', async () => {
    const load = deferredActor<{ uid: string }, ConsoleAct[]>();
    const actor = createActor(consoleActsMachine.provide({ actors: { loadActs: load.logic } }), { input: { uid: 'u', dates: DATES } }).start();
    load.last.reject(apiFailure(500, { message: 'boom' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.message).toMatchObject({ id: 'console.error.loadFailed', tone: 'error' });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    load.last.resolve(ACTS);
    await flush();
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('names every bad field on submit, sends nothing, and clears a field as it is fixed', async () => {
    const m = await listed();
    m.actor.send({ type: 'act.add' });
    fill(m.actor, { name: '=cmd', day: '2025-09-30', start: '9:00', end: '' });
    m.actor.send({ type: 'form.submit' });
    expect(m.state()).toBe('form');
    expect(m.save.calls).toHaveLength(0);
    expect(m.ctx().errors).toEqual({
      name: 'console.acts.error.chars',
      location_name: 'console.acts.error.stageRequired',
      day: 'console.error.act_day_outside',
      start: 'console.acts.error.time',
      end: 'console.acts.error.time',
    });
    expect(m.ctx().message).toMatchObject({ id: 'console.acts.error.fix', tone: 'error' });
    fill(m.actor, { name: '새 밴드', start: '12:00', end: '11:00' });
    expect(m.ctx().errors.name).toBeUndefined();
    expect(m.ctx().errors.start).toBeUndefined();
    expect(m.ctx().errors.end).toBe('console.error.act_time_order');
  });

  it('checks a chosen image by size and type', () => {
    const d = { ...draftOf(null, DATES), name: 'a', location_name: 'b', start: '10:00', end: '11:00' };
    expect(actFieldErrors({ ...d, image: new Blob([new Uint8Array(1024 * 1024 + 1)], { type: 'image/png' }) }, DATES)).toEqual({ image: 'admin.error.imageTooLarge' });
    expect(actFieldErrors({ ...d, image: new Blob(['x'], { type: 'image/svg+xml' }) }, DATES)).toEqual({ image: 'admin.error.imageType' });
    expect(actFieldErrors({ ...d, image: new Blob(['x'], { type: 'image/png' }) }, DATES)).toEqual({});
  });

  it('adds an act without a clash: shown at once, then the server’s act is kept', async () => {
    const m = await listed();
    m.actor.send({ type: 'act.add' });
    fill(m.actor, { name: ' 오프닝 ', location_name: MAIN, kind: 'celebrity', day: '2025-09-25', start: '14:00', end: '14:30' });
    const image = new Blob(['png'], { type: 'image/png' });
    m.actor.send({ type: 'image.choose', file: image });
    m.actor.send({ type: 'form.submit' });
    expect(m.state()).toBe('saving');
    expect(m.save.last.input).toEqual({
      uid: 'u-1',
      id: null,
      fields: { name: '오프닝', location_name: MAIN, kind: 'celebrity', day: '2025-09-25', start: '14:00', end: '14:30', confirm_overlap: false, remove_image: false },
      image,
    });
    expect(m.ctx().acts.map((a) => [a.id, a.name])[0]).toEqual([-1, '오프닝']);
    m.save.last.resolve({ ...act(30, '오프닝', '14:00', '14:30'), kind: 'celebrity', image_url: '/api/uploads/x.png' });
    await flush();
    expect(m.state()).toBe('saved');
    expect(m.ctx().acts.map((a) => a.id)).toEqual([30, 1, 2, 3]);
    expect(m.ctx().message).toEqual({ id: 'admin.saved', tone: 'ok' });
    m.clock.increment(2499);
    expect(m.state()).toBe('saved');
    m.clock.increment(1);
    expect(m.state()).toBe('list');
    expect(m.ctx().message).toBeNull();
  });

  it('warns of a clash on the same stage before saving, and saves it only once confirmed', async () => {
    const m = await listed();
    m.actor.send({ type: 'act.add' });
    fill(m.actor, { name: '게스트', location_name: ` ${MAIN} `, day: '2025-09-25', start: '15:15', end: '16:10' });
    // The form names both clashing acts before anything is sent; another stage's act at the same time is no clash.
    expect(formOverlaps(m.ctx()).map((a) => a.id)).toEqual([1, 3]);
    m.actor.send({ type: 'form.submit' });
    expect(m.state()).toBe('confirmOverlap');
    expect(m.save.calls).toHaveLength(0);
    m.actor.send({ type: 'overlap.cancel' });
    expect(m.state()).toBe('form');
    m.actor.send({ type: 'form.submit' });
    m.actor.send({ type: 'overlap.confirm' });
    expect(m.state()).toBe('savingConfirmed');
    expect(m.save.last.input.fields.confirm_overlap).toBe(true);
    // Both acts of the clash are marked in the list at once.
    expect(m.ctx().acts.find((a) => a.id === 1)!.overlaps).toEqual([-1]);
    m.save.last.resolve({ ...act(31, '게스트', '15:15', '16:10'), overlaps: [1, 3] });
    await flush();
    expect(m.ctx().acts.find((a) => a.id === 31)!.overlaps).toEqual([1, 3]);
    expect(m.ctx().acts.find((a) => a.id === 3)!.overlaps).toEqual([31]);
  });

  it('asks again when the server finds a clash the list did not show', async () => {
    const m = await listed();
    m.actor.send({ type: 'act.edit', id: 3 });
    fill(m.actor, { end: '16:45' });
    m.actor.send({ type: 'form.submit' });
    expect(m.state()).toBe('saving');
    m.save.last.reject(apiFailure(409, { error: 'act_overlap', overlaps: [99], message: 'this act overlaps another act on the same stage; confirm to keep both' }));
    await flush();
    expect(m.state()).toBe('confirmOverlap');
    expect(m.ctx().serverOverlaps).toEqual([99]);
    expect(m.ctx().acts.find((a) => a.id === 3)!.end_time).toBe('2025-09-25T16:30:00+09:00');
  });

  it('edits an act and rolls the list back with the refusal in the admin’s language', async () => {
    const m = await listed();
    m.actor.send({ type: 'act.edit', id: 3 });
    expect(m.ctx().draft).toMatchObject({ id: 3, name: '댄스', day: '2025-09-25', start: '16:00', end: '16:30' });
    fill(m.actor, { start: '17:00', end: '17:30' });
    m.actor.send({ type: 'image.remove' });
    m.actor.send({ type: 'form.submit' });
    expect(m.ctx().acts.at(-1)!.start_time).toBe('2025-09-25T17:00:00+09:00');
    m.save.last.reject(apiFailure(400, { error: 'act_day_outside', message: 'the day must be one of the festival’s days (…)' }));
    await flush();
    expect(m.state()).toBe('form');
    expect(m.ctx().acts.find((a) => a.id === 3)!.start_time).toBe('2025-09-25T16:00:00+09:00');
    expect(m.ctx().message).toEqual({ id: 'console.error.act_day_outside', tone: 'error' });
    m.actor.send({ type: 'form.submit' });
    m.save.last.reject(apiFailure(415, { error: 'unsupported_media_type', message: 'only JPEG, PNG or WebP images can be attached' }));
    await flush();
    expect(m.ctx().message).toEqual({ id: 'admin.error.imageType', tone: 'error' });
    m.actor.send({ type: 'form.cancel' });
    expect(m.state()).toBe('list');
    expect(m.ctx().draft).toBeNull();
  });

  it('deletes after a confirmation, at once, and puts the act back when refused', async () => {
    const m = await listed();
    m.actor.send({ type: 'act.delete', id: 2 });
    expect(m.state()).toBe('confirmDelete');
    m.actor.send({ type: 'delete.cancel' });
    expect(m.ctx().acts).toHaveLength(3);
    m.actor.send({ type: 'act.delete', id: 2 });
    m.actor.send({ type: 'delete.confirm' });
    expect(m.del.last.input).toEqual({ uid: 'u-1', id: 2 });
    expect(m.ctx().acts.map((a) => a.id)).toEqual([1, 3]);
    m.del.last.reject(apiFailure(404, { error: 'act_not_found', message: 'this act does not exist' }));
    await flush();
    expect(m.state()).toBe('list');
    expect(m.ctx().acts.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(m.ctx().message).toEqual({ id: 'console.error.act_not_found', tone: 'error' });
    m.actor.send({ type: 'act.delete', id: 2 });
    m.actor.send({ type: 'delete.confirm' });
    m.del.last.resolve({ ok: true });
    await flush();
    expect(m.ctx().acts.map((a) => a.id)).toEqual([1, 3]);
    expect(m.ctx().message).toEqual({ id: 'console.acts.deleted', tone: 'ok' });
  });

  it('ends the session when the server says it is over, and goes to login', async () => {
    const m = await listed();
    m.actor.send({ type: 'act.delete', id: 1 });
    m.actor.send({ type: 'delete.confirm' });
    m.del.last.reject(apiFailure(401, { message: 'login required', uid_valid: false }));
    await flush();
    expect(m.state()).toBe('sessionExpired');
    expect(m.effects.sessionsEnded).toBe(1);
    expect(m.ctx().acts).toHaveLength(3);
    m.clock.increment(1800);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('says when there is no network instead of a server reason', async () => {
    const m = await listed();
    m.actor.send({ type: 'act.edit', id: 1 });
    m.actor.send({ type: 'form.submit' });
    m.save.last.reject(Object.assign(new Error('offline'), { kind: 'network', status: 0 }));
    await flush();
    expect(m.ctx().message).toEqual({ id: 'offline.needsNetwork', tone: 'error' });
  });
});
