import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type AnyMachineSnapshot } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import type { AdminLoginResponse } from '@contract/types';
import { deferredActor, flush } from './test-utils/deferred';
import { apiFailure, recordEffects } from './admin-test-kit';
import { eventsFrom, flushMicrotasks, unvisitedStates, walkPath } from './form-graph-runner';
import { adminLoginMachine, canSubmitLogin, type AdminLoginContext, type LoginInput } from './admin-login.machine';

function setupLogin() {
  const login = deferredActor<LoginInput, AdminLoginResponse>();
  const effects = recordEffects();
  const stored: AdminLoginResponse[] = [];
  const clock = new SimulatedClock();
  const machine = adminLoginMachine.provide({
    actors: { login: login.logic },
    actions: { ...effects.actions, storeSession: (_, p) => void stored.push(p) },
  });
  const actor = createActor(machine, { clock }).start();
  const type = (value: string) => actor.send({ type: 'form.change', field: 'code', value });
  const message = () => actor.getSnapshot().context.message;
  return { actor, login, effects, stored, clock, type, message, can: () => canSubmitLogin(actor.getSnapshot()) };
}

describe('adminLoginMachine', () => {
  it('can log in only with a code, which is sent exactly as typed', () => {
    const l = setupLogin();
    expect(l.can()).toBe(false);
    l.actor.send({ type: 'form.submit' });
    expect(l.login.calls).toHaveLength(0);
    l.type('  ');
    expect(l.can()).toBe(false);
    l.type(' Fest4 ');
    expect(l.can()).toBe(true);
    l.actor.send({ type: 'form.submit' });
    l.actor.send({ type: 'form.submit' });
    expect(l.login.calls).toHaveLength(1);
    expect(l.login.last.input).toEqual({ code: ' Fest4 ' });
    expect(l.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it.each([
    ['Staff', '/admin/festa'],
    ['Stuco', '/admin/festa'],
    ['Club', '/admin/booth'],
    ['Major', '/admin/booth'],
    ['Guest', '/'],
  ])('a %s login stores the session, alerts login success and goes to %s', async (role, to) => {
    const l = setupLogin();
    l.type('code');
    l.actor.send({ type: 'form.submit' });
    l.login.last.resolve({ uid: 'uid-1', role: role as AdminLoginResponse['role'], name: 'Kim' });
    await flush();
    expect(l.stored).toEqual([{ uid: 'uid-1', role, name: 'Kim' }]);
    expect(l.effects.alerts).toEqual(['admin.login.success']);
    expect(l.effects.redirects).toEqual([to]);
    expect(l.actor.getSnapshot().status).toBe('done');
  });

  it("a failure shows 'please check the admin code' for 3 s, then clears it", async () => {
    const l = setupLogin();
    l.type('wrong');
    l.actor.send({ type: 'form.submit' });
    l.login.last.reject(apiFailure(401, { message: 'invalid admin code' }));
    await flush();
    expect(l.message()).toEqual({ id: 'admin.login.failed' });
    expect(l.can()).toBe(true);
    l.clock.increment(1000);
    // Typing does not hide it early.
    l.type('wrong2');
    l.clock.increment(1999);
    expect(l.message()).toEqual({ id: 'admin.login.failed' });
    l.clock.increment(1);
    expect(l.message()).toBeNull();
    expect(l.stored).toEqual([]);
    expect(l.effects.redirects).toEqual([]);
  });

  it('a second failure restarts the 3 s', async () => {
    const l = setupLogin();
    l.type('wrong');
    l.actor.send({ type: 'form.submit' });
    l.login.last.reject(apiFailure(0));
    await flush();
    l.clock.increment(2000);
    l.actor.send({ type: 'form.submit' });
    expect(l.message()).toBeNull();
    l.login.last.reject(apiFailure(401));
    await flush();
    l.clock.increment(2999);
    expect(l.message()).toEqual({ id: 'admin.login.failed' });
    l.clock.increment(1);
    expect(l.message()).toBeNull();
  });
});

describe('adminLoginMachine graph (simple paths)', () => {
  const EVENTS = [
    { type: 'form.change', field: 'code', value: '' },
    { type: 'form.change', field: 'code', value: 'abc' },
    { type: 'xstate.done.actor.login', output: { uid: 'u', role: 'Staff', name: 'n' } },
    { type: 'xstate.error.actor.login', error: apiFailure(401) },
  ];
  const paths = getSimplePaths(adminLoginMachine, { events: eventsFrom(EVENTS) as never, limit: 20_000 });

  function check(s: AnyMachineSnapshot) {
    const c = s.context as AdminLoginContext;
    expect(s.hasTag('canSubmit')).toBe(s.matches('editing') && c.code.trim() !== '');
    expect(c.message !== null).toBe(s.matches({ editing: { notice: 'shown' } }));
  }

  it('has a fixed number of simple paths covering every state node', () => {
    // A new transition or state changes this number: walk and check it, then update it.
    expect(paths.length).toBe(6);
    expect(unvisitedStates(adminLoginMachine, paths)).toEqual([]);
  });

  it('walks every simple path on a real actor', { timeout: 30_000 }, async () => {
    for (const path of paths) {
      await walkPath(
        adminLoginMachine,
        path,
        () => {
          const login = deferredActor<LoginInput, AdminLoginResponse>();
          const clock = new SimulatedClock();
          const machine = adminLoginMachine.provide({ actors: { login: login.logic }, actions: recordEffects().actions });
          return { actor: createActor(machine, { clock }).start(), clock, actors: { login }, flush: flushMicrotasks };
        },
        check,
      );
    }
  });
});
