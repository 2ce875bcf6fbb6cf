import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type AnyMachineSnapshot } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import type { WriteResponse } from '@contract/types';
import { deferredActor, flush } from './test-utils/deferred';
import { apiFailure, recordEffects } from './admin-test-kit';
import { eventsFrom, flushMicrotasks, unvisitedStates, walkPath } from './form-graph-runner';
import {
  adminUrgentMachine,
  canClearUrgent,
  canSubmitUrgent,
  type AdminUrgentContext,
  type ClearUrgentInput,
  type AdminUrgentInput,
  type SaveUrgentInput,
} from './admin-urgent.machine';

const LOADED: AdminUrgentInput = { uid: 'u-1', title: '긴급 공지', content: 'Rain at 3 pm' };

function setupUrgent(input: AdminUrgentInput = LOADED) {
  const save = deferredActor<SaveUrgentInput, WriteResponse>();
  const clear = deferredActor<ClearUrgentInput, WriteResponse>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(adminUrgentMachine.provide({ actors: { saveUrgent: save.logic, clearUrgent: clear.logic }, actions: effects.actions }), {
    input,
    clock,
  }).start();
  const type = (value: string) => actor.send({ type: 'form.change', field: 'content', value });
  const can = () => canSubmitUrgent(actor.getSnapshot());
  const message = () => actor.getSnapshot().context.message;
  return { actor, save, clear, effects, clock, type, can, message };
}

describe('adminUrgentMachine', () => {
  it('without a stored uid says login required and goes to login after 2 s', () => {
    const u = setupUrgent({ uid: null });
    expect(u.message()).toEqual({ id: 'admin.error.loginRequired' });
    u.clock.increment(1999);
    expect(u.effects.redirects).toEqual([]);
    u.clock.increment(1);
    expect(u.effects.redirects).toEqual(['/admin/login']);
  });

  it('enables save only after an edit and with non-blank text', () => {
    const u = setupUrgent();
    expect(u.can()).toBe(false);
    u.type('Rain at 4 pm');
    expect(u.can()).toBe(true);
    u.type('   ');
    expect(u.can()).toBe(false);
    u.type('Rain at 3 pm');
    // Touched counts as edited, even when the text ends up as it was (spec: "untouched").
    expect(u.can()).toBe(true);
  });

  it('takes the loaded notice while untouched, never over what the admin typed', () => {
    const u = setupUrgent({ uid: 'u-1' });
    u.actor.send({ type: 'urgent.loaded', title: '긴급 공지', content: 'Stage delayed' });
    expect(u.actor.getSnapshot().context.content).toBe('Stage delayed');
    expect(u.can()).toBe(false);
    u.type('Stage delayed 30 min');
    u.actor.send({ type: 'urgent.loaded', title: '긴급 공지', content: 'Stage delayed' });
    expect(u.actor.getSnapshot().context.content).toBe('Stage delayed 30 min');
  });

  it('saves once, ignores a second save in flight, shows Saved for 2.5 s and is clean again', async () => {
    const u = setupUrgent();
    u.type('Rain at 4 pm');
    u.actor.send({ type: 'form.submit' });
    u.actor.send({ type: 'form.submit' });
    expect(u.save.calls).toHaveLength(1);
    expect(u.save.last.input).toEqual({ uid: 'u-1', title: '긴급 공지', content: 'Rain at 4 pm' });
    u.save.last.resolve({ message: 'updated' });
    await flush();
    expect(u.message()).toEqual({ id: 'admin.saved' });
    expect(u.can()).toBe(false);
    u.clock.increment(2499);
    expect(u.message()).toEqual({ id: 'admin.saved' });
    u.clock.increment(1);
    expect(u.message()).toBeNull();
    expect(u.actor.getSnapshot().matches('editing')).toBe(true);
    expect(u.can()).toBe(false);
    expect(u.effects.redirects).toEqual([]);
  });

  it('typing during the Saved notice edits at once', async () => {
    const u = setupUrgent();
    u.type('A');
    u.actor.send({ type: 'form.submit' });
    u.save.last.resolve({ message: 'ok' });
    await flush();
    u.type('AB');
    expect(u.message()).toBeNull();
    expect(u.can()).toBe(true);
  });

  it("says a known refusal in the admin's language, else 'edit failed', else 'unknown error'", async () => {
    const cases: [unknown, object][] = [
      [apiFailure(400, { message: 'please enter content', error: 'validation_error' }), { id: 'admin.error.contentRequired' }],
      [apiFailure(400, { error: 'content too long' }), { id: 'admin.error.editFailed' }],
      [apiFailure(500), { id: 'admin.error.editFailed' }],
      [apiFailure(0), { id: 'admin.error.unknownShort' }],
    ];
    for (const [error, expected] of cases) {
      const u = setupUrgent();
      u.type('B');
      u.actor.send({ type: 'form.submit' });
      u.save.last.reject(error);
      await flush();
      expect(u.message()).toEqual(expected);
      expect(u.can()).toBe(true);
    }
  });

  it('an expired session says so and goes to login after 1.8 s', async () => {
    const u = setupUrgent();
    u.type('B');
    u.actor.send({ type: 'form.submit' });
    u.save.last.reject(apiFailure(401, { message: 'login again' }));
    await flush();
    expect(u.message()).toEqual({ id: 'admin.error.sessionExpired' });
    expect(u.effects.sessionsEnded).toBe(1);
    u.clock.increment(1799);
    expect(u.effects.redirects).toEqual([]);
    u.clock.increment(1);
    expect(u.effects.redirects).toEqual(['/admin/login']);
  });
});

describe('adminUrgentMachine: title and take-down', () => {
  it('saves an edited title with the content', async () => {
    const u = setupUrgent();
    u.actor.send({ type: 'form.change', field: 'title', value: '동문 이용' });
    expect(u.can()).toBe(true);
    u.actor.send({ type: 'form.submit' });
    await flush();
    expect(u.save.last.input).toEqual({ uid: 'u-1', title: '동문 이용', content: 'Rain at 3 pm' });
  });

  it('takes a standing notice down, then says so and leaves the editor empty', async () => {
    const u = setupUrgent();
    expect(canClearUrgent(u.actor.getSnapshot())).toBe(true);
    u.actor.send({ type: 'form.clear' });
    expect(u.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(canClearUrgent(u.actor.getSnapshot())).toBe(false);
    await flush();
    expect(u.clear.last.input).toEqual({ uid: 'u-1' });
    u.clear.last.resolve({ message: 'urgent notice cleared' });
    await flush();
    expect(u.message()).toEqual({ id: 'admin.urgent.cleared' });
    expect(u.actor.getSnapshot().context.content).toBe('');
    expect(canClearUrgent(u.actor.getSnapshot())).toBe(false);
    u.clock.increment(2500);
    expect(u.message()).toBeNull();
  });

  it('cannot take down a notice that is not there', () => {
    const u = setupUrgent({ uid: 'u-1' });
    expect(canClearUrgent(u.actor.getSnapshot())).toBe(false);
    u.actor.send({ type: 'form.clear' });
    expect(u.actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});

describe('adminUrgentMachine graph (simple paths)', () => {
  const EVENTS = [
    { type: 'form.change', field: 'content', value: '' },
    { type: 'form.change', field: 'content', value: 'Rain' },
    { type: 'urgent.loaded', title: 'T', content: 'Sun' },
    { type: 'xstate.done.actor.saveUrgent', output: { message: 'ok' } },
    { type: 'xstate.error.actor.saveUrgent', error: apiFailure(401) },
    { type: 'xstate.error.actor.saveUrgent', error: apiFailure(500) },
  ];
  const INPUTS: AdminUrgentInput[] = [{ uid: 'u-1', title: 'T', content: 'Sun' }, { uid: '' }];
  const withoutTakedown = (s: AnyMachineSnapshot) => eventsFrom(EVENTS)(s).filter((e) => e.type !== 'form.clear');
  const runs = INPUTS.map((input) => ({ input, paths: getSimplePaths(adminUrgentMachine, { input, events: withoutTakedown as never, limit: 20_000 }) }));

  function check(s: AnyMachineSnapshot) {
    const c = s.context as AdminUrgentContext;
    expect(s.hasTag('canSubmit')).toBe(s.matches('editing') && c.touched && c.content.trim() !== '');
    if (s.matches('saved')) expect(c.message).toEqual({ id: 'admin.saved' });
    if (s.matches('submitting')) expect(c.message).toBeNull();
    if (s.matches('cleared')) expect([c.original, c.content, c.message]).toEqual(['', '', { id: 'admin.urgent.cleared' }]);
  }

  it('has a fixed number of simple paths covering every state node', () => {
    // A new transition or state changes these numbers: walk and check it, then update them.
    expect(runs.map((r) => r.paths.length)).toEqual([73, 2]);
    // Taking the notice down is left out of the walk (it multiplies the paths past a fast test);
    // the focused tests above cover it.
    expect(unvisitedStates(adminUrgentMachine, runs.flatMap((r) => r.paths))).toEqual(['adminUrgent.clearing', 'adminUrgent.cleared']);
  });

  it('walks every simple path on a real actor', { timeout: 30_000 }, async () => {
    for (const { input, paths } of runs) {
      for (const path of paths) {
        await walkPath(
          adminUrgentMachine,
          path,
          () => {
            const save = deferredActor<SaveUrgentInput, WriteResponse>();
            const clear = deferredActor<ClearUrgentInput, WriteResponse>();
            const clock = new SimulatedClock();
            const machine = adminUrgentMachine.provide({ actors: { saveUrgent: save.logic, clearUrgent: clear.logic }, actions: recordEffects().actions });
            return { actor: createActor(machine, { input, clock }).start(), clock, actors: { saveUrgent: save, clearUrgent: clear }, flush: flushMicrotasks };
          },
          check,
        );
      }
    }
  });
});
