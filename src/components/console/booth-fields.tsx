// The fields a booth's identity is made of, shared by Staff's new-booth form and the identity form of an existing
// booth: name, category, location, day/night and dorder (what the category carries) and the corners. Each problem
// shows under its field in the admin's language, tied to it by aria-describedby.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CATEGORIES, type Category } from '@contract/constants';
import type { ConsoleLocation } from '@contract/console-booths';
import type { BoothProblem } from '@contract/rules/booth-admin';
import type { carries } from '@machines/console-booth-create.machine';
import admin from '@/components/admin/admin.module.css';
import { languageOf } from './booth-list-panel';
import styles from './console.module.css';

/** A field's problem in the admin's language, under the field (its id ties it to the input). */
export function Problem({ id, problem }: { id: string; problem: BoothProblem | undefined }) {
  const intl = useIntl();
  if (!problem) return null;
  return (
    <p id={id} className={admin.error}>
      {intl.formatMessage({ id: `console.booths.problem.${problem.code}` }, { row: problem.row ?? 0, day: problem.day ?? '' })}
    </p>
  );
}

/** One form's ids and its problems by field (the problem's `field`: 'name', 'corners.0', ...). */
export interface FieldProblems {
  id: string;
  of: (field: string) => BoothProblem | undefined;
  /** aria-invalid and aria-describedby for a field with a problem. */
  invalid: (field: string) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

export function useFieldProblems(problems: readonly BoothProblem[]): FieldProblems {
  const id = useId();
  const of = (field: string) => problems.find((x) => x.field === field);
  return { id, of, invalid: (field) => (of(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-p` } : {}) };
}

export const fieldset = { border: 0, padding: 0, margin: 0 } as const;

export interface BoothBasicsProps {
  f: FieldProblems;
  draft: { name: string; category: Category; locationId: string; night: boolean; dorder: boolean };
  carried: ReturnType<typeof carries>;
  locations: ConsoleLocation[];
  onField: (field: 'name' | 'locationId', value: string) => void;
  onCategory: (value: Category) => void;
  onNight: (value: boolean) => void;
  onDorder: (value: boolean) => void;
  /** A form without menu fields tells a category change that the booth's menus break under the category. */
  menusProblemHere?: boolean;
}

/** Name, category, location, and the day/night and dorder switches the category carries. */
export function BoothBasicsFields({ f, draft: d, carried: c, locations, onField, onCategory, onNight, onDorder, menusProblemHere = false }: BoothBasicsProps) {
  const intl = useIntl();
  const lang = languageOf(intl.locale);
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <>
      <div className={admin.field}>
        <label htmlFor={`${f.id}-name`} className={admin.label}>
          <FormattedMessage id="console.booths.name" />
        </label>
        <input id={`${f.id}-name`} className={admin.input} value={d.name} onChange={(e) => onField('name', e.target.value)} {...f.invalid('name')} />
        <Problem id={`${f.id}-name-p`} problem={f.of('name')} />
      </div>
      <div className={admin.field}>
        <label htmlFor={`${f.id}-cat`} className={admin.label}>
          <FormattedMessage id="console.booths.categoryLabel" />
        </label>
        <select
          id={`${f.id}-cat`}
          className={styles.select}
          value={d.category}
          onChange={(e) => onCategory(e.target.value as Category)}
          {...(menusProblemHere ? f.invalid('menus') : {})}
        >
          {CATEGORIES.map((x) => (
            <option key={x} value={x}>
              {t(`console.booths.category.${x}`)}
            </option>
          ))}
        </select>
        {menusProblemHere && <Problem id={`${f.id}-menus-p`} problem={f.of('menus')} />}
      </div>
      <div className={admin.field}>
        <label htmlFor={`${f.id}-loc`} className={admin.label}>
          <FormattedMessage id="console.booths.location" />
        </label>
        <select id={`${f.id}-loc`} className={styles.select} value={d.locationId} onChange={(e) => onField('locationId', e.target.value)} {...f.invalid('location')}>
          <option value="">{t('console.booths.locationPick')}</option>
          {locations.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.names[lang]}
            </option>
          ))}
        </select>
        <Problem id={`${f.id}-location-p`} problem={f.of('location')} />
      </div>
      {c.night && (
        <label className={styles.soldout}>
          <input type="checkbox" checked={d.night} onChange={(e) => onNight(e.target.checked)} {...f.invalid('night')} />
          <FormattedMessage id="console.booths.nightBooth" />
        </label>
      )}
      <Problem id={`${f.id}-night-p`} problem={f.of('night')} />
      {c.dorder && (
        <label className={styles.soldout}>
          <input type="checkbox" checked={d.dorder} onChange={(e) => onDorder(e.target.checked)} {...f.invalid('dorder')} />
          <FormattedMessage id="console.booths.dorder" />
        </label>
      )}
      <Problem id={`${f.id}-dorder-p`} problem={f.of('dorder')} />
    </>
  );
}

export interface CornerFieldsProps {
  f: FieldProblems;
  corners: string[];
  /** Whether the category has corners (else only a problem about them shows). */
  shown: boolean;
  onCorner: (index: number, value: string) => void;
  onAddCorner: () => void;
  onRemoveCorner: (index: number) => void;
}

/** The booth's corners: one row each, removable, and one more on request. */
export function CornerFields({ f, corners, shown, onCorner, onAddCorner, onRemoveCorner }: CornerFieldsProps) {
  const intl = useIntl();
  const t = (key: string, values: Record<string, number>) => intl.formatMessage({ id: key }, values);
  if (!shown) return <Problem id={`${f.id}-corners-p`} problem={f.of('corners')} />;
  return (
    <fieldset className={admin.field} style={fieldset}>
      <legend className={admin.label}>
        <FormattedMessage id="console.booths.corners" />
      </legend>
      <ul className={admin.list}>
        {corners.map((x, i) => (
          <li key={i} className={styles.menuRow}>
            <input className={admin.input} aria-label={t('console.booths.cornerName', { row: i + 1 })} value={x} onChange={(e) => onCorner(i, e.target.value)} {...f.invalid(`corners.${i}`)} />
            <button type="button" className={admin.secondary} onClick={() => onRemoveCorner(i)} aria-label={t('console.booths.removeCorner', { row: i + 1 })}>
              ×
            </button>
            <Problem id={`${f.id}-corners.${i}-p`} problem={f.of(`corners.${i}`)} />
          </li>
        ))}
      </ul>
      <Problem id={`${f.id}-corners-p`} problem={f.of('corners')} />
      <button type="button" className={admin.secondary} onClick={onAddCorner}>
        <FormattedMessage id="console.booths.addCorner" />
      </button>
    </fieldset>
  );
}
