import { FormattedMessage } from 'react-intl';
import styles from './admin.module.css';

export interface LoadNoticeProps {
  /** Still loading: 'Loading…' as a status; otherwise the load failed. */
  loading: boolean;
  /** What to say when it failed. */
  failedId: 'board.loadFailed' | 'board.detailFailed';
}

/** What an admin screen shows in place of something it is still loading, or could not load. */
export function LoadNotice({ loading, failedId }: LoadNoticeProps) {
  return loading ? (
    <p role="status" className={styles.empty}>
      <FormattedMessage id="common.loading" />
    </p>
  ) : (
    <p role="alert" className={styles.error}>
      <FormattedMessage id={failedId} />
    </p>
  );
}
