// Game coupons at the pub's counter (server/routes/coupons.ts): Staff/Stuco check any pub's code, a
// pub's own Club/Major admin only their pub's; a code is redeemed once.
import { http, HttpResponse } from 'msw';
import { ADMIN_ROLES, FESTA_ROLES } from '@contract/constants';
import { COUPON_PATHS } from '@contract/coupon-paths';
import { normaliseCouponCode } from '@contract/rules/coupons';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import type { SampleAdmin } from '@contract/sample/shapes';
import { CouponRedeemSchema } from '@contract/schemas';
import { kstTime } from '@contract/time';
import type { CouponRedeemResponse, CouponStatus } from '@contract/types';
import { mockNow, state, type MockCoupon } from '../state';
import { authorize } from './admin';
import { kstIso } from './board';
import { api, errorVariant, jsonError, parse, readJson, slowVariant, type Route } from './util';

export const couponsRoutes: readonly Route[] = [
  { method: 'get', path: COUPON_PATHS.coupon(':code') },
  { method: 'post', path: COUPON_PATHS.couponRedeem(':code') },
];

const CHECK_REFUSED = 'only Staff, Stuco or the pub’s own admin can check coupons';
const REDEEM_REFUSED = 'only Staff, Stuco or the pub’s own admin can redeem coupons';

function codeOf(raw: string | readonly string[] | undefined): string | Response {
  let text = typeof raw === 'string' ? raw : '';
  try {
    text = decodeURIComponent(text);
  } catch {
    // not a code (below)
  }
  return normaliseCouponCode(text) ?? jsonError(400, 'this is not a coupon code', { error: 'a coupon code looks like DG5-XXXX-XXXX' });
}

function pubOf(raw: unknown): string | null | Response {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || raw.trim().length > 100) return jsonError(400, 'pub must be the name of a pub');
  return raw.trim();
}

/** Bearer first, then ?uid=, then the body's uid (as the server reads it). */
function uidOf(request: Request, body?: { uid?: string }): string | undefined {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return new URL(request.url).searchParams.get('uid') || body?.uid;
}

/** The pub this admin may see: the asked one for Staff/Stuco, else their own booth's. */
function pubFor(admin: SampleAdmin, asked: string | null): string | null | Response {
  if (FESTA_ROLES.includes(admin.role)) return asked;
  const own = SAMPLE_BOOTHS.find((b) => b.id === admin.booth_id)?.name;
  if (!own) return jsonError(403, CHECK_REFUSED, { error: 'forbidden' });
  if (asked && asked !== own) return jsonError(403, 'you can check coupons of your own pub only', { error: 'forbidden' });
  return own;
}

function statusOf(code: string, c: MockCoupon): CouponStatus {
  return {
    code,
    pub_name: c.pub,
    issued_at: kstIso(c.issuedAt),
    redeemed_at: c.redeemedAt === null ? null : kstIso(c.redeemedAt),
    redeemed_by: c.redeemedBy,
    valid: c.redeemedAt === null,
  };
}

/** The coupon `code` as this admin may see it at `pub`, or the refusal. */
function lookUp(code: string, admin: SampleAdmin, asked: string | null): MockCoupon | Response {
  const pub = pubFor(admin, asked);
  if (pub instanceof Response) return pub;
  const coupon = state.coupons.get(code);
  if (!coupon) return jsonError(404, 'no coupon has this code; check it letter by letter', { error: 'not_found' });
  if (pub && coupon.pub !== pub) return jsonError(409, `this coupon is for ${coupon.pub}, not this pub`, { error: 'other_pub', pub_name: coupon.pub });
  return coupon;
}

export const couponsHandlers = [
  http.get<{ code: string }>(api(COUPON_PATHS.coupon(':code')), ({ params, request }) => {
    const code = codeOf(params.code);
    if (code instanceof Response) return code;
    const asked = pubOf(new URL(request.url).searchParams.get('pub') ?? undefined);
    if (asked instanceof Response) return asked;
    const auth = authorize(uidOf(request), ADMIN_ROLES, CHECK_REFUSED);
    if ('error' in auth) return auth.error;
    const coupon = lookUp(code, auth.admin, asked);
    if (coupon instanceof Response) return coupon;
    return HttpResponse.json(statusOf(code, coupon));
  }),

  http.post<{ code: string }>(api(COUPON_PATHS.couponRedeem(':code')), async ({ params, request }) => {
    const code = codeOf(params.code);
    if (code instanceof Response) return code;
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(CouponRedeemSchema, read.body);
    if ('error' in req) return req.error;
    const asked = pubOf(req.value.pub ?? new URL(request.url).searchParams.get('pub') ?? undefined);
    if (asked instanceof Response) return asked;
    const auth = authorize(uidOf(request, req.value), ADMIN_ROLES, REDEEM_REFUSED);
    if ('error' in auth) return auth.error;
    const coupon = lookUp(code, auth.admin, asked);
    if (coupon instanceof Response) return coupon;
    if (coupon.redeemedAt !== null) {
      return jsonError(409, `this coupon was already used at ${kstTime(coupon.redeemedAt)}`, {
        error: 'already_redeemed',
        redeemed_at: kstIso(coupon.redeemedAt),
        redeemed_by: coupon.redeemedBy,
      });
    }
    coupon.redeemedAt = mockNow();
    coupon.redeemedBy = auth.admin.name;
    const body: CouponRedeemResponse = { message: 'coupon redeemed', ...statusOf(code, coupon) };
    return HttpResponse.json(body);
  }),
];

export const couponsError = errorVariant(couponsRoutes);
export const couponsSlow = slowVariant(couponsRoutes);

/** Every coupon check and redeem fails as if there were no network. */
export const couponsOffline = couponsRoutes.map((r) => http[r.method](api(r.path), () => HttpResponse.error()));
