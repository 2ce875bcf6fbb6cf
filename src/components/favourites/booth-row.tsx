import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { FavouriteBooth } from '@/stores/favourites';
import { FavouriteStar } from './favourite-star';
import styles from './favourites.module.css';

export interface BoothRowProps {
  booth: FavouriteBooth;
  /** Open now by its hours and the festival clock. */
  open: boolean;
  onToggleStar: () => void;
}

export function BoothRow({ booth, open, onToggleStar }: BoothRowProps) {
  const intl = useIntl();
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Link href={`/${booth.kind}/${booth.id}`} className={styles.rowName}>
          {booth.name}
        </Link>
        <span className={styles.badge} data-tone={open ? 'on' : undefined}>
          {intl.formatMessage({ id: open ? 'my.booth.open' : 'my.booth.closed' })}
        </span>
        <FavouriteStar name={booth.name} on onToggle={onToggleStar} />
      </div>
      {booth.location && <div className={styles.rowMeta}>{booth.location}</div>}
    </li>
  );
}
