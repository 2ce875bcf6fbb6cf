// Admin login (spec §2 Admin screens, §6, §8): the code goes as typed; success stores the session,
// alerts 'Login success' and routes by role; failure shows 'Please check the admin code' for 3 s.
import { assign, fromPromise, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { TIMING } from '@contract/constants';
import type { AdminLoginResponse } from '@contract/types';
import { ADMIN_MESSAGES, adminEffects, clearMessage, routeForRole, say, type FormMessage } from './admin-shared';

export interface AdminLoginContext {
  code: string;
  message: FormMessage | null;
}

export type AdminLoginEvent = { type: 'form.change'; field: 'code'; value: string } | { type: 'form.submit' };

export interface LoginInput {
  code: string;
}

export const adminLoginMachine = setup({
  types: {
    context: {} as AdminLoginContext,
    events: {} as AdminLoginEvent,
    tags: {} as 'canSubmit' | 'busy',
  },
  actors: {
    login: fromPromise<AdminLoginResponse, LoginInput>(async () => {
      throw new Error('provide me: login');
    }),
  },
  guards: {
    // Any non-blank code may be tried; what it contains is the server's business.
    hasCode: ({ context }) => context.code.trim() !== '',
  },
  delays: { loginError: TIMING.loginErrorMs },
  actions: {
    ...adminEffects,
    /** Provided by the app: keep uid, role and name in session storage. */
    storeSession: (_: unknown, _params: AdminLoginResponse) => {},
    change: assign((_, params: { value: string }) => ({ code: params.value })),
    say: assign((_, params: { message: FormMessage | null }) => ({ message: params.message })),
  },
}).createMachine({
  id: 'adminLogin',
  context: { code: '', message: null },
  initial: 'editing',
  states: {
    editing: {
      type: 'parallel',
      on: {
        'form.change': { actions: { type: 'change', params: ({ event }) => ({ value: event.value }) } },
      },
      states: {
        code: {
          initial: 'empty',
          states: {
            empty: { always: { guard: 'hasCode', target: 'filled' } },
            filled: {
              tags: ['canSubmit'],
              always: { guard: not('hasCode'), target: 'empty' },
              on: { 'form.submit': { target: '#adminLogin.submitting', actions: clearMessage } },
            },
          },
        },
        notice: {
          initial: 'hidden',
          states: {
            hidden: {},
            shown: {
              description: "'Please check the admin code' stays for 3 s, typing or not.",
              after: { loginError: { target: 'hidden', actions: clearMessage } },
            },
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'left',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.output },
            { type: 'alert', params: { message: ADMIN_MESSAGES.loginSuccess } },
            { type: 'redirect', params: ({ event }) => ({ to: routeForRole(event.output.role) }) },
          ],
        },
        onError: {
          target: '#adminLogin.editing.notice.shown',
          actions: say(ADMIN_MESSAGES.loginFailed),
        },
      },
    },
    left: { type: 'final', description: 'Logged in; the app has navigated by role.' },
  },
});

export type AdminLoginRef = ActorRefFrom<typeof adminLoginMachine>;
export type AdminLoginSnapshot = SnapshotFrom<typeof adminLoginMachine>;

export const canSubmitLogin = (s: AdminLoginSnapshot): boolean => s.hasTag('canSubmit');
