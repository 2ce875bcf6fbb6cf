// The booth admin's status panel (issue 20): one tap sets the wait at the booth, one tap marks a menu item
// sold out or back. A tap while a save runs is ignored; the server's answer is what stays on screen.
// An expired session ends in `loginRequired` (the page sends the admin to log in); any other failure keeps
// what was shown before and says why.
import { assign, fromPromise, setup } from 'xstate';
import type { BoothStatusEvent, BoothStatusValue } from '@contract/status';

export interface StatusMenu {
  id: number;
  name: string;
  price: number;
  soldout: boolean;
}

export interface BoothStatusInput {
  boothId: number;
  status: BoothStatusValue | null;
  updatedAt: string | null;
  menus: StatusMenu[];
}

/** Why the last save failed: the message the panel shows. */
export type StatusFailure = 'network' | 'forbidden' | 'failed';

export interface BoothStatusContext extends BoothStatusInput {
  /** The status or menu being saved now. */
  saving: { status: BoothStatusValue } | { menuId: number; soldout: boolean } | null;
  /** What the last save did, for the confirmation line. */
  saved: { status: BoothStatusValue } | { menuId: number; soldout: boolean } | null;
  failure: StatusFailure | null;
  /** The server's reason, when it gave one. */
  failureMessage: string | null;
}

export type BoothStatusMachineEvent =
  | { type: 'status.set'; status: BoothStatusValue }
  | { type: 'menu.toggle'; menuId: number }
  | { type: 'data.load'; data: BoothStatusInput };

export interface SetStatusInput {
  boothId: number;
  status: BoothStatusValue;
}
export interface SetMenuInput {
  boothId: number;
  menuId: number;
  soldout: boolean;
}

/** What a failed save's error means: `expired` for a 401 (log in again). */
export function classifyFailure(e: unknown): StatusFailure | 'expired' {
  const err = e as { status?: number; kind?: string } | null;
  if (err?.kind === 'network') return 'network';
  if (err?.status === 401) return 'expired';
  if (err?.status === 403) return 'forbidden';
  return 'failed';
}

function serverMessage(e: unknown): string | null {
  const body = (e as { body?: unknown } | null)?.body;
  const m = body && typeof body === 'object' ? (body as { message?: unknown }).message : null;
  return typeof m === 'string' && m ? m : null;
}

const errorOf = ({ event }: { event: { error?: unknown } }) => event.error;

export const boothStatusMachine = setup({
  types: {
    context: {} as BoothStatusContext,
    events: {} as BoothStatusMachineEvent,
    input: {} as BoothStatusInput,
    tags: {} as 'busy',
  },
  actors: {
    setStatus: fromPromise<BoothStatusEvent, SetStatusInput>(async () => {
      throw new Error('provide me: setStatus');
    }),
    setMenu: fromPromise<BoothStatusEvent, SetMenuInput>(async () => {
      throw new Error('provide me: setMenu');
    }),
  },
  guards: {
    expired: (_, e: unknown) => classifyFailure(e) === 'expired',
    knownMenu: ({ context }, menuId: number) => context.menus.some((m) => m.id === menuId),
  },
  actions: {
    fail: assign((_, e: unknown) => ({
      saving: null,
      failure: classifyFailure(e) as StatusFailure,
      failureMessage: serverMessage(e),
    })),
  },
}).createMachine({
  id: 'boothStatus',
  context: ({ input }) => ({ ...input, saving: null, saved: null, failure: null, failureMessage: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'status.set': {
          target: 'savingStatus',
          actions: assign(({ event }) => ({ saving: { status: event.status }, saved: null, failure: null, failureMessage: null })),
        },
        'menu.toggle': {
          guard: { type: 'knownMenu', params: ({ event }) => event.menuId },
          target: 'savingMenu',
          actions: assign(({ context, event }) => ({
            saving: { menuId: event.menuId, soldout: !context.menus.find((m) => m.id === event.menuId)!.soldout },
            saved: null,
            failure: null,
            failureMessage: null,
          })),
        },
        'data.load': { actions: assign(({ event }) => ({ ...event.data })) },
      },
    },
    savingStatus: {
      tags: ['busy'],
      invoke: {
        src: 'setStatus',
        input: ({ context }) => ({ boothId: context.boothId, status: (context.saving as { status: BoothStatusValue }).status }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            status: event.output.status ?? context.status,
            updatedAt: event.output.updated_at ?? context.updatedAt,
            saved: context.saving,
            saving: null,
          })),
        },
        onError: [
          { guard: { type: 'expired', params: errorOf }, target: 'loginRequired' },
          { target: 'idle', actions: { type: 'fail', params: errorOf } },
        ],
      },
    },
    savingMenu: {
      tags: ['busy'],
      invoke: {
        src: 'setMenu',
        input: ({ context }) => {
          const s = context.saving as { menuId: number; soldout: boolean };
          return { boothId: context.boothId, menuId: s.menuId, soldout: s.soldout };
        },
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => {
            const s = context.saving as { menuId: number; soldout: boolean };
            return {
              menus: context.menus.map((m) => (m.id === s.menuId ? { ...m, soldout: s.soldout } : m)),
              saved: s,
              saving: null,
            };
          }),
        },
        onError: [
          { guard: { type: 'expired', params: errorOf }, target: 'loginRequired' },
          { target: 'idle', actions: { type: 'fail', params: errorOf } },
        ],
      },
    },
    loginRequired: { type: 'final' },
  },
});
