import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { WriteResponse } from '@contract/types';
import { deferredActor, flush } from './test-utils/deferred';
import { apiFailure, recordEffects } from './admin-test-kit';
import { eventsFrom, flushMicrotasks, leafPaths, unvisitedStates, walkPath } from './form-graph-runner';
import {
  adminNoticeMachine,
  canSubmitNotice,
  type AdminNoticeContext,
  type AdminNoticeInput,
  type SaveNoticeInput,
} from './admin-notice.machine';

const STAFF: AdminNoticeInput = { uid: 'u-1', role: 'Staff', mode: 'create' };

function setupNotice(input: AdminNoticeInput = STAFF) {
  const save = deferredActor<SaveNoticeInput, WriteResponse>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(adminNoticeMachine.provide({ actors: { saveNotice: save.logic }, actions: effects.actions }), {
    input,
    clock,
  }).start();
  const type = (field: 'title' | 'content', value: string) => actor.send({ type: 'form.change', field, value });
  const can = () => canSubmitNotice(actor.getSnapshot());
  const message = () => actor.getSnapshot().context.message;
  return { actor, save, effects, clock, type, can, message };
}

describe('adminNoticeMachine: who may write', () => {
  it('without a stored uid says login required and goes to login after 2 s', () => {
    const n = setupNotice({ uid: null, role: null, mode: 'create' });
    expect(n.message()).toEqual({ id: 'admin.error.loginRequired' });
    expect(n.can()).toBe(false);
    n.clock.increment(1999);
    expect(n.effects.redirects).toEqual([]);
    n.clock.increment(1);
    expect(n.effects.redirects).toEqual(['/admin/login']);
    expect(n.actor.getSnapshot().status).toBe('done');
  });

  it.each(['Club', 'Major', null, 'Visitor'])('role %s gets the no-permission alert and goes to login', (role) => {
    const n = setupNotice({ uid: 'u-2', role, mode: 'create' });
    expect(n.effects.alerts).toEqual(['admin.error.noNoticePermission']);
    expect(n.effects.redirects).toEqual(['/admin/login']);
    expect(n.actor.getSnapshot().status).toBe('done');
  });

  it('Stuco may write', () => {
    const n = setupNotice({ uid: 'u-3', role: 'Stuco', mode: 'create' });
    expect(n.actor.getSnapshot().matches('editing')).toBe(true);
    expect(n.effects.alerts).toEqual([]);
  });
});

describe('adminNoticeMachine: the form', () => {
  it('needs title and content non-blank after trimming', () => {
    const n = setupNotice();
    expect(n.can()).toBe(false);
    n.type('title', 'Lost and found hours');
    expect(n.can()).toBe(false);
    n.type('content', '   ');
    expect(n.can()).toBe(false);
    n.type('content', 'Open 10-18');
    expect(n.can()).toBe(true);
    n.type('title', ' ');
    expect(n.can()).toBe(false);
  });

  it('ignores a submit while save is disabled', () => {
    const n = setupNotice();
    n.type('title', 'Only a title');
    n.actor.send({ type: 'form.submit' });
    expect(n.save.calls).toHaveLength(0);
  });

  it('sends trimmed values once, ignores a second submit in flight, then goes to /admin/festa after 1 s', async () => {
    const n = setupNotice();
    n.type('title', '  Parking  ');
    n.type('content', ' Use gate 2 ');
    n.actor.send({ type: 'form.submit' });
    n.actor.send({ type: 'form.submit' });
    expect(n.save.calls).toHaveLength(1);
    expect(n.save.last.input).toEqual({ uid: 'u-1', mode: 'create', postId: null, title: 'Parking', content: 'Use gate 2' });
    expect(n.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(n.can()).toBe(false);
    n.save.last.resolve({ message: 'notice created', id: 9 });
    await flush();
    expect(n.message()).toEqual({ id: 'admin.saved' });
    n.clock.increment(999);
    expect(n.effects.redirects).toEqual([]);
    n.clock.increment(1);
    expect(n.effects.redirects).toEqual(['/admin/festa']);
  });

  it('on edit, save stays disabled until something really changed', () => {
    const n = setupNotice({ uid: 'u-1', role: 'Staff', mode: 'edit', postId: 4, initial: { title: 'Old', content: 'Body' } });
    expect(n.can()).toBe(false);
    n.type('title', 'Old  ');
    expect(n.can()).toBe(false);
    n.type('title', 'New');
    expect(n.can()).toBe(true);
    n.type('title', 'Old');
    expect(n.can()).toBe(false);
    n.type('content', 'Body, updated');
    expect(n.can()).toBe(true);
    n.actor.send({ type: 'form.submit' });
    expect(n.save.last.input).toMatchObject({ mode: 'edit', postId: 4, title: 'Old', content: 'Body, updated' });
  });
});

describe('adminNoticeMachine: failures', () => {
  async function failWith(error: unknown) {
    const n = setupNotice();
    n.type('title', 'T');
    n.type('content', 'C');
    n.actor.send({ type: 'form.submit' });
    n.save.last.reject(error);
    await flush();
    return n;
  }

  it("says the server's refusal in the admin's language and lets the admin try again", async () => {
    const n = await failWith(apiFailure(403, { message: 'you can only change your own posts', error: 'forbidden' }));
    expect(n.message()).toEqual({ id: 'admin.error.notOwnPost' });
    expect(n.can()).toBe(true);
    n.type('title', 'T2');
    expect(n.message()).toBeNull();
    n.actor.send({ type: 'form.submit' });
    expect(n.save.calls).toHaveLength(2);
  });

  it('says read-only mode in the admin language, not the server English, and lets the admin try again', async () => {
    const n = await failWith(apiFailure(503, { error: 'read_only', message: 'the festival app is read-only for a moment' }));
    expect(n.message()).toEqual({ id: 'admin.error.readOnly' });
    expect(n.can()).toBe(true);
  });

  it("falls back to 'request failed' for a wordless answer and 'unknown error' without an answer", async () => {
    expect((await failWith(apiFailure(500))).message()).toEqual({ id: 'admin.error.requestFailed' });
    expect((await failWith(apiFailure(0))).message()).toEqual({ id: 'admin.error.unknown' });
    expect((await failWith(new TypeError('x is undefined'))).message()).toEqual({ id: 'admin.error.unknown' });
  });

  it('says a save needs the network when the call never left the device', async () => {
    const noNetwork = Object.assign(apiFailure(0), { kind: 'network' });
    expect((await failWith(noNetwork)).message()).toEqual({ id: 'offline.needsNetwork' });
  });

  it.each([
    ['a 401', apiFailure(401)],
    ['uid_valid false', apiFailure(403, { message: 'denied', uid_valid: false })],
    ['a message about the session', apiFailure(400, { message: 'Session has ended' })],
    ['a message about the UID', apiFailure(400, { detail: 'invalid uid' })],
    ['a message about login', apiFailure(403, { error: '로그인이 필요합니다' })],
  ])('%s means the session expired: message, session ended, login after 1.8 s', async (_, error) => {
    const n = await failWith(error);
    expect(n.message()).toEqual({ id: 'admin.error.sessionExpired' });
    expect(n.effects.sessionsEnded).toBe(1);
    n.clock.increment(1799);
    expect(n.effects.redirects).toEqual([]);
    n.clock.increment(1);
    expect(n.effects.redirects).toEqual(['/admin/login']);
  });

  it('a 2xx answer with uid_valid false is an expired session too', async () => {
    const n = setupNotice();
    n.type('title', 'T');
    n.type('content', 'C');
    n.actor.send({ type: 'form.submit' });
    n.save.last.resolve({ message: 'uid invalid', uid_valid: false });
    await flush();
    expect(n.message()).toEqual({ id: 'admin.error.sessionExpired' });
  });
});

describe('adminNoticeMachine graph', () => {
  const EVENTS = [
    { type: 'form.change', field: 'title', value: '' },
    { type: 'form.change', field: 'title', value: ' ' },
    { type: 'form.change', field: 'title', value: 'Notice' },
    { type: 'form.change', field: 'title', value: 'Notice v2' },
    { type: 'form.change', field: 'content', value: '' },
    { type: 'form.change', field: 'content', value: 'Body' },
    { type: 'xstate.done.actor.saveNotice', output: { message: 'saved' } },
    { type: 'xstate.done.actor.saveNotice', output: { message: 'uid invalid', uid_valid: false } },
    { type: 'xstate.error.actor.saveNotice', error: apiFailure(401) },
    { type: 'xstate.error.actor.saveNotice', error: apiFailure(400, { message: 'bad title' }) },
    { type: 'xstate.error.actor.saveNotice', error: apiFailure(0) },
  ];
  const INPUTS: AdminNoticeInput[] = [
    STAFF,
    { uid: 'u-1', role: 'Stuco', mode: 'edit', postId: 3, initial: { title: 'Notice', content: 'Body' } },
    { uid: null, role: 'Staff', mode: 'create' },
    { uid: 'u-9', role: 'Club', mode: 'create' },
  ];
  const runs = INPUTS.map((input) => ({ input, paths: getShortestPaths(adminNoticeMachine, { input, events: eventsFrom(EVENTS) as never, limit: 20_000 }) }));

  function check(s: AnyMachineSnapshot) {
    const c = s.context as AdminNoticeContext;
    const filled = c.title.trim() !== '' && c.content.trim() !== '';
    const changed = c.mode === 'create' || c.title.trim() !== c.initial.title || c.content.trim() !== c.initial.content;
    expect(s.hasTag('canSubmit')).toBe(s.matches('editing') && filled && changed);
    if (s.matches('succeeded')) expect(c.message).toEqual({ id: 'admin.saved' });
    if (s.matches('sessionExpired')) expect(c.message).toEqual({ id: 'admin.error.sessionExpired' });
    if (s.matches('loginRequired')) expect(c.message).toEqual({ id: 'admin.error.loginRequired' });
    if (s.matches('submitting')) expect(c.message).toBeNull();
  }

  it('reaches a fixed number of states, every state node among them', () => {
    // A new transition or state changes these numbers: walk and check it, then update them.
    expect(runs.map((r) => r.paths.length)).toEqual([22, 15, 2, 1]);
    expect(unvisitedStates(adminNoticeMachine, runs.flatMap((r) => r.paths))).toEqual([]);
  });

  it('walks every path on a real actor', { timeout: 30_000 }, async () => {
    for (const { input, paths } of runs) {
      for (const path of leafPaths(paths)) {
        await walkPath(
          adminNoticeMachine,
          path,
          () => {
            const save = deferredActor<SaveNoticeInput, WriteResponse>();
            const clock = new SimulatedClock();
            const machine = adminNoticeMachine.provide({ actors: { saveNotice: save.logic }, actions: recordEffects().actions });
            const actor = createActor(machine, { input, clock }).start();
            return { actor, clock, actors: { saveNotice: save }, flush: flushMicrotasks };
          },
          check,
        );
      }
    }
  });
});
