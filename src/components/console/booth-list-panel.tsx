import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CATEGORIES, DATE_LOCALES, LANGUAGES, type Language } from '@contract/constants';
import type { ConsoleBoothDeleted, ConsoleBoothRow, ConsoleLocation } from '@contract/console-booths';
import { visibleBooths, type CategoryFilter } from '@machines/console-booth-list.machine';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import { ConfirmRow } from './confirm-row';
import styles from './console.module.css';

export const CONSOLE_BOOTH_LINKS = {
  list: '/admin/console/booths',
  create: '/admin/console/booths/new',
  edit: (id: number) => `/admin/console/booth/${id}`,
} as const;

export interface BoothListPanelProps {
  booths: ConsoleBoothRow[];
  locations: ConsoleLocation[];
  category: CategoryFilter;
  search: string;
  message: ConsoleMessage | null;
  loading?: boolean;
  failed?: boolean;
  busy?: boolean;
  /** What the last deletion took with it. */
  deleted?: ConsoleBoothDeleted | null;
  /** The booth whose deletion waits for a confirmation. */
  confirmDelete?: ConsoleBoothRow | null;
  onCategory: (value: CategoryFilter) => void;
  onSearch: (value: string) => void;
  onDelete: (id: number) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  onRetry: () => void;
}

/** The language of an Intl locale (DATE_LOCALES: ko-KR, en-US, ja-JP, zh-CN). */
export const languageOf = (locale: string): Language => LANGUAGES.find((l) => DATE_LOCALES[l] === locale || l === locale) ?? 'ko';

/** What goes with a booth, as one sentence per part, in the admin's language. */
function deletionParts(intl: ReturnType<typeof useIntl>, b: ConsoleBoothRow): string[] {
  const parts = [intl.formatMessage({ id: 'console.booths.goes.rows' }, { likes: b.likes, menus: b.menus, events: b.events })];
  if (b.accounts.length) parts.push(intl.formatMessage({ id: 'console.booths.goes.accounts' }, { names: b.accounts.join(', ') }));
  if (b.queue) parts.push(intl.formatMessage({ id: 'console.booths.goes.queue' }));
  return parts;
}

/** Staff's booths: filter by category, search by name, edit, create and delete (after a confirmation naming what goes). */
export function BoothListPanel(p: BoothListPanelProps) {
  const intl = useIntl();
  const id = useId();
  const lang = languageOf(intl.locale);
  const placeOf = (locationId: number) => p.locations.find((l) => l.id === locationId)?.names[lang] ?? '';
  const rows = visibleBooths(p.booths, p.category, p.search);
  const categoryName = (c: string) => intl.formatMessage({ id: `console.booths.category.${c}` });
  const done = p.deleted;
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id="console.booths.title" />
      </h2>
      <ConsoleNote message={p.message} />
      {done && !p.message && (
        <p role="status" className={admin.info}>
          {intl.formatMessage(
            { id: 'console.booths.deleted' },
            { name: done.name, likes: done.likes, menus: done.menus, events: done.events, accounts: done.accounts_untied.length, names: done.accounts_untied.join(', '), queue: done.queue_closed ? 'yes' : 'no' },
          )}
        </p>
      )}
      <Link href={CONSOLE_BOOTH_LINKS.create} className={admin.button}>
        <FormattedMessage id="console.booths.new" />
      </Link>
      <div className={styles.filters}>
        <label className={admin.field}>
          <span className={admin.label}>
            <FormattedMessage id="console.booths.filter" />
          </span>
          <select className={styles.select} value={p.category} onChange={(e) => p.onCategory(e.target.value as CategoryFilter)}>
            <option value="all">{intl.formatMessage({ id: 'console.booths.category.all' })}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryName(c)}
              </option>
            ))}
          </select>
        </label>
        <label className={admin.field}>
          <span className={admin.label}>
            <FormattedMessage id="console.booths.search" />
          </span>
          <input type="search" className={admin.input} value={p.search} onChange={(e) => p.onSearch(e.target.value)} />
        </label>
      </div>
      {p.loading ? (
        <p role="status" aria-busy="true" className={admin.hint}>
          <FormattedMessage id="console.loading" />
        </p>
      ) : p.failed ? (
        <button type="button" className={admin.secondary} onClick={p.onRetry}>
          <FormattedMessage id="console.retry" />
        </button>
      ) : rows.length === 0 ? (
        <p className={admin.empty}>
          <FormattedMessage id="console.booths.none" />
        </p>
      ) : (
        <ul className={admin.list} aria-label={intl.formatMessage({ id: 'console.booths.list' })}>
          {rows.map((b) => (
            <li key={b.id} className={styles.accountRow}>
              <span className={styles.accountName}>{b.name}</span>
              <span className={styles.accountSub}>
                {categoryName(b.category)}
                {placeOf(b.location_id) ? ` · ${placeOf(b.location_id)}` : ''}
                {b.is_night ? ` · ${intl.formatMessage({ id: 'console.booths.night' })}` : ''}
              </span>
              <Link href={CONSOLE_BOOTH_LINKS.edit(b.id)} className={admin.secondary} aria-label={intl.formatMessage({ id: 'console.booths.editOf' }, { name: b.name })}>
                <FormattedMessage id="console.booths.edit" />
              </Link>
              <ConfirmRow
                className={styles.revokeButton}
                label={intl.formatMessage({ id: 'console.booths.delete' })}
                name={intl.formatMessage({ id: 'console.booths.deleteOf' }, { name: b.name })}
                question={`${intl.formatMessage({ id: 'console.booths.confirmDelete' }, { name: b.name })} ${deletionParts(intl, b).join(' ')}`}
                cancelLabel={intl.formatMessage({ id: 'admin.common.cancel' })}
                asking={p.confirmDelete?.id === b.id}
                busy={p.busy}
                disabled={p.busy}
                onAsk={() => p.onDelete(b.id)}
                onConfirm={p.onConfirmDelete}
                onCancel={p.onCancelDelete}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
