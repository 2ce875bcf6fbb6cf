import { useIntl } from 'react-intl';
import styles from './game.module.css';

export interface GameIntroProps {
  /** Tapping skips the 1.5 s wait. */
  onTap: () => void;
}

export function GameIntro({ onTap }: GameIntroProps) {
  const intl = useIntl();
  return (
    <button type="button" className={styles.introButton} onClick={onTap}>
      <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
        <rect x="8" y="8" width="36" height="36" rx="8" fill="#ff7a00" />
        <rect x="52" y="8" width="36" height="36" rx="8" fill="#ffd2a8" />
        <rect x="8" y="52" width="36" height="36" rx="8" fill="#ffd2a8" />
        <rect x="52" y="52" width="36" height="36" rx="8" fill="#ffd2a8" />
      </svg>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'game.title' })}</h1>
      <span className={`${styles.subtle} ${styles.pulse}`}>{intl.formatMessage({ id: 'game.introTap' })}</span>
    </button>
  );
}
