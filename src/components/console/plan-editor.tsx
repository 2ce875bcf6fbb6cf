// Staff's building plans console (issue 22): choose a location; its plan (the uploaded image, else the sample's
// drawn shapes, else a plain square) as one big button where a tap places the chosen booth's label, each placed
// label draggable to a new spot; upload, replace or remove the image; the date and day or night; the location's
// booths with place and remove. Driven by machines/console-plans.machine.ts.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BuildingPlan } from '@contract/building-plans';
import type { LocationRow } from '@contract/campus-map';
import type { Language } from '@contract/constants';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import { IMAGE_TYPES } from '@machines/console-map.machine';
import type { PlanBooth } from '@machines/console-plans.machine';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import admin from '@/components/admin/admin.module.css';
import { PlanArt } from '@/components/map/building-map';
import { ConsoleNote } from './accounts-panel';
import { ImagePlacer } from './image-placer';
import styles from './plan-editor.module.css';

export interface PlanEditorProps {
  lang: Language;
  locations: LocationRow[];
  booths: PlanBooth[];
  days: string[];
  locationId: number | null;
  plan: BuildingPlan | null;
  date: string;
  night: boolean;
  boothId: number | null;
  message: ConsoleMessage | null;
  loading?: boolean;
  failed?: boolean;
  /** The chosen location's plan is being read. */
  planLoading?: boolean;
  busy?: boolean;
  confirmRemove?: boolean;
  onLocation: (id: number) => void;
  onDate: (date: string) => void;
  onNight: (night: boolean) => void;
  onBooth: (id: number) => void;
  /** A tap on the plan, in percent of its width and height. */
  onTap: (x: number, y: number) => void;
  /** A label dragged to a new spot (percent). */
  onMove: (boothId: number, x: number, y: number) => void;
  onRemoveSpot: (boothId: number) => void;
  onImage: (file: Blob) => void;
  onRemoveImage: () => void;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
  onRetry: () => void;
}

type PlacerProps = Pick<PlanEditorProps, 'plan' | 'booths' | 'date' | 'night' | 'boothId' | 'busy' | 'onTap' | 'onMove' | 'onBooth'> & {
  plan: BuildingPlan;
};

/** The plan as one big button: a tap places the chosen booth's label; a placed label is dragged or moved by keys. */
export function PlanPlacer({ plan, booths, date, night, boothId, busy, onTap, onMove, onBooth }: PlacerProps) {
  const intl = useIntl();
  const chosen = booths.find((b) => b.id === boothId);
  const marks = plan.spots
    .filter((s) => s.date === date && s.night === night)
    .map((s) => {
      const name = booths.find((b) => b.id === s.booth_id)?.name ?? String(s.booth_id);
      return { id: s.booth_id, x: s.x, y: s.y, text: name, name: intl.formatMessage({ id: 'console.plans.labelOf' }, { name }) };
    });
  return (
    <ImagePlacer
      unit="percent"
      kind="label"
      drag
      image={plan.image}
      art={<PlanArt locationId={plan.location_id} />}
      marks={marks}
      chosenId={boothId}
      busy={busy}
      label={chosen ? intl.formatMessage({ id: 'console.plans.placingFor' }, { name: chosen.name }) : intl.formatMessage({ id: 'console.plans.tapHint' })}
      testId="plan-placer"
      onTap={onTap}
      onMove={onMove}
      onChoose={onBooth}
    />
  );
}

const dayLabel = (intl: ReturnType<typeof useIntl>, d: string) =>
  intl.formatDate(`${d}T12:00:00+09:00`, { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'Asia/Seoul' });

/** Messages about the plan and its labels show above it; the rest above the location picker. */
const PLAN_MESSAGES = /^console\.plans\.(uploaded|imageRemoved|placed|removed|pickBooth|error\.)/;

/** The whole plans console: the location, its plan with its labels, the image, the date and day/night, the booths. */
export function PlanEditor(p: PlanEditorProps) {
  const intl = useIntl();
  const id = useId();
  if (p.loading) {
    return (
      <p role="status" aria-busy="true" className={admin.hint}>
        <FormattedMessage id="console.loading" />
      </p>
    );
  }
  if (p.failed) {
    return (
      <section className={admin.card}>
        <ConsoleNote message={p.message} />
        <button type="button" className={admin.secondary} onClick={p.onRetry}>
          <FormattedMessage id="console.retry" />
        </button>
      </section>
    );
  }
  const location = p.locations.find((l) => l.id === p.locationId);
  const name = location?.names[p.lang] ?? '';
  const booths = p.booths.filter((b) => b.location_id === p.locationId);
  const shown = new Map((p.plan?.spots ?? []).filter((s) => s.date === p.date && s.night === p.night).map((s) => [s.booth_id, s]));
  const chosen = booths.find((b) => b.id === p.boothId);
  const aboutPlan = !!p.message && !!p.plan && PLAN_MESSAGES.test(p.message.id);
  return (
    <>
      <section className={admin.card}>
        <label htmlFor={`${id}-sel`} className={admin.label}>
          <FormattedMessage id="console.plans.location" />
        </label>
        {!aboutPlan && <ConsoleNote message={p.message} />}
        <select
          id={`${id}-sel`}
          className={`${admin.input} ${styles.select}`}
          value={p.locationId ?? ''}
          disabled={p.busy && !p.planLoading}
          onChange={(e) => e.target.value && p.onLocation(Number(e.target.value))}
        >
          <option value="" disabled>
            {intl.formatMessage({ id: 'console.plans.chooseLocation' })}
          </option>
          {p.locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.hasDetailMap ? intl.formatMessage({ id: 'console.plans.withPlan' }, { name: l.names[p.lang] }) : l.names[p.lang]}
            </option>
          ))}
        </select>
      </section>
      {p.planLoading && (
        <p role="status" aria-busy="true" className={admin.hint}>
          <FormattedMessage id="console.loading" />
        </p>
      )}
      {p.plan && location && (
        <>
          <section className={admin.card} aria-labelledby={`${id}-plan`}>
            <h2 id={`${id}-plan`} className={admin.subheading}>
              {name}
            </h2>
            {aboutPlan && <ConsoleNote message={p.message} />}
            <div className={styles.toggles} role="group" aria-label={intl.formatMessage({ id: 'map.date' })}>
              {p.days.map((d) => (
                <button key={d} type="button" aria-pressed={d === p.date} onClick={() => p.onDate(d)} disabled={p.busy}>
                  {dayLabel(intl, d)}
                </button>
              ))}
            </div>
            <div className={styles.toggles} role="group" aria-label={intl.formatMessage({ id: 'map.dayNight' })}>
              <button type="button" aria-pressed={!p.night} onClick={() => p.onNight(false)} disabled={p.busy}>
                <FormattedMessage id="map.day" />
              </button>
              <button type="button" aria-pressed={p.night} onClick={() => p.onNight(true)} disabled={p.busy}>
                <FormattedMessage id="map.night" />
              </button>
            </div>
            <p className={admin.hint}>
              {chosen ? intl.formatMessage({ id: 'console.plans.placingFor' }, { name: chosen.name }) : intl.formatMessage({ id: 'console.plans.tapHint' })}
            </p>
            <PlanPlacer
              plan={p.plan}
              booths={booths}
              date={p.date}
              night={p.night}
              boothId={p.boothId}
              busy={p.busy}
              onTap={p.onTap}
              onMove={p.onMove}
              onBooth={p.onBooth}
            />
          </section>
          <section className={admin.card} aria-labelledby={`${id}-booths`}>
            <h2 id={`${id}-booths`} className={admin.subheading}>
              <FormattedMessage id="console.plans.labels" />
            </h2>
            {booths.length === 0 ? (
              <p className={admin.empty}>
                <FormattedMessage id="console.plans.noBooths" />
              </p>
            ) : (
              <ul className={admin.list} aria-label={intl.formatMessage({ id: 'console.plans.labels' })}>
                {booths.map((b) => {
                  const spot = shown.get(b.id);
                  return (
                    <li key={b.id} className={`${styles.row} ${b.id === p.boothId ? styles.rowChosen : ''}`}>
                      <span className={styles.name}>{b.name}</span>
                      <span className={styles.sub}>{intl.formatMessage({ id: spot ? 'console.plans.isPlaced' : 'console.plans.notPlaced' })}</span>
                      <span className={styles.rowActions}>
                        <button
                          type="button"
                          aria-pressed={b.id === p.boothId}
                          aria-label={intl.formatMessage({ id: 'console.plans.chooseOf' }, { name: b.name })}
                          onClick={() => p.onBooth(b.id)}
                          disabled={p.busy}
                        >
                          <FormattedMessage id="console.plans.choose" />
                        </button>
                        {spot && (
                          <button
                            type="button"
                            className={styles.del}
                            aria-label={intl.formatMessage({ id: 'console.plans.removeOf' }, { name: b.name })}
                            onClick={() => p.onRemoveSpot(b.id)}
                            disabled={p.busy}
                          >
                            <FormattedMessage id="console.plans.remove" />
                          </button>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section className={admin.card} aria-labelledby={`${id}-img`}>
            <h2 id={`${id}-img`} className={admin.subheading}>
              <FormattedMessage id="console.plans.image" />
            </h2>
            {!p.plan.image && (
              <p className={admin.hint}>
                <FormattedMessage id="console.plans.noImage" />
              </p>
            )}
            <label className={styles.file}>
              <span className={admin.label}>
                <FormattedMessage id={p.plan.image ? 'console.plans.replace' : 'console.plans.upload'} />
              </span>
              <input
                type="file"
                accept={IMAGE_TYPES.join(',')}
                disabled={p.busy}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) p.onImage(file);
                }}
              />
            </label>
            {p.plan.image && (
              <button type="button" className={styles.removeImage} onClick={p.onRemoveImage} disabled={p.busy}>
                <FormattedMessage id="console.plans.removeImage" />
              </button>
            )}
          </section>
        </>
      )}
      <ConfirmDialog
        open={!!p.confirmRemove}
        message={intl.formatMessage({ id: 'console.plans.confirmRemove' }, { name })}
        confirmLabel={intl.formatMessage({ id: 'console.plans.removeImage' })}
        cancelLabel={intl.formatMessage({ id: 'admin.common.cancel' })}
        onConfirm={p.onConfirmRemove}
        onCancel={p.onCancelRemove}
        busy={p.busy}
        danger
      />
    </>
  );
}
