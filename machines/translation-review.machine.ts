// The console's translation review: one form open at a time (a phone screen), either a glossary term
// (new or edited) or a human override of one field's translation. Checked here first in the admin's
// language; the server's refusals come back as its words. After each successful write `changed` runs
// (the screen refetches its lists).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { LIMITS_REVIEW, type ReviewEntry, type ReviewLanguage } from '@contract/translation-review';
import { ADMIN_DELAYS, adminEffects, isSessionFailure, sessionEndStates } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';

export interface TermDraft {
  /** null: a new term. */
  id: number | null;
  term_ko: string;
  en: string;
  ja: string;
  'zh-CN': string;
}
export interface OverrideDraft {
  entry: ReviewEntry;
  text: string;
}
export type ReviewForm = { kind: 'term'; draft: TermDraft } | { kind: 'override'; draft: OverrideDraft };

export interface TermSaveInput extends TermDraft {
  uid: string;
}
export interface OverrideSaveInput {
  uid: string;
  entity_type: string;
  entity_id: string;
  field: string;
  lang: ReviewLanguage;
  text: string;
}

export interface ReviewContext {
  uid: string;
  form: ReviewForm | null;
  message: ConsoleMessage | null;
  /** What the message is about (it stays by that part of the screen after the form closed). */
  topic: 'term' | 'override';
}

export type ReviewEvent =
  | { type: 'term.new' }
  | { type: 'term.open'; term: TermDraft }
  | { type: 'term.change'; field: 'term_ko' | 'en' | 'ja' | 'zh-CN'; value: string }
  | { type: 'term.delete'; id: number }
  | { type: 'override.open'; entry: ReviewEntry }
  | { type: 'override.change'; value: string }
  | { type: 'override.clear' }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  /** A list's read answered that the session is over. */
  | { type: 'session.expired' };

export const EMPTY_TERM: TermDraft = { id: null, term_ko: '', en: '', ja: '', 'zh-CN': '' };

/** The first problem of the open form as a message id, or null when it can be sent. */
export function formProblem(form: ReviewForm | null): string | null {
  if (!form) return 'console.review.error.noForm';
  if (form.kind === 'term') {
    const d = form.draft;
    if (d.term_ko.trim() === '') return 'console.review.error.termEmpty';
    if ([d.term_ko, d.en, d.ja, d['zh-CN']].some((t) => t.trim().length > LIMITS_REVIEW.termMax)) return 'console.review.error.termTooLong';
    if ([d.term_ko, d.en, d.ja, d['zh-CN']].some((t) => /[<>⟦⟧]/.test(t))) return 'console.review.error.termChars';
    if (!d.en.trim() && !d.ja.trim() && !d['zh-CN'].trim()) return 'console.review.error.termNoLanguage';
    return null;
  }
  if (form.draft.text.trim() === '') return 'console.review.error.overrideEmpty';
  if (form.draft.text.length > LIMITS_REVIEW.overrideMax) return 'console.review.error.overrideTooLong';
  return null;
}

const opened = (form: ReviewForm) => ({ form, message: null, topic: form.kind });
/** Opening a form (not while a call runs). */
const OPEN = {
  'term.new': { target: 'editing', actions: 'newTerm' },
  'term.open': { target: 'editing', actions: 'openTerm' },
  'override.open': { target: 'editing', actions: 'openOverride' },
} as const;

export const translationReviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as { uid: string },
    tags: {} as 'busy',
  },
  actors: {
    saveTerm: fromPromise<unknown, TermSaveInput>(async () => {
      throw new Error('provide me: saveTerm');
    }),
    deleteTerm: fromPromise<unknown, { uid: string; id: number }>(async () => {
      throw new Error('provide me: deleteTerm');
    }),
    saveOverride: fromPromise<unknown, OverrideSaveInput>(async () => {
      throw new Error('provide me: saveOverride');
    }),
    clearOverride: fromPromise<unknown, Omit<OverrideSaveInput, 'text'>>(async () => {
      throw new Error('provide me: clearOverride');
    }),
  },
  guards: {
    formBad: ({ context }) => formProblem(context.form) !== null,
    isTerm: ({ context }) => context.form?.kind === 'term',
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
  },
  delays: { ...ADMIN_DELAYS },
  actions: {
    ...adminEffects,
    /** The screen refetches its lists (provided). */
    changed: () => {},
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    sayProblem: assign(({ context }) => ({ message: withTone({ id: formProblem(context.form) ?? 'console.review.error.noForm' }) })),
    newTerm: assign(() => opened({ kind: 'term', draft: { ...EMPTY_TERM } })),
    openTerm: assign(({ event }) => (event.type === 'term.open' ? opened({ kind: 'term', draft: { ...event.term } }) : {})),
    openOverride: assign(({ event }) =>
      event.type === 'override.open' ? opened({ kind: 'override', draft: { entry: event.entry, text: event.entry.override?.text ?? event.entry.served ?? '' } }) : {},
    ),
    edit: assign(({ context, event }) => {
      const f = context.form;
      if (event.type === 'term.change' && f?.kind === 'term') return { form: { kind: 'term' as const, draft: { ...f.draft, [event.field]: event.value } }, message: null };
      if (event.type === 'override.change' && f?.kind === 'override') return { form: { kind: 'override' as const, draft: { ...f.draft, text: event.value } }, message: null };
      return {};
    }),
    close: assign({ form: null }),
  },
}).createMachine({
  id: 'translationReview',
  context: ({ input }) => ({ uid: input.uid, form: null, message: null, topic: 'term' as const }),
  initial: 'browsing',
  states: {
    browsing: {
      on: { ...OPEN, 'term.delete': { target: 'deletingTerm', actions: assign({ topic: 'term' as const }) }, 'session.expired': { target: 'sessionExpired' } },
    },
    editing: {
      on: {
        ...OPEN,
        'term.change': { actions: 'edit' },
        'override.change': { actions: 'edit' },
        'form.cancel': { target: 'browsing', actions: ['close', { type: 'say', params: { message: null } }] },
        'form.submit': [
          { guard: 'formBad', actions: 'sayProblem' },
          { guard: 'isTerm', target: 'savingTerm', actions: { type: 'say', params: { message: null } } },
          { target: 'savingOverride', actions: { type: 'say', params: { message: null } } },
        ],
        'override.clear': { target: 'clearingOverride' },
        'term.delete': { target: 'deletingTerm' },
        'session.expired': { target: 'sessionExpired' },
      },
    },
    savingTerm: {
      tags: ['busy'],
      invoke: {
        src: 'saveTerm',
        input: ({ context }) => ({ uid: context.uid, ...(context.form as Extract<ReviewForm, { kind: 'term' }>).draft }),
        onDone: { target: 'browsing', actions: ['close', 'changed', { type: 'say', params: { message: { id: 'console.review.termSaved', tone: 'ok' } } }] },
        onError: [
          { guard: { type: 'sessionFailure', params: ({ event }) => ({ error: event.error }) }, target: 'sessionExpired' },
          { target: 'editing', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) } },
        ],
      },
    },
    deletingTerm: {
      tags: ['busy'],
      invoke: {
        src: 'deleteTerm',
        input: ({ context, event }) => ({ uid: context.uid, id: event.type === 'term.delete' ? event.id : -1 }),
        onDone: { target: 'browsing', actions: ['close', 'changed', { type: 'say', params: { message: { id: 'console.review.termDeleted', tone: 'ok' } } }] },
        onError: [
          { guard: { type: 'sessionFailure', params: ({ event }) => ({ error: event.error }) }, target: 'sessionExpired' },
          { target: 'browsing', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) } },
        ],
      },
    },
    savingOverride: {
      tags: ['busy'],
      invoke: {
        src: 'saveOverride',
        input: ({ context }) => {
          const d = (context.form as Extract<ReviewForm, { kind: 'override' }>).draft;
          return { uid: context.uid, entity_type: d.entry.entity_type, entity_id: d.entry.entity_id, field: d.entry.field, lang: d.entry.lang, text: d.text };
        },
        onDone: { target: 'browsing', actions: ['close', 'changed', { type: 'say', params: { message: { id: 'console.review.overrideSaved', tone: 'ok' } } }] },
        onError: [
          { guard: { type: 'sessionFailure', params: ({ event }) => ({ error: event.error }) }, target: 'sessionExpired' },
          { target: 'editing', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) } },
        ],
      },
    },
    clearingOverride: {
      tags: ['busy'],
      invoke: {
        src: 'clearOverride',
        input: ({ context }) => {
          const d = (context.form as Extract<ReviewForm, { kind: 'override' }>).draft;
          return { uid: context.uid, entity_type: d.entry.entity_type, entity_id: d.entry.entity_id, field: d.entry.field, lang: d.entry.lang };
        },
        onDone: { target: 'browsing', actions: ['close', 'changed', { type: 'say', params: { message: { id: 'console.review.overrideCleared', tone: 'ok' } } }] },
        onError: [
          { guard: { type: 'sessionFailure', params: ({ event }) => ({ error: event.error }) }, target: 'sessionExpired' },
          { target: 'editing', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) } },
        ],
      },
    },
    ...sessionEndStates,
  },
});

export type TranslationReviewSnapshot = SnapshotFrom<typeof translationReviewMachine>;
