// The event form of Club and Major admins (spec §2 Admin screens, §4 Admin, §5, §6, §8). Times are
// of today in Korea, checked on every keystroke; 'confirm' opens the warning dialog only when every
// check passes (checked again at that instant), and 'I understand' sends the event.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { KST_OFFSET } from '@contract/constants';
import { kstDate, kstParts } from '@contract/time';
import type { EventWriteRequest, WriteResponse } from '@contract/types';
import {
  ADMIN_DELAYS,
  ADMIN_MESSAGES,
  ADMIN_ROUTES,
  adminEffects,
  clearMessage,
  noUid,
  notBooth,
  readyStates,
  roleGateStates,
  saveOutcome,
  sessionEndStates,
  succeededState,
  type AdminAuthInput,
  type AdminMessageId,
  type FormMessage,
} from './admin-shared';

export interface EventTimes {
  startHour: string;
  startMinute: string;
  endHour: string;
  endMinute: string;
}
export interface EventValues extends EventTimes {
  title: string;
  detail: string;
}
export type EventField = keyof EventValues;

export interface AdminEventInput extends AdminAuthInput {
  /** The app's clock (ms since epoch): tests and replays control "now" through it. */
  now: () => number;
}

export interface AdminEventContext extends EventValues {
  uid: string;
  role: string | null;
  now: () => number;
  /** A time field was typed in: from then on a missing one is an error to show. */
  timeTouched: boolean;
  /** The time check as of the last keystroke (or confirm). */
  timeError: AdminMessageId | null;
  message: FormMessage | null;
}

export type AdminEventEvent =
  | { type: 'form.change'; field: EventField; value: string }
  | { type: 'form.confirm' }
  | { type: 'dialog.accept' }
  | { type: 'dialog.cancel' };

export type CreateEventInput = EventWriteRequest;

const TIME_FIELDS: readonly (keyof EventTimes)[] = ['startHour', 'startMinute', 'endHour', 'endMinute'];
const TWO_DIGITS = /^\d{1,2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first failing time rule of spec §5, or null: all four fields, format, ranges, start not before
 * the current minute in Korea, end after start. `touched` false hides 'enter both…' on a fresh form.
 */
export function eventTimeError(t: EventTimes, nowMs: number, touched = true): AdminMessageId | null {
  const raw = TIME_FIELDS.map((k) => t[k].trim());
  if (raw.some((v) => v === '')) return touched ? ADMIN_MESSAGES.timesRequired : null;
  if (!raw.every((v) => TWO_DIGITS.test(v))) return ADMIN_MESSAGES.timeFormat;
  const [sh, sm, eh, em] = raw.map(Number) as [number, number, number, number];
  if (sh > 23 || eh > 23 || sm > 59 || em > 59) return ADMIN_MESSAGES.timeRange;
  const now = kstParts(nowMs);
  const start = sh * 60 + sm;
  const end = eh * 60 + em;
  if (start < now.hour * 60 + now.minute) return ADMIN_MESSAGES.startBeforeNow;
  if (end <= start) return ADMIN_MESSAGES.endBeforeStart;
  return null;
}

/** Confirm is possible: title and detail non-blank, four times filled, no time error. */
export function eventReady(c: Pick<AdminEventContext, EventField | 'timeError'>): boolean {
  return (
    c.title.trim() !== '' &&
    c.detail.trim() !== '' &&
    TIME_FIELDS.every((k) => c[k].trim() !== '') &&
    c.timeError === null
  );
}

/** 'YYYY-MM-DDTHH:MM:00+09:00' of today in Korea: the event is always for the day it is written. */
export function eventInstant(nowMs: number, hour: string, minute: string): string {
  return `${kstDate(nowMs)}T${pad(Number(hour))}:${pad(Number(minute))}:00${KST_OFFSET}`;
}

export const adminEventMachine = setup({
  types: {
    context: {} as AdminEventContext,
    events: {} as AdminEventEvent,
    input: {} as AdminEventInput,
    tags: {} as 'canSubmit' | 'busy' | 'dialogOpen',
  },
  actors: {
    createEvent: fromPromise<WriteResponse, CreateEventInput>(async () => {
      throw new Error('provide me: createEvent');
    }),
  },
  guards: {
    noUid,
    notBooth,
    ready: ({ context }) => eventReady(context),
    timesStillValid: ({ context }) => eventTimeError(context, context.now()) === null,
  },
  delays: ADMIN_DELAYS,
  actions: {
    ...adminEffects,
    change: assign(({ context }, params: { field: EventField; value: string }) => {
      const next = { ...context, [params.field]: params.value };
      const timeTouched = context.timeTouched || (TIME_FIELDS as readonly string[]).includes(params.field);
      return { ...next, timeTouched, timeError: eventTimeError(next, context.now(), timeTouched), message: null };
    }),
    recheckTimes: assign(({ context }) => ({ timeError: eventTimeError(context, context.now()) })),
    say: assign((_, params: { message: FormMessage | null }) => ({ message: params.message })),
  },
}).createMachine({
  id: 'adminEvent',
  context: ({ input }) => ({
    uid: input.uid ?? '',
    role: input.role ?? null,
    now: input.now,
    title: '',
    detail: '',
    startHour: '',
    startMinute: '',
    endHour: '',
    endMinute: '',
    timeTouched: false,
    timeError: null,
    message: null,
  }),
  initial: 'gate',
  states: {
    ...roleGateStates({
      guard: 'notBooth',
      message: ADMIN_MESSAGES.noEventPermission,
      description: "Not a Club or Major admin: alerted 'no permission to write events', then sent to login.",
    }),
    editing: {
      on: {
        'form.change': { actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
      },
      ...readyStates('A field is empty or a time rule fails: confirm is disabled.', {
        'form.confirm': [
          { guard: 'timesStillValid', target: '#adminEvent.confirming', actions: clearMessage },
          // The clock moved past the start since the last keystroke: show why instead of the dialog.
          { actions: 'recheckTimes' },
        ],
      }),
    },
    confirming: {
      description: "The dialog 'Events are hard to edit. Really register?' is open.",
      tags: ['dialogOpen'],
      on: {
        'dialog.accept': 'submitting',
        'dialog.cancel': 'editing',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createEvent',
        src: 'createEvent',
        input: ({ context }) => {
          const now = context.now();
          return {
            uid: context.uid,
            title: context.title.trim(),
            detail: context.detail.trim(),
            start_time: eventInstant(now, context.startHour, context.startMinute),
            end_time: eventInstant(now, context.endHour, context.endMinute),
          };
        },
        ...saveOutcome({ fallback: ADMIN_MESSAGES.eventFailed, unknown: ADMIN_MESSAGES.eventFailed }, { target: 'succeeded' }),
      },
    },
    succeeded: succeededState("'Saved' is on screen; the booth admin list follows after 1 s.", ADMIN_ROUTES.booth),
    ...sessionEndStates,
  },
});

export type AdminEventRef = ActorRefFrom<typeof adminEventMachine>;
export type AdminEventSnapshot = SnapshotFrom<typeof adminEventMachine>;

export const canConfirmEvent = (s: AdminEventSnapshot): boolean => s.hasTag('canSubmit');
export const isEventDialogOpen = (s: AdminEventSnapshot): boolean => s.hasTag('dialogOpen');
