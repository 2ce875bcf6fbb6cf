import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CouponStatus } from '@contract/types';
import { couponCounterMachine, counterFailure, type CouponCall } from './coupon-counter.machine';
import { deferredActor, flush } from './test-utils/deferred';

const VALID: CouponStatus = {
  code: 'DG5-AB12-CD34',
  pub_name: '공과대학',
  issued_at: '2025-09-26T20:41:00+09:00',
  redeemed_at: null,
  redeemed_by: null,
  valid: true,
};
const USED: CouponStatus = { ...VALID, valid: false, redeemed_at: '2025-09-26T21:04:00+09:00', redeemed_by: '공과대학 학생회' };
/** A failed call as src/api/client.ts's ApiError carries it. */
const apiError = (status: number, body: Record<string, unknown> = {}, kind = 'http') => ({ status, body, kind, serverMessage: body.message });

function start(pub: string | null = null) {
  const check = deferredActor<CouponCall, CouponStatus>();
  const redeem = deferredActor<CouponCall, CouponStatus>();
  const actor = createActor(couponCounterMachine.provide({ actors: { checkCoupon: check.logic, redeemCoupon: redeem.logic } }), {
    input: { uid: 'u1', pub },
  }).start();
  const type = (value: string) => {
    actor.send({ type: 'code.change', value });
    actor.send({ type: 'code.check' });
  };
  return { actor, check, redeem, type, view: () => actor.getSnapshot().value, ctx: () => actor.getSnapshot().context };
}

describe('coupon counter', () => {
  it('checks a typed code (normalised), shows it valid, redeems it, and is ready for the next one', async () => {
    const t = start('공과대학');
    expect(t.view()).toBe('idle');
    t.type('  dg5-ab12-cd34 ');
    expect(t.view()).toBe('checking');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(t.check.last.input).toEqual({ code: 'DG5-AB12-CD34', uid: 'u1', pub: '공과대학' });
    t.check.last.resolve(VALID);
    await flush();
    expect(t.view()).toBe('valid');
    expect(t.actor.getSnapshot().hasTag('canRedeem')).toBe(true);
    expect(t.ctx().coupon).toEqual(VALID);

    t.actor.send({ type: 'coupon.redeem' });
    expect(t.view()).toBe('redeeming');
    // Typing while the redeem is on its way changes nothing.
    t.actor.send({ type: 'code.change', value: 'X' });
    expect(t.view()).toBe('redeeming');
    t.redeem.last.resolve(USED);
    await flush();
    expect(t.view()).toBe('redeemed');
    expect(t.ctx()).toMatchObject({ typed: '', redeemed: USED });

    // The next code: the last success stays in context until the next check answers.
    t.type('DG5-ZZZZ-ZZZZ');
    expect(t.view()).toBe('checking');
    expect(t.check.calls).toHaveLength(2);
  });

  it('tells used, unknown and another pub’s codes apart', async () => {
    const t = start();
    t.type('DG5-AB12-CD34');
    t.check.last.resolve(USED);
    await flush();
    expect(t.view()).toBe('used');
    expect(t.ctx().coupon?.redeemed_at).toBe(USED.redeemed_at);

    t.type('DG5-ZZZZ-ZZZZ');
    t.check.last.reject(apiError(404, { message: 'no coupon has this code; check it letter by letter', error: 'not_found' }));
    await flush();
    expect(t.view()).toBe('unknown');

    t.type('DG5-AB12-CD34');
    t.check.last.reject(apiError(409, { message: 'this coupon is for 프론티어, not this pub', error: 'other_pub', pub_name: '프론티어' }));
    await flush();
    expect(t.view()).toBe('otherPub');
    expect(t.ctx().otherPub).toBe('프론티어');
  });

  it('does not call the server for what cannot be a code', () => {
    const t = start();
    t.type('<script>');
    expect(t.view()).toBe('idle');
    expect(t.ctx().message).toEqual({ id: 'admin.coupons.error.notACode' });
    expect(t.check.calls).toHaveLength(0);
    t.actor.send({ type: 'code.change', value: 'DG5' });
    expect(t.ctx().message).toBeNull();
  });

  it('keeps the code and the valid check when the redeem fails, and retry redeems', async () => {
    const t = start();
    t.type('DG5-AB12-CD34');
    t.check.last.resolve(VALID);
    await flush();
    t.actor.send({ type: 'coupon.redeem' });
    t.redeem.last.reject(apiError(0, {}, 'network'));
    await flush();
    expect(t.view()).toBe('failed');
    expect(t.ctx()).toMatchObject({ typed: 'DG5-AB12-CD34', coupon: VALID, failedStep: 'redeem', message: { id: 'offline.needsNetwork' } });
    t.actor.send({ type: 'retry' });
    expect(t.view()).toBe('redeeming');
    expect(t.redeem.calls).toHaveLength(2);
    t.redeem.last.resolve(USED);
    await flush();
    expect(t.view()).toBe('redeemed');
  });

  it('a failed check retries the check; another counter quicker at redeem shows it used with the time', async () => {
    const t = start();
    t.type('DG5-AB12-CD34');
    t.check.last.reject(apiError(500, { message: 'internal server error' }));
    await flush();
    expect(t.view()).toBe('failed');
    expect(t.ctx().message).toEqual({ id: 'admin.coupons.error.failed' });
    t.actor.send({ type: 'retry' });
    expect(t.view()).toBe('checking');
    t.check.last.resolve(VALID);
    await flush();
    t.actor.send({ type: 'coupon.redeem' });
    t.redeem.last.reject(
      apiError(409, { message: 'this coupon was already used at 21:04', error: 'already_redeemed', redeemed_at: USED.redeemed_at, redeemed_by: '총학생회' }),
    );
    await flush();
    expect(t.view()).toBe('used');
    expect(t.ctx().coupon).toMatchObject({ valid: false, redeemed_at: USED.redeemed_at, redeemed_by: '총학생회' });
  });

  it('choosing another pub starts over', async () => {
    const t = start('공과대학');
    t.type('DG5-AB12-CD34');
    t.check.last.resolve(VALID);
    await flush();
    t.actor.send({ type: 'pub.change', pub: '프론티어' });
    expect(t.view()).toBe('idle');
    expect(t.ctx()).toMatchObject({ pub: '프론티어', coupon: null, typed: 'DG5-AB12-CD34' });
  });
});

describe('counterFailure', () => {
  it('says the server’s refusals in the admin’s language, and a lost session as such', () => {
    expect(counterFailure(apiError(403, { message: 'you can check coupons of your own pub only', error: 'forbidden' }))).toEqual({
      id: 'admin.coupons.error.ownPubOnly',
    });
    expect(counterFailure(apiError(403, { message: 'only Staff, Stuco or the pub’s own admin can redeem coupons', error: 'forbidden' }))).toEqual({
      id: 'admin.coupons.error.noPermission',
    });
    expect(counterFailure(apiError(401, { message: 'session expired, please log in again', uid_valid: false }))).toEqual({ id: 'admin.error.sessionExpired' });
    expect(counterFailure(apiError(429, { message: 'slow down', error: 'rate_limited', retry_after: 12 }))).toEqual({
      id: 'admin.error.tooManyRequests',
      values: { seconds: 12 },
    });
  });
});
