import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REVIEW_LANGUAGES, type GlossaryTerm } from '@contract/translation-review';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import type { TermDraft } from '@machines/translation-review.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import styles from './console.module.css';

export interface GlossaryEditorProps {
  terms: GlossaryTerm[];
  loading?: boolean;
  failed?: boolean;
  /** The term form when one is open (new: id null). */
  form: TermDraft | null;
  busy?: boolean;
  message: ConsoleMessage | null;
  onRetry: () => void;
  onNew: () => void;
  onOpen: (term: TermDraft) => void;
  onChange: (field: keyof Omit<TermDraft, 'id'>, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onDelete: (id: number) => void;
}

const FIELDS = ['term_ko', ...REVIEW_LANGUAGES] as const;

const draftOf = (t: GlossaryTerm): TermDraft => ({ id: t.id, term_ko: t.term_ko, en: t.en ?? '', ja: t.ja ?? '', 'zh-CN': t['zh-CN'] ?? '' });

/** Official names per language: the list of terms, and one form to add or edit a term. */
export function GlossaryEditor(p: GlossaryEditorProps) {
  const intl = useIntl();
  const id = useId();
  const lang = (l: string) => intl.formatMessage({ id: `console.review.lang.${l}` });
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id="console.review.glossary" />
      </h2>
      <p className={admin.hint}>
        <FormattedMessage id="console.review.glossaryHint" />
      </p>
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
      ) : p.terms.length === 0 ? (
        <p className={admin.empty}>
          <FormattedMessage id="console.review.glossaryEmpty" />
        </p>
      ) : (
        <ul className={admin.list} aria-label={intl.formatMessage({ id: 'console.review.glossary' })}>
          {p.terms.map((t) => (
            <li key={t.id} className={styles.termRow}>
              <span className={styles.termKo} lang="ko">
                {t.term_ko}
              </span>
              <dl className={styles.termLangs}>
                {REVIEW_LANGUAGES.map((l) => (
                  <div key={l}>
                    <dt>{lang(l)}</dt>
                    <dd lang={l}>{t[l] ?? '—'}</dd>
                  </div>
                ))}
              </dl>
              <div className={admin.actions}>
                <button type="button" className={admin.secondary} disabled={p.busy} onClick={() => p.onOpen(draftOf(t))} aria-label={intl.formatMessage({ id: 'console.review.editTerm' }, { term: t.term_ko })}>
                  <FormattedMessage id="console.review.edit" />
                </button>
                <button type="button" className={admin.danger} disabled={p.busy} onClick={() => p.onDelete(t.id)} aria-label={intl.formatMessage({ id: 'console.review.deleteTerm' }, { term: t.term_ko })}>
                  <FormattedMessage id="console.review.delete" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {p.form ? (
        <form
          className={admin.form}
          noValidate
          aria-label={intl.formatMessage({ id: p.form.id === null ? 'console.review.newTerm' : 'console.review.editTermForm' })}
          onSubmit={(e) => {
            e.preventDefault();
            p.onSubmit();
          }}
        >
          {FIELDS.map((f) => (
            <div key={f} className={admin.field}>
              <label htmlFor={`${id}-${f}`} className={admin.label}>
                <FormattedMessage id={f === 'term_ko' ? 'console.review.termKo' : 'console.review.termIn'} values={{ lang: f === 'term_ko' ? '' : lang(f) }} />
              </label>
              <input id={`${id}-${f}`} className={admin.input} lang={f === 'term_ko' ? 'ko' : f} value={p.form![f]} onChange={(e) => p.onChange(f, e.target.value)} />
            </div>
          ))}
          <div className={admin.actions}>
            <button type="submit" className={admin.button} disabled={p.busy}>
              <FormattedMessage id="console.review.saveTerm" />
            </button>
            <button type="button" className={admin.secondary} disabled={p.busy} onClick={p.onCancel}>
              <FormattedMessage id="console.review.cancel" />
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={admin.button} disabled={p.busy || p.loading} onClick={p.onNew}>
          <FormattedMessage id="console.review.addTerm" />
        </button>
      )}
    </section>
  );
}
