// One performance's reminder: scheduled until it is due (the lead time, and the walk to the stage, before
// the start), then delivered once (a system notification through the service worker when the visitor
// allowed it, else an in-app toast), shown until dismissed. The delay is measured from the instant the
// app's clock read when it was set, so a replayed festival (FESTIVAL_NOW, ?now=) reminds on its own time.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface ReminderInput {
  actId: number;
  /** Epoch ms (the app's clock) the reminder is due. */
  dueAt: number;
  /** Epoch ms the performance starts: a reminder set after that never fires. */
  startsAt: number;
  /** The app's clock when the reminder was set. */
  now: number;
}

export type ReminderChannel = 'notification' | 'toast';

export interface ReminderContext extends ReminderInput {
  channel: ReminderChannel | null;
}

export type ReminderEvent =
  | { type: 'reminder.reschedule'; dueAt: number; now: number }
  | { type: 'reminder.dismiss' }
  | { type: 'reminder.cancel' };

export interface DeliverInput {
  actId: number;
}

/** How long a toast stays when nobody dismisses it. */
export const REMINDER_TOAST_MS = 60_000;

export const reminderMachine = setup({
  types: {
    context: {} as ReminderContext,
    events: {} as ReminderEvent,
    input: {} as ReminderInput,
    tags: {} as 'scheduled' | 'showing',
  },
  actors: {
    /** Resolves with how the reminder reached the visitor. */
    deliver: fromPromise<ReminderChannel, DeliverInput>(async () => {
      throw new Error('provide me: deliver');
    }),
  },
  delays: {
    untilDue: ({ context }) => Math.max(0, context.dueAt - context.now),
    toast: REMINDER_TOAST_MS,
  },
  guards: {
    started: ({ context }) => context.now >= context.startsAt,
  },
}).createMachine({
  id: 'reminder',
  context: ({ input }) => ({ ...input, channel: null }),
  initial: 'scheduled',
  states: {
    scheduled: {
      description: 'Waiting for the due instant; a new lead time or walk reschedules from the clock of that moment.',
      tags: ['scheduled'],
      always: { guard: 'started', target: 'dismissed' },
      after: { untilDue: 'due' },
      on: {
        'reminder.reschedule': {
          target: 'scheduled',
          reenter: true,
          actions: assign(({ event }) => ({ dueAt: event.dueAt, now: event.now })),
        },
        'reminder.cancel': 'dismissed',
      },
    },
    due: {
      description: 'Delivering: the app decides between a system notification and a toast; a failed notification falls back to the toast.',
      invoke: {
        src: 'deliver',
        input: ({ context }) => ({ actId: context.actId }),
        onDone: { target: 'fired', actions: assign({ channel: ({ event }) => event.output }) },
        onError: { target: 'fired', actions: assign({ channel: 'toast' as const }) },
      },
      on: { 'reminder.cancel': 'dismissed' },
    },
    fired: {
      tags: ['showing'],
      after: { toast: 'dismissed' },
      on: { 'reminder.dismiss': 'dismissed', 'reminder.cancel': 'dismissed' },
    },
    dismissed: { type: 'final' },
  },
});

export type ReminderRef = ActorRefFrom<typeof reminderMachine>;
type Snap = SnapshotFrom<typeof reminderMachine>;
export const selectReminderState = (s: Snap) => s.value as 'scheduled' | 'due' | 'fired' | 'dismissed';
export const selectReminderShowing = (s: Snap) => s.hasTag('showing');
export const selectReminderChannel = (s: Snap) => s.context.channel;
