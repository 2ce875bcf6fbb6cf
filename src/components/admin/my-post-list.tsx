import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { BoardPost } from '@contract/types';
import styles from './admin.module.css';

export type MyPost = Pick<BoardPost, 'id' | 'category' | 'title' | 'created_at'>;

export interface MyPostListProps {
  /** The admin's own posts (writer = logged-in name, no urgent notice), newest first. */
  posts: readonly MyPost[];
  loading?: boolean;
  failed?: boolean;
}

const BADGE: Record<string, string> = { Notice: 'admin.detail.notice', LostItem: 'admin.detail.lost' };

/** 'My posts' with the two ways to add one; a row opens the admin detail of the post. */
export function MyPostList({ posts, loading, failed }: MyPostListProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id} aria-busy={loading || undefined}>
      <h2 id={id} className={styles.subheading}>
        <FormattedMessage id="admin.myPosts" />
      </h2>
      <div className={styles.actions}>
        <Link href="/admin/festa/notice/lost" className={styles.secondary}>
          <FormattedMessage id="admin.addLost" />
        </Link>
        <Link href="/admin/festa/notice/normal" className={styles.secondary}>
          <FormattedMessage id="admin.addNotice" />
        </Link>
      </div>
      {loading ? (
        <p role="status" className={styles.empty}>
          <FormattedMessage id="common.loading" />
        </p>
      ) : failed ? (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="board.loadFailed" />
        </p>
      ) : posts.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="admin.myPosts.empty" />
        </p>
      ) : (
        <ul className={styles.list}>
          {posts.map((p) => (
            <li key={p.id}>
              <Link href={`/admin/festa/notice/${p.id}`} className={styles.row}>
                <span className={styles.badge}>
                  <FormattedMessage id={BADGE[p.category] ?? 'admin.detail.notice'} />
                </span>
                <span className={styles.rowTitle}>{p.title}</span>
                <span className={styles.rowSub}>{p.created_at.slice(0, 10)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
