import { useEffect, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { spotsOn } from '@contract/rules/plans';
import { SHEET, type FestivalDate } from '@contract/constants';
import { planQuery } from '@/api/plans';
import { labelWidths, shapesFor } from './building-layouts';
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

/** True when a label's text is cut (two lines and an ellipsis, or one word wider than the label). */
const isCut = (el: Element | null) => !!el && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);

/**
 * The sample's drawn plan of a location (its shapes on the plan's ground; plain ground for a location without
 * any): what a plan without an uploaded image shows, on /map and in Staff's plans console. Percent of the plan.
 */
export function PlanArt({ locationId, label, className }: { locationId: number; label?: string; className?: string }) {
  const shapes = shapesFor(locationId) ?? [];
  return (
    <svg viewBox="0 0 100 100" preserveAspectRatio="none" className={className} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <rect x="0" y="0" width="100" height="100" fill="#f3efe8" />
      {shapes.map((sh, i) => (
        <rect key={i} x={sh.x} y={sh.y} width={sh.w} height={sh.h} rx={sh.kind === 'tent-row' ? 2 : 1} className={styles.planShape} data-kind={sh.kind} />
      ))}
    </svg>
  );
}

/**
 * A building's own floor plan (festival data, GET /api/plans/<id>, read when the building is opened): the image the
 * organisers uploaded, or else the sample's drawn shapes, with booth labels at their spots for the day and
 * day/night. A label fits
 * between its neighbours; a name too long for it ends in an ellipsis, and a tap on it shows the whole name
 * (a second tap opens the booth). Keyboard and screen readers get the whole name and open the booth at once.
 */
export function BuildingMap({ locationId, name, date, isNight, booths, onClose }: BuildingMapProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  const plan = useQuery(planQuery(locationId));
  const image = plan.data?.image ?? null;
  const shapes = image ? [] : (shapesFor(locationId) ?? []);
  const names = new Map(booths.map((b) => [b.boothId, b.name]));
  const spots = plan.data
    ? spotsOn(plan.data, date, isNight)
        .filter((s) => names.has(s.booth_id))
        .map((s) => ({ boothId: s.booth_id, x: s.x, y: s.y }))
    : [];
  const widths = labelWidths(spots);
  const title = intl.formatMessage({ id: 'map.buildingMap' }, { name });
  // A tap anywhere but on the open label, or Escape, shows it cut again.
  useEffect(() => {
    if (open === null) return;
    const shut = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !(e.target as Element).closest?.('[data-open]')) setOpen(null);
    };
    document.addEventListener('pointerdown', shut);
    document.addEventListener('keydown', shut);
    return () => {
      document.removeEventListener('pointerdown', shut);
      document.removeEventListener('keydown', shut);
    };
  }, [open]);
  const onLabel = (boothId: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    // A tap (not a keyboard's click, detail 0) on a cut name shows it whole first.
    if (open !== boothId && e.detail > 0 && isCut(e.currentTarget.firstElementChild)) {
      e.preventDefault();
      setOpen(boothId);
    }
  };
  const labelList = (
    <ul className={styles.planLabels}>
      {spots.map((s) => {
        const w = widths.get(s.boothId)!;
        const isOpen = open === s.boothId;
        return (
          <li key={s.boothId} data-open={isOpen || undefined} style={{ left: `${s.x}%`, top: `${s.y}%`, maxWidth: `${isOpen ? w.open : w.shut}%` }}>
            <Link href={`/booth/${s.boothId}`} className={styles.planLabel} onClick={onLabel(s.boothId)}>
              <span>{names.get(s.boothId)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
  return (
    // The plan stays above the closed sheet, so that no label is under it.
    <section className={styles.building} aria-label={title} style={{ paddingBottom: SHEET.min }}>
      <header className={styles.buildingHeader}>
        <h2>{title}</h2>
        <button type="button" className={styles.buildingClose} onClick={onClose}>
          {intl.formatMessage({ id: 'map.closeBuilding' })}
        </button>
      </header>
      <div className={styles.plan} data-image={image ? '' : undefined}>
        {image ? (
          // The uploaded plan keeps its proportions, as large as the space allows; the labels are percent of it.
          <div className={styles.planFrame} style={{ aspectRatio: `${image.width} / ${image.height}`, width: `min(100cqw, ${(100 * image.width) / image.height}cqh)` }}>
            <img src={image.url} alt={intl.formatMessage({ id: 'map.floorPlan' }, { name })} width={image.width} height={image.height} className={styles.planImage} draggable={false} />
            {labelList}
          </div>
        ) : (
          <>
            <PlanArt locationId={locationId} label={intl.formatMessage({ id: 'map.floorPlan' }, { name })} className={styles.planArt} />
            {shapes
              .filter((sh) => sh.caption)
              .map((sh, i) => (
                <span key={i} className={styles.planCaption} style={{ left: `${sh.x + sh.w / 2}%`, top: `${sh.y + sh.h / 2}%` }} aria-hidden="true">
                  {intl.formatMessage({ id: sh.caption === 'stage' ? 'map.stage' : 'map.entrance' })}
                </span>
              ))}
            {labelList}
          </>
        )}
      </div>
      {plan.isError ? (
        <p role="alert" className={styles.message}>
          {intl.formatMessage({ id: 'map.planError' })}
        </p>
      ) : (
        spots.length === 0 && (
          <p role="status" className={styles.message}>
            {intl.formatMessage({ id: plan.data ? 'map.noBoothsHere' : 'common.loading' })}
          </p>
        )
      )}
    </section>
  );
}
