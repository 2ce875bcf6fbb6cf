import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { BoardPost } from '@contract/types';
import { AdminRows } from './admin-rows';
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
      <AdminRows
        loading={loading}
        failed={failed}
        emptyId="admin.myPosts.empty"
        rows={posts.map((p) => ({
          id: p.id,
          href: `/admin/festa/notice/${p.id}`,
          badgeId: BADGE[p.category] ?? 'admin.detail.notice',
          title: p.title,
          sub: p.created_at.slice(0, 10),
        }))}
      />
    </section>
  );
}
