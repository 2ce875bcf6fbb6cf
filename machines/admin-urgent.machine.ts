// The urgent (emergency) notice editor on /admin/festa (spec §4 Admin, §5, §8). Save is enabled only
// after an edit and with non-blank text. A save shows 'Saved' for 2.5 s and the editor stays open.
// The title is edited as well as the content; a standing notice can be cleared when the danger is over.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { TIMING } from '@contract/constants';
import type { WriteResponse } from '@contract/types';
import {
  ADMIN_DELAYS,
  ADMIN_MESSAGES,
  adminEffects,
  clearMessage,
  gateStates,
  noUid,
  readyStates,
  saveOutcome,
  say,
  sessionEndStates,
  submitTo,
  type FormMessage,
} from './admin-shared';

export interface AdminUrgentInput {
  uid: string | null | undefined;
  /** The standing notice, when already loaded. */
  title?: string | null;
  content?: string | null;
}

export interface AdminUrgentContext {
  uid: string;
  title: string;
  /** The text as last loaded or saved. */
  original: string;
  content: string;
  /** The admin typed since the last load or save. */
  touched: boolean;
  message: FormMessage | null;
}

export type AdminUrgentEvent =
  | { type: 'form.change'; field: 'content' | 'title'; value: string }
  /** Take the standing notice down (only when there is one). */
  | { type: 'form.clear' }
  /** The standing notice arrived (or was refetched); taken only while the admin has not typed. */
  | { type: 'urgent.loaded'; title: string; content: string }
  | { type: 'form.submit' };

export interface SaveUrgentInput {
  uid: string;
  title: string;
  content: string;
}

export interface ClearUrgentInput {
  uid: string;
}

export const urgentReady = (c: Pick<AdminUrgentContext, 'touched' | 'content'>): boolean => c.touched && c.content.trim() !== '';

export const adminUrgentMachine = setup({
  types: {
    context: {} as AdminUrgentContext,
    events: {} as AdminUrgentEvent,
    input: {} as AdminUrgentInput,
    tags: {} as 'canSubmit' | 'busy',
  },
  actors: {
    saveUrgent: fromPromise<WriteResponse, SaveUrgentInput>(async () => {
      throw new Error('provide me: saveUrgent');
    }),
    clearUrgent: fromPromise<WriteResponse, ClearUrgentInput>(async () => {
      throw new Error('provide me: clearUrgent');
    }),
  },
  guards: {
    noUid,
    ready: ({ context }) => urgentReady(context),
    untouched: ({ context }) => !context.touched,
    standing: ({ context }) => context.original !== '',
  },
  delays: { ...ADMIN_DELAYS, savedToast: TIMING.urgentToastMs },
  actions: {
    ...adminEffects,
    change: assign((_, params: { field: 'content' | 'title'; value: string }) => ({ [params.field]: params.value, touched: true, message: null })),
    wipe: assign({ title: '', content: '', original: '', touched: false }),
    load: assign((_, params: { title: string; content: string }) => ({
      title: params.title,
      original: params.content,
      content: params.content,
    })),
    commit: assign(({ context }) => ({ original: context.content, touched: false })),
    say: assign((_, params: { message: FormMessage | null }) => ({ message: params.message })),
  },
}).createMachine({
  id: 'adminUrgent',
  context: ({ input }) => ({
    uid: input.uid ?? '',
    title: input.title ?? '',
    original: input.content ?? '',
    content: input.content ?? '',
    touched: false,
    message: null,
  }),
  initial: 'gate',
  states: {
    ...gateStates('Checks the stored uid before the editor is usable.'),
    editing: {
      on: {
        'form.change': { actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'form.clear': { guard: 'standing', target: 'clearing' },
        'urgent.loaded': {
          guard: 'untouched',
          actions: { type: 'load', params: ({ event }) => ({ title: event.title, content: event.content }) },
        },
      },
      ...readyStates('Untouched since load or save, or blank: save is disabled.', submitTo('adminUrgent')),
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveUrgent',
        src: 'saveUrgent',
        input: ({ context }) => ({ uid: context.uid, title: context.title, content: context.content }),
        ...saveOutcome({ fallback: ADMIN_MESSAGES.editFailed, unknown: ADMIN_MESSAGES.unknownShort }, { target: 'saved', actions: 'commit' }),
      },
    },
    clearing: {
      tags: ['busy'],
      invoke: {
        id: 'clearUrgent',
        src: 'clearUrgent',
        input: ({ context }) => ({ uid: context.uid }),
        ...saveOutcome({ fallback: ADMIN_MESSAGES.editFailed, unknown: ADMIN_MESSAGES.unknownShort }, { target: 'cleared', actions: 'wipe' }),
      },
    },
    cleared: {
      description: "'Cleared' shows for 2.5 s; the editor is empty, ready for the next notice.",
      entry: say(ADMIN_MESSAGES.urgentCleared),
      on: {
        'form.change': { target: 'editing', actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
      },
      after: { savedToast: { target: 'editing', actions: clearMessage } },
    },
    saved: {
      description: "'Saved' shows for 2.5 s; typing meanwhile goes straight back to editing.",
      entry: say(ADMIN_MESSAGES.saved),
      on: {
        'form.change': { target: 'editing', actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'urgent.loaded': { actions: { type: 'load', params: ({ event }) => ({ title: event.title, content: event.content }) } },
      },
      after: { savedToast: { target: 'editing', actions: clearMessage } },
    },
    ...sessionEndStates,
  },
});

export type AdminUrgentRef = ActorRefFrom<typeof adminUrgentMachine>;
export type AdminUrgentSnapshot = SnapshotFrom<typeof adminUrgentMachine>;

export const canSubmitUrgent = (s: AdminUrgentSnapshot): boolean => s.hasTag('canSubmit');
/** There is a standing notice and nothing is in flight. */
export const canClearUrgent = (s: AdminUrgentSnapshot): boolean => s.context.original !== '' && !s.hasTag('busy') && s.can({ type: 'form.clear' });
