import { useIntl } from 'react-intl';
import type { BoardCategory } from '@contract/constants';
import styles from './board.module.css';

/** A post as the detail page shows it: texts already in the visitor's language. */
export interface PostDetailView {
  id: number;
  category: BoardCategory;
  title: string;
  writer: string;
  createdAt: string;
  content: string;
  /** Event posts: where the booth is and when ('HH:MM ~ HH:MM'). */
  boothLocation?: string | null;
  eventTime?: string | null;
  /** Lost posts: where the item was found, and its photo. */
  foundLocation?: string | null;
  image?: string | null;
}

export function PostDetail({ post }: { post: PostDetailView }) {
  const intl = useIntl();
  const created = Date.parse(post.createdAt);
  const isEvent = post.category === 'Event';
  const isLost = post.category === 'LostItem';
  return (
    <article className={styles.detail} aria-labelledby={`post-${post.id}-title`}>
      <span className={styles.rowHead}>
        <span className={styles.badge} data-category={post.category}>
          {intl.formatMessage({ id: `board.tab.${post.category}` })}
        </span>
        {Number.isFinite(created) && (
          <time className={styles.rowMeta} dateTime={post.createdAt}>
            {intl.formatDate(created, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}
          </time>
        )}
      </span>
      <h1 id={`post-${post.id}-title`} className={styles.detailTitle}>
        {post.title}
      </h1>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage({ id: 'board.writer' })}</dt>
        <dd>{post.writer}</dd>
        {isEvent && post.boothLocation && (
          <>
            <dt>{intl.formatMessage({ id: 'board.boothLocation' })}</dt>
            <dd>{post.boothLocation}</dd>
          </>
        )}
        {isEvent && post.eventTime && (
          <>
            <dt>{intl.formatMessage({ id: 'board.eventTime' })}</dt>
            <dd>{post.eventTime}</dd>
          </>
        )}
        {isLost && post.foundLocation && (
          <>
            <dt>{intl.formatMessage({ id: 'board.foundLocation' })}</dt>
            <dd>{post.foundLocation}</dd>
          </>
        )}
      </dl>
      {isLost && post.image && (
        <img
          className={styles.photo}
          src={post.image}
          alt={intl.formatMessage({ id: 'board.photo' }, { title: post.title })}
          width={400}
          height={300}
        />
      )}
      <p className={styles.content}>{post.content}</p>
    </article>
  );
}
