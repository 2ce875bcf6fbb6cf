// Staff keep the developers page's people in the console: the list in the page's order, a form to add or edit a
// person (name, teams, role, major, photo, optional web page), moving a person up or down, and removing one after a
// confirmation. The form is checked with the server's own rules (contract/rules/credits.ts), each problem beside
// its field in the admin's language, and nothing is sent until it is clean; a refusal listing problems shows them
// the same way. A move shows at once and is put back if the server refuses it.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Credit } from '@contract/credits';
import { creditProblems, type CreditProblem } from '@contract/rules/credits';
import { isRecord } from '@contract/rules/record';
import type { DeveloperTeam } from '@contract/types';
import { ADMIN_DELAYS, adminEffects, isSessionFailure, loadFailedState, loadFailure, loginRequiredState, noUid, type PhotoChoice, photoChoiceOf, photoProblem, sessionEndStates, sessionFailureTo } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';

export interface CreditDraft {
  /** null: a new person. */
  id: number | null;
  name: string;
  teams: DeveloperTeam[];
  role: string;
  major: string;
  link: string;
  /** The photo shown now (a path or an upload), or null. */
  imageUrl: string | null;
  image: PhotoChoice;
}

export interface CreditSaveInput {
  uid: string;
  /** null: add. */
  id: number | null;
  name: string;
  teams: DeveloperTeam[];
  role: string;
  major: string;
  link: string | null;
  /** Absent: the photo stays; null: none; a data URL: the new photo. */
  image?: string | null;
}

export interface CreditsContext {
  uid: string;
  credits: Credit[];
  draft: CreditDraft | null;
  problems: CreditProblem[];
  message: ConsoleMessage | null;
  deleteId: number | null;
  /** The list before a move the server has not confirmed yet. */
  backup: Credit[] | null;
}

export type CreditField = 'name' | 'role' | 'major' | 'link';
export type CreditsEvent =
  | { type: 'retry' }
  | { type: 'person.add' }
  | { type: 'person.edit'; id: number }
  | { type: 'person.delete'; id: number }
  | { type: 'person.move'; id: number; by: -1 | 1 }
  | { type: 'field.change'; field: CreditField; value: string }
  | { type: 'team.toggle'; team: DeveloperTeam; on: boolean }
  | { type: 'image.change'; dataUrl: string | null; name: string; bytes: number; mime: string }
  | { type: 'image.remove' }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };


export const blankCredit = (): CreditDraft => ({ id: null, name: '', teams: [], role: '', major: '', link: '', imageUrl: null, image: { kind: 'keep' } });

export const draftOf = (c: Credit): CreditDraft => ({
  id: c.id,
  name: c.name,
  teams: [...c.roles],
  role: c.roleDisplay,
  major: c.major,
  link: c.link ?? '',
  imageUrl: c.image,
  image: { kind: 'keep' },
});

/** The request the draft stands for. */
export function creditInputOf(uid: string, d: CreditDraft): CreditSaveInput {
  const link = d.link.trim();
  const input: CreditSaveInput = { uid, id: d.id, name: d.name.trim(), teams: [...d.teams], role: d.role.trim(), major: d.major.trim(), link: link === '' ? null : link };
  if (d.image.kind === 'replace') input.image = d.image.dataUrl;
  else if (d.image.kind === 'remove' || d.id === null) input.image = null;
  return input;
}

export const draftProblems = (d: CreditDraft): CreditProblem[] => creditProblems(d);

/** The list with one person moved by one place (unchanged at either end). */
export function moved(list: readonly Credit[], id: number, by: -1 | 1): Credit[] {
  const at = list.findIndex((c) => c.id === id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[at], out[to]] = [out[to], out[at]];
  return out;
}

function applyEdit(d: CreditDraft, e: CreditsEvent): CreditDraft {
  switch (e.type) {
    case 'field.change':
      return { ...d, [e.field]: e.value };
    case 'team.toggle': {
      const teams = e.on ? [...new Set([...d.teams, e.team])] : d.teams.filter((t) => t !== e.team);
      return { ...d, teams };
    }
    case 'image.change':
      return { ...d, image: photoChoiceOf(e) };
    case 'image.remove':
      return { ...d, image: { kind: 'remove' } };
    default:
      return d;
  }
}

/** The server's list of problems in a 400 refusal, if it sent one. */
function refusedProblems(e: unknown): CreditProblem[] | null {
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  return isRecord(body) && body.error === 'invalid_credit' && Array.isArray(body.problems) && body.problems.length ? (body.problems as CreditProblem[]) : null;
}


export const consoleCreditsMachine = setup({
  types: {
    context: {} as CreditsContext,
    events: {} as CreditsEvent,
    input: {} as { uid: string | null | undefined },
    tags: {} as 'busy',
  },
  actors: {
    loadCredits: fromPromise<Credit[], { uid: string }>(async () => {
      throw new Error('provide me: loadCredits');
    }),
    saveCredit: fromPromise<{ id: number }, CreditSaveInput>(async () => {
      throw new Error('provide me: saveCredit');
    }),
    deleteCredit: fromPromise<unknown, { uid: string; id: number }>(async () => {
      throw new Error('provide me: deleteCredit');
    }),
    saveOrder: fromPromise<Credit[], { uid: string; ids: number[] }>(async () => {
      throw new Error('provide me: saveOrder');
    }),
  },
  guards: {
    noUid,
    draftBad: ({ context }) => !context.draft || draftProblems(context.draft).length > 0,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
    refusedWithProblems: (_, params: { error: unknown }) => refusedProblems(params.error) !== null,
    canMove: ({ context, event }) => event.type === 'person.move' && moved(context.credits, event.id, event.by).some((c, i) => c.id !== context.credits[i].id),
  },
  delays: ADMIN_DELAYS,
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    loaded: assign((_, params: { credits: Credit[] }) => ({ credits: params.credits, backup: null })),
    startAdd: assign({ draft: () => blankCredit(), problems: [], message: null }),
    startEdit: assign(({ context, event }) => {
      const c = event.type === 'person.edit' ? context.credits.find((x) => x.id === event.id) : undefined;
      return { draft: c ? draftOf(c) : null, problems: [], message: null };
    }),
    edit: assign(({ context, event }) => {
      if (!context.draft) return {};
      const draft = applyEdit(context.draft, event);
      // Problems already shown are checked again as the admin fixes them; none appear before the first send.
      return { draft, problems: context.problems.length ? draftProblems(draft) : [], message: null };
    }),
    image: assign(({ context }, params: { e: Extract<CreditsEvent, { type: 'image.change' }> }) => {
      const { e } = params;
      if (!context.draft) return {};
      const problem = photoProblem(e);
      if (problem) return { message: problem };
      return { draft: applyEdit(context.draft, e), message: null };
    }),
    showProblems: assign(({ context }) => ({
      problems: context.draft ? draftProblems(context.draft) : [],
      message: { id: 'console.booths.fixFields', tone: 'error' as const },
    })),
    showRefused: assign((_, params: { error: unknown }) => ({ problems: refusedProblems(params.error) ?? [], message: { id: 'console.booths.fixFields', tone: 'error' as const } })),
    savedOne: assign(({ context }) => ({
      message: { id: context.draft?.id === null ? 'console.credits.added' : 'console.credits.saved', values: { name: context.draft?.name.trim() ?? '' }, tone: 'ok' as const },
      draft: null,
      problems: [],
    })),
    askDelete: assign(({ event }) => ({ deleteId: event.type === 'person.delete' ? event.id : null, message: null })),
    dropDelete: assign({ deleteId: null }),
    removed: assign(({ context }) => {
      const gone = context.credits.find((c) => c.id === context.deleteId);
      return {
        credits: context.credits.filter((c) => c.id !== context.deleteId),
        deleteId: null,
        message: { id: 'console.credits.removed', values: { name: gone?.name ?? '' }, tone: 'ok' as const },
      };
    }),
    move: assign(({ context, event }) => (event.type === 'person.move' ? { backup: context.backup ?? context.credits, credits: moved(context.credits, event.id, event.by), message: null } : {})),
    moveBack: assign(({ context }) => ({ credits: context.backup ?? context.credits, backup: null })),
  },
}).createMachine({
  id: 'consoleCredits',
  context: ({ input }) => ({ uid: input.uid ?? '', credits: [], draft: null, problems: [], message: null, deleteId: null, backup: null }),
  initial: 'gate',
  states: {
    gate: { always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'loading' }] },
    loginRequired: loginRequiredState,
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadCredits',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: { target: 'list', actions: { type: 'loaded', params: ({ event }) => ({ credits: event.output }) } },
        onError: loadFailure((error) => consoleFailure(error, 'console.error.loadFailed')),
      },
    },
    loadFailed: loadFailedState(),
    list: {
      on: {
        'person.add': { target: 'form', actions: 'startAdd' },
        'person.edit': { target: 'form', actions: 'startEdit' },
        'person.delete': { target: 'confirmDelete', actions: 'askDelete' },
        'person.move': { guard: 'canMove', target: 'reordering', actions: 'move' },
      },
    },
    form: {
      on: {
        'field.change': { actions: 'edit' },
        'team.toggle': { actions: 'edit' },
        'image.remove': { actions: 'edit' },
        'image.change': { actions: { type: 'image', params: ({ event }) => ({ e: event }) } },
        'form.cancel': { target: 'list', actions: assign({ draft: null, problems: [], message: null }) },
        'form.submit': [{ guard: 'draftBad', actions: 'showProblems' }, { target: 'saving', actions: { type: 'say', params: { message: null } } }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveCredit',
        input: ({ context }) => creditInputOf(context.uid, context.draft!),
        // The list is read again: the server's order and photo paths.
        onDone: { target: 'loading', actions: 'savedOne' },
        onError: [
          sessionFailureTo,
          { guard: { type: 'refusedWithProblems', params: ({ event }) => ({ error: event.error }) }, target: 'form', actions: { type: 'showRefused', params: ({ event }) => ({ error: event.error }) } },
          { target: 'form', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) } },
        ],
      },
    },
    confirmDelete: {
      description: 'Asks before a person leaves the credits, naming them.',
      on: { 'delete.confirm': { target: 'deleting' }, 'delete.cancel': { target: 'list', actions: 'dropDelete' } },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteCredit',
        input: ({ context }) => ({ uid: context.uid, id: context.deleteId! }),
        onDone: { target: 'list', actions: 'removed' },
        onError: [sessionFailureTo, { target: 'list', actions: ['dropDelete', { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) }] }],
      },
    },
    reordering: {
      tags: ['busy'],
      description: 'The move shows at once; the server stores the whole order, or the list goes back as it was.',
      invoke: {
        src: 'saveOrder',
        input: ({ context }) => ({ uid: context.uid, ids: context.credits.map((c) => c.id) }),
        onDone: { target: 'list', actions: [{ type: 'loaded', params: ({ event }) => ({ credits: event.output }) }, { type: 'say', params: { message: { id: 'console.credits.moved', tone: 'ok' } } }] },
        onError: [sessionFailureTo, { target: 'list', actions: ['moveBack', { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) }] }],
      },
    },
    ...sessionEndStates,
  },
});

export type ConsoleCreditsSnapshot = SnapshotFrom<typeof consoleCreditsMachine>;
