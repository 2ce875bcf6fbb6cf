import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './favourites.module.css';

export interface FavouriteStarProps {
  /** What the star keeps: its name says "Add {name} to My festival"; pressed says it is kept. */
  name: string;
  on: boolean;
  onToggle: () => void;
}

/** A star that keeps a booth or a performance in My festival (on this device). */
export function FavouriteStar({ name, on, onToggle }: FavouriteStarProps) {
  const intl = useIntl();
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    // Cards and rows are links: the star must not open them.
    e.preventDefault();
    e.stopPropagation();
    onToggle();
  };
  return (
    <button type="button" className={styles.star} aria-pressed={on} aria-label={intl.formatMessage({ id: 'fav.add' }, { name })} onClick={onClick}>
      <svg viewBox="0 0 24 24" className={styles.starIcon} aria-hidden="true">
        <path
          d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
