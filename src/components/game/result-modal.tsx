import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ResultModalErrorId, ResultStep } from '@machines/result-modal.machine';
import { GiftBox } from './gift-box';
import styles from './game.module.css';

export interface ResultModalProps {
  step: ResultStep;
  /** Step 1: the box is opening. */
  videoPlaying: boolean;
  booths: string[];
  selectedBooth: string;
  couponCode: string | null;
  copied: boolean;
  busy: boolean;
  error: ResultModalErrorId | null;
  /** Values of the error message ({time}, {minutes}). */
  errorValues?: Record<string, string | number> | null;
  /** Step 5 after a win while no coupon was released: when the next ones come ('HH:MM'). */
  nextCouponTime?: string | null;
  /** Top-% of the finished game, and finished games so far (minus 10,500); null when unknown. */
  percentile: number | null;
  successCount: number | null;
  onOpen: () => void;
  onVideoEnded: () => void;
  onSelect: (boothName: string) => void;
  onIssue: () => void;
  onCopy: () => void;
  onClose: () => void;
}

/** The result of a finished game: 1 gift box, 3 coupon won (choose a pub, issue), 4 code (copy), 5 no prize. */
export function ResultModal(props: ResultModalProps) {
  const intl = useIntl();
  const { step, busy, error } = props;
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.focus(), [step]);
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <div className={styles.overlay}>
      <div ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="result-title" className={styles.dialog}>
        <h2 id="result-title" className={styles.title}>
          {m(step === 1 ? 'game.allCleared' : step === 5 ? 'game.noPrize' : 'game.couponWon')}
        </h2>
        {(props.percentile !== null || props.successCount !== null) && (
          <p className={styles.stats}>
            {props.percentile !== null && <span className={styles.strong}>{m('game.percentile', { percent: props.percentile })}</span>}
            {props.successCount !== null && <span>{m('game.successCount', { count: props.successCount })}</span>}
          </p>
        )}
        {step === 1 && (
          <>
            <GiftBox playing={props.videoPlaying} onOpen={props.onOpen} onEnded={props.onVideoEnded} />
            <p className={styles.subtle}>{m(props.videoPlaying ? 'game.giftHint' : 'game.openGift')}</p>
          </>
        )}
        {step === 3 && (
          <>
            <fieldset className={styles.pubs} disabled={busy}>
              <legend className={styles.body}>{m('game.choosePub')}</legend>
              {props.booths.map((b) => (
                <label key={b} className={styles.pub}>
                  <input type="radio" name="pub" value={b} checked={b === props.selectedBooth} onChange={() => props.onSelect(b)} />
                  {b}
                </label>
              ))}
            </fieldset>
            {error && (
              <p role="alert" className={styles.alert}>
                {m(error, props.errorValues ?? undefined)}
              </p>
            )}
            <button type="button" className={styles.primary} onClick={props.onIssue} disabled={busy} aria-busy={busy || undefined}>
              {m('game.issueCoupon')}
            </button>
          </>
        )}
        {step === 4 && (
          <>
            <p className={styles.subtle}>{props.selectedBooth}</p>
            <p className={styles.subtle} id="coupon-code-label">
              {m('game.couponCode')}
            </p>
            <p className={styles.code} aria-labelledby="coupon-code-label">
              {props.couponCode}
            </p>
            <p className={styles.subtle}>{m('game.couponNote')}</p>
            {error && (
              <p role="alert" className={styles.alert}>
                {m(error)}
              </p>
            )}
            {props.copied && (
              <p role="status" className={styles.strong}>
                {m('game.copied')}
              </p>
            )}
            <button type="button" className={styles.primary} onClick={props.onCopy} disabled={busy} aria-busy={busy || undefined}>
              {m('game.copyCode')}
            </button>
          </>
        )}
        {step === 5 && props.nextCouponTime && (
          <p role="status" className={styles.body}>
            {m('game.nextCoupons', { time: props.nextCouponTime })}
          </p>
        )}
        {(step === 4 || step === 5) && (
          <button type="button" className={styles.secondary} onClick={props.onClose}>
            {m('common.close')}
          </button>
        )}
      </div>
    </div>
  );
}
