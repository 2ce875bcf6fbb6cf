import { useIntl } from 'react-intl';
import { kstDate, kstTime } from '@contract/time';
import type { KeptCoupon } from '@/stores/favourites';
import styles from './favourites.module.css';

/** One kept coupon, large enough to show at the pub's counter. */
export function CouponCard({ coupon }: { coupon: KeptCoupon }) {
  const intl = useIntl();
  const issued = `${kstDate(coupon.issuedAt).slice(5).replace('-', '/')} ${kstTime(coupon.issuedAt)}`;
  return (
    <article className={styles.coupon} aria-label={intl.formatMessage({ id: 'my.coupon.code' }, { code: coupon.code })}>
      <div className={styles.couponPub}>{intl.formatMessage({ id: 'my.coupon.pub' }, { pub: coupon.pub })}</div>
      <div className={styles.couponCode}>{coupon.code}</div>
      <div className={styles.couponMeta}>{intl.formatMessage({ id: 'my.coupon.issued' }, { time: issued })}</div>
      <div className={styles.couponMeta}>{intl.formatMessage({ id: 'my.coupon.show' })}</div>
    </article>
  );
}
