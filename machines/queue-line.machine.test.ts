import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { AdminLine, AdminTicket } from '@contract/queue';
import { TIMING } from '@contract/constants';
import { apiFailure, recordEffects } from './admin-test-kit';
import { lineFailure, queueLineMachine, validateSettings, type LineActionInput } from './queue-line.machine';
import { deferredActor, flush } from './test-utils/deferred';

const NOW = '2025-09-25T19:00:00+09:00';
const ticket = (id: number, state: AdminTicket['state'], extra: Partial<AdminTicket> = {}): AdminTicket => ({
  id,
  number: id,
  party_size: 2,
  state,
  joined_at: '2025-09-25T18:40:00+09:00',
  called_at: state === 'called' ? '2025-09-25T18:55:00+09:00' : null,
  no_show_from: state === 'called' ? '2025-09-25T19:00:00+09:00' : null,
  ...extra,
});
const LINE: AdminLine = {
  booth_id: 1,
  booth_name: '프론티어',
  now: NOW,
  state: 'open',
  party_min: 1,
  party_max: 6,
  minutes_per_party: 5,
  grace_minutes: 5,
  summary: { booth_id: 1, state: 'open', waiting: 2, party_min: 1, party_max: 6, est_wait_minutes: 15, minutes_per_party: 5, rate_source: 'booth' },
  tickets: [ticket(1, 'called'), ticket(2, 'waiting'), ticket(3, 'waiting')],
  undo: { action: 'call', number: 1 },
};
/** A refusal as src/api/client.ts's ApiError carries it. */
const refusal = (status: number, message: string, error: string) => Object.assign(apiFailure(status, { message, error }), { serverMessage: message, kind: 'http' });

function start() {
  const run = deferredActor<LineActionInput, AdminLine>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(queueLineMachine.provide({ actors: { runAction: run.logic }, actions: effects.actions }), {
    input: { boothId: 1, uid: 'u1' },
    clock,
  }).start();
  const snap = () => actor.getSnapshot();
  return { actor, run, effects, clock, snap, ctx: () => snap().context };
}

describe('the booth admin’s line', () => {
  it('waits for the line, then shows it with its settings in the form', () => {
    const t = start();
    expect(t.snap().value).toBe('loading');
    t.actor.send({ type: 'queue.next' });
    expect(t.run.calls).toHaveLength(0);
    t.actor.send({ type: 'line.loaded', line: LINE });
    expect(t.snap().value).toBe('showing');
    expect(t.ctx().draft).toEqual({ partyMin: '1', partyMax: '6', minutesPerParty: '5', graceMinutes: '5' });
  });

  it('calls the next party: busy until the server answers, then the answer and what it did', async () => {
    const t = start();
    t.actor.send({ type: 'line.loaded', line: LINE });
    t.actor.send({ type: 'queue.next' });
    expect(t.snap().value).toBe('acting');
    expect(t.snap().hasTag('busy')).toBe(true);
    expect(t.run.last.input).toEqual({ boothId: 1, uid: 'u1', action: { kind: 'next' } });
    // A second press while the first is on its way sends nothing.
    t.actor.send({ type: 'queue.next' });
    expect(t.run.calls).toHaveLength(1);
    const after: AdminLine = { ...LINE, tickets: [ticket(1, 'called'), ticket(2, 'called'), ticket(3, 'waiting')], undo: { action: 'call', number: 2 } };
    t.run.last.resolve(after);
    await flush();
    expect(t.snap().value).toBe('showing');
    expect(t.ctx().line).toBe(after);
    expect(t.ctx().done).toEqual({ id: 'admin.queue.done.called', values: { number: 2 } });
  });

  it('a refusal changes nothing on screen and says why', async () => {
    const t = start();
    t.actor.send({ type: 'line.loaded', line: LINE });
    t.actor.send({ type: 'queue.next' });
    t.run.last.reject(refusal(409, 'no one is waiting in this line', 'line_empty'));
    await flush();
    expect(t.snap().value).toBe('showing');
    expect(t.ctx().line).toBe(LINE);
    expect(t.ctx().message).toEqual({ id: 'admin.queue.error.lineEmpty' });
    expect(t.ctx().done).toBeNull();
  });

  it('seated only for a called party; no-show only once its grace window has passed', async () => {
    const t = start();
    t.actor.send({ type: 'line.loaded', line: LINE });
    t.actor.send({ type: 'ticket.seated', ticketId: 2 });
    expect(t.snap().value).toBe('showing');
    t.actor.send({ type: 'ticket.noShow', ticketId: 1, at: Date.parse(NOW) - 1 });
    expect(t.snap().value).toBe('showing');
    expect(t.run.calls).toHaveLength(0);
    t.actor.send({ type: 'ticket.noShow', ticketId: 1, at: Date.parse(NOW) });
    expect(t.run.last.input.action).toEqual({ kind: 'noShow', ticketId: 1, number: 1 });
    t.run.last.resolve({ ...LINE, tickets: [ticket(1, 'missed'), ticket(2, 'waiting'), ticket(3, 'waiting')], undo: { action: 'no_show', number: 1 } });
    await flush();
    expect(t.ctx().done).toEqual({ id: 'admin.queue.done.noShow', values: { number: 1 } });
    t.actor.send({ type: 'queue.undo' });
    expect(t.run.last.input.action).toEqual({ kind: 'undo', number: 1 });
    t.run.last.resolve(LINE);
    await flush();
    expect(t.ctx().done).toEqual({ id: 'admin.queue.done.undoneNumber', values: { number: 1 } });
    t.actor.send({ type: 'ticket.seated', ticketId: 1 });
    expect(t.run.last.input.action).toEqual({ kind: 'seated', ticketId: 1, number: 1 });
  });

  it('opens, pauses and closes the line', async () => {
    const t = start();
    t.actor.send({ type: 'line.loaded', line: { ...LINE, state: 'closed' } });
    t.actor.send({ type: 'line.setState', state: 'open' });
    expect(t.run.last.input.action).toEqual({ kind: 'state', state: 'open' });
    t.run.last.resolve(LINE);
    await flush();
    expect(t.ctx().done).toEqual({ id: 'admin.queue.done.open' });
    t.actor.send({ type: 'line.setState', state: 'paused' });
    t.run.last.resolve({ ...LINE, state: 'paused' });
    await flush();
    expect(t.ctx().done).toEqual({ id: 'admin.queue.done.paused' });
  });

  it('bad settings: a message per field, nothing sent; fixing a field clears its message', async () => {
    const t = start();
    t.actor.send({ type: 'line.loaded', line: LINE });
    t.actor.send({ type: 'settings.change', field: 'partyMin', value: '5' });
    t.actor.send({ type: 'settings.change', field: 'partyMax', value: '3' });
    t.actor.send({ type: 'settings.change', field: 'minutesPerParty', value: '0' });
    t.actor.send({ type: 'settings.change', field: 'graceMinutes', value: '2.5' });
    t.actor.send({ type: 'settings.save' });
    expect(t.run.calls).toHaveLength(0);
    expect(t.snap().value).toBe('showing');
    expect(t.ctx().errors).toEqual({
      partyMax: { id: 'admin.queue.error.partyOrder' },
      minutesPerParty: { id: 'admin.queue.error.minutes', values: { min: 1, max: 120 } },
      graceMinutes: { id: 'admin.queue.error.grace', values: { min: 1, max: 30 } },
    });
    t.actor.send({ type: 'settings.change', field: 'graceMinutes', value: '3' });
    expect(t.ctx().errors.graceMinutes).toBeUndefined();
    expect(t.ctx().errors.partyMax).toBeDefined();
    // A live refresh while the admin types keeps what they typed.
    t.actor.send({ type: 'line.loaded', line: { ...LINE, summary: { ...LINE.summary, waiting: 3 } } });
    expect(t.ctx().draft.partyMin).toBe('5');
    t.actor.send({ type: 'settings.change', field: 'partyMax', value: '8' });
    t.actor.send({ type: 'settings.change', field: 'minutesPerParty', value: '7' });
    t.actor.send({ type: 'settings.save' });
    expect(t.run.last.input.action).toEqual({ kind: 'settings', settings: { party_min: 5, party_max: 8, minutes_per_party: 7, grace_minutes: 3 } });
    t.run.last.resolve({ ...LINE, party_min: 5, party_max: 8, minutes_per_party: 7, grace_minutes: 3 });
    await flush();
    expect(t.ctx()).toMatchObject({ dirty: false, done: { id: 'admin.queue.done.saved' } });
    expect(t.ctx().draft).toEqual({ partyMin: '5', partyMax: '8', minutesPerParty: '7', graceMinutes: '3' });
  });

  it('an expired session says so, ends it and goes to login after the named delay', async () => {
    const t = start();
    t.actor.send({ type: 'line.loaded', line: LINE });
    t.actor.send({ type: 'queue.undo' });
    t.run.last.reject(Object.assign(apiFailure(401, { message: 'session expired, please log in again', uid_valid: false }), { kind: 'http' }));
    await flush();
    expect(t.snap().value).toBe('sessionExpired');
    expect(t.ctx().message).toEqual({ id: 'admin.error.sessionExpired' });
    expect(t.effects.sessionsEnded).toBe(1);
    t.clock.increment(TIMING.sessionExpiredRedirectMs - 1);
    expect(t.effects.redirects).toEqual([]);
    t.clock.increment(1);
    expect(t.effects.redirects).toEqual(['/admin/login']);
    expect(t.snap().status).toBe('done');
  });

  it('a line that cannot be read: why, then a retry that loads it', () => {
    const t = start();
    t.actor.send({ type: 'line.failed', error: refusal(403, "you can only run your own booth's line", 'forbidden') });
    expect(t.snap().value).toBe('loadFailed');
    expect(t.ctx().message).toEqual({ id: 'admin.queue.error.ownBoothOnly' });
    t.actor.send({ type: 'line.retry' });
    expect(t.snap().value).toBe('loading');
    t.actor.send({ type: 'line.failed', error: Object.assign(apiFailure(500, { message: 'internal server error' }), { kind: 'http' }) });
    expect(t.ctx().message).toEqual({ id: 'admin.queue.error.loadFailed' });
    t.actor.send({ type: 'line.loaded', line: LINE });
    expect(t.snap().value).toBe('showing');
    expect(t.ctx().message).toBeNull();
  });

  it('a live refresh while a call is on its way is taken; the call’s answer comes last', async () => {
    const t = start();
    t.actor.send({ type: 'line.loaded', line: LINE });
    t.actor.send({ type: 'queue.next' });
    const live = { ...LINE, summary: { ...LINE.summary, waiting: 3 } };
    t.actor.send({ type: 'line.loaded', line: live });
    expect(t.ctx().line).toBe(live);
    t.run.last.resolve(LINE);
    await flush();
    expect(t.ctx().line).toBe(LINE);
  });
});

describe('refusals and settings', () => {
  it('each refusal of the server has its message', () => {
    const cases: [number, string, string, string][] = [
      [409, 'this booth has no line yet; open it first', 'no_line', 'admin.queue.error.noLine'],
      [409, 'number 3 has not been called (it is waiting)', 'not_called', 'admin.queue.error.notCalled'],
      [409, 'no-show is offered from 19:05, 5 minutes after the call', 'grace_window', 'admin.queue.error.graceWindow'],
      [409, 'there is nothing to undo', 'nothing_to_undo', 'admin.queue.error.nothingToUndo'],
      [409, 'number 2 has changed since; it cannot be undone', 'undo_stale', 'admin.queue.error.undoStale'],
      [403, 'no permission to run a line', 'forbidden', 'admin.queue.error.noPermission'],
      [404, 'this line has no ticket 9', 'not_found', 'admin.queue.error.notFound'],
      [400, 'party_min (5) must not be more than party_max (3)', 'bad_request', 'admin.queue.error.partyOrder'],
      [503, 'the database is not answering right now, please try again in a moment', 'database_unavailable', 'admin.error.databaseBusy'],
      [500, 'internal server error', 'error', 'admin.queue.error.failed'],
    ];
    for (const [status, message, error, id] of cases) expect(lineFailure(refusal(status, message, error)).id, message).toBe(id);
    expect(lineFailure({ status: 0, kind: 'network' })).toEqual({ id: 'offline.needsNetwork' });
  });

  it('checks each field as the server does', () => {
    expect(validateSettings({ partyMin: '1', partyMax: '20', minutesPerParty: '120', graceMinutes: '30' }).settings).toEqual({
      party_min: 1,
      party_max: 20,
      minutes_per_party: 120,
      grace_minutes: 30,
    });
    const bad = validateSettings({ partyMin: '0', partyMax: '21', minutesPerParty: '', graceMinutes: '31' });
    expect(bad.settings).toBeNull();
    expect(Object.keys(bad.errors).sort()).toEqual(['graceMinutes', 'minutesPerParty', 'partyMax', 'partyMin']);
    expect(bad.errors.partyMin).toEqual({ id: 'admin.queue.error.partyRange', values: { min: 1, max: 20 } });
    expect(validateSettings({ partyMin: ' 2 ', partyMax: '2', minutesPerParty: '1', graceMinutes: '1' }).settings).not.toBeNull();
  });
});
