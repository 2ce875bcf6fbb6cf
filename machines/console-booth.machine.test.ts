import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { apiFailure, recordEffects } from './admin-test-kit';
import { boothProblem, consoleBoothMachine, type BoothDraft, type BoothSaveInput } from './console-booth.machine';
import { deferredActor, flush } from './test-utils/deferred';

const DRAFT: BoothDraft = {
  boothId: 1,
  boothName: '프론티어 주점',
  description: '맛있는 주점',
  menus: [
    { name: '떡볶이', price: '3000', soldout: false },
    { name: '어묵', price: '2000', soldout: false },
  ],
  hours: [{ day: '2025-09-25', start: '17:00', end: '23:00' }],
};

async function editing(input: { uid: string | null; boothId?: number | null } = { uid: 'u-1' }) {
  const load = deferredActor<{ uid: string; boothId: number | null }, BoothDraft>();
  const save = deferredActor<BoothSaveInput, unknown>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(consoleBoothMachine.provide({ actors: { loadBooth: load.logic, saveBooth: save.logic }, actions: effects.actions }), { input, clock }).start();
  if (input.uid) {
    load.last.resolve(DRAFT);
    await flush();
  }
  return { actor, load, save, effects, clock, ctx: () => actor.getSnapshot().context, state: () => actor.getSnapshot().value };
}

describe('consoleBoothMachine', () => {
  it('without a uid says login required and goes to login', async () => {
    const m = await editing({ uid: null });
    expect(m.state()).toBe('loginRequired');
    m.clock.increment(2000);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('loads the wanted booth (Staff) or the own booth (null)', async () => {
    const m = await editing({ uid: 'u-1', boothId: 7 });
    expect(m.load.calls[0].input).toEqual({ uid: 'u-1', boothId: 7 });
    const own = await editing();
    expect(own.load.calls[0].input).toEqual({ uid: 'u-1', boothId: null });
    expect(own.state()).toBe('editing');
  });

  it('edits menus and sends the cleaned form', async () => {
    const m = await editing();
    m.actor.send({ type: 'menu.change', index: 0, field: 'price', value: '4000' });
    m.actor.send({ type: 'menu.soldout', index: 1, value: true });
    m.actor.send({ type: 'menu.add' });
    m.actor.send({ type: 'menu.change', index: 2, field: 'name', value: ' 김밥 ' });
    m.actor.send({ type: 'menu.change', index: 2, field: 'price', value: '2500' });
    m.actor.send({ type: 'hours.change', index: 0, field: 'start', value: '18:00' });
    m.actor.send({ type: 'form.submit' });
    expect(m.state()).toBe('saving');
    expect(m.save.last.input).toEqual({
      uid: 'u-1',
      boothId: 1,
      description: '맛있는 주점',
      menus: [
        { name: '떡볶이', price: 4000, is_soldout: false },
        { name: '어묵', price: 2000, is_soldout: true },
        { name: '김밥', price: 2500, is_soldout: false },
      ],
      hours: [{ day: '2025-09-25', start_time: '18:00', end_time: '23:00' }],
    });
    m.save.last.resolve({ ok: true });
    await flush();
    expect(m.ctx().message).toEqual({ id: 'admin.saved', tone: 'ok' });
    m.clock.increment(2500);
    expect(m.state()).toBe('editing');
    expect(m.ctx().message).toBeNull();
  });

  it('names the row of a bad price or a missing name, and sends nothing', async () => {
    const m = await editing();
    m.actor.send({ type: 'menu.change', index: 1, field: 'price', value: '2,000' });
    m.actor.send({ type: 'form.submit' });
    expect(m.ctx().message).toEqual({ id: 'console.booth.error.price', values: { row: 2 }, tone: 'error' });
    m.actor.send({ type: 'menu.change', index: 1, field: 'price', value: '2000' });
    expect(m.ctx().message).toBeNull();
    m.actor.send({ type: 'menu.change', index: 0, field: 'name', value: '  ' });
    m.actor.send({ type: 'form.submit' });
    expect(m.ctx().message).toEqual({ id: 'console.booth.error.menuName', values: { row: 1 }, tone: 'error' });
    m.actor.send({ type: 'menu.remove', index: 0 });
    m.actor.send({ type: 'hours.change', index: 0, field: 'end', value: '' });
    m.actor.send({ type: 'form.submit' });
    expect(m.ctx().message).toEqual({ id: 'console.booth.error.hoursBoth', values: { day: '2025-09-25' }, tone: 'error' });
    expect(m.save.calls).toHaveLength(0);
  });

  it("words another booth's refusal in the admin language; a 401 ends the session", async () => {
    const m = await editing({ uid: 'u-1', boothId: 2 });
    m.actor.send({ type: 'form.submit' });
    m.save.last.reject(apiFailure(403, { message: 'you can edit only your own booth', error: 'not_your_booth' }));
    await flush();
    expect(m.state()).toBe('editing');
    expect(m.ctx().message).toEqual({ id: 'console.error.not_your_booth', tone: 'error' });
    m.actor.send({ type: 'form.submit' });
    m.save.last.reject(apiFailure(401, { uid_valid: false, message: 'session expired, please log in again' }));
    await flush();
    expect(m.state()).toBe('sessionExpired');
    expect(m.effects.sessionsEnded).toBe(1);
  });

  it('checks descriptions and times', () => {
    expect(boothProblem({ ...DRAFT, description: '<script>x</script>' })?.id).toBe('console.booth.error.script');
    expect(boothProblem({ ...DRAFT, hours: [{ day: '2025-09-25', start: '23:00', end: '17:00' }] })?.id).toBe('console.booth.error.hoursOrder');
    expect(boothProblem({ ...DRAFT, menus: [{ name: '<b>', price: '1', soldout: false }] })?.id).toBe('console.booth.error.menuChars');
    expect(boothProblem({ ...DRAFT, menus: [{ name: ' +82 special', price: '1', soldout: false }] })).toEqual({ id: 'console.booth.error.menuChars', values: { row: 1 } });
    expect(boothProblem({ ...DRAFT, menus: [{ name: '@SUM(A1)', price: '1', soldout: false }] })?.id).toBe('console.booth.error.menuChars');
    expect(boothProblem({ ...DRAFT, menus: [{ name: '샷 +1', price: '1', soldout: false }] })).toBeNull();
    expect(boothProblem({ ...DRAFT, menus: [{ name: 'x', price: '1000001', soldout: false }] })?.id).toBe('console.booth.error.price');
    expect(boothProblem(DRAFT)).toBeNull();
  });
});
