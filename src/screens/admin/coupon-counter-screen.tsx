// /admin/coupons: the pub's counter (issue 19). Staff and Stuco check any pub's coupons (choosing the pub
// they stand at, or any); a Club or Major admin checks their own pub's, which the server enforces.
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ADMIN_ROLES } from '@contract/constants';
import { currentFestival } from '@contract/festival-data';
import type { CouponStatus } from '@contract/types';
import { ADMIN_MESSAGES, ADMIN_ROUTES, isFestaRole } from '@machines/admin-shared';
import { couponCounterMachine, selectCounterView, type CouponCall } from '@machines/coupon-counter.machine';
import { checkCoupon, redeemCoupon } from '@/api/coupons';
import { getInspect } from '@/lib/inspector';
import { AdminMessage } from '@/components/admin/admin-message';
import { CouponCounter } from '@/components/admin/coupon-counter';
import { FlashBanner } from '@/components/admin/flash-banner';
import styles from '@/components/admin/admin.module.css';
import { useFlash } from './admin-flash';
import { useLoginGate } from './use-login-gate';

function Counter({ uid, festa }: { uid: string; festa: boolean }) {
  const ref = useActorRef(
    couponCounterMachine.provide({
      actors: {
        checkCoupon: fromPromise<CouponStatus, CouponCall>(({ input, signal }) => checkCoupon(input.code, input.uid, input.pub, signal)),
        redeemCoupon: fromPromise<CouponStatus, CouponCall>(({ input, signal }) => redeemCoupon(input.code, input.uid, input.pub, signal)),
      },
    }),
    { input: { uid }, inspect: getInspect() },
  );
  const view = useSelector(ref, selectCounterView);
  const ctx = useSelector(ref, (s) => s.context);
  return (
    <CouponCounter
      view={view}
      typed={ctx.typed}
      coupon={ctx.coupon}
      otherPub={ctx.otherPub}
      redeemed={ctx.redeemed}
      message={ctx.message}
      pubs={festa ? currentFestival().game.pubs.map((p) => p.name) : null}
      pub={ctx.pub}
      onType={(value) => ref.send({ type: 'code.change', value })}
      onPub={(pub) => ref.send({ type: 'pub.change', pub })}
      onCheck={() => ref.send({ type: 'code.check' })}
      onRedeem={() => ref.send({ type: 'coupon.redeem' })}
      onRetry={() => ref.send({ type: 'retry' })}
    />
  );
}

export default function CouponCounterScreen() {
  const flashMessage = useFlash();
  const gate = useLoginGate(ADMIN_ROLES, ADMIN_MESSAGES.noPermission);
  const { session } = gate;
  const festa = isFestaRole(session.role);
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      {gate.state === 'loginRequired' && <AdminMessage message={{ id: ADMIN_MESSAGES.loginRequired }} />}
      {gate.state === 'ok' && session.uid && (
        <>
          <Counter uid={session.uid} festa={festa} />
          <Link href={festa ? ADMIN_ROUTES.festa : ADMIN_ROUTES.booth} className={styles.secondary}>
            <FormattedMessage id="admin.coupons.back" />
          </Link>
        </>
      )}
    </div>
  );
}
