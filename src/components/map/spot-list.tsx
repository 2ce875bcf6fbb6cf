import { useIntl } from 'react-intl';
import styles from './map.module.css';

export interface SpotItem {
  key: string;
  title: string;
  /** Category or place line under the title. */
  subtitle: string;
  distanceM: number;
  /** At the selected spot: listed first and marked. */
  selected?: boolean;
}

/** The old map's sheet list: title, where, distance; or the sheet's message when empty. */
export function SpotList({ items, emptyText }: { items: readonly SpotItem[]; emptyText: string }) {
  const intl = useIntl();
  if (items.length === 0) {
    return (
      <p role="status" className={styles.message}>
        {emptyText}
      </p>
    );
  }
  return (
    <ul className={styles.spotList}>
      {items.map((it) => (
        <li key={it.key} className={styles.spotRow} data-selected={it.selected || undefined} aria-current={it.selected || undefined}>
          <span className={styles.spotTitle}>{it.title}</span>
          <span className={styles.spotSub}>{it.subtitle}</span>
          <span className={styles.spotDistance}>{intl.formatMessage({ id: 'common.meters' }, { distance: it.distanceM })}</span>
        </li>
      ))}
    </ul>
  );
}
