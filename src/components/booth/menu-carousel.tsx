import { FormattedMessage, useIntl } from 'react-intl';
import { BoothImage } from './booth-image';
import styles from './booth.module.css';

export interface MenuCard {
  key: string;
  name: string;
  price: number;
  imageUrl: string | null;
  soldOut: boolean;
  best?: boolean;
}

/** A sideways-scrolling list of menus: name, price in won for the locale, sold-out and best flags. */
export function MenuCarousel({ items, label }: { items: readonly MenuCard[]; label: string }) {
  const intl = useIntl();
  if (items.length === 0) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id="map.noMenu" />
      </p>
    );
  }
  return (
    // Focusable, so a keyboard can scroll the menu sideways (its cards hold no control to Tab to).
    <ul className={styles.carousel} aria-label={label} tabIndex={0}>
      {items.map((m) => (
        <li key={m.key} className={styles.menuItem} data-soldout={m.soldOut} aria-label={m.name}>
          <BoothImage src={m.imageUrl} category="Booth" alt="" width={140} height={105} lazy className={styles.menuImage} />
          <div className={styles.menuFlags}>
            {m.best && <span className={styles.best}>{intl.formatMessage({ id: 'booth.best' })}</span>}
            {m.soldOut && <span className={styles.soldOut}>{intl.formatMessage({ id: 'booth.soldOut' })}</span>}
          </div>
          <p className={styles.menuName}>{m.name}</p>
          <p className={styles.menuPrice}>{intl.formatMessage({ id: 'common.won' }, { price: m.price })}</p>
        </li>
      ))}
    </ul>
  );
}
