// The pub's counter (issue 19): a code field, the server's verdict and one big redeem button. Pure: the
// screen passes the machine's view and context (machines/coupon-counter.machine.ts).
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CouponStatus } from '@contract/types';
import { kstDate, kstTime } from '@contract/time';
import type { CounterMessage, CounterView } from '@machines/coupon-counter.machine';
import styles from './admin.module.css';
import own from './coupon-counter.module.css';

export interface CouponCounterProps {
  view: CounterView;
  typed: string;
  coupon: CouponStatus | null;
  otherPub: string | null;
  redeemed: CouponStatus | null;
  message: CounterMessage | null;
  /** The pubs Staff/Stuco choose among; null for a pub's own admin (the server knows their pub). */
  pubs: readonly string[] | null;
  pub: string | null;
  onType: (value: string) => void;
  onPub: (pub: string | null) => void;
  onCheck: () => void;
  onRedeem: () => void;
  onRetry: () => void;
}

/** 09/26 21:04, Korea time. */
const when = (iso: string | null) => (iso ? `${kstDate(Date.parse(iso)).slice(5).replace('-', '/')} ${kstTime(Date.parse(iso))}` : '');

export function CouponCounter(p: CouponCounterProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const pubId = useId();
  const busy = p.view === 'checking' || p.view === 'redeeming';
  // After a redeem the field is empty and focused for the next code.
  useEffect(() => {
    if (p.view === 'redeemed') input.current?.focus();
  }, [p.view]);
  return (
    <section className={styles.card} aria-labelledby={`${hintId}-title`}>
      <h1 id={`${hintId}-title`} className={styles.heading}>
        <FormattedMessage id="admin.coupons.title" />
      </h1>
      {p.pubs && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={pubId}>
            <FormattedMessage id="admin.coupons.pub" />
          </label>
          <select id={pubId} className={styles.input} value={p.pub ?? ''} disabled={p.view === 'redeeming'} onChange={(e) => p.onPub(e.target.value || null)}>
            <option value="">{intl.formatMessage({ id: 'admin.coupons.anyPub' })}</option>
            {p.pubs.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      <form
        className={own.row}
        onSubmit={(e) => {
          e.preventDefault();
          p.onCheck();
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${hintId}-code`}>
            <FormattedMessage id="admin.coupons.code" />
          </label>
          <input
            ref={input}
            id={`${hintId}-code`}
            className={`${styles.input} ${own.codeInput}`}
            value={p.typed}
            onChange={(e) => p.onType(e.target.value)}
            readOnly={p.view === 'redeeming'}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby={hintId}
            aria-invalid={p.message?.id === 'admin.coupons.error.notACode' || undefined}
          />
        </div>
        <button type="submit" className={styles.secondary} disabled={busy || p.typed.trim() === ''}>
          <FormattedMessage id="admin.coupons.check" />
        </button>
      </form>
      <p id={hintId} className={styles.hint}>
        <FormattedMessage id="admin.coupons.codeHint" />
      </p>
      <div role="status" aria-live="polite">
        <Verdict {...p} />
      </div>
      {p.message && (
        <div role="alert" className={styles.error}>
          {intl.formatMessage({ id: p.message.id }, p.message.values)}
        </div>
      )}
      {p.view === 'failed' && (
        <button type="button" className={styles.secondary} onClick={p.onRetry}>
          <FormattedMessage id="admin.coupons.retry" />
        </button>
      )}
    </section>
  );
}

function Verdict(p: CouponCounterProps) {
  const c = p.coupon;
  switch (p.view) {
    case 'checking':
      return <p className={styles.hint}><FormattedMessage id="admin.coupons.checking" /></p>;
    case 'valid':
    case 'redeeming':
      return c ? (
        <div className={`${own.result} ${own.good}`}>
          <p className={own.verdict}><FormattedMessage id="admin.coupons.valid" /></p>
          <p className={own.code}>{c.code}</p>
          <p><FormattedMessage id="admin.coupons.validDetail" values={{ pub: c.pub_name, time: when(c.issued_at) }} /></p>
          <button type="button" className={`${styles.button} ${own.big}`} onClick={p.onRedeem} disabled={p.view === 'redeeming'}>
            <FormattedMessage id={p.view === 'redeeming' ? 'admin.coupons.redeeming' : 'admin.coupons.redeem'} />
          </button>
        </div>
      ) : null;
    case 'used':
      return c ? (
        <div className={`${own.result} ${own.bad}`}>
          <p className={own.verdict}><FormattedMessage id="admin.coupons.used" /></p>
          <p className={own.code}>{c.code}</p>
          <p><FormattedMessage id="admin.coupons.usedDetail" values={{ time: when(c.redeemed_at), by: c.redeemed_by ?? '' }} /></p>
        </div>
      ) : null;
    case 'unknown':
      return (
        <div className={`${own.result} ${own.bad}`}>
          <p className={own.verdict}><FormattedMessage id="admin.coupons.unknown" /></p>
        </div>
      );
    case 'otherPub':
      return (
        <div className={`${own.result} ${own.bad}`}>
          <p className={own.verdict}><FormattedMessage id="admin.coupons.otherPub" values={{ pub: p.otherPub ?? '' }} /></p>
        </div>
      );
    case 'redeemed':
      return p.redeemed ? (
        <div className={`${own.result} ${own.good}`}>
          <p className={own.verdict}><FormattedMessage id="admin.coupons.redeemed" values={{ code: p.redeemed.code }} /></p>
          <p><FormattedMessage id="admin.coupons.next" /></p>
        </div>
      ) : null;
    default:
      return null;
  }
}
