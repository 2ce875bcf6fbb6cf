import { FormattedMessage } from 'react-intl';
import styles from '@/components/developers/developers.module.css';

/** The developers list's loading line: the lazy list's fallback and its own state while the team is read. */
export function TeamLoading() {
  return (
    <p className={styles.empty} role="status" aria-busy="true">
      <FormattedMessage id="common.loading" />
    </p>
  );
}
