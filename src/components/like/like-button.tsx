import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './like-button.module.css';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** A like call is in flight; the like machine ignores further toggles meanwhile. */
  busy?: boolean;
  /** Made without a network: shown at once, sent when the network returns. */
  pending?: boolean;
  onToggle: () => void;
  /** 'small' in lists and cards, 'large' beside a detail page's title. */
  size?: 'small' | 'large';
}

/**
 * A heart with the booth's like count beside it, pressed when this visitor likes the booth. Its name (hidden text) says
 * the action and the count ("좋아요, 41개"); the pressed state, not the name, says whether it is liked.
 */
export function LikeButton({ liked, count, busy = false, pending = false, onToggle, size = 'small' }: LikeButtonProps) {
  const intl = useIntl();
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    // Cards and ranking rows are links: a like must not open the booth.
    e.preventDefault();
    e.stopPropagation();
    onToggle();
  };
  return (
    <button
      type="button"
      className={styles.like}
      data-size={size}
      aria-pressed={liked}
      aria-busy={busy || undefined}
      data-pending={pending || undefined}
      aria-description={pending ? intl.formatMessage({ id: 'offline.likePending' }) : undefined}
      title={pending ? intl.formatMessage({ id: 'offline.likePending' }) : undefined}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" className={styles.heart} aria-hidden="true">
        <path
          d="M12 20.5 4.3 13A4.9 4.9 0 0 1 11.2 6l.8.8.8-.8a4.9 4.9 0 0 1 6.9 6.9Z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {/* The name comes from this hidden text, not aria-label: the visible count alone ("85") is not a word of
          "좋아요, 85개", and a name set by aria-label must contain the visible text (axe label-content-name-mismatch). */}
      <span className="visually-hidden">{intl.formatMessage({ id: 'like.button' }, { count })}</span>
      <span className={styles.count} aria-hidden="true">
        {intl.formatNumber(count)}
      </span>
      {pending && <span className={styles.pending} aria-hidden="true" />}
    </button>
  );
}
