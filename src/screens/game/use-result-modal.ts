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
  selectSelectedBooth,
  selectStep,
  selectVideoPlaying,
  type CopyCodeInput,
  type IssueCouponInput,
  type IssueCouponOutput,
  type ResultModalInput,
} from '@machines/result-modal.machine';
import { issueCoupon } from '@/api/game';
import { getInspect } from '@/lib/inspector';

export const resultModalActors = {
  issueCoupon: fromPromise<IssueCouponOutput, IssueCouponInput>(async ({ input, signal }) => {
    const r = await issueCoupon(input.userId, input.boothName, signal);
    return { couponCode: r.data?.coupon_code ?? '' };
  }),
  /** A refused or missing clipboard rejects: the modal asks the visitor to copy by hand. */
  copyCode: fromPromise<void, CopyCodeInput>(async ({ input }) => {
    if (!globalThis.navigator?.clipboard?.writeText) throw new Error('no clipboard');
    await globalThis.navigator.clipboard.writeText(input.text);
  }),
};

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
    closed: useSelector(modal, selectClosed),
  };
}
