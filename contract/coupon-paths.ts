// Paths of the pub's counter (issue 19), relative to the API base. In their own module, apart from API_PATHS
// (contract/paths.ts), so that only the counter's chunk carries them: API_PATHS is in every route's first paint,
// and /map's budget has no bytes to spare.
export const COUPON_PATHS = {
  /** Staff/Stuco or the pub's own admin: check a game coupon (?pub=, uid as Bearer or ?uid=); the caller encodes the code. */
  coupon: (code: string) => `/coupons/${code}`,
  /** ...and mark it used, once ({uid, pub?}). */
  couponRedeem: (code: string) => `/coupons/${code}/redeem`,
} as const;
