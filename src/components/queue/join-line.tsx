// A booth's open line as a visitor sees it (issue 25): its length and estimated wait, a party size and "join".
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LineSummary } from '@contract/queue';
import styles from './queue.module.css';

export interface JoinLineProps {
  line: LineSummary;
  /** A join is in flight. */
  busy?: boolean;
  /** Why the last join failed (a `queue.failure.*` code). */
  failure?: string | null;
  onJoin: (partySize: number) => void;
}

export function JoinLine({ line, busy = false, failure = null, onJoin }: JoinLineProps) {
  const intl = useIntl();
  const id = useId();
  const sizes = Array.from({ length: line.party_max - line.party_min + 1 }, (_, i) => line.party_min + i);
  const [size, setSize] = useState(Math.min(Math.max(2, line.party_min), line.party_max));
  const paused = line.state !== 'open';
  return (
    <section className={styles.panel} aria-label={intl.formatMessage({ id: 'queue.line.region' })}>
      <p className={styles.summary}>
        {paused
          ? intl.formatMessage({ id: 'queue.line.paused' })
          : intl.formatMessage({ id: 'status.lineSummary' }, { waiting: line.waiting, minutes: line.est_wait_minutes })}
      </p>
      {!paused && (
        <div className={styles.row}>
          <label htmlFor={id}>{intl.formatMessage({ id: 'queue.join.partySize' })}</label>
          <select id={id} className={styles.select} value={size} onChange={(e) => setSize(Number(e.target.value))} disabled={busy}>
            {sizes.map((n) => (
              <option key={n} value={n}>
                {intl.formatMessage({ id: 'queue.ticket.party' }, { size: n })}
              </option>
            ))}
          </select>
          <button type="button" className={styles.button} disabled={busy} onClick={() => onJoin(size)}>
            {intl.formatMessage({ id: busy ? 'queue.join.joining' : 'queue.join.button' })}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage({ id: `queue.failure.${failureKey(failure)}` })}
        </p>
      )}
    </section>
  );
}

const KNOWN = new Set(['line_closed', 'line_paused', 'already_joined', 'too_many_lines', 'missed_twice', 'party_size', 'rate_limited', 'network']);
/** A failure code with a message of its own, else 'unknown'. */
export const failureKey = (code: string) => (KNOWN.has(code) ? code : 'unknown');
