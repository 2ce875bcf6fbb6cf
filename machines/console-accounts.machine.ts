// The Staff console's admin accounts: the list, a form that creates a Stuco, Club or Major account (a
// Club/Major account tied to its booth), the generated code shown once, and revoking after a confirmation.
// The form is checked here first (in the admin's language); the server's refusals are read by their error
// code into the same language, its own words only when it gave no code the console knows.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { BOOTH_TIED_ROLES, CONSOLE_ERRORS, LIMITS_CONSOLE, type ConsoleAccount, type ConsoleAccountCreated, type ConsoleRole } from '@contract/console';
import { isRecord } from '@contract/rules/record';
import { ADMIN_DELAYS, ADMIN_MESSAGES, adminEffects, isNoNetwork, isReadOnlyRefusal, isSessionFailure, loadFailedState, loadFailure, loginRequiredState, noUid, serverTextOf, sessionEndStates, sessionFailureTo } from './admin-shared';

/** A message of the console: an id (console.* or admin.*), the server's words when no id says it better. */
export interface ConsoleMessage {
  id: string;
  serverText?: string;
  /** Values of the message (a row number, a day). */
  values?: Record<string, string | number>;
  tone: 'ok' | 'error';
}

export interface AccountDraft {
  name: string;
  role: ConsoleRole;
  /** The booth's id as chosen in the picker ('' while none). */
  boothId: string;
}

export interface ConsoleAccountsContext {
  uid: string;
  accounts: ConsoleAccount[];
  draft: AccountDraft;
  /** The code of the account just created: on screen until dismissed, then gone from memory. */
  createdCode: string | null;
  createdName: string | null;
  /** The account whose revocation waits for a confirmation. */
  revokeId: number | null;
  message: ConsoleMessage | null;
}

export type ConsoleAccountsEvent =
  | { type: 'retry' }
  | { type: 'form.change'; field: keyof AccountDraft; value: string }
  | { type: 'form.submit' }
  | { type: 'code.dismiss' }
  | { type: 'account.revoke'; id: number }
  | { type: 'revoke.confirm' }
  | { type: 'revoke.cancel' };

export interface CreateAccountInput {
  uid: string;
  name: string;
  role: ConsoleRole;
  booth_id: number | null;
}

export const EMPTY_DRAFT: AccountDraft = { name: '', role: 'Club', boothId: '' };
export const NAME_MAX = LIMITS_CONSOLE.nameMax;

/** The first problem of the draft as a console message id, or null when it can be sent. */
export function draftProblem(d: AccountDraft): string | null {
  const name = d.name.trim();
  if (name === '') return 'console.error.nameRequired';
  if (name.length > NAME_MAX) return 'console.error.nameTooLong';
  if (/[<>]/.test(name) || /^[=+\-@]/.test(name)) return 'console.error.nameChars';
  if (BOOTH_TIED_ROLES.includes(d.role) && d.boothId === '') return 'console.error.booth_required';
  return null;
}

/** A message as a 'say' action gives it: the admin states it shares (admin-shared.ts) say an id without a tone, and those are errors. */
export type SaidMessage = Omit<ConsoleMessage, 'tone'> & { tone?: ConsoleMessage['tone'] };
export const withTone = (m: SaidMessage | null): ConsoleMessage | null => (m ? { tone: 'error', ...m } : null);

/** A refused call in the admin's language: a known error code, read-only, no network, else the server's words. */
export function consoleFailure(e: unknown, fallback: string): ConsoleMessage {
  if (isReadOnlyRefusal(e)) return { id: ADMIN_MESSAGES.readOnly, tone: 'error' };
  if (isNoNetwork(e)) return { id: ADMIN_MESSAGES.needsNetwork, tone: 'error' };
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  const code = isRecord(body) ? body.error : undefined;
  if (typeof code === 'string' && (CONSOLE_ERRORS as readonly string[]).includes(code)) return { id: `console.error.${code}`, tone: 'error' };
  const serverText = serverTextOf(e);
  return serverText ? { id: fallback, serverText, tone: 'error' } : { id: fallback, tone: 'error' };
}

export const consoleAccountsMachine = setup({
  types: {
    context: {} as ConsoleAccountsContext,
    events: {} as ConsoleAccountsEvent,
    input: {} as { uid: string | null | undefined },
    tags: {} as 'busy',
  },
  actors: {
    loadAccounts: fromPromise<ConsoleAccount[], { uid: string }>(async () => {
      throw new Error('provide me: loadAccounts');
    }),
    createAccount: fromPromise<ConsoleAccountCreated, CreateAccountInput>(async () => {
      throw new Error('provide me: createAccount');
    }),
    revokeAccount: fromPromise<ConsoleAccount, { uid: string; id: number }>(async () => {
      throw new Error('provide me: revokeAccount');
    }),
  },
  guards: {
    noUid,
    draftBad: ({ context }) => draftProblem(context.draft) !== null,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
  },
  delays: ADMIN_DELAYS,
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    sayDraftProblem: assign(({ context }) => ({ message: { id: draftProblem(context.draft) ?? 'console.error.unknown', tone: 'error' as const } })),
    edit: assign(({ context }, params: { field: keyof AccountDraft; value: string }) => ({
      draft: { ...context.draft, [params.field]: params.value } as AccountDraft,
    })),
    unsay: assign({ message: null }),
    setAccounts: assign((_, params: { accounts: ConsoleAccount[] }) => ({ accounts: params.accounts })),
    created: assign(({ context }, params: { created: ConsoleAccountCreated }) => ({
      accounts: [...context.accounts, params.created.account],
      createdCode: params.created.code,
      createdName: params.created.account.name,
      draft: { ...EMPTY_DRAFT, role: context.draft.role },
      message: { id: 'console.accounts.created', tone: 'ok' as const },
    })),
    forgetCode: assign({ createdCode: null, createdName: null, message: null }),
    pickRevoke: assign((_, params: { id: number }) => ({ revokeId: params.id, message: null })),
    dropRevoke: assign({ revokeId: null }),
    revoked: assign(({ context }, params: { account: ConsoleAccount }) => ({
      accounts: context.accounts.map((a) => (a.id === params.account.id ? params.account : a)),
      revokeId: null,
      message: { id: 'console.accounts.revoked', tone: 'ok' as const },
    })),
  },
}).createMachine({
  id: 'consoleAccounts',
  context: ({ input }) => ({
    uid: input.uid ?? '',
    accounts: [],
    draft: EMPTY_DRAFT,
    createdCode: null,
    createdName: null,
    revokeId: null,
    message: null,
  }),
  initial: 'gate',
  // The form is on screen from the start: what the admin types is kept in every state, also while the list loads.
  on: { 'form.change': { actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) } } },
  states: {
    gate: {
      description: 'No stored uid: login required; else the accounts load.',
      always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'loading' }],
    },
    loginRequired: loginRequiredState,
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadAccounts',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: { target: 'ready', actions: { type: 'setAccounts', params: ({ event }) => ({ accounts: event.output }) } },
        onError: loadFailure((error) => consoleFailure(error, 'console.error.loadFailed')),
      },
    },
    loadFailed: loadFailedState('The list could not be read; the admin may try again.'),
    ready: {
      description: 'The list and the new-account form; a revoke asks for a confirmation first.',
      on: {
        'form.change': { actions: [{ type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) }, 'unsay'] },
        'form.submit': [{ guard: 'draftBad', actions: 'sayDraftProblem' }, { target: 'creating', actions: { type: 'say', params: { message: null } } }],
        'account.revoke': { target: 'confirmingRevoke', actions: { type: 'pickRevoke', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createAccount',
        input: ({ context }) => ({
          uid: context.uid,
          name: context.draft.name.trim(),
          role: context.draft.role,
          booth_id: BOOTH_TIED_ROLES.includes(context.draft.role) && context.draft.boothId !== '' ? Number(context.draft.boothId) : null,
        }),
        onDone: { target: 'codeShown', actions: { type: 'created', params: ({ event }) => ({ created: event.output }) } },
        onError: [
          sessionFailureTo,
          { target: 'ready', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'console.error.createFailed') }) } },
        ],
      },
    },
    codeShown: {
      description: 'The new code is on screen once; dismissing it forgets it.',
      on: { 'code.dismiss': { target: 'ready', actions: 'forgetCode' } },
    },
    confirmingRevoke: {
      description: 'Revoke this account? Its code stops working and its devices are signed out.',
      on: {
        'revoke.confirm': 'revoking',
        'revoke.cancel': { target: 'ready', actions: 'dropRevoke' },
      },
    },
    revoking: {
      tags: ['busy'],
      invoke: {
        src: 'revokeAccount',
        input: ({ context }) => ({ uid: context.uid, id: context.revokeId ?? 0 }),
        onDone: { target: 'ready', actions: { type: 'revoked', params: ({ event }) => ({ account: event.output }) } },
        onError: [
          sessionFailureTo,
          {
            target: 'ready',
            actions: ['dropRevoke', { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'console.error.revokeFailed') }) }],
          },
        ],
      },
    },
    ...sessionEndStates,
  },
});

export type ConsoleAccountsSnapshot = SnapshotFrom<typeof consoleAccountsMachine>;
