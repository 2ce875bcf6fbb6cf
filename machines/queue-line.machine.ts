// The booth admin's line (issue 25; docs/queue.md): open, pause or close it, set its party range and minutes,
// call the next party, mark a called party seated or no-show, undo the last. Nothing is shown before the server
// answers (no optimistic change), so a refusal rolls back nothing: the line stays as it was, with the reason.
// The line itself comes from the app (a query the live `queue` event refreshes) as `line.loaded`. Pure: the app
// provides `runAction`, and the effects of an ended session (admin-shared.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { QUEUE_LIMITS, type AdminLine, type LineState } from '@contract/queue';
import { ADMIN_DELAYS, adminEffects, failureMessage, isSessionFailure, serverTextOf, sessionEndStates } from './admin-shared';

/** A message in the admin's language (ids in src/i18n/locales, `admin.queue.` prefix). */
export interface LineMessage {
  id: string;
  values?: Record<string, number | string>;
}

export const SETTINGS_FIELDS = ['partyMin', 'partyMax', 'minutesPerParty', 'graceMinutes'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
/** The settings form as typed. */
export type SettingsDraft = Record<SettingsField, string>;
export type SettingsErrors = Partial<Record<SettingsField, LineMessage>>;

export interface LineSettingsPatch {
  party_min: number;
  party_max: number;
  minutes_per_party: number;
  grace_minutes: number;
}

/** One call to the server. */
export type LineAction =
  | { kind: 'state'; state: LineState }
  | { kind: 'settings'; settings: LineSettingsPatch }
  | { kind: 'next' }
  | { kind: 'seated'; ticketId: number; number: number }
  | { kind: 'noShow'; ticketId: number; number: number }
  | { kind: 'undo'; number: number | null };

export interface LineActionInput {
  boothId: number;
  uid: string;
  action: LineAction;
}

export const LINE_MESSAGES = {
  failed: 'admin.queue.error.failed',
  unknown: 'admin.queue.error.unknown',
  partyRange: 'admin.queue.error.partyRange',
  partyOrder: 'admin.queue.error.partyOrder',
  minutes: 'admin.queue.error.minutes',
  grace: 'admin.queue.error.grace',
  noLine: 'admin.queue.error.noLine',
  lineEmpty: 'admin.queue.error.lineEmpty',
  notCalled: 'admin.queue.error.notCalled',
  graceWindow: 'admin.queue.error.graceWindow',
  nothingToUndo: 'admin.queue.error.nothingToUndo',
  undoStale: 'admin.queue.error.undoStale',
  ownBoothOnly: 'admin.queue.error.ownBoothOnly',
  noPermission: 'admin.queue.error.noPermission',
  notFound: 'admin.queue.error.notFound',
  loadFailed: 'admin.queue.error.loadFailed',
} as const;
const M = LINE_MESSAGES;

/** The server's refusals (server/services/queue.ts, routes/queue.ts) by their code, then by their words. */
const BY_CODE: Readonly<Record<string, string>> = {
  no_line: M.noLine,
  line_empty: M.lineEmpty,
  not_called: M.notCalled,
  grace_window: M.graceWindow,
  nothing_to_undo: M.nothingToUndo,
  undo_stale: M.undoStale,
  not_found: M.notFound,
};
const BY_TEXT: Readonly<Record<string, string>> = {
  "you can only run your own booth's line": M.ownBoothOnly,
  'no permission to run a line': M.noPermission,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const codeOf = (e: unknown): string | undefined => {
  const body = isRecord(e) && isRecord(e.body) ? e.body : undefined;
  return typeof body?.error === 'string' ? body.error : undefined;
};

/** The message of a refused or failed call. */
export function lineFailure(e: unknown): LineMessage {
  const text = serverTextOf(e)?.trim() ?? '';
  const known = BY_TEXT[text] ?? BY_CODE[codeOf(e) ?? ''];
  if (known) return { id: known };
  // The server's own check of the range (party_min above party_max), should the form's have been passed by.
  if (text.startsWith('party_min (')) return { id: M.partyOrder };
  const m = failureMessage(e, { fallback: M.failed as never, unknown: M.unknown as never });
  return m.values ? { id: m.id, values: m.values } : { id: m.id };
}

const wholeIn = (raw: string, min: number, max: number): number | null => {
  const t = raw.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
};

/** Checks the typed settings as the server would: each field's own message, or the settings to send. */
export function validateSettings(d: SettingsDraft): { errors: SettingsErrors; settings: LineSettingsPatch | null } {
  const L = QUEUE_LIMITS;
  const party = { min: L.partyMin, max: L.partyMax };
  const partyMin = wholeIn(d.partyMin, L.partyMin, L.partyMax);
  const partyMax = wholeIn(d.partyMax, L.partyMin, L.partyMax);
  const minutes = wholeIn(d.minutesPerParty, 1, L.minutesPerPartyMax);
  const grace = wholeIn(d.graceMinutes, L.graceMinutesMin, L.graceMinutesMax);
  const errors: SettingsErrors = {};
  if (partyMin === null) errors.partyMin = { id: M.partyRange, values: party };
  if (partyMax === null) errors.partyMax = { id: M.partyRange, values: party };
  else if (partyMin !== null && partyMin > partyMax) errors.partyMax = { id: M.partyOrder };
  if (minutes === null) errors.minutesPerParty = { id: M.minutes, values: { min: 1, max: L.minutesPerPartyMax } };
  if (grace === null) errors.graceMinutes = { id: M.grace, values: { min: L.graceMinutesMin, max: L.graceMinutesMax } };
  if (Object.keys(errors).length > 0) return { errors, settings: null };
  return { errors, settings: { party_min: partyMin!, party_max: partyMax!, minutes_per_party: minutes!, grace_minutes: grace! } };
}

export const draftOf = (line: AdminLine): SettingsDraft => ({
  partyMin: String(line.party_min),
  partyMax: String(line.party_max),
  minutesPerParty: String(line.minutes_per_party),
  graceMinutes: String(line.grace_minutes),
});

const EMPTY_DRAFT: SettingsDraft = { partyMin: '', partyMax: '', minutesPerParty: '', graceMinutes: '' };

/** What a call that went through says. */
function doneMessage(action: LineAction, line: AdminLine): LineMessage {
  switch (action.kind) {
    case 'state':
      return { id: `admin.queue.done.${action.state}` };
    case 'settings':
      return { id: 'admin.queue.done.saved' };
    case 'next':
      return line.undo?.action === 'call' ? { id: 'admin.queue.done.called', values: { number: line.undo.number } } : { id: 'admin.queue.done.saved' };
    case 'seated':
      return { id: 'admin.queue.done.seated', values: { number: action.number } };
    case 'noShow':
      return { id: 'admin.queue.done.noShow', values: { number: action.number } };
    case 'undo':
      return action.number === null ? { id: 'admin.queue.done.undone' } : { id: 'admin.queue.done.undoneNumber', values: { number: action.number } };
  }
}

export interface QueueLineInput {
  boothId: number;
  uid: string;
}

export interface QueueLineContext extends QueueLineInput {
  line: AdminLine | null;
  draft: SettingsDraft;
  /** The admin has typed in the settings since they were last saved or loaded: a refresh keeps what they typed. */
  dirty: boolean;
  errors: SettingsErrors;
  /** The call on its way. */
  pending: LineAction | null;
  /** The last call's refusal or failure (shown as an alert), or the load's. */
  message: LineMessage | null;
  /** What the last call did (shown as a status). */
  done: LineMessage | null;
}

export type QueueLineEvent =
  | { type: 'line.loaded'; line: AdminLine }
  | { type: 'line.failed'; error: unknown }
  | { type: 'line.retry' }
  | { type: 'line.setState'; state: LineState }
  | { type: 'settings.change'; field: SettingsField; value: string }
  | { type: 'settings.save' }
  | { type: 'queue.next' }
  | { type: 'ticket.seated'; ticketId: number }
  | { type: 'ticket.noShow'; ticketId: number; at: number }
  | { type: 'queue.undo' };

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
const calledTicket = (line: AdminLine | null, id: number) => line?.tickets.find((t) => t.id === id && t.state === 'called') ?? null;

export const queueLineMachine = setup({
  types: {
    context: {} as QueueLineContext,
    events: {} as QueueLineEvent,
    input: {} as QueueLineInput,
    tags: {} as 'busy',
  },
  actors: {
    runAction: fromPromise<AdminLine, LineActionInput>(async () => {
      throw new Error('provide me: runAction');
    }),
  },
  delays: ADMIN_DELAYS,
  guards: {
    isSessionFailure: (_, e: unknown) => isSessionFailure(e),
    settingsValid: ({ context }) => validateSettings(context.draft).settings !== null,
    isCalled: ({ context }, id: number) => calledTicket(context.line, id) !== null,
    graceOver: ({ context }, p: { id: number; at: number }) => {
      const t = calledTicket(context.line, p.id);
      return t !== null && t.no_show_from !== null && p.at >= Date.parse(t.no_show_from);
    },
    someoneWaiting: ({ context }) => context.line?.tickets.some((t) => t.state === 'waiting') ?? false,
  },
  actions: {
    ...adminEffects,
    say: assign((_, p: { message: LineMessage | null }) => ({ message: p.message })),
    take: assign(({ context }, line: AdminLine) => ({ line, ...(context.dirty ? {} : { draft: draftOf(line) }) })),
    start: assign((_, action: LineAction) => ({ pending: action, message: null, done: null })),
  },
}).createMachine({
  id: 'queueLine',
  context: ({ input }) => ({ ...input, line: null, draft: EMPTY_DRAFT, dirty: false, errors: {}, pending: null, message: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the line (the app reads it); nothing can be pressed yet.',
      on: {
        'line.loaded': { target: 'showing', actions: [{ type: 'take', params: ({ event }) => event.line }, assign({ message: null })] },
        'line.failed': [
          { guard: { type: 'isSessionFailure', params: errorOf }, target: 'sessionExpired' },
          { target: 'loadFailed', actions: { type: 'say', params: ({ event }) => ({ message: loadFailure(event.error) }) } },
        ],
      },
    },
    loadFailed: {
      description: 'The line could not be read: why, and a retry.',
      on: {
        'line.retry': { target: 'loading' },
        'line.loaded': { target: 'showing', actions: [{ type: 'take', params: ({ event }) => event.line }, assign({ message: null })] },
      },
    },
    showing: {
      description: 'The line as the server last said it; each button sends one call.',
      on: {
        'line.loaded': { actions: { type: 'take', params: ({ event }) => event.line } },
        // A refresh that fails keeps the line shown; the next live event tries again.
        'line.failed': { guard: { type: 'isSessionFailure', params: errorOf }, target: 'sessionExpired' },
        'settings.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _gone, ...errors } = context.errors;
            return { draft: { ...context.draft, [event.field]: event.value }, dirty: true, errors };
          }),
        },
        'settings.save': [
          {
            guard: 'settingsValid',
            target: 'acting',
            actions: [
              assign({ errors: {} }),
              { type: 'start', params: ({ context }) => ({ kind: 'settings', settings: validateSettings(context.draft).settings! }) as const },
            ],
          },
          // Nothing is sent: each field says what is wrong with it.
          { actions: assign(({ context }) => ({ errors: validateSettings(context.draft).errors, done: null })) },
        ],
        'line.setState': { target: 'acting', actions: { type: 'start', params: ({ event }) => ({ kind: 'state', state: event.state }) as const } },
        'queue.next': { target: 'acting', actions: { type: 'start', params: { kind: 'next' } } },
        'ticket.seated': {
          guard: { type: 'isCalled', params: ({ event }) => event.ticketId },
          target: 'acting',
          actions: {
            type: 'start',
            params: ({ context, event }) => ({ kind: 'seated', ticketId: event.ticketId, number: calledTicket(context.line, event.ticketId)!.number }) as const,
          },
        },
        'ticket.noShow': {
          // Offered only once the grace window has passed on the festival clock, as the server checks.
          guard: { type: 'graceOver', params: ({ event }) => ({ id: event.ticketId, at: event.at }) },
          target: 'acting',
          actions: {
            type: 'start',
            params: ({ context, event }) => ({ kind: 'noShow', ticketId: event.ticketId, number: calledTicket(context.line, event.ticketId)!.number }) as const,
          },
        },
        'queue.undo': {
          target: 'acting',
          actions: { type: 'start', params: ({ context }) => ({ kind: 'undo', number: context.line?.undo?.number ?? null }) as const },
        },
      },
    },
    acting: {
      description: 'One call on its way: the buttons wait; the line is not changed until the server answers.',
      tags: ['busy'],
      on: { 'line.loaded': { actions: { type: 'take', params: ({ event }) => event.line } } },
      invoke: {
        src: 'runAction',
        input: ({ context }) => ({ boothId: context.boothId, uid: context.uid, action: context.pending! }),
        onDone: {
          target: 'showing',
          actions: assign(({ context, event }) => {
            const saved = context.pending?.kind === 'settings';
            const dirty = saved ? false : context.dirty;
            return {
              line: event.output,
              dirty,
              draft: dirty ? context.draft : draftOf(event.output),
              done: doneMessage(context.pending!, event.output),
              pending: null,
            };
          }),
        },
        onError: [
          { guard: { type: 'isSessionFailure', params: errorOf }, target: 'sessionExpired', actions: assign({ pending: null }) },
          // Nothing was changed on screen, so nothing rolls back: the line as it was, and the reason.
          { target: 'showing', actions: assign(({ event }) => ({ message: lineFailure(event.error), pending: null })) },
        ],
      },
    },
    ...sessionEndStates,
  },
});

function loadFailure(e: unknown): LineMessage {
  const m = lineFailure(e);
  return m.id === M.failed || m.id === M.unknown ? { id: M.loadFailed } : m;
}

export type QueueLineSnapshot = SnapshotFrom<typeof queueLineMachine>;
export type QueueLineView = 'loading' | 'loadFailed' | 'showing' | 'acting' | 'sessionExpired' | 'left';
export const selectLineView = (s: QueueLineSnapshot): QueueLineView => s.value as QueueLineView;
