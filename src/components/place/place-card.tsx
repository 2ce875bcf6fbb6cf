import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { LAYOUT, type Category } from '@contract/constants';
import type { HoursGroup } from '@/lib/hours';
import { BoothImage } from '@/components/booth/booth-image';
import { distanceText, hoursText } from '@/components/booth/hours-text';
import styles from '@/components/booth/booth.module.css';

export interface PlaceCardProps {
  category: Exclude<Category, 'Booth'>;
  name: string;
  locationName: string;
  imageUrl: string | null;
  distanceM: number | null;
  hours: readonly HoursGroup[];
  highlighted: boolean;
  /** The detail page; stores have none, and their card selects their pin instead. */
  href: string | null;
  onSelect?: () => void;
  lazy?: boolean;
}

/** The map's card for food trucks, alcohol sales, stores and toilets. */
export function PlaceCard(p: PlaceCardProps) {
  const intl = useIntl();
  return (
    <article className={styles.card} data-highlighted={p.highlighted} aria-label={p.name} aria-current={p.highlighted || undefined}>
      <BoothImage
        src={p.imageUrl}
        category={p.category}
        alt=""
        width={LAYOUT.boothCardImage}
        height={LAYOUT.boothCardImage}
        lazy={p.lazy}
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          {p.href ? (
            <Link href={p.href} className={styles.cardLink}>
              {p.name}
            </Link>
          ) : (
            <button type="button" className={`${styles.cardLink} ${styles.cardButton}`} onClick={p.onSelect}>
              {p.name}
            </button>
          )}
        </h3>
        <div className={styles.cardMeta}>
          <span>{p.locationName}</span>
        </div>
        <div className={styles.cardHours}>{hoursText(intl, p.hours)}</div>
      </div>
      <div className={styles.cardSide}>
        <span className={styles.distance} data-unknown={p.distanceM === null}>
          {distanceText(intl, p.distanceM)}
        </span>
      </div>
    </article>
  );
}
