// The game's result modal (spec §4): step 1 gift box, 3 coupon won (choose a pub, issue), 4 code shown
// (copy), 5 no prize. Step 2 does not exist in the spec's numbering. Pure: the coupon call and the
// clipboard are actors the app provides.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { currentFestival } from '@contract/festival-data';

/** Message ids; the UI translates them. */
export const RESULT_MODAL_ERRORS = {
  /** The coupon may be sold out for that booth; contact an admin. */
  coupon: 'game.error.coupon',
  /** The clipboard failed; copy the code by hand. */
  clipboard: 'game.error.clipboard',
  /** This hour's coupons of the pub are all taken; the next ones come at {time}. */
  couponNotReleased: 'game.error.couponNotReleased',
  /** Too many coupons from this network just now; try again in {minutes} min. */
  couponRateLimited: 'game.error.couponRateLimited',
} as const;
export type ResultModalErrorId = (typeof RESULT_MODAL_ERRORS)[keyof typeof RESULT_MODAL_ERRORS];

export interface IssueCouponInput {
  userId: string;
  boothName: string;
}
export interface IssueCouponOutput {
  couponCode: string;
}
/**
 * What the coupon call may reject with, besides any error: the server's refusals the visitor can act
 * on (the app maps its answers to these; anything else shows the generic coupon error).
 */
export type CouponRefusal = { refusal: 'not_released'; time: string } | { refusal: 'rate_limited'; retryAfterS: number };

function couponError(error: unknown): { error: ResultModalErrorId; errorValues: Record<string, string | number> | null } {
  const r = error as Partial<CouponRefusal> | null;
  if (r?.refusal === 'not_released' && typeof r.time === 'string') {
    return { error: RESULT_MODAL_ERRORS.couponNotReleased, errorValues: { time: r.time } };
  }
  if (r?.refusal === 'rate_limited' && typeof r.retryAfterS === 'number') {
    return { error: RESULT_MODAL_ERRORS.couponRateLimited, errorValues: { minutes: Math.max(1, Math.ceil(r.retryAfterS / 60)) } };
  }
  return { error: RESULT_MODAL_ERRORS.coupon, errorValues: null };
}

export interface CopyCodeInput {
  text: string;
}

export interface ResultModalInput {
  userId: string;
  isCoupon: boolean;
  /** Pubs the server offers; the three default pubs are always added. */
  couponBooths?: readonly string[];
  /** A win while no coupon was released: when the next ones come ('HH:MM' Korea time). */
  nextCouponTime?: string | null;
}

export interface ResultModalContext {
  userId: string;
  isCoupon: boolean;
  nextCouponTime: string | null;
  booths: string[];
  selectedBooth: string;
  couponCode: string | null;
  copied: boolean;
  error: ResultModalErrorId | null;
  /** Values of the error message (the time of the next release, minutes to wait). */
  errorValues: Record<string, string | number> | null;
}

export type ResultModalEvent =
  | { type: 'modal.open' }
  /** Also sent when the video cannot play, so nobody is stuck on the box. */
  | { type: 'video.ended' }
  | { type: 'booth.select'; boothName: string }
  | { type: 'coupon.issue' }
  | { type: 'code.copy' }
  | { type: 'modal.close' };

export type ResultStep = 1 | 3 | 4 | 5;
type ResultModalTag = `step.${ResultStep}` | 'busy';

/** The default pubs first (프론티어 is the default choice), then any other pub the server offers. */
export function couponBoothChoices(offered: readonly string[] = []): string[] {
  const extra = offered.filter((b): b is string => typeof b === 'string').map((b) => b.trim()).filter(Boolean);
  return [...new Set<string>([...currentFestival().game.pubs.map((p) => p.name), ...extra])];
}

export const resultModalMachine = setup({
  types: {
    context: {} as ResultModalContext,
    events: {} as ResultModalEvent,
    input: {} as ResultModalInput,
    tags: {} as ResultModalTag,
  },
  actors: {
    issueCoupon: fromPromise<IssueCouponOutput, IssueCouponInput>(async () => {
      throw new Error('provide me: issueCoupon');
    }),
    copyCode: fromPromise<void, CopyCodeInput>(async () => {
      throw new Error('provide me: copyCode');
    }),
  },
  guards: {
    isCoupon: ({ context }) => context.isCoupon,
    isOffered: ({ context, event }) => event.type === 'booth.select' && context.booths.includes(event.boothName),
  },
}).createMachine({
  id: 'resultModal',
  context: ({ input }) => {
    const booths = couponBoothChoices(input.couponBooths);
    return {
      userId: input.userId,
      isCoupon: input.isCoupon === true,
      nextCouponTime: typeof input.nextCouponTime === 'string' ? input.nextCouponTime : null,
      booths,
      selectedBooth: booths[0],
      couponCode: null,
      copied: false,
      error: null,
      errorValues: null,
    };
  },
  initial: 'giftBox',
  states: {
    giftBox: {
      tags: ['step.1'],
      initial: 'closed',
      states: {
        closed: { on: { 'modal.open': 'video' } },
        video: {
          description: 'The gift box opens on video; its end reveals a coupon or no prize.',
          on: {
            'video.ended': [{ guard: 'isCoupon', target: '#resultModal.couponWon' }, { target: '#resultModal.noPrize' }],
          },
        },
      },
    },
    couponWon: {
      tags: ['step.3'],
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'booth.select': {
              guard: 'isOffered',
              actions: assign({ selectedBooth: ({ event }) => event.boothName, error: null, errorValues: null }),
            },
            'coupon.issue': 'issuing',
          },
        },
        issuing: {
          tags: ['busy'],
          description: 'The server takes an unused coupon of the chosen pub; on failure the player may pick another pub.',
          entry: assign({ error: null }),
          invoke: {
            id: 'issueCoupon',
            src: 'issueCoupon',
            input: ({ context }) => ({ userId: context.userId, boothName: context.selectedBooth }),
            onDone: [
              {
                guard: ({ event }) => typeof event.output?.couponCode === 'string' && event.output.couponCode.trim() !== '',
                target: '#resultModal.codeShown',
                actions: assign({ couponCode: ({ event }) => event.output.couponCode.trim() }),
              },
              { target: 'choosing', actions: assign({ error: RESULT_MODAL_ERRORS.coupon, errorValues: null }) },
            ],
            onError: { target: 'choosing', actions: assign(({ event }) => couponError(event.error)) },
          },
        },
      },
    },
    codeShown: {
      tags: ['step.4'],
      initial: 'idle',
      on: { 'modal.close': 'closed' },
      states: {
        idle: { on: { 'code.copy': 'copying' } },
        copying: {
          tags: ['busy'],
          entry: assign({ error: null }),
          invoke: {
            id: 'copyCode',
            src: 'copyCode',
            input: ({ context }) => ({ text: context.couponCode ?? '' }),
            onDone: { target: 'idle', actions: assign({ copied: true, error: null }) },
            onError: { target: 'idle', actions: assign({ copied: false, error: RESULT_MODAL_ERRORS.clipboard }) },
          },
        },
      },
    },
    noPrize: {
      tags: ['step.5'],
      on: { 'modal.close': 'closed' },
    },
    closed: {
      type: 'final',
      description: 'The modal is done; the game goes back to its intro (game.exit).',
    },
  },
});

export type ResultModalRef = ActorRefFrom<typeof resultModalMachine>;
export type ResultModalSnapshot = SnapshotFrom<typeof resultModalMachine>;

const STEPS: ResultStep[] = [1, 3, 4, 5];

/** The spec's step number (1, 3, 4 or 5); null once closed. */
export function selectStep(s: ResultModalSnapshot): ResultStep | null {
  return STEPS.find((n) => s.hasTag(`step.${n}`)) ?? null;
}
/** Step 1 before the box is opened (false) or while its video plays (true). */
export const selectVideoPlaying = (s: ResultModalSnapshot) => s.matches({ giftBox: 'video' });
export const selectBusy = (s: ResultModalSnapshot) => s.hasTag('busy');
export const selectError = (s: ResultModalSnapshot) => s.context.error;
export const selectErrorValues = (s: ResultModalSnapshot) => s.context.errorValues;
export const selectNextCouponTime = (s: ResultModalSnapshot) => s.context.nextCouponTime;
export const selectBooths = (s: ResultModalSnapshot) => s.context.booths;
export const selectSelectedBooth = (s: ResultModalSnapshot) => s.context.selectedBooth;
export const selectCouponCode = (s: ResultModalSnapshot) => s.context.couponCode;
export const selectCopied = (s: ResultModalSnapshot) => s.context.copied;
export const selectClosed = (s: ResultModalSnapshot) => s.status === 'done';
