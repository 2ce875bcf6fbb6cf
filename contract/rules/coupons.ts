// A game coupon code as a person types it at the pub's counter (any case, spaces or a stray dash
// around): the server, the mocks and the counter screen read it the same way.

/** Codes as the game issues them (DG5-XXXX-XXXX), after normalising. */
export const COUPON_CODE_RE = /^[A-Z0-9-]{4,32}$/;

/** The code in its stored form, or null when it cannot be a coupon code. */
export function normaliseCouponCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return COUPON_CODE_RE.test(code) ? code : null;
}
