import { useIntl } from 'react-intl';
import { PostRow, type PostRowView } from './post-row';
import styles from './board.module.css';

export interface RelatedPostsProps {
  /** At most 3 are shown. */
  rows: PostRowView[];
  onOpen?: (row: PostRowView) => boolean;
}

/** Up to three related posts; nothing when there are none. */
export function RelatedPosts({ rows, onOpen }: RelatedPostsProps) {
  const intl = useIntl();
  if (rows.length === 0) return null;
  const title = intl.formatMessage({ id: 'board.related' });
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.list}>
        {rows.slice(0, 3).map((row) => (
          <li key={row.id}>
            <PostRow row={row} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}
