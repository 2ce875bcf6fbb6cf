import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { FestivalDate } from '@contract/constants';
import { layoutFor, spotsFor } from './building-layouts';
import styles from './map.module.css';

export interface BuildingMapProps {
  locationId: number;
  /** The building's name in the chosen language. */
  name: string;
  date: FestivalDate;
  isNight: boolean;
  /** Booths of the current results with their shown names; only these get a label. */
  booths: readonly { boothId: number; name: string }[];
  onClose: () => void;
}

/** A building's own floor plan with booth labels at their fixed spots for the day and day/night. */
export function BuildingMap({ locationId, name, date, isNight, booths, onClose }: BuildingMapProps) {
  const intl = useIntl();
  const layout = layoutFor(locationId);
  const names = new Map(booths.map((b) => [b.boothId, b.name]));
  const spots = layout ? spotsFor(layout, date, isNight).filter((s) => names.has(s.boothId)) : [];
  const title = intl.formatMessage({ id: 'map.buildingMap' }, { name });
  return (
    <section className={styles.building} aria-label={title}>
      <header className={styles.buildingHeader}>
        <h2>{title}</h2>
        <button type="button" className={styles.buildingClose} onClick={onClose}>
          {intl.formatMessage({ id: 'map.closeBuilding' })}
        </button>
      </header>
      <div className={styles.plan}>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" className={styles.planArt} role="img" aria-label={intl.formatMessage({ id: 'map.floorPlan' }, { name })}>
          <rect x="0" y="0" width="100" height="100" fill="#f3efe8" />
          {layout?.shapes.map((sh, i) => (
            <rect key={i} x={sh.x} y={sh.y} width={sh.w} height={sh.h} rx={sh.kind === 'tent-row' ? 2 : 1} className={styles.planShape} data-kind={sh.kind} />
          ))}
        </svg>
        {layout?.shapes
          .filter((sh) => sh.caption)
          .map((sh, i) => (
            <span key={i} className={styles.planCaption} style={{ left: `${sh.x + sh.w / 2}%`, top: `${sh.y + sh.h / 2}%` }} aria-hidden="true">
              {intl.formatMessage({ id: sh.caption === 'stage' ? 'map.stage' : 'map.entrance' })}
            </span>
          ))}
        <ul className={styles.planLabels}>
          {spots.map((s) => (
            <li key={s.boothId} style={{ left: `${s.x}%`, top: `${s.y}%` }}>
              <Link href={`/booth/${s.boothId}`} className={styles.planLabel}>
                {names.get(s.boothId)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {spots.length === 0 && (
        <p role="status" className={styles.message}>
          {intl.formatMessage({ id: 'map.noBoothsHere' })}
        </p>
      )}
    </section>
  );
}
