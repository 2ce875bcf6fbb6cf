// The Staff console's booth list: every booth with a category filter and a search by name, leading to a
// booth's editor, the new-booth form and deletion. A deletion first asks, naming the booth and what goes with
// it (likes, menus, events, tied Club/Major accounts, its queue line); after it, the list says what was done.
// A refusal (parties waiting in the line) is read by its error code into the admin's language.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Category } from '@contract/constants';
import { isRecord } from '@contract/rules/record';
import type { ConsoleBoothDeleted, ConsoleBoothRow, ConsoleBoothsResponse } from '@contract/console-booths';
import { ADMIN_DELAYS, adminEffects, isSessionFailure, loadFailedState, loadFailure, loginRequiredState, noUid, sessionEndStates, sessionFailureTo } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';

export type CategoryFilter = 'all' | Category;

export interface ConsoleBoothListContext {
  uid: string;
  data: ConsoleBoothsResponse | null;
  category: CategoryFilter;
  search: string;
  /** The booth whose deletion waits for a confirmation (or is being deleted). */
  deleteId: number | null;
  /** What the last deletion removed, for the note above the list. */
  deleted: ConsoleBoothDeleted | null;
  message: ConsoleMessage | null;
}

/** A refused deletion in the admin's language: parties waiting in the line are counted. */
export function deleteFailure(e: unknown): ConsoleMessage {
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  if (isRecord(body) && body.error === 'queue_waiting' && typeof body.waiting === 'number') {
    return { id: 'console.error.queue_waiting', values: { waiting: body.waiting }, tone: 'error' };
  }
  return consoleFailure(e, 'console.booths.deleteFailed');
}

export type ConsoleBoothListEvent =
  | { type: 'retry' }
  | { type: 'filter.category'; value: CategoryFilter }
  | { type: 'filter.search'; value: string }
  | { type: 'booth.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** The rows the filter and the search leave, in the list's order (search: case-insensitive, by name). */
export function visibleBooths(rows: readonly ConsoleBoothRow[], category: CategoryFilter, search: string): ConsoleBoothRow[] {
  const q = search.trim().toLowerCase();
  return rows.filter((b) => (category === 'all' || b.category === category) && (q === '' || b.name.toLowerCase().includes(q)));
}

export const consoleBoothListMachine = setup({
  types: {
    context: {} as ConsoleBoothListContext,
    events: {} as ConsoleBoothListEvent,
    input: {} as { uid: string | null | undefined },
    tags: {} as 'busy',
  },
  actors: {
    loadBooths: fromPromise<ConsoleBoothsResponse, { uid: string }>(async () => {
      throw new Error('provide me: loadBooths');
    }),
    deleteBooth: fromPromise<ConsoleBoothDeleted, { uid: string; id: number }>(async () => {
      throw new Error('provide me: deleteBooth');
    }),
  },
  guards: {
    noUid,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
  },
  delays: ADMIN_DELAYS,
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    setData: assign((_, params: { data: ConsoleBoothsResponse }) => ({ data: params.data })),
    setCategory: assign((_, params: { value: CategoryFilter }) => ({ category: params.value })),
    setSearch: assign((_, params: { value: string }) => ({ search: params.value })),
    askDelete: assign((_, params: { id: number }) => ({ deleteId: params.id, message: null })),
    forgetDelete: assign({ deleteId: null }),
    removed: assign(({ context }, params: { done: ConsoleBoothDeleted }) => ({
      deleteId: null,
      deleted: params.done,
      message: null,
      data: context.data ? { ...context.data, booths: context.data.booths.filter((b) => b.id !== params.done.booth_id) } : null,
    })),
  },
}).createMachine({
  id: 'consoleBoothList',
  context: ({ input }) => ({ uid: input.uid ?? '', data: null, category: 'all', search: '', deleteId: null, deleted: null, message: null }),
  initial: 'gate',
  on: {
    'filter.category': { actions: { type: 'setCategory', params: ({ event }) => ({ value: event.value }) } },
    'filter.search': { actions: { type: 'setSearch', params: ({ event }) => ({ value: event.value }) } },
  },
  states: {
    gate: { always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'loading' }] },
    loginRequired: loginRequiredState,
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadBooths',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: loadFailure((error) => consoleFailure(error, 'console.error.loadFailed')),
      },
    },
    loadFailed: loadFailedState(),
    ready: {
      description: 'The list; a deletion asks first.',
      on: { 'booth.delete': { target: 'confirming', actions: { type: 'askDelete', params: ({ event }) => ({ id: event.id }) } } },
    },
    confirming: {
      description: 'Names the booth and what goes with it; nothing is sent until confirmed.',
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'ready', actions: 'forgetDelete' },
        'booth.delete': { actions: { type: 'askDelete', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteBooth',
        input: ({ context }) => ({ uid: context.uid, id: context.deleteId! }),
        onDone: { target: 'ready', actions: { type: 'removed', params: ({ event }) => ({ done: event.output }) } },
        onError: [
          sessionFailureTo,
          {
            target: 'ready',
            actions: ['forgetDelete', { type: 'say', params: ({ event }) => ({ message: deleteFailure(event.error) }) }],
          },
        ],
      },
    },
    ...sessionEndStates,
  },
});

export type ConsoleBoothListSnapshot = SnapshotFrom<typeof consoleBoothListMachine>;
