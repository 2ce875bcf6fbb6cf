import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { deferredActor, flush } from './test-utils/deferred';
import {
  REMINDER_TOAST_MS,
  reminderMachine,
  selectReminderChannel,
  selectReminderShowing,
  selectReminderState,
  type DeliverInput,
  type ReminderChannel,
  type ReminderInput,
} from './reminder.machine';

const MIN = 60_000;
const START = Date.parse('2025-09-25T20:00:00+09:00');
/** Set at 19:30 for a 20:00 act, 10 minutes ahead: due at 19:50, 20 minutes later. */
const INPUT: ReminderInput = { actId: 10, startsAt: START, dueAt: START - 10 * MIN, now: START - 30 * MIN };

function setupReminder(input: ReminderInput = INPUT) {
  const clock = new SimulatedClock();
  const deliver = deferredActor<DeliverInput, ReminderChannel>();
  const actor = createActor(reminderMachine.provide({ actors: { deliver: deliver.logic } }), { input, clock }).start();
  const state = () => selectReminderState(actor.getSnapshot());
  return { clock, deliver, actor, state };
}

describe('reminderMachine', () => {
  it('stays scheduled until the due instant, then delivers once', async () => {
    const { clock, deliver, actor, state } = setupReminder();
    expect(state()).toBe('scheduled');
    clock.increment(20 * MIN - 1);
    expect(state()).toBe('scheduled');
    expect(deliver.calls).toHaveLength(0);
    clock.increment(1);
    expect(state()).toBe('due');
    expect(deliver.calls.map((c) => c.input)).toEqual([{ actId: 10 }]);
    deliver.last.resolve('notification');
    await flush();
    expect(state()).toBe('fired');
    expect(selectReminderShowing(actor.getSnapshot())).toBe(true);
    expect(selectReminderChannel(actor.getSnapshot())).toBe('notification');
    actor.send({ type: 'reminder.dismiss' });
    expect(state()).toBe('dismissed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(deliver.calls).toHaveLength(1);
  });

  it('falls back to the toast when the notification fails, and hides it after a minute', async () => {
    const { clock, deliver, actor, state } = setupReminder();
    clock.increment(20 * MIN);
    deliver.last.reject(new Error('permission revoked'));
    await flush();
    expect(state()).toBe('fired');
    expect(selectReminderChannel(actor.getSnapshot())).toBe('toast');
    clock.increment(REMINDER_TOAST_MS - 1);
    expect(state()).toBe('fired');
    clock.increment(1);
    expect(state()).toBe('dismissed');
  });

  it('is due at once when set inside the lead time, and never fires once the act started', () => {
    const late = setupReminder({ ...INPUT, now: START - 5 * MIN });
    late.clock.increment(0);
    expect(late.state()).toBe('due');
    const over = setupReminder({ ...INPUT, now: START });
    expect(over.state()).toBe('dismissed');
    expect(over.deliver.calls).toHaveLength(0);
  });

  it('reschedules from the clock of the change, and a cancel stops it', () => {
    const { clock, deliver, actor, state } = setupReminder();
    clock.increment(5 * MIN); // 19:35
    // 30 minutes ahead now, plus the walk: due at once.
    actor.send({ type: 'reminder.reschedule', dueAt: START - 30 * MIN, now: START - 25 * MIN });
    clock.increment(0);
    expect(state()).toBe('due');

    const second = setupReminder();
    second.clock.increment(5 * MIN);
    // 5 minutes ahead instead: due at 19:55, 20 minutes after 19:35.
    second.actor.send({ type: 'reminder.reschedule', dueAt: START - 5 * MIN, now: START - 25 * MIN });
    second.clock.increment(20 * MIN - 1);
    expect(second.state()).toBe('scheduled');
    second.actor.send({ type: 'reminder.cancel' });
    second.clock.increment(10 * MIN);
    expect(second.state()).toBe('dismissed');
    expect(second.deliver.calls).toHaveLength(0);
    expect(deliver.calls).toHaveLength(1);
  });
});
