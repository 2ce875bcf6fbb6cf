import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { LoadNotice } from './load-notice';
import styles from './admin.module.css';

export interface AdminRow {
  id: number;
  href: string;
  /** Message id of the badge before the title. */
  badgeId: string;
  title: string;
  sub: string;
}

export interface AdminRowsProps {
  rows: readonly AdminRow[];
  loading?: boolean;
  failed?: boolean;
  /** What to say when there are no rows. */
  emptyId: string;
}

/** An admin list of posts, each row a link to its detail: or 'Loading…', the load failure, or `emptyId`. */
export function AdminRows({ rows, loading, failed, emptyId }: AdminRowsProps) {
  if (loading || failed) return <LoadNotice loading={!!loading} failedId="board.loadFailed" />;
  if (rows.length === 0)
    return (
      <p className={styles.empty}>
        <FormattedMessage id={emptyId} />
      </p>
    );
  return (
    <ul className={styles.list}>
      {rows.map((r) => (
        <li key={r.id}>
          <Link href={r.href} className={styles.row}>
            <span className={styles.badge}>
              <FormattedMessage id={r.badgeId} />
            </span>
            <span className={styles.rowTitle}>{r.title}</span>
            <span className={styles.rowSub}>{r.sub}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
