import { FormattedMessage, useIntl } from 'react-intl';
import styles from './countdown-view.module.css';

export interface CountdownViewProps {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const pad = (n: number) => String(Math.max(0, Math.floor(n))).padStart(2, '0');

/** 'time left until server opens', the D-{days} badge and hh:mm:ss digits (spec §2 Countdown). */
export function CountdownView({ days, hours, minutes, seconds }: CountdownViewProps) {
  const intl = useIntl();
  const units = [
    { value: hours, label: intl.formatMessage({ id: 'countdown.hours' }) },
    { value: minutes, label: intl.formatMessage({ id: 'countdown.minutes' }) },
    { value: seconds, label: intl.formatMessage({ id: 'countdown.seconds' }) },
  ];
  return (
    <section className={styles.countdown} aria-labelledby="countdown-title">
      <h1 id="countdown-title" className={styles.title}>
        <FormattedMessage id="countdown.title" />
      </h1>
      <p className={styles.badge}>
        {days > 0 ? <FormattedMessage id="countdown.badge" values={{ days }} /> : <FormattedMessage id="countdown.dday" />}
      </p>
      {/* The digits change every second; only the whole line is given a name, not announced each tick. */}
      <div
        className={styles.digits}
        role="timer"
        aria-label={units.map((u) => `${pad(u.value)} ${u.label}`).join(' ')}
      >
        {units.map((u, i) => (
          <span key={i} className={styles.unit}>
            {i > 0 && (
              <span className={styles.colon} aria-hidden="true">
                :
              </span>
            )}
            <span className={styles.cell}>
              <span className={styles.number} aria-hidden="true">
                {pad(u.value)}
              </span>
              <span className={styles.unitLabel} aria-hidden="true">
                {u.label}
              </span>
            </span>
          </span>
        ))}
      </div>
      <p className={styles.ready}>
        <FormattedMessage id="countdown.ready" />
      </p>
    </section>
  );
}
