// Coupons at the pub's counter (issue 19): check a code and mark it used, as Staff/Stuco or the pub's admin.
import { COUPON_PATHS } from '@contract/coupon-paths';
import type { CouponRedeemResponse, CouponStatus } from '@contract/types';
import { request, write } from './client';

/** The coupon `code` as the counter of `pub` sees it (null: the admin's own pub, or any for Staff/Stuco). */
export function checkCoupon(code: string, uid: string, pub: string | null, signal?: AbortSignal): Promise<CouponStatus> {
  return request<CouponStatus>(COUPON_PATHS.coupon(encodeURIComponent(code)), { query: { uid, ...(pub ? { pub } : {}) }, signal });
}

/** Marks it used; a second redeem is a 409 'already_redeemed' with the time. */
export function redeemCoupon(code: string, uid: string, pub: string | null, signal?: AbortSignal): Promise<CouponRedeemResponse> {
  return write<CouponRedeemResponse>(COUPON_PATHS.couponRedeem(encodeURIComponent(code)), {
    method: 'POST',
    body: { uid, ...(pub ? { pub } : {}) },
    signal,
  });
}
