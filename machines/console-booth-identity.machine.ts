// Staff change an existing booth's identity on the booth editor: name, category, location, day or night, dorder,
// its photo (keep, replace or remove) and its corners. The form shows only what the chosen category carries and
// is checked with the server's own rules (contract/rules/booth-admin.ts `boothIdentityProblems`): each problem
// beside its field in the admin's language, nothing sent until the form is clean; a refusal listing problems
// shows them the same way. Club and Major never see this form (the server refuses them with a reason).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { TIMING, type Category } from '@contract/constants';
import type { ConsoleLocation } from '@contract/console-booths';
import { boothIdentityProblems, type BoothProblem } from '@contract/rules/booth-admin';
import { isRecord } from '@contract/rules/record';
import { ADMIN_DELAYS, ADMIN_MESSAGES, adminEffects, isSessionFailure, loadFailedState, loadFailure, loginRequiredState, noUid, photoShown, type PhotoChoice, photoChoiceOf, photoProblem, sessionEndStates, sessionFailureTo } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';
import { carries } from './console-booth-create.machine';

export interface IdentityDraft {
  name: string;
  category: Category;
  /** The location's id as chosen ('' while none). */
  locationId: string;
  night: boolean;
  dorder: boolean;
  /** The photo shown now (a path or an upload), or null. */
  imageUrl: string | null;
  /** What happens to the photo on save: kept, replaced by the chosen file (a data URL), or removed. */
  image: PhotoChoice;
  corners: string[];
}

/** What the editor loads: the booth's identity, its menus (a booth with menus cannot become a toilet), the locations. */
export interface IdentityLoaded {
  draft: IdentityDraft;
  menus: { name: string; price: number }[];
  locations: ConsoleLocation[];
}

export interface IdentitySaveInput {
  uid: string;
  boothId: number;
  name: string;
  category: Category;
  location_id: number;
  is_night: boolean;
  is_dorder: boolean;
  corners: string[];
  /** Absent: the photo stays; null: removed; a data URL: replaced. */
  image?: string | null;
}

export interface IdentityContext {
  uid: string;
  boothId: number;
  draft: IdentityDraft | null;
  menus: { name: string; price: number }[];
  locations: ConsoleLocation[];
  problems: BoothProblem[];
  message: ConsoleMessage | null;
}

export type IdentityEvent =
  | { type: 'retry' }
  | { type: 'field.change'; field: 'name' | 'locationId'; value: string }
  | { type: 'category.change'; value: Category }
  | { type: 'night.change'; value: boolean }
  | { type: 'dorder.change'; value: boolean }
  | { type: 'image.change'; dataUrl: string | null; name: string; bytes: number; mime: string }
  | { type: 'image.remove' }
  | { type: 'corner.change'; index: number; value: string }
  | { type: 'corner.add' }
  | { type: 'corner.remove'; index: number }
  | { type: 'form.submit' };


/** The request the draft stands for: only what its category carries. */
export function identityInputOf(uid: string, boothId: number, d: IdentityDraft): IdentitySaveInput {
  const c = carries(d);
  const input: IdentitySaveInput = {
    uid,
    boothId,
    name: d.name.trim(),
    category: d.category,
    location_id: /^\d{1,9}$/.test(d.locationId) ? Number(d.locationId) : 0,
    is_night: c.night && d.night,
    is_dorder: c.dorder && d.dorder,
    corners: c.corners ? d.corners.map((x) => x.trim()) : [],
  };
  if (d.image.kind === 'remove') input.image = null;
  if (d.image.kind === 'replace') input.image = d.image.dataUrl;
  return input;
}

/** Every problem of the draft (the server's rules), each naming its field. */
export function identityProblems(d: IdentityDraft, ctx: Pick<IdentityContext, 'locations' | 'menus'>): BoothProblem[] {
  const req = identityInputOf('', 0, d);
  return boothIdentityProblems({ ...req, location_id: req.location_id || null, menus: ctx.menus }, { days: [], locationIds: new Set(ctx.locations.map((l) => l.id)) });
}

export function applyIdentityEdit(d: IdentityDraft, e: IdentityEvent): IdentityDraft {
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
      return { ...d, image: photoChoiceOf(e) };
    case 'image.remove':
      return { ...d, image: { kind: 'remove' } };
    case 'corner.change':
      return { ...d, corners: d.corners.map((c, i) => (i === e.index ? e.value : c)) };
    case 'corner.add':
      return { ...d, corners: [...d.corners, ''] };
    case 'corner.remove':
      return { ...d, corners: d.corners.filter((_, i) => i !== e.index) };
    default:
      return d;
  }
}

/** The server's list of problems in a 400 refusal, if it sent one. */
function refusedProblems(e: unknown): BoothProblem[] | null {
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  return isRecord(body) && body.error === 'invalid_booth' && Array.isArray(body.problems) ? (body.problems as BoothProblem[]) : null;
}

const EDITS = ['field.change', 'category.change', 'night.change', 'dorder.change', 'image.remove', 'corner.change', 'corner.add', 'corner.remove'] as const;

export const boothIdentityMachine = setup({
  types: {
    context: {} as IdentityContext,
    events: {} as IdentityEvent,
    input: {} as { uid: string | null | undefined; boothId: number },
    tags: {} as 'busy',
  },
  actors: {
    loadIdentity: fromPromise<IdentityLoaded, { uid: string; boothId: number }>(async () => {
      throw new Error('provide me: loadIdentity');
    }),
    saveIdentity: fromPromise<unknown, IdentitySaveInput>(async () => {
      throw new Error('provide me: saveIdentity');
    }),
  },
  guards: {
    noUid,
    draftBad: ({ context }) => !context.draft || identityProblems(context.draft, context).length > 0,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
    refusedWithProblems: (_, params: { error: unknown }) => refusedProblems(params.error) !== null,
  },
  delays: { ...ADMIN_DELAYS, savedToast: TIMING.urgentToastMs },
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    loaded: assign((_, params: { data: IdentityLoaded }) => ({ draft: params.data.draft, menus: params.data.menus, locations: params.data.locations, problems: [] })),
    edit: assign(({ context, event }) => {
      if (!context.draft) return {};
      const draft = applyIdentityEdit(context.draft, event);
      // Problems already shown are checked again as the admin fixes them; none appear before the first send.
      return { draft, problems: context.problems.length ? identityProblems(draft, context) : [], message: null };
    }),
    image: assign(({ context }, params: { e: Extract<IdentityEvent, { type: 'image.change' }> }) => {
      const { e } = params;
      if (!context.draft) return {};
      const problem = photoProblem(e);
      if (problem) return { message: problem };
      return { draft: applyIdentityEdit(context.draft, e), message: null };
    }),
    showProblems: assign(({ context }) => ({
      problems: context.draft ? identityProblems(context.draft, context) : [],
      message: { id: 'console.booths.fixFields', tone: 'error' as const },
    })),
    showRefused: assign((_, params: { error: unknown }) => ({
      problems: refusedProblems(params.error) ?? [],
      message: { id: 'console.booths.fixFields', tone: 'error' as const },
    })),
    saved: assign(({ context }) => {
      const d = context.draft;
      if (!d) return {};
      return { draft: { ...d, name: d.name.trim(), imageUrl: photoShown(d.imageUrl, d.image), image: { kind: 'keep' as const } }, problems: [] };
    }),
  },
}).createMachine({
  id: 'boothIdentity',
  context: ({ input }) => ({ uid: input.uid ?? '', boothId: input.boothId, draft: null, menus: [], locations: [], problems: [], message: null }),
  initial: 'gate',
  states: {
    gate: { always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'loading' }] },
    loginRequired: loginRequiredState,
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadIdentity',
        input: ({ context }) => ({ uid: context.uid, boothId: context.boothId }),
        onDone: { target: 'editing', actions: { type: 'loaded', params: ({ event }) => ({ data: event.output }) } },
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
        src: 'saveIdentity',
        input: ({ context }) => identityInputOf(context.uid, context.boothId, context.draft!),
        onDone: { target: 'saved', actions: 'saved' },
        onError: [
          sessionFailureTo,
          { guard: { type: 'refusedWithProblems', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: { type: 'showRefused', params: ({ event }) => ({ error: event.error }) } },
          { target: 'editing', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) } },
        ],
      },
    },
    saved: {
      description: "'Saved' shows for 2.5 s; editing goes on meanwhile.",
      entry: { type: 'say', params: { message: { id: ADMIN_MESSAGES.saved, tone: 'ok' } } },
      on: {
        ...Object.fromEntries(EDITS.map((t) => [t, { target: 'editing', actions: 'edit' }])),
        'image.change': { target: 'editing', actions: { type: 'image', params: ({ event }) => ({ e: event }) } },
      },
      after: { savedToast: { target: 'editing', actions: { type: 'say', params: { message: null } } } },
    },
    ...sessionEndStates,
  },
});

export type BoothIdentitySnapshot = SnapshotFrom<typeof boothIdentityMachine>;
