import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { BoothImage } from '@/components/booth/booth-image';
import styles from './place.module.css';

export interface NearbyItem {
  boothId: number;
  name: string;
  locationName: string;
  imageUrl: string | null;
}

/** Three booths recommended near a place; each opens its booth page. */
export function NearbyList({ items, loading }: { items: readonly NearbyItem[]; loading?: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'booth.nearby' });
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      {loading ? (
        <p role="status" className={styles.muted}>
          <FormattedMessage id="common.loading" />
        </p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="map.noBooths" />
        </p>
      ) : (
        <ul className={styles.nearby}>
          {items.map((b) => (
            <li key={b.boothId}>
              <Link href={`/booth/${b.boothId}`} className={styles.nearbyLink}>
                <BoothImage src={b.imageUrl} category="Booth" alt="" width={120} height={90} lazy className={styles.nearbyImage} />
                <span className={styles.nearbyName}>{b.name}</span>
                <span className={styles.nearbyLocation}>{b.locationName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
