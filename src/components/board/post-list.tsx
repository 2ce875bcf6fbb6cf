import { useIntl } from 'react-intl';
import { PostRow, type PostRowView } from './post-row';
import styles from './board.module.css';

/** Which empty message fits: per tab, or no search results. */
export type BoardEmptyId = 'board.noPosts' | 'board.noNotice' | 'board.noEvent' | 'board.noLost' | 'board.noResults';

export type PostListProps =
  | { state: 'loading' }
  | { state: 'error'; /** The request's own message, when it had one. */ message?: string }
  | { state: 'ready'; rows: PostRowView[]; emptyId: BoardEmptyId; onOpen?: (row: PostRowView) => boolean };

/** The page of posts, or the loading, error or empty state. */
export function PostList(props: PostListProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'board.posts' });
  if (props.state === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (props.state === 'error') {
    return (
      <div role="alert" className={styles.message} data-tone="error">
        <p>{intl.formatMessage({ id: 'board.loadFailed' })}</p>
        {props.message && <p className={styles.rowMeta}>{props.message}</p>}
      </div>
    );
  }
  if (props.rows.length === 0) {
    return (
      <p role="status" className={styles.message}>
        {intl.formatMessage({ id: props.emptyId })}
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {props.rows.map((row) => (
        <li key={row.id}>
          <PostRow row={row} onOpen={props.onOpen} />
        </li>
      ))}
    </ul>
  );
}
