import { useIntl } from 'react-intl';
import styles from './home.module.css';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  busy?: boolean;
  onToggle: () => void;
}

/** A heart with the like count; pressed when this visitor likes the booth. */
export function LikeButton({ liked, count, busy = false, onToggle }: LikeButtonProps) {
  const intl = useIntl();
  return (
    <button type="button" className={styles.like} aria-pressed={liked} aria-busy={busy || undefined} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20.5 4.3 13A4.9 4.9 0 0 1 11.2 6l.8.8.8-.8a4.9 4.9 0 0 1 6.9 6.9Z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{intl.formatNumber(count)}</span>
      <span className="visually-hidden">{intl.formatMessage({ id: 'like.count' }, { count })}</span>
    </button>
  );
}
