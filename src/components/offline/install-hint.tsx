import { FormattedMessage } from 'react-intl';
import styles from './offline.module.css';

export interface InstallHintProps {
  onInstall: () => void;
  onClose: () => void;
}

/** Offered once, when the browser allows installing; closing it is remembered (src/offline/pwa-store.ts). */
export function InstallHint({ onInstall, onClose }: InstallHintProps) {
  return (
    <aside className={styles.card} aria-labelledby="install-hint-text">
      <p id="install-hint-text" className={styles.cardText}>
        <FormattedMessage id="offline.installHint" />
      </p>
      <button type="button" className={styles.secondary} onClick={onClose}>
        <FormattedMessage id="offline.installClose" />
      </button>
      <button type="button" className={styles.primary} onClick={onInstall}>
        <FormattedMessage id="offline.install" />
      </button>
    </aside>
  );
}
