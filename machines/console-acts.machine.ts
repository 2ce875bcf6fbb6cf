// The console's stage acts (Staff and Stuco): the list by day and time, a form that adds or changes an act
// (checked field by field in the admin's language before anything is sent), a clash on the same stage shown
// before saving and saved only after the admin confirms it, delete after a confirmation. Saves and deletes
// show at once in the list and are rolled back when the server refuses, with its reason in the admin's language.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { TIMING } from '@contract/constants';
import { ACT_NAME_MAX, type ActKind, type ConsoleAct } from '@contract/console-acts';
import { overlapMap, overlapsWith } from '@contract/rules/act-overlap';
import { isRecord } from '@contract/rules/record';
import { hasControl } from '@contract/schemas';
import { kstInstant } from '@contract/time';
import { refusalOf } from './admin-refusals';
import { ADMIN_DELAYS, ADMIN_MESSAGES, adminEffects, isSessionFailure, loadFailedState, loadFailure, loginRequiredState, noUid, serverTextOf, sessionEndStates, sessionFailureTo } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';

export interface ActDraft {
  /** null: a new act. */
  id: number | null;
  name: string;
  location_name: string;
  kind: ActKind;
  /** One of the festival's days, YYYY-MM-DD. */
  day: string;
  /** HH:MM as typed. */
  start: string;
  end: string;
  /** The act's image now (null: none). */
  image_url: string | null;
  /** A new image chosen on this device, sent with the act. */
  image: Blob | null;
  remove_image: boolean;
}
export type ActField = 'name' | 'location_name' | 'kind' | 'day' | 'start' | 'end' | 'image';
export type ActFieldErrors = Partial<Record<ActField, string>>;

export interface ActSaveInput {
  uid: string;
  id: number | null;
  fields: { name: string; location_name: string; kind: ActKind; day: string; start: string; end: string; confirm_overlap: boolean; remove_image: boolean };
  image: Blob | null;
}

export interface ConsoleActsContext {
  uid: string;
  /** The festival's days (the stored festival's settings). */
  dates: string[];
  acts: ConsoleAct[];
  draft: ActDraft | null;
  errors: ActFieldErrors;
  /** The clashes the server named for the draft (someone else's act the list did not have yet). */
  serverOverlaps: number[];
  /** The list before an optimistic save or delete: put back when the server refuses. */
  backup: ConsoleAct[] | null;
  deleteId: number | null;
  message: ConsoleMessage | null;
}

export type ConsoleActsEvent =
  | { type: 'retry' }
  | { type: 'act.add' }
  | { type: 'act.edit'; id: number }
  | { type: 'act.delete'; id: number }
  | { type: 'field.change'; field: Exclude<ActField, 'image'>; value: string }
  | { type: 'image.choose'; file: Blob }
  | { type: 'image.remove' }
  | { type: 'form.cancel' }
  | { type: 'form.submit' }
  | { type: 'overlap.confirm' }
  | { type: 'overlap.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const IMAGE_BYTES = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Every field's problem as a message id (none: the act can be sent). The server checks the same. */
export function actFieldErrors(d: ActDraft, dates: readonly string[]): ActFieldErrors {
  const errors: ActFieldErrors = {};
  const text = (field: 'name' | 'location_name', value: string) => {
    const v = value.trim();
    const what = field === 'name' ? 'name' : 'stage';
    if (v === '') errors[field] = `console.acts.error.${what}Required`;
    else if (v.length > ACT_NAME_MAX) errors[field] = `console.acts.error.${what}TooLong`;
    else if (/[<>]/.test(v) || /^[=+\-@]/.test(v) || hasControl(v)) errors[field] = 'console.acts.error.chars';
  };
  text('name', d.name);
  text('location_name', d.location_name);
  if (!dates.includes(d.day)) errors.day = 'console.error.act_day_outside';
  if (!TIME.test(d.start)) errors.start = 'console.acts.error.time';
  if (!TIME.test(d.end)) errors.end = 'console.acts.error.time';
  else if (TIME.test(d.start) && d.end <= d.start) errors.end = 'console.error.act_time_order';
  if (d.image) {
    if (d.image.size > IMAGE_BYTES) errors.image = ADMIN_MESSAGES.imageTooLarge;
    else if (d.image.type && !IMAGE_TYPES.includes(d.image.type)) errors.image = ADMIN_MESSAGES.imageType;
  }
  return errors;
}

/** The acts the draft clashes with on its stage (contract/rules/act-overlap.ts), as the server will find them. */
export function draftOverlaps(d: ActDraft, acts: readonly ConsoleAct[]): number[] {
  if (!TIME.test(d.start) || !TIME.test(d.end) || d.end <= d.start) return [];
  const start = kstInstant(d.day, d.start).getTime();
  const end = kstInstant(d.day, d.end).getTime();
  return overlapsWith({ id: d.id, location_name: d.location_name, start_time: start, end_time: end }, acts);
}

/** The list's clashes computed again (a save or delete changes them on other acts too), by start time. */
export function withOverlaps(acts: readonly ConsoleAct[]): ConsoleAct[] {
  const sorted = [...acts].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time) || a.id - b.id);
  const map = overlapMap(sorted);
  return sorted.map((a) => ({ ...a, overlaps: map.get(a.id) ?? [] }));
}

export function draftOf(act: ConsoleAct | null, dates: readonly string[]): ActDraft {
  if (!act) return { id: null, name: '', location_name: '', kind: 'club', day: dates[0] ?? '', start: '', end: '', image_url: null, image: null, remove_image: false };
  return {
    id: act.id,
    name: act.name,
    location_name: act.location_name,
    kind: act.kind,
    day: act.start_time.slice(0, 10),
    start: act.start_time.slice(11, 16),
    end: act.end_time.slice(11, 16),
    image_url: act.image_url,
    image: null,
    remove_image: false,
  };
}

export function saveInputOf(uid: string, d: ActDraft, confirm: boolean): ActSaveInput {
  return {
    uid,
    id: d.id,
    fields: { name: d.name.trim(), location_name: d.location_name.trim(), kind: d.kind, day: d.day, start: d.start, end: d.end, confirm_overlap: confirm, remove_image: d.remove_image },
    image: d.image,
  };
}

/** The list as it will be once the save is through (a new act gets a temporary id below 0). */
function optimistic(acts: readonly ConsoleAct[], d: ActDraft): ConsoleAct[] {
  const act: ConsoleAct = {
    id: d.id ?? -1,
    name: d.name.trim(),
    location_name: d.location_name.trim(),
    kind: d.kind,
    image_url: d.remove_image ? null : d.image_url,
    start_time: `${d.day}T${d.start}:00+09:00`,
    end_time: `${d.day}T${d.end}:00+09:00`,
    overlaps: [],
  };
  return withOverlaps(d.id === null ? [...acts, act] : acts.map((a) => (a.id === d.id ? act : a)));
}

/** A refusal of a save or delete in the admin's language: console codes, then the admin forms' refusals. */
export function actFailure(e: unknown, fallback: string): ConsoleMessage {
  const known = consoleFailure(e, fallback);
  if (known.id !== fallback) return known;
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  const refusal = refusalOf(body, serverTextOf(e));
  return refusal ? { id: refusal.id, values: refusal.values, tone: 'error' } : known;
}

const overlapsOfError = (e: unknown): number[] | null => {
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  if (!isRecord(body) || body.error !== 'act_overlap' || !Array.isArray(body.overlaps)) return null;
  return body.overlaps.filter((x): x is number => typeof x === 'number');
};

export const consoleActsMachine = setup({
  types: {
    context: {} as ConsoleActsContext,
    events: {} as ConsoleActsEvent,
    input: {} as { uid: string | null | undefined; dates: readonly string[] },
    tags: {} as 'busy',
  },
  actors: {
    loadActs: fromPromise<ConsoleAct[], { uid: string }>(async () => {
      throw new Error('provide me: loadActs');
    }),
    saveAct: fromPromise<ConsoleAct, ActSaveInput>(async () => {
      throw new Error('provide me: saveAct');
    }),
    deleteAct: fromPromise<unknown, { uid: string; id: number }>(async () => {
      throw new Error('provide me: deleteAct');
    }),
  },
  guards: {
    noUid,
    draftBad: ({ context }) => !context.draft || Object.keys(actFieldErrors(context.draft, context.dates)).length > 0,
    draftClashes: ({ context }) => !!context.draft && draftOverlaps(context.draft, context.acts).length > 0,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
    overlapRefusal: (_, params: { error: unknown }) => overlapsOfError(params.error) !== null,
  },
  delays: { ...ADMIN_DELAYS, savedToast: TIMING.urgentToastMs },
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    setActs: assign((_, params: { acts: ConsoleAct[] }) => ({ acts: withOverlaps(params.acts) })),
    openForm: assign(({ context }, params: { id: number | null }) => ({
      draft: draftOf(params.id === null ? null : (context.acts.find((a) => a.id === params.id) ?? null), context.dates),
      errors: {},
      serverOverlaps: [],
      message: null,
    })),
    closeForm: assign({ draft: null, errors: {}, serverOverlaps: [] }),
    edit: assign(({ context, event }) => {
      const d = context.draft;
      if (!d) return {};
      let next = d;
      if (event.type === 'field.change') next = { ...d, [event.field]: event.field === 'kind' ? (event.value === 'celebrity' ? 'celebrity' : 'club') : event.value };
      if (event.type === 'image.choose') next = { ...d, image: event.file, remove_image: false };
      if (event.type === 'image.remove') next = { ...d, image: null, remove_image: d.image_url !== null };
      // A field already flagged is checked again as it is typed; the others wait for the submit.
      const all = actFieldErrors(next, context.dates);
      const errors = Object.fromEntries(Object.entries(all).filter(([f]) => f in context.errors || (f === 'image' && event.type === 'image.choose')));
      return { draft: next, errors, serverOverlaps: [], message: null };
    }),
    checkAll: assign(({ context }) => ({
      errors: context.draft ? actFieldErrors(context.draft, context.dates) : {},
      message: { id: 'console.acts.error.fix', tone: 'error' as const },
    })),
    applyOptimistic: assign(({ context }) => ({ backup: context.acts, acts: context.draft ? optimistic(context.acts, context.draft) : context.acts })),
    rollback: assign(({ context }) => ({ acts: context.backup ?? context.acts, backup: null })),
    keepSaved: assign(({ context }, params: { act: ConsoleAct }) => {
      const base = context.backup ?? context.acts;
      const exists = base.some((a) => a.id === params.act.id);
      return { acts: withOverlaps(exists ? base.map((a) => (a.id === params.act.id ? params.act : a)) : [...base, params.act]), backup: null, draft: null, errors: {} };
    }),
    askDelete: assign((_, params: { id: number }) => ({ deleteId: params.id, message: null })),
    removeOptimistic: assign(({ context }) => ({ backup: context.acts, acts: withOverlaps(context.acts.filter((a) => a.id !== context.deleteId)) })),
    deleted: assign({ backup: null, deleteId: null }),
    rememberServerOverlaps: assign((_, params: { error: unknown }) => ({ serverOverlaps: overlapsOfError(params.error) ?? [] })),
  },
}).createMachine({
  id: 'consoleActs',
  context: ({ input }) => ({
    uid: input.uid ?? '',
    dates: [...input.dates],
    acts: [],
    draft: null,
    errors: {},
    serverOverlaps: [],
    backup: null,
    deleteId: null,
    message: null,
  }),
  initial: 'gate',
  states: {
    gate: { always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'loading' }] },
    loginRequired: loginRequiredState,
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadActs',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: { target: 'list', actions: { type: 'setActs', params: ({ event }) => ({ acts: event.output }) } },
        onError: loadFailure((error) => actFailure(error, 'console.error.loadFailed')),
      },
    },
    loadFailed: loadFailedState(),
    list: {
      description: 'The acts by day and time, clashes marked; a message of the last save or delete may show.',
      on: {
        'act.add': { target: 'form', actions: { type: 'openForm', params: { id: null } } },
        'act.edit': { target: 'form', actions: { type: 'openForm', params: ({ event }) => ({ id: event.id }) } },
        'act.delete': { target: 'confirmDelete', actions: { type: 'askDelete', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    form: {
      description: 'Editing an act: a field with a problem says so under it; clashes on the same stage are named before saving.',
      on: {
        'field.change': { actions: 'edit' },
        'image.choose': { actions: 'edit' },
        'image.remove': { actions: 'edit' },
        'form.cancel': { target: 'list', actions: 'closeForm' },
        'form.submit': [
          { guard: 'draftBad', actions: 'checkAll' },
          { guard: 'draftClashes', target: 'confirmOverlap', actions: { type: 'say', params: { message: null } } },
          { target: 'saving', actions: [{ type: 'say', params: { message: null } }, 'applyOptimistic'] },
        ],
      },
    },
    confirmOverlap: {
      description: 'The act clashes with another on its stage: saved only if the admin confirms.',
      on: {
        'overlap.confirm': { target: 'savingConfirmed', actions: 'applyOptimistic' },
        'overlap.cancel': 'form',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveAct',
        input: ({ context }) => saveInputOf(context.uid, context.draft!, false),
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ act: event.output }) } },
        onError: [
          { ...sessionFailureTo, actions: 'rollback' },
          // The server knows a clash the list did not show (another admin's act): ask as for any clash.
          {
            guard: { type: 'overlapRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmOverlap',
            actions: ['rollback', { type: 'rememberServerOverlaps', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'form', actions: ['rollback', { type: 'say', params: ({ event }) => ({ message: actFailure(event.error, 'admin.error.editFailed') }) }] },
        ],
      },
    },
    savingConfirmed: {
      tags: ['busy'],
      invoke: {
        src: 'saveAct',
        input: ({ context }) => saveInputOf(context.uid, context.draft!, true),
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ act: event.output }) } },
        onError: [
          { ...sessionFailureTo, actions: 'rollback' },
          { target: 'form', actions: ['rollback', { type: 'say', params: ({ event }) => ({ message: actFailure(event.error, 'admin.error.editFailed') }) }] },
        ],
      },
    },
    saved: {
      description: "'Saved' shows for 2.5 s over the list.",
      entry: { type: 'say', params: { message: { id: ADMIN_MESSAGES.saved, tone: 'ok' } } },
      after: { savedToast: { target: 'list', actions: { type: 'say', params: { message: null } } } },
      on: {
        'act.add': { target: 'form', actions: { type: 'openForm', params: { id: null } } },
        'act.edit': { target: 'form', actions: { type: 'openForm', params: ({ event }) => ({ id: event.id }) } },
        'act.delete': { target: 'confirmDelete', actions: { type: 'askDelete', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    confirmDelete: {
      on: {
        'delete.confirm': { target: 'deleting', actions: 'removeOptimistic' },
        'delete.cancel': { target: 'list', actions: assign({ deleteId: null }) },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteAct',
        input: ({ context }) => ({ uid: context.uid, id: context.deleteId! }),
        onDone: { target: 'list', actions: ['deleted', { type: 'say', params: { message: { id: 'console.acts.deleted', tone: 'ok' } } }] },
        onError: [
          { ...sessionFailureTo, actions: 'rollback' },
          {
            target: 'list',
            actions: ['rollback', assign({ deleteId: null }), { type: 'say', params: ({ event }) => ({ message: actFailure(event.error, 'console.acts.error.deleteFailed') }) }],
          },
        ],
      },
    },
    ...sessionEndStates,
  },
});

export type ConsoleActsSnapshot = SnapshotFrom<typeof consoleActsMachine>;

/** The acts the form's act clashes with now: the list's rule, and what the server named. */
export function formOverlaps(ctx: Pick<ConsoleActsContext, 'draft' | 'acts' | 'serverOverlaps'>): ConsoleAct[] {
  if (!ctx.draft) return [];
  const ids = new Set([...draftOverlaps(ctx.draft, ctx.acts), ...ctx.serverOverlaps]);
  return ctx.acts.filter((a) => ids.has(a.id));
}
