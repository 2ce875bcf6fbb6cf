import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { LIMITS } from '@contract/constants';
import styles from './home.module.css';

export interface RankingListProps {
  status: 'loading' | 'error' | 'ready';
  /** How many ranked booths the server returned; fewer than 3 means the ranking is still being calculated. */
  count: number;
  /** The rows (RankingItem), rendered when the ranking is complete. */
  children?: ReactNode;
}

/** Popular-booth ranking (top 3 liked) with its pending and error messages. */
export function RankingList({ status, count, children }: RankingListProps) {
  return (
    <section className={styles.section} aria-labelledby="home-ranking">
      <div className={styles.sectionHead}>
        <h2 id="home-ranking" className={styles.sectionTitle}>
          <FormattedMessage id="home.ranking" />
        </h2>
      </div>
      {status === 'loading' && (
        <div role="status" aria-busy="true" className={styles.rankingPlaceholder}>
          <FormattedMessage id="common.loading" />
        </div>
      )}
      {status === 'error' && (
        <p role="alert" className={styles.rankingPlaceholder}>
          <FormattedMessage id="home.rankingError" />
        </p>
      )}
      {status === 'ready' && count < LIMITS.topLiked && (
        <p className={styles.rankingPlaceholder}>
          <FormattedMessage id="home.rankingPending" />
        </p>
      )}
      {status === 'ready' && count >= LIMITS.topLiked && <ol className={styles.ranking}>{children}</ol>}
    </section>
  );
}

export interface RankingItemProps {
  rank: number;
  boothId: number;
  name: string;
  location: string;
  imageUrl: string;
  /** The like button of the row. */
  like: ReactNode;
}

export function RankingItem({ rank, boothId, name, location, imageUrl, like }: RankingItemProps) {
  return (
    <li className={styles.rankRow}>
      <span className={styles.rankNo} data-rank={rank}>
        <FormattedMessage id="home.rank" values={{ rank }} />
      </span>
      <Link href={`/booth/${boothId}`} className={styles.rankLink}>
        <img className={styles.rankImage} src={imageUrl} alt="" width={56} height={56} loading="lazy" />
        <span className={styles.rankText}>
          <strong className={styles.rankName}>{name}</strong>
          <span className={styles.rankMeta}>{location}</span>
        </span>
      </Link>
      {like}
    </li>
  );
}
