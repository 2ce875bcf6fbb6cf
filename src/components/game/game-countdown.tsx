import { useIntl } from 'react-intl';
import styles from './game.module.css';

/** 3, 2, 1 before the first round. */
export function GameCountdown({ value }: { value: number }) {
  const intl = useIntl();
  return (
    <div className={styles.countdown} role="timer" aria-live="assertive" aria-label={`${intl.formatMessage({ id: 'game.countdownLabel' })} ${value}`}>
      <span key={value} className={styles.countdownValue}>
        {value}
      </span>
    </div>
  );
}
