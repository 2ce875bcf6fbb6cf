import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { BoardCategory } from '@contract/constants';
import styles from './board.module.css';

/** One post as lists show it: texts already in the visitor's language, the writer already cut to 20 characters. */
export interface PostRowView {
  id: number;
  category: BoardCategory;
  title: string;
  writer: string;
  createdAt: string;
  /** Event posts: ISO end, read when the row is tapped. */
  endTime: string | null;
  /** The event had ended when the list was drawn (shows a badge). */
  ended: boolean;
}

export interface PostRowProps {
  row: PostRowView;
  /** Called on tap; return false to stay (an ended event does not open). */
  onOpen?: (row: PostRowView) => boolean;
}

export function PostRow({ row, onOpen }: PostRowProps) {
  const intl = useIntl();
  const created = Date.parse(row.createdAt);
  const onClick = (e: MouseEvent) => {
    if (onOpen && onOpen(row) === false) e.preventDefault();
  };
  return (
    <Link href={`/board/${row.id}`} className={styles.row} onClick={onClick} data-ended={row.ended || undefined}>
      <span className={styles.rowHead}>
        <span className={styles.badge} data-category={row.category}>
          {intl.formatMessage({ id: `board.tab.${row.category}` })}
        </span>
        {row.ended && (
          <span className={styles.badge} data-ended="">
            {intl.formatMessage({ id: 'board.ended' })}
          </span>
        )}
        <span className={styles.rowTitle}>{row.title}</span>
      </span>
      <span className={styles.rowMeta}>
        <span>{row.writer}</span>
        {Number.isFinite(created) && (
          <time dateTime={row.createdAt}>
            {intl.formatDate(created, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}
          </time>
        )}
      </span>
    </Link>
  );
}
