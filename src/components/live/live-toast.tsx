import { FormattedMessage } from 'react-intl';
import styles from './live.module.css';

export interface LiveToastProps {
  /** The urgent notice that just arrived live (or was cleared); nothing is shown while null. */
  notice: { title: string; cleared?: boolean } | null;
}

/** The spec's urgent-notice toast, on whatever screen is open when the notice arrives live. */
export function LiveToast({ notice }: LiveToastProps) {
  if (!notice) return null;
  return (
    // No role: the screen's own alerts and statuses stay the only ones; assertive, as a safety message.
    <div aria-live="assertive" aria-atomic="true" className={styles.toast} data-live-toast="">
      <strong>
        <FormattedMessage id="live.urgent" />
      </strong>{' '}
      {notice.cleared ? <FormattedMessage id="live.urgentCleared" /> : notice.title}
    </div>
  );
}
