import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BoothDraft } from '@machines/console-booth.machine';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import styles from './console.module.css';

export interface BoothEditorProps {
  draft: BoothDraft | null;
  message: ConsoleMessage | null;
  loading?: boolean;
  failed?: boolean;
  busy?: boolean;
  onDescription: (value: string) => void;
  onMenu: (index: number, field: 'name' | 'price', value: string) => void;
  onSoldout: (index: number, value: boolean) => void;
  onAddMenu: () => void;
  onRemoveMenu: (index: number) => void;
  onHours: (index: number, field: 'start' | 'end', value: string) => void;
  onSave: () => void;
  onRetry: () => void;
}

/** A booth's description, menus (name, price, sold out) and hours per day, saved together. */
export function BoothEditor(p: BoothEditorProps) {
  const intl = useIntl();
  const id = useId();
  const d = p.draft;
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        {d ? d.boothName : <FormattedMessage id="console.booth.title" />}
      </h2>
      <ConsoleNote message={p.message} />
      {p.loading ? (
        <p role="status" aria-busy="true" className={admin.hint}>
          <FormattedMessage id="console.loading" />
        </p>
      ) : p.failed || !d ? (
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
            <label htmlFor={`${id}-desc`} className={admin.label}>
              <FormattedMessage id="console.booth.description" />
            </label>
            <textarea id={`${id}-desc`} className={admin.textarea} value={d.description} onChange={(e) => p.onDescription(e.target.value)} />
          </div>
          <fieldset className={admin.field} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={admin.label}>
              <FormattedMessage id="console.booth.menus" />
            </legend>
            <ul className={admin.list}>
              {d.menus.map((m, i) => (
                <li key={i} className={styles.menuRow}>
                  <input
                    className={admin.input}
                    aria-label={intl.formatMessage({ id: 'console.booth.menuName' }, { row: i + 1 })}
                    value={m.name}
                    onChange={(e) => p.onMenu(i, 'name', e.target.value)}
                  />
                  <input
                    className={admin.input}
                    inputMode="numeric"
                    aria-label={intl.formatMessage({ id: 'console.booth.menuPrice' }, { row: i + 1 })}
                    value={m.price}
                    onChange={(e) => p.onMenu(i, 'price', e.target.value)}
                  />
                  <label className={styles.soldout}>
                    <input type="checkbox" checked={m.soldout} onChange={(e) => p.onSoldout(i, e.target.checked)} />
                    <FormattedMessage id="console.booth.soldout" />
                  </label>
                  <button
                    type="button"
                    className={admin.secondary}
                    onClick={() => p.onRemoveMenu(i)}
                    aria-label={intl.formatMessage({ id: 'console.booth.removeMenu' }, { row: i + 1 })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={admin.secondary} onClick={p.onAddMenu}>
              <FormattedMessage id="console.booth.addMenu" />
            </button>
          </fieldset>
          {d.hours.length > 0 && (
            <fieldset className={admin.field} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className={admin.label}>
                <FormattedMessage id="console.booth.hours" />
              </legend>
              {d.hours.map((h, i) => (
                <div key={h.day} className={styles.hoursRow}>
                  <span>{h.day}</span>
                  <input
                    type="time"
                    className={admin.input}
                    aria-label={intl.formatMessage({ id: 'console.booth.opens' }, { day: h.day })}
                    value={h.start}
                    onChange={(e) => p.onHours(i, 'start', e.target.value)}
                  />
                  <input
                    type="time"
                    className={admin.input}
                    aria-label={intl.formatMessage({ id: 'console.booth.closes' }, { day: h.day })}
                    value={h.end}
                    onChange={(e) => p.onHours(i, 'end', e.target.value)}
                  />
                </div>
              ))}
            </fieldset>
          )}
          <button type="submit" className={admin.button} disabled={p.busy} aria-busy={p.busy || undefined}>
            <FormattedMessage id="admin.urgent.save" />
          </button>
        </form>
      )}
    </section>
  );
}
