// Staff's new booth: any category the app knows (booth, food truck, pub, store, toilet), its location (from the
// festival's locations), day or night, dorder, a photo, description, corners, menus with prices and sold-out,
// and hours per festival day. The form shows only what the chosen category carries, and is checked here with
// the server's own rules (contract/rules/booth-admin.ts): every problem is shown beside its field, in the
// admin's language, and nothing is sent until the form is clean. A refusal listing problems shows them the same way.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Category } from '@contract/constants';
import type { ConsoleBoothsResponse, ConsoleLocation } from '@contract/console-booths';
import { boothProblems, type BoothProblem } from '@contract/rules/booth-admin';
import { isRecord } from '@contract/rules/record';
import { ADMIN_DELAYS, adminEffects, isSessionFailure, loadFailedState, loadFailure, loginRequiredState, noUid, photoProblem, sessionEndStates, sessionFailureTo } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';

export interface NewMenuDraft {
  name: string;
  /** As typed. */
  price: string;
  soldout: boolean;
}
export interface NewBoothDraft {
  name: string;
  category: Category;
  /** The location's id as chosen ('' while none). */
  locationId: string;
  night: boolean;
  dorder: boolean;
  /** A data URL of the chosen photo. */
  image: string | null;
  imageName: string;
  description: string;
  corners: string[];
  menus: NewMenuDraft[];
  /** One row per festival day; both times blank: not open that day. */
  hours: { day: string; start: string; end: string }[];
}

export interface BoothCreateInput {
  uid: string;
  name: string;
  category: Category;
  location_id: number;
  is_night: boolean;
  is_dorder: boolean;
  image: string | null;
  description: string | null;
  corners: string[];
  menus: { name: string; price: number; is_soldout: boolean }[];
  hours: { day: string; start_time: string | null; end_time: string | null }[];
}

export interface BoothCreateContext {
  uid: string;
  draft: NewBoothDraft;
  locations: ConsoleLocation[];
  days: string[];
  problems: BoothProblem[];
  message: ConsoleMessage | null;
  createdId: number | null;
}

export type TextField = 'name' | 'locationId' | 'description';
export type BoothCreateEvent =
  | { type: 'retry' }
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'category.change'; value: Category }
  | { type: 'night.change'; value: boolean }
  | { type: 'dorder.change'; value: boolean }
  | { type: 'image.change'; dataUrl: string | null; name: string; bytes: number; mime: string }
  | { type: 'corner.change'; index: number; value: string }
  | { type: 'corner.add' }
  | { type: 'corner.remove'; index: number }
  | { type: 'menu.change'; index: number; field: 'name' | 'price'; value: string }
  | { type: 'menu.soldout'; index: number; value: boolean }
  | { type: 'menu.add' }
  | { type: 'menu.remove'; index: number }
  | { type: 'hours.change'; index: number; field: 'start' | 'end'; value: string }
  | { type: 'form.submit' }
  | { type: 'another' };


/** What the chosen category carries on the form. */
export const carries = (d: Pick<NewBoothDraft, 'category' | 'night'>) => ({
  night: d.category === 'Booth',
  dorder: d.category === 'Booth' && d.night,
  corners: d.category === 'Booth' && !d.night,
  menus: d.category !== 'Toilet',
});

export function blankDraft(days: readonly string[]): NewBoothDraft {
  return {
    name: '',
    category: 'Booth',
    locationId: '',
    night: false,
    dorder: false,
    image: null,
    imageName: '',
    description: '',
    corners: [],
    menus: [],
    hours: days.map((day) => ({ day, start: '', end: '' })),
  };
}

const priceOf = (s: string) => (/^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/** The request the draft stands for: only what its category carries, days with a time typed. */
export function createInputOf(uid: string, d: NewBoothDraft): BoothCreateInput {
  const c = carries(d);
  return {
    uid,
    name: d.name.trim(),
    category: d.category,
    location_id: /^\d{1,9}$/.test(d.locationId) ? Number(d.locationId) : 0,
    is_night: c.night && d.night,
    is_dorder: c.dorder && d.dorder,
    image: d.image,
    description: d.description.trim() === '' ? null : d.description,
    corners: c.corners ? d.corners.map((x) => x.trim()) : [],
    menus: c.menus ? d.menus.map((m) => ({ name: m.name.trim(), price: priceOf(m.price), is_soldout: m.soldout })) : [],
    hours: d.hours.filter((h) => h.start !== '' || h.end !== '').map((h) => ({ day: h.day, start_time: h.start || null, end_time: h.end || null })),
  };
}

/** Every problem of the draft (the server's rules), each naming its field. */
export function draftProblems(d: NewBoothDraft, ctx: { locations: readonly ConsoleLocation[]; days: readonly string[] }): BoothProblem[] {
  const req = createInputOf('', d);
  return boothProblems({ ...req, location_id: req.location_id || null }, { days: ctx.days, locationIds: new Set(ctx.locations.map((l) => l.id)) });
}

export function applyCreateEdit(d: NewBoothDraft, e: BoothCreateEvent): NewBoothDraft {
  switch (e.type) {
    case 'field.change':
      return { ...d, [e.field]: e.value };
    case 'category.change':
      return { ...d, category: e.value };
    case 'night.change':
      return { ...d, night: e.value, dorder: e.value ? d.dorder : false };
    case 'dorder.change':
      return { ...d, dorder: e.value };
    case 'image.change':
      return { ...d, image: e.dataUrl, imageName: e.dataUrl ? e.name : '' };
    case 'corner.change':
      return { ...d, corners: d.corners.map((c, i) => (i === e.index ? e.value : c)) };
    case 'corner.add':
      return { ...d, corners: [...d.corners, ''] };
    case 'corner.remove':
      return { ...d, corners: d.corners.filter((_, i) => i !== e.index) };
    case 'menu.change':
      return { ...d, menus: d.menus.map((m, i) => (i === e.index ? { ...m, [e.field]: e.value } : m)) };
    case 'menu.soldout':
      return { ...d, menus: d.menus.map((m, i) => (i === e.index ? { ...m, soldout: e.value } : m)) };
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

/** The server's list of problems in a 400 refusal, if it sent one. */
function refusedProblems(e: unknown): BoothProblem[] | null {
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  return isRecord(body) && body.error === 'invalid_booth' && Array.isArray(body.problems) ? (body.problems as BoothProblem[]) : null;
}

const EDITS = [
  'field.change',
  'category.change',
  'night.change',
  'dorder.change',
  'corner.change',
  'corner.add',
  'corner.remove',
  'menu.change',
  'menu.soldout',
  'menu.add',
  'menu.remove',
  'hours.change',
] as const;

export const boothCreateMachine = setup({
  types: {
    context: {} as BoothCreateContext,
    events: {} as BoothCreateEvent,
    input: {} as { uid: string | null | undefined },
    tags: {} as 'busy',
  },
  actors: {
    loadChoices: fromPromise<ConsoleBoothsResponse, { uid: string }>(async () => {
      throw new Error('provide me: loadChoices');
    }),
    createBooth: fromPromise<{ booth_id: number }, BoothCreateInput>(async () => {
      throw new Error('provide me: createBooth');
    }),
  },
  guards: {
    noUid,
    draftBad: ({ context }) => draftProblems(context.draft, context).length > 0,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
    refusedWithProblems: (_, params: { error: unknown }) => refusedProblems(params.error) !== null,
  },
  delays: ADMIN_DELAYS,
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    choices: assign((_, params: { data: ConsoleBoothsResponse }) => ({ locations: params.data.locations, days: params.data.days, draft: blankDraft(params.data.days) })),
    edit: assign(({ context, event }) => {
      const draft = applyCreateEdit(context.draft, event);
      // Problems already shown are checked again as the admin fixes them; none appear before the first send.
      return { draft, problems: context.problems.length ? draftProblems(draft, context) : [], message: null };
    }),
    image: assign(({ context }, params: { e: Extract<BoothCreateEvent, { type: 'image.change' }> }) => {
      const { e } = params;
      const problem = photoProblem(e);
      if (problem) return { message: problem };
      return { draft: applyCreateEdit(context.draft, e), message: null };
    }),
    showProblems: assign(({ context }) => ({ problems: draftProblems(context.draft, context), message: { id: 'console.booths.fixFields', tone: 'error' as const } })),
    showRefused: assign((_, params: { error: unknown }) => ({
      problems: refusedProblems(params.error) ?? [],
      message: { id: 'console.booths.fixFields', tone: 'error' as const },
    })),
    created: assign(({ context }, params: { id: number }) => ({
      createdId: params.id,
      problems: [],
      message: { id: 'console.booths.created', values: { name: context.draft.name.trim() }, tone: 'ok' as const },
    })),
    fresh: assign(({ context }) => ({ draft: blankDraft(context.days), createdId: null, problems: [], message: null })),
  },
}).createMachine({
  id: 'boothCreate',
  context: ({ input }) => ({ uid: input.uid ?? '', draft: blankDraft([]), locations: [], days: [], problems: [], message: null, createdId: null }),
  initial: 'gate',
  states: {
    gate: { always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'loading' }] },
    loginRequired: loginRequiredState,
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadChoices',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: { target: 'editing', actions: { type: 'choices', params: ({ event }) => ({ data: event.output }) } },
        onError: loadFailure((error) => consoleFailure(error, 'console.error.loadFailed')),
      },
    },
    loadFailed: loadFailedState(),
    editing: {
      on: {
        ...Object.fromEntries(EDITS.map((t) => [t, { actions: 'edit' }])),
        'image.change': { actions: { type: 'image', params: ({ event }) => ({ e: event }) } },
        'form.submit': [{ guard: 'draftBad', actions: 'showProblems' }, { target: 'saving', actions: { type: 'say', params: { message: null } } }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'createBooth',
        input: ({ context }) => createInputOf(context.uid, context.draft),
        onDone: { target: 'created', actions: { type: 'created', params: ({ event }) => ({ id: event.output.booth_id }) } },
        onError: [
          sessionFailureTo,
          { guard: { type: 'refusedWithProblems', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: { type: 'showRefused', params: ({ event }) => ({ error: event.error }) } },
          { target: 'editing', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) } },
        ],
      },
    },
    created: {
      description: 'Says the booth was created, with a link to it; another booth starts a blank form.',
      on: { another: { target: 'editing', actions: 'fresh' } },
    },
    ...sessionEndStates,
  },
});

export type BoothCreateSnapshot = SnapshotFrom<typeof boothCreateMachine>;
