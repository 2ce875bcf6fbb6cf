// A visitor's ticket in one booth's virtual queue (issue 25; docs/queue.md). The ticket lives on the server; the
// machine follows it: the app sends `queue.update` with the server's ticket (a live `queue` event, a refetch,
// the copy kept on the device at start). While the ticket is open a refresh runs every REFRESH_MS as a net
// under the live feed. A join or leave that fails rolls back to where it was, with the reason to show.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Ticket } from '@contract/queue';

/** How often an open ticket is read again when no live event came (the live feed is the fast path). */
export const REFRESH_MS = 30_000;

export interface QueueTicketInput {
  boothId: number;
  /** The ticket kept on the device, if any. */
  ticket?: Ticket | null;
}

export interface QueueTicketContext {
  boothId: number;
  ticket: Ticket | null;
  /** The party size of the join in flight (or the last one). */
  partySize: number;
  /** Why the last join or leave failed: the server's `error` code, 'network' or 'unknown'; null when none. */
  failure: string | null;
}

export type QueueTicketEvent =
  | { type: 'queue.join'; partySize: number }
  | { type: 'queue.rejoin' }
  | { type: 'queue.leave' }
  | { type: 'queue.update'; ticket: Ticket | null }
  | { type: 'queue.dismiss' };

export interface JoinInput {
  boothId: number;
  partySize: number;
}

export type QueueTicketTag = 'busy' | 'open' | 'yourTurn' | 'done';

/** The reason code of a failed call: the server's `error`, else network or unknown. */
export function failureOf(error: unknown): string {
  const e = error as { body?: { error?: unknown }; kind?: unknown } | null;
  if (e && typeof e === 'object') {
    if (e.body && typeof e.body === 'object' && typeof e.body.error === 'string') return e.body.error;
    if (e.kind === 'network') return 'network';
  }
  return 'unknown';
}

const byState = [
  { guard: 'isWaiting', target: 'waiting' },
  { guard: 'isCalled', target: 'called' },
  { guard: 'isSeated', target: 'seated' },
  { guard: 'isMissed', target: 'missed' },
  { guard: 'isLeft', target: 'left' },
  { target: 'idle' },
] as const;

export const queueTicketMachine = setup({
  types: {
    context: {} as QueueTicketContext,
    events: {} as QueueTicketEvent,
    input: {} as QueueTicketInput,
    tags: {} as QueueTicketTag,
  },
  actors: {
    join: fromPromise<Ticket, JoinInput>(async () => {
      throw new Error('provide me: join');
    }),
    leave: fromPromise<Ticket, { ticketId: number }>(async () => {
      throw new Error('provide me: leave');
    }),
    /** The ticket as the server has it now; null when it is gone. */
    refresh: fromPromise<Ticket | null, { ticketId: number }>(async () => {
      throw new Error('provide me: refresh');
    }),
  },
  actions: {
    adopt: assign((_, ticket: Ticket | null) => ({ ticket, failure: null })),
    fail: assign((_, error: unknown) => ({ failure: failureOf(error) })),
    /** Provided by the app: keeps the ticket on the device (or forgets it when null). */
    store: (_, _ticket: Ticket | null) => {},
  },
  guards: {
    isWaiting: ({ context }) => context.ticket?.state === 'waiting',
    isCalled: ({ context }) => context.ticket?.state === 'called',
    isSeated: ({ context }) => context.ticket?.state === 'seated',
    isMissed: ({ context }) => context.ticket?.state === 'missed',
    isLeft: ({ context }) => context.ticket?.state === 'left',
    mayRejoin: ({ context }) => context.ticket?.may_rejoin === true,
    validSize: (_, size: number) => Number.isInteger(size) && size >= 1,
  },
}).createMachine({
  id: 'queueTicket',
  context: ({ input }) => ({
    boothId: input.boothId,
    ticket: input.ticket && input.ticket.booth_id === input.boothId ? input.ticket : null,
    partySize: input.ticket?.party_size ?? 2,
    failure: null,
  }),
  initial: 'sorting',
  on: {
    // Whatever state the server's ticket is in, the machine follows (a stale or foreign booth's ticket is ignored).
    'queue.update': {
      guard: ({ context, event }) => event.ticket === null || event.ticket.booth_id === context.boothId,
      target: '.sorting',
      actions: [
        { type: 'adopt', params: ({ event }) => event.ticket },
        { type: 'store', params: ({ event }) => event.ticket },
      ],
    },
  },
  states: {
    sorting: { always: [...byState] },
    idle: {
      on: {
        'queue.join': {
          guard: { type: 'validSize', params: ({ event }) => event.partySize },
          target: 'joining',
          actions: assign({ partySize: ({ event }) => event.partySize, failure: null }),
        },
      },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        src: 'join',
        input: ({ context }) => ({ boothId: context.boothId, partySize: context.partySize }),
        onDone: {
          target: 'sorting',
          actions: [
            { type: 'adopt', params: ({ event }) => event.output },
            { type: 'store', params: ({ event }) => event.output },
          ],
        },
        // Back to where the join started (no ticket, or the missed one), with the reason.
        onError: { target: 'sorting', actions: { type: 'fail', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
      on: { 'queue.update': {} },
    },
    waiting: {
      tags: ['open'],
      after: { [REFRESH_MS]: 'refreshing' },
      on: { 'queue.leave': 'leaving' },
    },
    called: {
      tags: ['open', 'yourTurn'],
      after: { [REFRESH_MS]: 'refreshing' },
      on: { 'queue.leave': 'leaving' },
    },
    refreshing: {
      tags: ['open'],
      invoke: {
        src: 'refresh',
        input: ({ context }) => ({ ticketId: context.ticket!.id }),
        onDone: {
          target: 'sorting',
          actions: [
            { type: 'adopt', params: ({ event }) => event.output ?? null },
            { type: 'store', params: ({ event }) => event.output ?? null },
          ],
        },
        // Offline: keep the ticket as kept and try again later.
        onError: 'sorting',
      },
      on: { 'queue.leave': 'leaving' },
    },
    leaving: {
      tags: ['busy', 'open'],
      invoke: {
        src: 'leave',
        input: ({ context }) => ({ ticketId: context.ticket!.id }),
        onDone: {
          target: 'sorting',
          actions: [
            { type: 'adopt', params: ({ event }) => event.output },
            { type: 'store', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'sorting', actions: { type: 'fail', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
      on: { 'queue.update': {} },
    },
    seated: {
      tags: ['done'],
      on: { 'queue.dismiss': { target: 'idle', actions: [assign({ ticket: null }), { type: 'store', params: null }] } },
    },
    missed: {
      tags: ['done'],
      on: {
        'queue.rejoin': { guard: 'mayRejoin', target: 'joining', actions: assign({ partySize: ({ context }) => context.ticket!.party_size, failure: null }) },
        'queue.dismiss': { target: 'idle', actions: [assign({ ticket: null }), { type: 'store', params: null }] },
      },
    },
    left: {
      tags: ['done'],
      on: {
        'queue.join': {
          guard: { type: 'validSize', params: ({ event }) => event.partySize },
          target: 'joining',
          actions: assign({ partySize: ({ event }) => event.partySize, failure: null }),
        },
        'queue.dismiss': { target: 'idle', actions: [assign({ ticket: null }), { type: 'store', params: null }] },
      },
    },
  },
});

export type QueueTicketSnapshot = SnapshotFrom<typeof queueTicketMachine>;
export type QueueTicketView = 'idle' | 'joining' | 'waiting' | 'called' | 'refreshing' | 'leaving' | 'seated' | 'missed' | 'left' | 'sorting';
export const selectQueueTicketState = (s: QueueTicketSnapshot) => s.value as QueueTicketView;
