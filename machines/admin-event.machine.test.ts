import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { kstDate, kstInstant } from '@contract/time';
import type { WriteResponse } from '@contract/types';
import { deferredActor, flush } from './test-utils/deferred';
import { apiFailure, recordEffects } from './admin-test-kit';
import { eventsFrom, flushMicrotasks, leafPaths, unvisitedStates, walkPath } from './form-graph-runner';
import {
  adminEventMachine,
  canConfirmEvent,
  eventInstant,
  eventTimeError,
  isEventDialogOpen,
  type AdminEventContext,
  type AdminEventInput,
  type CreateEventInput,
  type EventField,
} from './admin-event.machine';

/** 2025-09-25 14:30:20 in Korea (05:30:20 UTC). */
const NOW = kstInstant('2025-09-25', '14:30:20').getTime();

function setupEvent(input: Partial<AdminEventInput> = {}) {
  let now = NOW;
  const create = deferredActor<CreateEventInput, WriteResponse>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const machine = adminEventMachine.provide({ actors: { createEvent: create.logic }, actions: effects.actions });
  const actor = createActor(machine, { input: { uid: 'u-7', role: 'Club', now: () => now, ...input }, clock }).start();
  const type = (field: EventField, value: string) => actor.send({ type: 'form.change', field, value });
  const times = (sh: string, sm: string, eh: string, em: string) => {
    type('startHour', sh);
    type('startMinute', sm);
    type('endHour', eh);
    type('endMinute', em);
  };
  return {
    actor,
    create,
    effects,
    clock,
    type,
    times,
    setNow: (ms: number) => void (now = ms),
    can: () => canConfirmEvent(actor.getSnapshot()),
    timeError: () => actor.getSnapshot().context.timeError,
    message: () => actor.getSnapshot().context.message,
  };
}

describe('eventTimeError', () => {
  const t = (startHour: string, startMinute: string, endHour: string, endMinute: string) => ({ startHour, startMinute, endHour, endMinute });
  it('applies the rules of spec §5 in order', () => {
    expect(eventTimeError(t('15', '', '16', '00'), NOW)).toBe('admin.error.timesRequired');
    expect(eventTimeError(t('15', '', '16', '00'), NOW, false)).toBeNull();
    expect(eventTimeError(t('1a', '00', '16', '00'), NOW)).toBe('admin.error.timeFormat');
    expect(eventTimeError(t('15', '000', '16', '00'), NOW)).toBe('admin.error.timeFormat');
    expect(eventTimeError(t('-1', '00', '16', '00'), NOW)).toBe('admin.error.timeFormat');
    expect(eventTimeError(t('24', '00', '16', '00'), NOW)).toBe('admin.error.timeRange');
    expect(eventTimeError(t('15', '60', '16', '00'), NOW)).toBe('admin.error.timeRange');
    expect(eventTimeError(t('14', '29', '16', '00'), NOW)).toBe('admin.error.startBeforeNow');
    expect(eventTimeError(t('14', '30', '16', '00'), NOW)).toBeNull();
    expect(eventTimeError(t('15', '00', '15', '00'), NOW)).toBe('admin.error.endBeforeStart');
    expect(eventTimeError(t('15', '00', '14', '59'), NOW)).toBe('admin.error.endBeforeStart');
    expect(eventTimeError(t('15', '0', '23', '59'), NOW)).toBeNull();
  });

  it('reads now in Korea time whatever the instant looks like in UTC', () => {
    // 23:50 on 24 Sep in UTC is already 08:50 on 25 Sep in Korea.
    const lateUtc = Date.parse('2025-09-24T23:50:00Z');
    expect(eventTimeError(t('08', '49', '10', '00'), lateUtc)).toBe('admin.error.startBeforeNow');
    expect(eventTimeError(t('08', '50', '10', '00'), lateUtc)).toBeNull();
    expect(eventInstant(lateUtc, '9', '5')).toBe('2025-09-25T09:05:00+09:00');
  });
});

describe('adminEventMachine: who may write', () => {
  it('without a stored uid says login required and goes to login after 2 s', () => {
    const e = setupEvent({ uid: '' });
    expect(e.message()).toEqual({ id: 'admin.error.loginRequired' });
    e.clock.increment(1999);
    expect(e.effects.redirects).toEqual([]);
    e.clock.increment(1);
    expect(e.effects.redirects).toEqual(['/admin/login']);
  });

  it.each(['Staff', 'Stuco', null])("role %s is told 'no permission to write events' and goes to login", (role) => {
    const e = setupEvent({ role });
    expect(e.effects.alerts).toEqual(['admin.error.noEventPermission']);
    expect(e.effects.redirects).toEqual(['/admin/login']);
  });

  it('Major may write', () => {
    expect(setupEvent({ role: 'Major' }).actor.getSnapshot().matches('editing')).toBe(true);
  });
});

describe('adminEventMachine: the form', () => {
  it('checks times on each keystroke and enables confirm only when all is filled and valid', () => {
    const e = setupEvent();
    expect(e.timeError()).toBeNull();
    e.type('title', 'Raffle');
    e.type('detail', 'Prizes at the booth');
    e.type('startHour', '15');
    expect(e.timeError()).toBe('admin.error.timesRequired');
    e.type('startMinute', '00');
    e.type('endHour', '16');
    expect(e.can()).toBe(false);
    e.type('endMinute', '7x');
    expect(e.timeError()).toBe('admin.error.timeFormat');
    e.type('endMinute', '75');
    expect(e.timeError()).toBe('admin.error.timeRange');
    e.type('endMinute', '30');
    expect(e.timeError()).toBeNull();
    expect(e.can()).toBe(true);
    e.type('startHour', '14');
    e.type('startMinute', '00');
    expect(e.timeError()).toBe('admin.error.startBeforeNow');
    expect(e.can()).toBe(false);
    e.type('startHour', '17');
    expect(e.timeError()).toBe('admin.error.endBeforeStart');
    e.type('endHour', '18');
    expect(e.can()).toBe(true);
    e.type('detail', ' ');
    expect(e.can()).toBe(false);
  });

  it('opens the dialog only when the checks pass, and cancel goes back', () => {
    const e = setupEvent();
    e.actor.send({ type: 'form.confirm' });
    expect(isEventDialogOpen(e.actor.getSnapshot())).toBe(false);
    e.type('title', 'Raffle');
    e.type('detail', 'Prizes');
    e.times('15', '00', '16', '00');
    e.actor.send({ type: 'form.confirm' });
    expect(isEventDialogOpen(e.actor.getSnapshot())).toBe(true);
    e.actor.send({ type: 'dialog.cancel' });
    expect(isEventDialogOpen(e.actor.getSnapshot())).toBe(false);
    expect(e.can()).toBe(true);
    expect(e.create.calls).toHaveLength(0);
  });

  it('rechecks at confirm: a start the clock has passed shows the error instead of the dialog', () => {
    const e = setupEvent();
    e.type('title', 'Raffle');
    e.type('detail', 'Prizes');
    e.times('14', '35', '16', '00');
    expect(e.can()).toBe(true);
    e.setNow(kstInstant('2025-09-25', '14:36').getTime());
    e.actor.send({ type: 'form.confirm' });
    expect(isEventDialogOpen(e.actor.getSnapshot())).toBe(false);
    expect(e.timeError()).toBe('admin.error.startBeforeNow');
    expect(e.can()).toBe(false);
  });

  it("'I understand' sends today's Korea times once and goes to /admin/booth after 1 s", async () => {
    const e = setupEvent();
    e.type('title', ' Raffle ');
    e.type('detail', 'Prizes');
    e.times('15', '5', '16', '30');
    e.actor.send({ type: 'form.confirm' });
    e.actor.send({ type: 'dialog.accept' });
    e.actor.send({ type: 'dialog.accept' });
    expect(e.create.calls).toHaveLength(1);
    expect(e.create.last.input).toEqual({
      uid: 'u-7',
      title: 'Raffle',
      detail: 'Prizes',
      start_time: '2025-09-25T15:05:00+09:00',
      end_time: '2025-09-25T16:30:00+09:00',
    });
    expect(kstDate(Date.parse(e.create.last.input.start_time))).toBe('2025-09-25');
    e.create.last.resolve({ message: 'event created', id: 1 });
    await flush();
    expect(e.message()).toEqual({ id: 'admin.saved' });
    e.clock.increment(999);
    expect(e.effects.redirects).toEqual([]);
    e.clock.increment(1);
    expect(e.effects.redirects).toEqual(['/admin/booth']);
  });

  it("a failure says the server's refusal in the admin's language, or 'event registration failed'", async () => {
    for (const [error, expected] of [
      [apiFailure(400, { message: 'only same-day events can be written', error: 'bad_request' }), { id: 'admin.error.sameDayOnly' }],
      [apiFailure(400, { error: 'overlaps another event' }), { id: 'admin.error.eventFailed' }],
      [apiFailure(500), { id: 'admin.error.eventFailed' }],
      [apiFailure(0), { id: 'admin.error.eventFailed' }],
    ] as const) {
      const e = setupEvent();
      e.type('title', 'Raffle');
      e.type('detail', 'Prizes');
      e.times('15', '00', '16', '00');
      e.actor.send({ type: 'form.confirm' });
      e.actor.send({ type: 'dialog.accept' });
      e.create.last.reject(error);
      await flush();
      expect(e.message()).toEqual(expected);
      expect(e.can()).toBe(true);
    }
  });

  it('an expired session goes to login after 1.8 s', async () => {
    const e = setupEvent();
    e.type('title', 'Raffle');
    e.type('detail', 'Prizes');
    e.times('15', '00', '16', '00');
    e.actor.send({ type: 'form.confirm' });
    e.actor.send({ type: 'dialog.accept' });
    e.create.last.resolve({ message: 'uid invalid', uid_valid: false });
    await flush();
    expect(e.message()).toEqual({ id: 'admin.error.sessionExpired' });
    e.clock.increment(1799);
    expect(e.effects.redirects).toEqual([]);
    e.clock.increment(1);
    expect(e.effects.redirects).toEqual(['/admin/login']);
  });
});

describe('adminEventMachine graph', () => {
  const EVENTS = [
    { type: 'form.change', field: 'title', value: 'Raffle' },
    { type: 'form.change', field: 'detail', value: 'Prizes' },
    { type: 'form.change', field: 'detail', value: '' },
    { type: 'form.change', field: 'startHour', value: '' },
    { type: 'form.change', field: 'startHour', value: '13' },
    { type: 'form.change', field: 'startHour', value: '15' },
    { type: 'form.change', field: 'startHour', value: '24' },
    { type: 'form.change', field: 'startHour', value: 'x' },
    { type: 'form.change', field: 'startMinute', value: '00' },
    { type: 'form.change', field: 'endHour', value: '14' },
    { type: 'form.change', field: 'endHour', value: '16' },
    { type: 'form.change', field: 'endMinute', value: '00' },
    { type: 'xstate.done.actor.createEvent', output: { message: 'ok' } },
    { type: 'xstate.error.actor.createEvent', error: apiFailure(401) },
    { type: 'xstate.error.actor.createEvent', error: apiFailure(400, { message: 'no' }) },
  ];
  const now = () => NOW;
  const INPUTS: AdminEventInput[] = [
    { uid: 'u-7', role: 'Club', now },
    { uid: null, role: 'Club', now },
    { uid: 'u-7', role: 'Staff', now },
  ];
  const runs = INPUTS.map((input) => ({ input, paths: getShortestPaths(adminEventMachine, { input, events: eventsFrom(EVENTS) as never, limit: 20_000 }) }));

  /** An independent reading of the rules with instants: which message the time fields deserve. */
  function expectedTimeError(c: AdminEventContext): string | null {
    const f = [c.startHour, c.startMinute, c.endHour, c.endMinute];
    if (f.some((v) => v === '')) return c.timeTouched ? 'admin.error.timesRequired' : null;
    if (f.some((v) => !/^[0-9]+$/.test(v) || v.length > 2)) return 'admin.error.timeFormat';
    if (+c.startHour > 23 || +c.endHour > 23 || +c.startMinute > 59 || +c.endMinute > 59) return 'admin.error.timeRange';
    const day = kstDate(NOW);
    const at = (h: string, m: string) => kstInstant(day, `${h.padStart(2, '0')}:${m.padStart(2, '0')}`).getTime();
    if (at(c.startHour, c.startMinute) < NOW - (NOW % 60_000)) return 'admin.error.startBeforeNow';
    if (at(c.endHour, c.endMinute) <= at(c.startHour, c.startMinute)) return 'admin.error.endBeforeStart';
    return null;
  }

  function check(s: AnyMachineSnapshot) {
    const c = s.context as AdminEventContext;
    if (!s.matches('editing')) return expect(s.hasTag('canSubmit')).toBe(false);
    expect(c.timeError).toBe(expectedTimeError(c));
    const filled = [c.title, c.detail, c.startHour, c.startMinute, c.endHour, c.endMinute].every((v) => v.trim() !== '');
    expect(s.hasTag('canSubmit')).toBe(filled && c.timeError === null);
  }

  it('reaches a fixed number of states, every state node among them', () => {
    // A new transition or state changes these numbers: walk and check it, then update them.
    expect(runs.map((r) => r.paths.length)).toEqual([251, 2, 1]);
    expect(unvisitedStates(adminEventMachine, runs.flatMap((r) => r.paths))).toEqual([]);
  });

  it('walks every path on a real actor', { timeout: 30_000 }, async () => {
    for (const { input, paths } of runs) {
      for (const path of leafPaths(paths)) {
        await walkPath(
          adminEventMachine,
          path,
          () => {
            const create = deferredActor<CreateEventInput, WriteResponse>();
            const clock = new SimulatedClock();
            const machine = adminEventMachine.provide({ actors: { createEvent: create.logic }, actions: recordEffects().actions });
            return { actor: createActor(machine, { input, clock }).start(), clock, actors: { createEvent: create }, flush: flushMicrotasks };
          },
          check,
        );
      }
    }
  });
});
