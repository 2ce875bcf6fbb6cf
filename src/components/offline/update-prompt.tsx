import { FormattedMessage } from 'react-intl';
import styles from './offline.module.css';

export interface UpdatePromptProps {
  onReload: () => void;
  onLater: () => void;
}

/** Offered when a new build has been downloaded in the background. */
export function UpdatePrompt({ onReload, onLater }: UpdatePromptProps) {
  return (
    <div className={styles.card} role="alert">
      <p className={styles.cardText}>
        <FormattedMessage id="offline.updateReady" />
      </p>
      <button type="button" className={styles.secondary} onClick={onLater}>
        <FormattedMessage id="offline.updateLater" />
      </button>
      <button type="button" className={styles.primary} onClick={onReload}>
        <FormattedMessage id="offline.updateReload" />
      </button>
    </div>
  );
}
