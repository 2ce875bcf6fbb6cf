// The pub's counter (issue 19): the person at the counter types the code a visitor shows, the server
// checks it (valid and unused, used before, unknown, another pub's), and one press marks it used. A
// failure (no network, a refusal) is shown with the code and the check kept, so a retry loses nothing.
// Pure: the app provides the two calls; failures are read by shape (status, body, kind), never by class.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { normaliseCouponCode } from '@contract/rules/coupons';
import type { CouponStatus } from '@contract/types';
import { ADMIN_MESSAGES, failureMessage, isSessionFailure, serverTextOf } from './admin-shared';

export interface CouponCall {
  code: string;
  uid: string;
  /** The counter's pub (Staff/Stuco choose it); null lets the server use the admin's own pub, or any. */
  pub: string | null;
}

/** A message for the counter, in the admin's language (ids in src/i18n/locales). */
export interface CounterMessage {
  id: string;
  values?: Record<string, number>;
}

export const COUNTER_MESSAGES = {
  notACode: 'admin.coupons.error.notACode',
  ownPubOnly: 'admin.coupons.error.ownPubOnly',
  noPermission: 'admin.coupons.error.noPermission',
  failed: 'admin.coupons.error.failed',
} as const;

/** The server's refusals of the counter (server/routes/coupons.ts), each to the message that says it. */
const COUNTER_REFUSALS: Readonly<Record<string, string>> = {
  'this is not a coupon code': COUNTER_MESSAGES.notACode,
  'you can check coupons of your own pub only': COUNTER_MESSAGES.ownPubOnly,
  'only Staff, Stuco or the pub’s own admin can check coupons': COUNTER_MESSAGES.noPermission,
  'only Staff, Stuco or the pub’s own admin can redeem coupons': COUNTER_MESSAGES.noPermission,
};

export interface CouponCounterInput {
  uid: string;
  pub?: string | null;
}

export interface CouponCounterContext {
  uid: string;
  pub: string | null;
  /** What the person typed, as typed. */
  typed: string;
  /** The code of the last check (normalised). */
  code: string | null;
  /** The last answer about `code` (a 409 'already_redeemed' fills redeemed_at/by). */
  coupon: CouponStatus | null;
  /** The pub a code of another pub belongs to. */
  otherPub: string | null;
  /** The code just redeemed, shown while the next one is typed. */
  redeemed: CouponStatus | null;
  message: CounterMessage | null;
  /** Which call failed, so 'retry' repeats that one. */
  failedStep: 'check' | 'redeem' | null;
}

export type CouponCounterEvent =
  | { type: 'code.change'; value: string }
  | { type: 'pub.change'; pub: string | null }
  | { type: 'code.check' }
  | { type: 'coupon.redeem' }
  | { type: 'retry' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const statusOf = (e: unknown): number => (isRecord(e) && typeof e.status === 'number' ? e.status : 0);
const bodyOf = (e: unknown): Record<string, unknown> => (isRecord(e) && isRecord(e.body) ? e.body : {});

/** The message of a failed call: a known refusal, the session, the network, or 'could not check'. */
export function counterFailure(e: unknown): CounterMessage {
  const known = COUNTER_REFUSALS[serverTextOf(e)?.trim() ?? ''];
  if (known) return { id: known };
  if (isSessionFailure(e)) return { id: ADMIN_MESSAGES.sessionExpired };
  const m = failureMessage(e, { fallback: COUNTER_MESSAGES.failed as never, unknown: COUNTER_MESSAGES.failed as never });
  return m.values ? { id: m.id, values: m.values } : { id: m.id };
}

export const couponCounterMachine = setup({
  types: {
    context: {} as CouponCounterContext,
    events: {} as CouponCounterEvent,
    input: {} as CouponCounterInput,
    tags: {} as 'busy' | 'canRedeem',
  },
  actors: {
    checkCoupon: fromPromise<CouponStatus, CouponCall>(async () => {
      throw new Error('provide me: checkCoupon');
    }),
    redeemCoupon: fromPromise<CouponStatus, CouponCall>(async () => {
      throw new Error('provide me: redeemCoupon');
    }),
  },
  guards: {
    looksLikeCode: ({ context }) => normaliseCouponCode(context.typed) !== null,
    isValid: (_, output: CouponStatus) => output.valid,
    isUnknown: (_, e: unknown) => statusOf(e) === 404,
    isOtherPub: (_, e: unknown) => statusOf(e) === 409 && bodyOf(e).error === 'other_pub',
    isAlreadyRedeemed: (_, e: unknown) => statusOf(e) === 409 && bodyOf(e).error === 'already_redeemed',
    failedRedeem: ({ context }) => context.failedStep === 'redeem',
  },
  actions: {
    type: assign((_, value: string) => ({ typed: value })),
    clearAnswer: assign({ coupon: null, otherPub: null, message: null, failedStep: null }),
    takeCode: assign(({ context }) => ({ code: normaliseCouponCode(context.typed), message: null, failedStep: null })),
    notACode: assign({ message: { id: COUNTER_MESSAGES.notACode } as CounterMessage }),
    fail: assign((_, p: { error: unknown; step: 'check' | 'redeem' }) => ({ message: counterFailure(p.error), failedStep: p.step })),
  },
}).createMachine({
  id: 'couponCounter',
  context: ({ input }) => ({
    uid: input.uid,
    pub: input.pub ?? null,
    typed: '',
    code: null,
    coupon: null,
    otherPub: null,
    redeemed: null,
    message: null,
    failedStep: null,
  }),
  initial: 'idle',
  on: {
    // Typing a new code (or choosing another pub) starts over from idle; a call in flight is dropped.
    'code.change': { target: '.idle', actions: [{ type: 'type', params: ({ event }) => event.value }, 'clearAnswer'] },
    'pub.change': { target: '.idle', actions: [assign({ pub: ({ event }) => event.pub }), 'clearAnswer'] },
  },
  states: {
    idle: {
      description: 'Waiting for a code; the last redeemed one stays shown until the next check.',
      on: {
        'code.check': [
          { guard: 'looksLikeCode', target: 'checking', actions: 'takeCode' },
          { actions: 'notACode' },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkCoupon',
        input: ({ context }) => ({ code: context.code!, uid: context.uid, pub: context.pub }),
        onDone: [
          { guard: { type: 'isValid', params: ({ event }) => event.output }, target: 'valid', actions: assign({ coupon: ({ event }) => event.output }) },
          { target: 'used', actions: assign({ coupon: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: { type: 'isUnknown', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'unknown' },
          {
            guard: { type: 'isOtherPub', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'otherPub',
            actions: assign({ otherPub: ({ event }) => String(bodyOf(event.error).pub_name ?? '') }),
          },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error, step: 'check' as const }) } },
        ],
      },
    },
    valid: {
      description: 'Valid and unused: the pub and the time issued, and one big redeem button.',
      tags: ['canRedeem'],
      on: { 'coupon.redeem': 'redeeming', 'code.check': { target: 'checking', actions: 'takeCode' } },
    },
    used: {
      description: 'Redeemed before: when, and by whom.',
      on: { 'code.check': { target: 'checking', actions: 'takeCode' } },
    },
    unknown: { on: { 'code.check': { target: 'checking', actions: 'takeCode' } } },
    otherPub: { on: { 'code.check': { target: 'checking', actions: 'takeCode' } } },
    redeeming: {
      description: 'The redeem is on its way: the code and the pub stay as they are until the server answers.',
      tags: ['busy'],
      on: { 'code.change': {}, 'pub.change': {} },
      invoke: {
        src: 'redeemCoupon',
        input: ({ context }) => ({ code: context.code!, uid: context.uid, pub: context.pub }),
        onDone: {
          target: 'redeemed',
          actions: assign(({ event }) => ({ coupon: event.output, redeemed: event.output, typed: '' })),
        },
        onError: [
          {
            // Another counter was quicker: the same 'used' answer as a check would give.
            guard: { type: 'isAlreadyRedeemed', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'used',
            actions: assign(({ context, event }) => {
              const b = bodyOf(event.error);
              return {
                coupon: context.coupon && {
                  ...context.coupon,
                  valid: false,
                  redeemed_at: typeof b.redeemed_at === 'string' ? b.redeemed_at : context.coupon.redeemed_at,
                  redeemed_by: typeof b.redeemed_by === 'string' ? b.redeemed_by : context.coupon.redeemed_by,
                },
              };
            }),
          },
          {
            guard: { type: 'isOtherPub', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'otherPub',
            actions: assign({ otherPub: ({ event }) => String(bodyOf(event.error).pub_name ?? '') }),
          },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error, step: 'redeem' as const }) } },
        ],
      },
    },
    redeemed: {
      description: 'Marked used: a clear success, the field empty and ready for the next code.',
      on: {
        'code.check': [
          { guard: 'looksLikeCode', target: 'checking', actions: 'takeCode' },
          { actions: 'notACode' },
        ],
      },
    },
    failed: {
      description: 'The call failed; the code (and a valid check) stay, and retry repeats the call that failed.',
      on: {
        retry: [{ guard: 'failedRedeem', target: 'redeeming' }, { target: 'checking', actions: 'takeCode' }],
        'code.check': { target: 'checking', actions: 'takeCode' },
      },
    },
  },
});

export type CouponCounterSnapshot = SnapshotFrom<typeof couponCounterMachine>;
/** The state the screen shows. */
export type CounterView = 'idle' | 'checking' | 'valid' | 'used' | 'unknown' | 'otherPub' | 'redeeming' | 'redeemed' | 'failed';
export const selectCounterView = (s: CouponCounterSnapshot): CounterView => s.value as CounterView;
