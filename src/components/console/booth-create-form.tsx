import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Category } from '@contract/constants';
import type { ConsoleLocation } from '@contract/console-booths';
import type { BoothProblem } from '@contract/rules/booth-admin';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import { carries, type NewBoothDraft, type TextField } from '@machines/console-booth-create.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import { BoothBasicsFields, CornerFields, fieldset, Problem, useFieldProblems } from './booth-fields';
import { CONSOLE_BOOTH_LINKS } from './booth-list-panel';
import styles from './console.module.css';

export interface BoothCreateFormProps {
  draft: NewBoothDraft;
  locations: ConsoleLocation[];
  problems: BoothProblem[];
  message: ConsoleMessage | null;
  loading?: boolean;
  failed?: boolean;
  busy?: boolean;
  /** The booth just created (a link to it and to a new form). */
  createdId?: number | null;
  onField: (field: TextField, value: string) => void;
  onCategory: (value: Category) => void;
  onNight: (value: boolean) => void;
  onDorder: (value: boolean) => void;
  onImage: (file: File | null) => void;
  onCorner: (index: number, value: string) => void;
  onAddCorner: () => void;
  onRemoveCorner: (index: number) => void;
  onMenu: (index: number, field: 'name' | 'price', value: string) => void;
  onSoldout: (index: number, value: boolean) => void;
  onAddMenu: () => void;
  onRemoveMenu: (index: number) => void;
  onHours: (index: number, field: 'start' | 'end', value: string) => void;
  onSubmit: () => void;
  onAnother: () => void;
  onRetry: () => void;
}

/** Staff's new booth of any category: only the fields the category carries; each problem beside its field. */
export function BoothCreateForm(p: BoothCreateFormProps) {
  const intl = useIntl();
  const f = useFieldProblems(p.problems);
  const { id, invalid } = f;
  const problemOf = f.of;
  const d = p.draft;
  const c = carries(d);
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id="console.booths.new" />
      </h2>
      <ConsoleNote message={p.message} />
      {p.loading ? (
        <p role="status" aria-busy="true" className={admin.hint}>
          <FormattedMessage id="console.loading" />
        </p>
      ) : p.failed ? (
        <button type="button" className={admin.secondary} onClick={p.onRetry}>
          <FormattedMessage id="console.retry" />
        </button>
      ) : p.createdId ? (
        <div className={admin.actions}>
          <Link href={CONSOLE_BOOTH_LINKS.edit(p.createdId)} className={admin.secondary}>
            <FormattedMessage id="console.booths.openCreated" />
          </Link>
          <Link href={CONSOLE_BOOTH_LINKS.list} className={admin.secondary}>
            <FormattedMessage id="console.booths.backToList" />
          </Link>
          <button type="button" className={admin.button} onClick={p.onAnother}>
            <FormattedMessage id="console.booths.another" />
          </button>
        </div>
      ) : (
        <form
          className={admin.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            p.onSubmit();
          }}
        >
          <BoothBasicsFields f={f} draft={d} carried={c} locations={p.locations} onField={p.onField} onCategory={p.onCategory} onNight={p.onNight} onDorder={p.onDorder} />
          <div className={admin.field}>
            <label htmlFor={`${id}-img`} className={admin.label}>
              <FormattedMessage id="console.booths.photo" />
            </label>
            <input id={`${id}-img`} type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => p.onImage(e.target.files?.[0] ?? null)} />
            {d.image && (
              <p className={admin.hint}>
                <FormattedMessage id="console.booths.photoChosen" values={{ name: d.imageName }} />
              </p>
            )}
          </div>
          <div className={admin.field}>
            <label htmlFor={`${id}-desc`} className={admin.label}>
              <FormattedMessage id="console.booth.description" />
            </label>
            <textarea id={`${id}-desc`} className={admin.textarea} value={d.description} onChange={(e) => p.onField('description', e.target.value)} {...invalid('description')} />
            <Problem id={`${id}-description-p`} problem={problemOf('description')} />
          </div>
          <CornerFields f={f} corners={d.corners} shown={c.corners} onCorner={p.onCorner} onAddCorner={p.onAddCorner} onRemoveCorner={p.onRemoveCorner} />
          {c.menus && (
            <fieldset className={admin.field} style={fieldset}>
              <legend className={admin.label}>
                <FormattedMessage id="console.booth.menus" />
              </legend>
              <ul className={admin.list}>
                {d.menus.map((m, i) => (
                  <li key={i} className={styles.menuRow}>
                    <input
                      className={admin.input}
                      aria-label={t('console.booth.menuName', { row: i + 1 })}
                      value={m.name}
                      onChange={(e) => p.onMenu(i, 'name', e.target.value)}
                      {...invalid(`menus.${i}.name`)}
                    />
                    <input
                      className={admin.input}
                      inputMode="numeric"
                      aria-label={t('console.booth.menuPrice', { row: i + 1 })}
                      value={m.price}
                      onChange={(e) => p.onMenu(i, 'price', e.target.value)}
                      {...invalid(`menus.${i}.price`)}
                    />
                    <label className={styles.soldout}>
                      <input type="checkbox" checked={m.soldout} onChange={(e) => p.onSoldout(i, e.target.checked)} />
                      <FormattedMessage id="console.booth.soldout" />
                    </label>
                    <button type="button" className={admin.secondary} onClick={() => p.onRemoveMenu(i)} aria-label={t('console.booth.removeMenu', { row: i + 1 })}>
                      ×
                    </button>
                    <Problem id={`${id}-menus.${i}.name-p`} problem={problemOf(`menus.${i}.name`)} />
                    <Problem id={`${id}-menus.${i}.price-p`} problem={problemOf(`menus.${i}.price`)} />
                  </li>
                ))}
              </ul>
              <Problem id={`${id}-menus-p`} problem={problemOf('menus')} />
              <button type="button" className={admin.secondary} onClick={p.onAddMenu}>
                <FormattedMessage id="console.booth.addMenu" />
              </button>
            </fieldset>
          )}
          {d.hours.length > 0 && (
            <fieldset className={admin.field} style={fieldset}>
              <legend className={admin.label}>
                <FormattedMessage id="console.booth.hours" />
              </legend>
              <p className={admin.hint}>
                <FormattedMessage id="console.booths.hoursHint" />
              </p>
              {d.hours.map((h, i) => (
                <div key={h.day} className={styles.hoursRow}>
                  <span>{h.day}</span>
                  <input
                    type="time"
                    className={admin.input}
                    aria-label={t('console.booth.opens', { day: h.day })}
                    value={h.start}
                    onChange={(e) => p.onHours(i, 'start', e.target.value)}
                    {...invalid(`hours.${h.day}`)}
                  />
                  <input
                    type="time"
                    className={admin.input}
                    aria-label={t('console.booth.closes', { day: h.day })}
                    value={h.end}
                    onChange={(e) => p.onHours(i, 'end', e.target.value)}
                    {...invalid(`hours.${h.day}`)}
                  />
                  <Problem id={`${id}-hours.${h.day}-p`} problem={problemOf(`hours.${h.day}`)} />
                </div>
              ))}
            </fieldset>
          )}
          <button type="submit" className={admin.button} disabled={p.busy} aria-busy={p.busy || undefined}>
            <FormattedMessage id="console.booths.create" />
          </button>
        </form>
      )}
    </section>
  );
}
