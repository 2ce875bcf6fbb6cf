// The console's booth editor: description, menus (name, price, sold-out) and hours per day. Staff edit any
// booth, Club and Major their own (the server refuses another booth with a reason). The form is checked
// here first, every problem in the admin's language, and nothing is sent until it is clean.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { TIMING } from '@contract/constants';
import { ADMIN_DELAYS, ADMIN_MESSAGES, adminEffects, isSessionFailure, loadFailedState, loadFailure, loginRequiredState, noUid, sessionEndStates, sessionFailureTo } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';

export interface MenuDraft {
  name: string;
  /** As typed: checked to be a whole number of won before sending. */
  price: string;
  soldout: boolean;
}
export interface HoursDraft {
  day: string;
  /** HH:MM or '' (closed / preparing). */
  start: string;
  end: string;
}
export interface BoothDraft {
  boothId: number;
  boothName: string;
  description: string;
  menus: MenuDraft[];
  hours: HoursDraft[];
}

export interface BoothSaveInput {
  uid: string;
  boothId: number;
  description: string | null;
  menus: { name: string; price: number; is_soldout: boolean }[];
  hours: { day: string; start_time: string | null; end_time: string | null }[];
}

export interface ConsoleBoothContext {
  uid: string;
  /** The booth to open (Staff: from the path); null: the admin's own booth. */
  wanted: number | null;
  draft: BoothDraft | null;
  message: ConsoleMessage | null;
}

export type ConsoleBoothEvent =
  | { type: 'retry' }
  | { type: 'description.change'; value: string }
  | { type: 'menu.change'; index: number; field: 'name' | 'price'; value: string }
  | { type: 'menu.soldout'; index: number; value: boolean }
  | { type: 'menu.add' }
  | { type: 'menu.remove'; index: number }
  | { type: 'hours.change'; index: number; field: 'start' | 'end'; value: string }
  | { type: 'form.submit' };

export const PRICE_MAX = 1_000_000;
export const MENUS_MAX = 50;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The first problem of the draft as a message id with its values, or null when it can be sent. */
export function boothProblem(d: BoothDraft): { id: string; values?: Record<string, string | number> } | null {
  if (d.description.length > 1000) return { id: 'console.booth.error.descriptionTooLong' };
  if (/<\s*\/?\s*script/i.test(d.description)) return { id: 'console.booth.error.script' };
  if (d.menus.length > MENUS_MAX) return { id: 'console.booth.error.tooManyMenus' };
  for (let i = 0; i < d.menus.length; i++) {
    const m = d.menus[i];
    const row = i + 1;
    if (m.name.trim() === '') return { id: 'console.booth.error.menuName', values: { row } };
    if (/[<>]/.test(m.name) || /^[=+\-@]/.test(m.name.trim())) return { id: 'console.booth.error.menuChars', values: { row } };
    if (m.name.trim().length > 40) return { id: 'console.booth.error.menuNameTooLong', values: { row } };
    if (!/^\d+$/.test(m.price.trim()) || Number(m.price) > PRICE_MAX) return { id: 'console.booth.error.price', values: { row } };
  }
  for (const h of d.hours) {
    if ((h.start === '') !== (h.end === '')) return { id: 'console.booth.error.hoursBoth', values: { day: h.day } };
    if (h.start !== '' && (!TIME.test(h.start) || !TIME.test(h.end))) return { id: 'admin.error.timeFormat' };
    if (h.start !== '' && h.start >= h.end) return { id: 'console.booth.error.hoursOrder', values: { day: h.day } };
  }
  return null;
}

export function saveInputOf(uid: string, d: BoothDraft): BoothSaveInput {
  return {
    uid,
    boothId: d.boothId,
    description: d.description.trim() === '' ? null : d.description,
    menus: d.menus.map((m) => ({ name: m.name.trim(), price: Number(m.price.trim()), is_soldout: m.soldout })),
    hours: d.hours.map((h) => ({ day: h.day, start_time: h.start || null, end_time: h.end || null })),
  };
}

/** The draft after one edit event (other events leave it as it is). */
export function applyEdit(d: BoothDraft, e: ConsoleBoothEvent): BoothDraft {
  const menus = (f: (m: MenuDraft, i: number) => MenuDraft) => d.menus.map(f);
  switch (e.type) {
    case 'description.change':
      return { ...d, description: e.value };
    case 'menu.change':
      return { ...d, menus: menus((m, i) => (i === e.index ? { ...m, [e.field]: e.value } : m)) };
    case 'menu.soldout':
      return { ...d, menus: menus((m, i) => (i === e.index ? { ...m, soldout: e.value } : m)) };
    case 'menu.add':
      return { ...d, menus: [...d.menus, { name: '', price: '', soldout: false }] };
    case 'menu.remove':
      return { ...d, menus: d.menus.filter((_, i) => i !== e.index) };
    case 'hours.change':
      return { ...d, hours: d.hours.map((h, i) => (i === e.index ? { ...h, [e.field]: e.value } : h)) };
    default:
      return d;
  }
}

export const consoleBoothMachine = setup({
  types: {
    context: {} as ConsoleBoothContext,
    events: {} as ConsoleBoothEvent,
    input: {} as { uid: string | null | undefined; boothId?: number | null },
    tags: {} as 'busy',
  },
  actors: {
    loadBooth: fromPromise<BoothDraft, { uid: string; boothId: number | null }>(async () => {
      throw new Error('provide me: loadBooth');
    }),
    saveBooth: fromPromise<unknown, BoothSaveInput>(async () => {
      throw new Error('provide me: saveBooth');
    }),
  },
  guards: {
    noUid,
    draftBad: ({ context }) => !context.draft || boothProblem(context.draft) !== null,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
  },
  delays: { ...ADMIN_DELAYS, savedToast: TIMING.urgentToastMs },
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    sayProblem: assign(({ context }) => {
      const p = context.draft ? boothProblem(context.draft) : null;
      return { message: p ? { id: p.id, values: p.values, tone: 'error' as const } : null };
    }),
    setDraft: assign((_, params: { draft: BoothDraft }) => ({ draft: params.draft })),
    edit: assign(({ context, event }) => (context.draft ? { draft: applyEdit(context.draft, event), message: null } : {})),
  },
}).createMachine({
  id: 'consoleBooth',
  context: ({ input }) => ({ uid: input.uid ?? '', wanted: input.boothId ?? null, draft: null, message: null }),
  initial: 'gate',
  states: {
    gate: { always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'loading' }] },
    loginRequired: loginRequiredState,
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadBooth',
        input: ({ context }) => ({ uid: context.uid, boothId: context.wanted }),
        onDone: { target: 'editing', actions: { type: 'setDraft', params: ({ event }) => ({ draft: event.output }) } },
        onError: loadFailure((error) => consoleFailure(error, 'console.error.loadFailed')),
      },
    },
    loadFailed: loadFailedState(),
    editing: {
      on: {
        'description.change': { actions: 'edit' },
        'menu.change': { actions: 'edit' },
        'menu.soldout': { actions: 'edit' },
        'menu.add': { actions: 'edit' },
        'menu.remove': { actions: 'edit' },
        'hours.change': { actions: 'edit' },
        'form.submit': [{ guard: 'draftBad', actions: 'sayProblem' }, { target: 'saving', actions: { type: 'say', params: { message: null } } }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveBooth',
        input: ({ context }) => saveInputOf(context.uid, context.draft!),
        onDone: { target: 'saved' },
        onError: [
          sessionFailureTo,
          { target: 'editing', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) } },
        ],
      },
    },
    saved: {
      description: "'Saved' shows for 2.5 s; editing goes on meanwhile.",
      entry: { type: 'say', params: { message: { id: ADMIN_MESSAGES.saved, tone: 'ok' } } },
      on: {
        'description.change': { target: 'editing', actions: 'edit' },
        'menu.change': { target: 'editing', actions: 'edit' },
        'menu.soldout': { target: 'editing', actions: 'edit' },
        'menu.add': { target: 'editing', actions: 'edit' },
        'menu.remove': { target: 'editing', actions: 'edit' },
        'hours.change': { target: 'editing', actions: 'edit' },
      },
      after: { savedToast: { target: 'editing', actions: { type: 'say', params: { message: null } } } },
    },
    ...sessionEndStates,
  },
});

export type ConsoleBoothSnapshot = SnapshotFrom<typeof consoleBoothMachine>;
