// Staff's campus map console (issue 22): the uploaded image with its numbered pins, where a tap places the chosen
// location's pin; the locations with place-pin, edit and delete; the location form (names in four languages,
// optional latitude and longitude) with each problem under its field. Driven by machines/console-map.machine.ts.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { LocationRow, UploadedCampusMap } from '@contract/campus-map';
import type { Language } from '@contract/constants';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import { IMAGE_TYPES, MAP_LANGS, type FieldProblems, type LocationDraft, type LocationField } from '@machines/console-map.machine';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import { ImagePlacer } from './image-placer';
import styles from './map-editor.module.css';

export interface MapEditorProps {
  /** The admin's language: the locations are listed by their name in it. */
  lang: Language;
  locations: LocationRow[];
  map: UploadedCampusMap | null;
  selectedId: number | null;
  draft: LocationDraft | null;
  problems: FieldProblems;
  message: ConsoleMessage | null;
  loading?: boolean;
  failed?: boolean;
  busy?: boolean;
  /** The location waiting for the delete confirmation. */
  confirmDelete?: LocationRow | null;
  onImage: (file: Blob) => void;
  onSelect: (id: number) => void;
  /** A tap on the image, as fractions of its width and height. */
  onTap: (x: number, y: number) => void;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onDraft: (field: LocationField, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  onRetry: () => void;
}

/** The uploaded image as one big button: where it is tapped becomes the chosen location's pin; a focused pin moves by keys. */
export function MapPlacer({
  map,
  locations,
  selectedId,
  lang,
  busy,
  onTap,
  onSelect,
}: Pick<MapEditorProps, 'map' | 'locations' | 'selectedId' | 'lang' | 'busy' | 'onTap' | 'onSelect'> & { map: UploadedCampusMap }) {
  const intl = useIntl();
  const chosen = locations.find((l) => l.id === selectedId);
  const marks = map.pins.map((pin) => {
    const l = locations.find((x) => x.id === pin.id);
    return { id: pin.id, x: pin.x, y: pin.y, text: String(pin.id), name: l ? `${pin.id} · ${intl.formatMessage({ id: 'console.map.pinOf' }, { name: l.names[lang] })}` : String(pin.id) };
  });
  return (
    <ImagePlacer
      unit="fraction"
      kind="pin"
      image={{ url: map.image_url, width: map.width, height: map.height }}
      marks={marks}
      chosenId={selectedId}
      busy={busy}
      label={chosen ? intl.formatMessage({ id: 'console.map.placingFor' }, { name: chosen.names[lang] }) : intl.formatMessage({ id: 'console.map.tapHint' })}
      testId="map-placer"
      onTap={onTap}
      // The map machine places the chosen location's pin: choose the moved one first.
      onMove={(id, x, y) => {
        if (id !== selectedId) onSelect(id);
        onTap(x, y);
      }}
      onChoose={onSelect}
    />
  );
}

function LocationForm({ draft, problems, busy, onDraft, onSave, onCancel }: Pick<MapEditorProps, 'problems' | 'busy' | 'onDraft' | 'onSave' | 'onCancel'> & { draft: LocationDraft }) {
  const intl = useIntl();
  const id = useId();
  const field = (f: LocationField, label: string, value: string, inputMode?: 'decimal') => {
    const problem = problems[f];
    return (
      <div className={admin.field} key={f}>
        <label htmlFor={`${id}-${f}`} className={admin.label}>
          {label}
        </label>
        <input
          id={`${id}-${f}`}
          className={admin.input}
          value={value}
          inputMode={inputMode}
          maxLength={inputMode ? 20 : 80}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${f}-e` : undefined}
          onChange={(e) => onDraft(f, e.target.value)}
        />
        {problem && (
          <p id={`${id}-${f}-e`} className={styles.fieldError}>
            {intl.formatMessage({ id: problem.id }, problem.values)}
          </p>
        )}
      </div>
    );
  };
  return (
    <form
      className={admin.form}
      noValidate
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h3 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id={draft.id === null ? 'console.map.newTitle' : 'console.map.editTitle'} />
      </h3>
      {MAP_LANGS.map((l) => field(l, intl.formatMessage({ id: `console.map.name.${l}` }), draft.names[l]))}
      <div className={styles.coords}>
        {field('lat', intl.formatMessage({ id: 'console.map.lat' }), draft.lat, 'decimal')}
        {field('lng', intl.formatMessage({ id: 'console.map.lng' }), draft.lng, 'decimal')}
      </div>
      <div className={admin.actions}>
        <button type="button" className={admin.secondary} onClick={onCancel} disabled={busy}>
          <FormattedMessage id="admin.common.cancel" />
        </button>
        <button type="submit" className={admin.button} disabled={busy} aria-busy={busy || undefined}>
          <FormattedMessage id="console.map.save" />
        </button>
      </div>
    </form>
  );
}

/** Messages about the image and its pins show above it; the rest (the form, the list) above the locations. */
const IMAGE_MESSAGES = new Set([
  'console.map.uploaded',
  'console.map.pinPlaced',
  'console.map.pickFirst',
  'console.map.error.unsupported_media_type',
  'console.map.error.too_large',
  'console.map.error.image_too_large',
  'console.map.error.no_map_image',
]);

/** The whole map console: image and pins, upload, the locations and the form. */
export function MapEditor(p: MapEditorProps) {
  const intl = useIntl();
  const id = useId();
  const aboutImage = !!p.message && IMAGE_MESSAGES.has(p.message.id) && !p.draft;
  const chosen = p.locations.find((l) => l.id === p.selectedId);
  const pinned = new Set(p.map?.pins.map((x) => x.id));
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
  return (
    <>
      <section className={admin.card} aria-labelledby={`${id}-img`}>
        <h2 id={`${id}-img`} className={admin.subheading}>
          <FormattedMessage id="console.map.image" />
        </h2>
        {aboutImage && <ConsoleNote message={p.message} />}
        {p.map ? (
          <>
            <p className={admin.hint}>
              {chosen ? intl.formatMessage({ id: 'console.map.placingFor' }, { name: chosen.names[p.lang] }) : intl.formatMessage({ id: 'console.map.tapHint' })}
            </p>
            <MapPlacer map={p.map} locations={p.locations} selectedId={p.selectedId} lang={p.lang} busy={p.busy} onTap={p.onTap} onSelect={p.onSelect} />
          </>
        ) : (
          <p className={admin.hint}>
            <FormattedMessage id="console.map.noImage" />
          </p>
        )}
        <label className={styles.file}>
          <span className={admin.label}>
            <FormattedMessage id={p.map ? 'console.map.replace' : 'console.map.upload'} />
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
      </section>
      <section className={admin.card} aria-labelledby={`${id}-loc`}>
        <h2 id={`${id}-loc`} className={admin.subheading}>
          <FormattedMessage id="console.map.locations" />
        </h2>
        {!aboutImage && <ConsoleNote message={p.message} />}
        {p.draft ? (
          <LocationForm draft={p.draft} problems={p.problems} busy={p.busy} onDraft={p.onDraft} onSave={p.onSave} onCancel={p.onCancel} />
        ) : (
          <button type="button" className={admin.button} onClick={p.onAdd} disabled={p.busy}>
            <FormattedMessage id="console.map.add" />
          </button>
        )}
        {p.locations.length === 0 ? (
          <p className={admin.empty}>
            <FormattedMessage id="console.map.empty" />
          </p>
        ) : (
          <ul className={admin.list} aria-label={intl.formatMessage({ id: 'console.map.locations' })}>
            {p.locations.map((l) => {
              const name = l.names[p.lang];
              return (
                <li key={l.id} className={`${styles.row} ${l.id === p.selectedId ? styles.rowChosen : ''}`}>
                  <span className={styles.number} aria-hidden="true">
                    {l.id}
                  </span>
                  <span className={styles.name}>{name}</span>
                  <span className={styles.sub}>
                    {intl.formatMessage({ id: pinned.has(l.id) ? 'console.map.hasPin' : 'console.map.noPin' })}
                    {p.lang !== 'ko' ? ` · ${l.names.ko}` : ''}
                  </span>
                  <span className={styles.rowActions}>
                    {p.map && (
                      <button
                        type="button"
                        aria-pressed={l.id === p.selectedId}
                        aria-label={intl.formatMessage({ id: 'console.map.chooseOf' }, { name })}
                        onClick={() => p.onSelect(l.id)}
                        disabled={p.busy}
                      >
                        <FormattedMessage id="console.map.choose" />
                      </button>
                    )}
                    <button type="button" aria-label={intl.formatMessage({ id: 'console.map.editOf' }, { name })} onClick={() => p.onEdit(l.id)} disabled={p.busy || !!p.draft}>
                      <FormattedMessage id="console.map.edit" />
                    </button>
                    <button
                      type="button"
                      className={styles.del}
                      aria-label={intl.formatMessage({ id: 'console.map.deleteOf' }, { name })}
                      onClick={() => p.onDelete(l.id)}
                      disabled={p.busy || !!p.draft}
                    >
                      <FormattedMessage id="console.map.delete" />
                    </button>
                  </span>
                  {/* Its building plan (image and booth labels) is edited on the plans console. */}
                  <Link
                    href={`/admin/console/plans?location=${l.id}`}
                    className={styles.planLink}
                    aria-label={intl.formatMessage({ id: 'console.plans.openOf' }, { name })}
                  >
                    <FormattedMessage id="console.plans.open" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={!!p.confirmDelete}
        message={intl.formatMessage({ id: 'console.map.confirmDelete' }, { name: p.confirmDelete?.names[p.lang] ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'console.map.delete' })}
        cancelLabel={intl.formatMessage({ id: 'admin.common.cancel' })}
        onConfirm={p.onConfirmDelete}
        onCancel={p.onCancelDelete}
        busy={p.busy}
        danger
      />
    </>
  );
}
