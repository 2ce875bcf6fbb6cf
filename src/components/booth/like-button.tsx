import { useIntl } from 'react-intl';
import styles from './booth.module.css';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  busy?: boolean;
  onToggle: () => void;
  size?: 'small' | 'large';
}

/** A heart that shows the booth's like count beside it; pressed when this visitor likes the booth. */
export function LikeButton({ liked, count, busy, onToggle, size = 'small' }: LikeButtonProps) {
  const intl = useIntl();
  return (
    <span className={styles.like} data-size={size}>
      <button
        type="button"
        className={styles.likeButton}
        aria-pressed={liked}
        aria-busy={busy || undefined}
        aria-label={intl.formatMessage({ id: 'like.like' })}
        onClick={(e) => {
          // Cards are links: a like must not open the booth.
          e.preventDefault();
          e.stopPropagation();
          onToggle();
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
            fill={liked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span className={styles.likeCount} aria-label={intl.formatMessage({ id: 'like.count' }, { count })}>
        {intl.formatNumber(count)}
      </span>
    </span>
  );
}
