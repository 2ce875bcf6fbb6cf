import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CATEGORIES, type Category } from '@contract/constants';
import type { ConsoleLocation } from '@contract/console-booths';
import type { BoothProblem } from '@contract/rules/booth-admin';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import { carries } from '@machines/console-booth-create.machine';
import type { IdentityDraft } from '@machines/console-booth-identity.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import { Problem } from './booth-create-form';
import { languageOf } from './booth-list-panel';
import styles from './console.module.css';

export interface BoothIdentityFormProps {
  draft: IdentityDraft | null;
  locations: ConsoleLocation[];
  problems: BoothProblem[];
  message: ConsoleMessage | null;
  loading?: boolean;
  failed?: boolean;
  busy?: boolean;
  onField: (field: 'name' | 'locationId', value: string) => void;
  onCategory: (value: Category) => void;
  onNight: (value: boolean) => void;
  onDorder: (value: boolean) => void;
  onImage: (file: File | null) => void;
  onRemoveImage: () => void;
  onCorner: (index: number, value: string) => void;
  onAddCorner: () => void;
  onRemoveCorner: (index: number) => void;
  onSave: () => void;
  onRetry: () => void;
}

const fieldset = { border: 0, padding: 0, margin: 0 } as const;

/** Staff: an existing booth's name, category, location, day/night, photo and corners; each problem beside its field. */
export function BoothIdentityForm(p: BoothIdentityFormProps) {
  const intl = useIntl();
  const id = useId();
  const d = p.draft;
  const lang = languageOf(intl.locale);
  const problemOf = (field: string) => p.problems.find((x) => x.field === field);
  const invalid = (field: string) => (problemOf(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-p` } : {});
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const c = d ? carries(d) : null;
  const shown = d ? (d.image.kind === 'replace' ? d.image.dataUrl : d.image.kind === 'remove' ? null : d.imageUrl) : null;
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id="console.booth.identity.title" />
      </h2>
      <ConsoleNote message={p.message} />
      {p.loading ? (
        <p role="status" aria-busy="true" className={admin.hint}>
          <FormattedMessage id="console.loading" />
        </p>
      ) : p.failed || !d || !c ? (
        <button type="button" className={admin.secondary} onClick={p.onRetry}>
          <FormattedMessage id="console.retry" />
        </button>
      ) : (
        <form
          className={admin.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            p.onSave();
          }}
        >
          <div className={admin.field}>
            <label htmlFor={`${id}-name`} className={admin.label}>
              <FormattedMessage id="console.booths.name" />
            </label>
            <input id={`${id}-name`} className={admin.input} value={d.name} onChange={(e) => p.onField('name', e.target.value)} {...invalid('name')} />
            <Problem id={`${id}-name-p`} problem={problemOf('name')} />
          </div>
          <div className={admin.field}>
            <label htmlFor={`${id}-cat`} className={admin.label}>
              <FormattedMessage id="console.booths.categoryLabel" />
            </label>
            <select id={`${id}-cat`} className={styles.select} value={d.category} onChange={(e) => p.onCategory(e.target.value as Category)} {...invalid('menus')}>
              {CATEGORIES.map((x) => (
                <option key={x} value={x}>
                  {t(`console.booths.category.${x}`)}
                </option>
              ))}
            </select>
            <Problem id={`${id}-menus-p`} problem={problemOf('menus')} />
          </div>
          <div className={admin.field}>
            <label htmlFor={`${id}-loc`} className={admin.label}>
              <FormattedMessage id="console.booths.location" />
            </label>
            <select id={`${id}-loc`} className={styles.select} value={d.locationId} onChange={(e) => p.onField('locationId', e.target.value)} {...invalid('location')}>
              <option value="">{t('console.booths.locationPick')}</option>
              {p.locations.map((l) => (
                <option key={l.id} value={String(l.id)}>
                  {l.names[lang]}
                </option>
              ))}
            </select>
            <Problem id={`${id}-location-p`} problem={problemOf('location')} />
          </div>
          {c.night && (
            <label className={styles.soldout}>
              <input type="checkbox" checked={d.night} onChange={(e) => p.onNight(e.target.checked)} {...invalid('night')} />
              <FormattedMessage id="console.booths.nightBooth" />
            </label>
          )}
          {c.dorder && (
            <label className={styles.soldout}>
              <input type="checkbox" checked={d.dorder} onChange={(e) => p.onDorder(e.target.checked)} {...invalid('dorder')} />
              <FormattedMessage id="console.booths.dorder" />
            </label>
          )}
          <div className={admin.field}>
            <label htmlFor={`${id}-img`} className={admin.label}>
              <FormattedMessage id="console.booths.photo" />
            </label>
            {shown ? (
              <img src={shown} alt={t('console.booth.identity.photoNow')} className={styles.photoNow} />
            ) : (
              <p className={admin.hint}>
                <FormattedMessage id={d.image.kind === 'remove' ? 'console.booth.identity.photoRemoved' : 'console.booth.identity.noPhoto'} />
              </p>
            )}
            <input id={`${id}-img`} type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => p.onImage(e.target.files?.[0] ?? null)} />
            {d.image.kind === 'replace' && (
              <p className={admin.hint}>
                <FormattedMessage id="console.booths.photoChosen" values={{ name: d.image.name }} />
              </p>
            )}
            {shown && (
              <button type="button" className={admin.secondary} onClick={p.onRemoveImage}>
                <FormattedMessage id="console.booth.identity.removePhoto" />
              </button>
            )}
          </div>
          {c.corners && (
            <fieldset className={admin.field} style={fieldset}>
              <legend className={admin.label}>
                <FormattedMessage id="console.booths.corners" />
              </legend>
              <ul className={admin.list}>
                {d.corners.map((x, i) => (
                  <li key={i} className={styles.menuRow}>
                    <input className={admin.input} aria-label={t('console.booths.cornerName', { row: i + 1 })} value={x} onChange={(e) => p.onCorner(i, e.target.value)} {...invalid(`corners.${i}`)} />
                    <button type="button" className={admin.secondary} onClick={() => p.onRemoveCorner(i)} aria-label={t('console.booths.removeCorner', { row: i + 1 })}>
                      ×
                    </button>
                    <Problem id={`${id}-corners.${i}-p`} problem={problemOf(`corners.${i}`)} />
                  </li>
                ))}
              </ul>
              <Problem id={`${id}-corners-p`} problem={problemOf('corners')} />
              <button type="button" className={admin.secondary} onClick={p.onAddCorner}>
                <FormattedMessage id="console.booths.addCorner" />
              </button>
            </fieldset>
          )}
          {!c.corners && <Problem id={`${id}-corners-p`} problem={problemOf('corners')} />}
          <Problem id={`${id}-night-p`} problem={problemOf('night')} />
          <Problem id={`${id}-dorder-p`} problem={problemOf('dorder')} />
          <button type="submit" className={admin.button} disabled={p.busy} aria-busy={p.busy || undefined}>
            <FormattedMessage id="console.booth.identity.save" />
          </button>
        </form>
      )}
    </section>
  );
}
