// The result modal's machine with the real coupon call and the clipboard.
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import {
  resultModalMachine,
  selectBooths,
  selectBusy,
  selectClosed,
  selectCopied,
  selectCouponCode,
  selectError,
  selectErrorValues,
  selectNextCouponTime,
  selectSelectedBooth,
  selectStep,
  selectVideoPlaying,
  type CopyCodeInput,
  type CouponRefusal,
  type IssueCouponInput,
  type IssueCouponOutput,
  type ResultModalInput,
} from '@machines/result-modal.machine';
import { isApiError } from '@/api/client';
import { issueCoupon } from '@/api/game';
import { nowMs } from '@/lib/clock';
import { getInspect } from '@/lib/inspector';
import { keepCoupon } from '@/stores/favourites';

export const resultModalActors = {
  issueCoupon: fromPromise<IssueCouponOutput, IssueCouponInput>(async ({ input, signal }) => {
    try {
      const r = await issueCoupon(input.userId, input.boothName, signal);
      const code = r.data?.coupon_code ?? '';
      // Kept on the device at once: the code stays in My festival after the modal closes or a reload.
      keepCoupon({ code, pub: r.data?.booth_name ?? input.boothName, issuedAt: nowMs() });
      return { couponCode: code };
    } catch (err) {
      throw couponRefusal(err) ?? err;
    }
  }),
  /** A refused or missing clipboard rejects: the modal asks the visitor to copy by hand. */
  copyCode: fromPromise<void, CopyCodeInput>(async ({ input }) => {
    if (!globalThis.navigator?.clipboard?.writeText) throw new Error('no clipboard');
    await globalThis.navigator.clipboard.writeText(input.text);
  }),
};

/** The server's refusals the visitor can act on: coupons not released yet, or this network's limit. */
function couponRefusal(err: unknown): CouponRefusal | null {
  if (!isApiError(err)) return null;
  const body = (err.body ?? {}) as { error?: unknown; next_coupon_time?: unknown; retry_after?: unknown };
  if (err.status === 409 && body.error === 'not_released' && typeof body.next_coupon_time === 'string') {
    return { refusal: 'not_released', time: body.next_coupon_time };
  }
  if (err.status === 429) return { refusal: 'rate_limited', retryAfterS: typeof body.retry_after === 'number' ? body.retry_after : 60 };
  return null;
}

export function useResultModal(input: ResultModalInput) {
  const modal = useActorRef(resultModalMachine.provide({ actors: resultModalActors }), { input, inspect: getInspect() });
  return {
    modal,
    step: useSelector(modal, selectStep),
    videoPlaying: useSelector(modal, selectVideoPlaying),
    booths: useSelector(modal, selectBooths),
    selectedBooth: useSelector(modal, selectSelectedBooth),
    couponCode: useSelector(modal, selectCouponCode),
    copied: useSelector(modal, selectCopied),
    busy: useSelector(modal, selectBusy),
    error: useSelector(modal, selectError),
    errorValues: useSelector(modal, selectErrorValues),
    nextCouponTime: useSelector(modal, selectNextCouponTime),
    closed: useSelector(modal, selectClosed),
  };
}
