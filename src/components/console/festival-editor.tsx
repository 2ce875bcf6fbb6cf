// The festival's settings on a phone (machines/festival-settings.machine.ts): name per language, days, the
// opening, stage hours and slots, the game and its partner pubs, the languages offered; saved together.
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '@contract/constants';
import type { FestivalDraft, FestivalField, PubDraft } from '@machines/festival-settings.machine';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import styles from './console.module.css';

/** Each language's own name for itself (what a language picker shows). */
const LANGUAGE_NAME: Record<Language, string> = { ko: '한국어', en: 'English', ja: '日本語', 'zh-CN': '简体中文' };

export interface FestivalEditorProps {
  draft: FestivalDraft;
  message: ConsoleMessage | null;
  /** No festival exists yet: the form sets up the first one. */
  first?: boolean;
  busy?: boolean;
  onField: (field: FestivalField, value: string) => void;
  onName: (lang: Language, value: string) => void;
  onLanguage: (lang: Language, offered: boolean) => void;
  onPub: (index: number, field: keyof PubDraft, value: string) => void;
  onAddPub: () => void;
  onRemovePub: (index: number) => void;
  onSave: () => void;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={admin.field} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={admin.label}>
        <FormattedMessage id={legend} />
      </legend>
      {children}
    </fieldset>
  );
}

export function FestivalEditor(p: FestivalEditorProps) {
  const intl = useIntl();
  const id = useId();
  const d = p.draft;
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const field = (name: FestivalField, label: string, type: 'text' | 'date' | 'time' | 'datetime-local' = 'text', numeric = false) => (
    <div className={admin.field}>
      <label htmlFor={`${id}-${name}`} className={admin.label}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        className={admin.input}
        inputMode={numeric ? 'numeric' : undefined}
        value={d[name]}
        onChange={(e) => p.onField(name, e.target.value)}
      />
    </div>
  );
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id="console.festival.title" />
      </h2>
      {p.first && (
        <p className={admin.hint}>
          <FormattedMessage id="console.festival.setUp" />
        </p>
      )}
      <ConsoleNote message={p.message} />
      <form
        className={admin.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          p.onSave();
        }}
      >
        <Group legend="console.festival.names">
          {LANGUAGES.map((lang) => (
            <input
              key={lang}
              className={admin.input}
              lang={lang}
              aria-label={t('console.festival.name', { lang: LANGUAGE_NAME[lang] })}
              placeholder={LANGUAGE_NAME[lang]}
              value={d.names[lang]}
              onChange={(e) => p.onName(lang, e.target.value)}
            />
          ))}
        </Group>
        <Group legend="console.festival.dates">
          {field('firstDay', 'console.festival.firstDay', 'date')}
          {field('days', 'console.festival.days', 'text', true)}
          {field('opening', 'console.festival.opening', 'datetime-local')}
        </Group>
        <Group legend="console.festival.stage">
          <div className={styles.hoursRow}>
            {field('stageOpen', 'console.festival.stageOpen', 'time')}
            {field('stageClose', 'console.festival.stageClose', 'time')}
          </div>
          {field('slots', 'console.festival.slots')}
        </Group>
        <Group legend="console.festival.night">
          <p className={admin.hint}>
            <FormattedMessage id="console.festival.nightHint" />
          </p>
          {field('nightMapStart', 'console.festival.nightMapStart', 'text', true)}
          {field('nightMapEnd', 'console.festival.nightMapEnd', 'text', true)}
          {field('nightRequestStart', 'console.festival.nightRequestStart', 'text', true)}
          {field('nightRequestEnd', 'console.festival.nightRequestEnd', 'text', true)}
          {field('nightDetailStart', 'console.festival.nightDetailStart', 'text', true)}
        </Group>
        <Group legend="console.festival.game">
          {field('stages', 'console.festival.stages', 'text', true)}
          {field('triesPerDay', 'console.festival.tries', 'text', true)}
          {field('couponPercent', 'console.festival.coupon', 'text', true)}
        </Group>
        <Group legend="console.festival.pubs">
          <ul className={admin.list}>
            {d.pubs.map((pub, i) => (
              <li key={i} className={styles.menuRow}>
                <input
                  className={admin.input}
                  aria-label={t('console.festival.pubName', { row: i + 1 })}
                  value={pub.name}
                  onChange={(e) => p.onPub(i, 'name', e.target.value)}
                />
                <input
                  className={admin.input}
                  inputMode="numeric"
                  aria-label={t('console.festival.pubStock', { row: i + 1 })}
                  value={pub.stock}
                  onChange={(e) => p.onPub(i, 'stock', e.target.value)}
                />
                <button type="button" className={admin.secondary} onClick={() => p.onRemovePub(i)} aria-label={t('console.festival.removePub', { row: i + 1 })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={admin.secondary} onClick={p.onAddPub}>
            <FormattedMessage id="console.festival.addPub" />
          </button>
        </Group>
        <Group legend="console.festival.languages">
          {LANGUAGES.map((lang) => (
            <label key={lang} className={styles.soldout}>
              <input
                type="checkbox"
                checked={lang === 'ko' || d.languages.includes(lang)}
                disabled={lang === 'ko'}
                onChange={(e) => p.onLanguage(lang, e.target.checked)}
              />
              <span lang={lang}>{LANGUAGE_NAME[lang]}</span>
            </label>
          ))}
        </Group>
        <button type="submit" className={admin.button} disabled={p.busy} aria-busy={p.busy || undefined}>
          <FormattedMessage id="console.festival.save" />
        </button>
      </form>
    </section>
  );
}
