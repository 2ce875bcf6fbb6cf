import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { LAYOUT } from '@contract/constants';
import type { HoursGroup } from '@/lib/hours';
import { BoothImage } from './booth-image';
import { distanceText, hoursText } from './hours-text';
import styles from './booth.module.css';

export interface BoothCardProps {
  boothId: number;
  name: string;
  locationName: string;
  imageUrl: string | null;
  distanceM: number | null;
  hours: readonly HoursGroup[];
  isNight: boolean;
  /** An event of this booth is running now. */
  eventNow: boolean;
  highlighted: boolean;
  /** The heart (components/like: BoothLike in the app). */
  like: ReactNode;
  /** Lazy-load the image (cards below the fold). */
  lazy?: boolean;
  /** The My festival star beside the heart. */
  star?: ReactNode;
  /** The booth's live status line (issue 20), when known. */
  status?: ReactNode;
}

/** The map's booth card (spec §9: height 92, image 68): opens the booth; the heart likes it. */
export function BoothCard(p: BoothCardProps) {
  const intl = useIntl();
  return (
    <article className={styles.card} data-highlighted={p.highlighted} aria-label={p.name}>
      <BoothImage
        src={p.imageUrl}
        category="Booth"
        alt=""
        width={LAYOUT.boothCardImage}
        height={LAYOUT.boothCardImage}
        lazy={p.lazy}
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link href={`/booth/${p.boothId}`} className={styles.cardLink}>
            {p.name}
          </Link>
        </h3>
        <div className={styles.cardMeta}>
          <span className={styles.badge} data-kind={p.isNight ? 'night' : 'day'}>
            {intl.formatMessage({ id: p.isNight ? 'booth.night' : 'booth.day' })}
          </span>
          {p.eventNow && (
            <span className={styles.badge} data-kind="event">
              {intl.formatMessage({ id: 'map.eventNow' })}
            </span>
          )}
          <span>{p.locationName}</span>
        </div>
        <div className={styles.cardHours}>{hoursText(intl, p.hours)}</div>
        {p.status}
      </div>
      <div className={styles.cardSide}>
        <span className={styles.distance} data-unknown={p.distanceM === null}>
          {distanceText(intl, p.distanceM)}
        </span>
        {p.like}
        {p.star}
      </div>
    </article>
  );
}
