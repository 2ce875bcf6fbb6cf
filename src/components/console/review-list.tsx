import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REVIEW_LANGUAGES, type ReviewEntry, type ReviewLanguage } from '@contract/translation-review';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import type { OverrideDraft } from '@machines/translation-review.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import styles from './console.module.css';

export interface ReviewListProps {
  entries: ReviewEntry[];
  total: number;
  loading?: boolean;
  failed?: boolean;
  lang: ReviewLanguage | 'all';
  query: string;
  /** The override form when one is open. */
  editing: OverrideDraft | null;
  busy?: boolean;
  message: ConsoleMessage | null;
  onRetry: () => void;
  onLang: (lang: ReviewLanguage | 'all') => void;
  onQuery: (q: string) => void;
  onOpen: (entry: ReviewEntry) => void;
  onChange: (text: string) => void;
  onSave: () => void;
  onClear: () => void;
  onCancel: () => void;
}

export const entryKey = (e: Pick<ReviewEntry, 'entity_type' | 'entity_id' | 'field' | 'lang'>) => `${e.entity_type}:${e.entity_id}:${e.field}:${e.lang}`;

/** Machine translations per field and language, stale overrides first, each editable in place. */
export function ReviewList(p: ReviewListProps) {
  const intl = useIntl();
  const id = useId();
  const lang = (l: string) => intl.formatMessage({ id: `console.review.lang.${l}` });
  const open = p.editing ? entryKey(p.editing.entry) : null;
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id="console.review.list" />
      </h2>
      <div className={styles.filters}>
        <div className={admin.field}>
          <label htmlFor={`${id}-lang`} className={admin.label}>
            <FormattedMessage id="console.review.filterLang" />
          </label>
          <select id={`${id}-lang`} className={styles.select} value={p.lang} onChange={(e) => p.onLang(e.target.value as ReviewLanguage | 'all')}>
            <option value="all">{intl.formatMessage({ id: 'console.review.allLanguages' })}</option>
            {REVIEW_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {lang(l)}
              </option>
            ))}
          </select>
        </div>
        <div className={admin.field}>
          <label htmlFor={`${id}-q`} className={admin.label}>
            <FormattedMessage id="console.review.search" />
          </label>
          <input id={`${id}-q`} type="search" className={admin.input} value={p.query} onChange={(e) => p.onQuery(e.target.value)} />
        </div>
      </div>
      <ConsoleNote message={p.message} />
      {p.loading ? (
        <p role="status" aria-busy="true" className={admin.hint}>
          <FormattedMessage id="console.loading" />
        </p>
      ) : p.failed ? (
        <>
          <p role="alert" className={admin.error}>
            <FormattedMessage id="console.error.loadFailed" />
          </p>
          <button type="button" className={admin.secondary} onClick={p.onRetry}>
            <FormattedMessage id="console.retry" />
          </button>
        </>
      ) : p.entries.length === 0 ? (
        <p className={admin.empty}>
          <FormattedMessage id="console.review.empty" />
        </p>
      ) : (
        <>
          <p className={admin.hint}>
            <FormattedMessage id="console.review.count" values={{ shown: p.entries.length, total: p.total }} />
          </p>
          <ul className={admin.list} aria-label={intl.formatMessage({ id: 'console.review.list' })}>
            {p.entries.map((e) => {
              const key = entryKey(e);
              const action = e.override ? 'console.review.editOverride' : 'console.review.addOverride';
              const title = intl.formatMessage({ id: 'console.review.entryTitle' }, { type: e.entity_type, id: e.entity_id, field: e.field, lang: lang(e.lang) });
              return (
                <li key={key} className={e.override?.stale ? `${styles.reviewItem} ${styles.reviewStale}` : styles.reviewItem} aria-label={title}>
                  <span className={styles.reviewTitle}>{title}</span>
                  {e.override?.stale && (
                    <span className={styles.staleBadge}>
                      <FormattedMessage id="console.review.stale" />
                    </span>
                  )}
                  <dl className={styles.reviewTexts}>
                    <dt>
                      <FormattedMessage id="console.review.source" />
                    </dt>
                    <dd lang="ko">{e.source_text}</dd>
                    {e.override?.stale && (
                      <>
                        <dt>
                          <FormattedMessage id="console.review.oldSource" />
                        </dt>
                        <dd lang="ko">{e.override.source_text}</dd>
                      </>
                    )}
                    <dt>
                      <FormattedMessage id="console.review.machine" />
                    </dt>
                    <dd lang={e.lang}>{e.machine?.status === 'ok' ? e.machine.text : intl.formatMessage({ id: 'console.review.noMachine' })}</dd>
                    {e.override && (
                      <>
                        <dt>
                          <FormattedMessage id="console.review.override" />
                        </dt>
                        <dd lang={e.lang}>{e.override.text}</dd>
                      </>
                    )}
                  </dl>
                  {open === key && p.editing ? (
                    <form
                      className={admin.form}
                      noValidate
                      onSubmit={(ev) => {
                        ev.preventDefault();
                        p.onSave();
                      }}
                    >
                      <div className={admin.field}>
                        <label htmlFor={`${id}-text`} className={admin.label}>
                          <FormattedMessage id="console.review.overrideIn" values={{ lang: lang(e.lang) }} />
                        </label>
                        <textarea id={`${id}-text`} className={admin.textarea} lang={e.lang} value={p.editing.text} onChange={(ev) => p.onChange(ev.target.value)} />
                      </div>
                      <div className={admin.actions}>
                        <button type="submit" className={admin.button} disabled={p.busy}>
                          <FormattedMessage id={e.override?.stale ? 'console.review.confirm' : 'console.review.saveOverride'} />
                        </button>
                        <button type="button" className={admin.secondary} disabled={p.busy} onClick={p.onCancel}>
                          <FormattedMessage id="console.review.cancel" />
                        </button>
                        {e.override && (
                          <button type="button" className={admin.danger} disabled={p.busy} onClick={p.onClear}>
                            <FormattedMessage id="console.review.clearOverride" />
                          </button>
                        )}
                      </div>
                    </form>
                  ) : (
                    <button
                      type="button"
                      className={admin.secondary}
                      disabled={p.busy}
                      onClick={() => p.onOpen(e)}
                      aria-label={intl.formatMessage({ id: 'console.review.editEntry' }, { action: intl.formatMessage({ id: action }), title })}
                    >
                      <FormattedMessage id={action} />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
