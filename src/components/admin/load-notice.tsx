import { FormattedMessage } from 'react-intl';
import { REFUSAL_MESSAGES } from '@machines/admin-refusals';
import { ADMIN_MESSAGES, failureMessage } from '@machines/admin-shared';
import styles from './admin.module.css';

type FailedId = 'board.loadFailed' | 'board.detailFailed' | 'admin.error.postGone';

export interface LoadNoticeProps {
  /** Still loading: 'Loading…' as a status; otherwise the load failed. */
  loading: boolean;
  /** What to say when it failed. */
  failedId: FailedId;
}

/**
 * What a screen of one post or event says when reading it failed: one deleted meanwhile (on another device: the live
 * update reads it again) is gone, not a failed load to try again. The server's words decide, mapped as every admin
 * refusal is (failureMessage: "this post does not exist").
 */
export function detailFailure(error: unknown): FailedId {
  const said = failureMessage(error, { fallback: ADMIN_MESSAGES.requestFailed, unknown: ADMIN_MESSAGES.requestFailed });
  return said.id === REFUSAL_MESSAGES.postGone ? REFUSAL_MESSAGES.postGone : 'board.detailFailed';
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
