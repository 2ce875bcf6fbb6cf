import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Credit } from '@contract/credits';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import { ConfirmRow } from './confirm-row';
import styles from './console.module.css';

export interface CreditsListProps {
  credits: Credit[];
  message: ConsoleMessage | null;
  loading?: boolean;
  failed?: boolean;
  busy?: boolean;
  /** The person waiting for the removal confirmation. */
  confirmDelete?: Credit | null;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onMove: (id: number, by: -1 | 1) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  onRetry: () => void;
}

/** The developers page's people in the page's order: edit, move up or down, remove (after a confirmation). */
export function CreditsList(p: CreditsListProps) {
  const intl = useIntl();
  const id = useId();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id="console.credits.people" />
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
      ) : (
        <>
          <button type="button" className={admin.button} onClick={p.onAdd} disabled={p.busy}>
            <FormattedMessage id="console.credits.add" />
          </button>
          {p.credits.length === 0 ? (
            <p className={admin.empty}>
              <FormattedMessage id="console.credits.empty" />
            </p>
          ) : (
            <ol className={admin.list} aria-label={t('console.credits.people')}>
              {p.credits.map((c, i) => (
                <li key={c.id} className={styles.actRow} aria-label={c.name}>
                  <span className={styles.actName}>{c.name}</span>
                  <span className={styles.actSub}>
                    {c.roles.map((r) => t(`developers.team.${r}`)).join(', ')} · {c.roleDisplay}
                    {c.major ? ` · ${c.major}` : ''}
                  </span>
                  {c.link && <span className={styles.actSub}>{c.link}</span>}
                  <span className={styles.actButtons}>
                    <button type="button" className={admin.secondary} onClick={() => p.onMove(c.id, -1)} disabled={i === 0 || p.busy} aria-label={t('console.credits.moveUp', { name: c.name })}>
                      ↑
                    </button>
                    <button type="button" className={admin.secondary} onClick={() => p.onMove(c.id, 1)} disabled={i === p.credits.length - 1 || p.busy} aria-label={t('console.credits.moveDown', { name: c.name })}>
                      ↓
                    </button>
                    <button type="button" className={admin.secondary} onClick={() => p.onEdit(c.id)} disabled={p.busy} aria-label={t('console.credits.edit', { name: c.name })}>
                      <FormattedMessage id="console.acts.editButton" />
                    </button>
                    <ConfirmRow
                      className={`${admin.secondary} ${admin.danger}`}
                      label={t('console.credits.removeYes')}
                      name={t('console.credits.remove', { name: c.name })}
                      question={t('console.credits.confirmRemove', { name: c.name })}
                      cancelLabel={t('console.acts.cancel')}
                      asking={p.confirmDelete?.id === c.id}
                      busy={p.busy}
                      disabled={p.busy}
                      onAsk={() => p.onDelete(c.id)}
                      onConfirm={p.onConfirmDelete}
                      onCancel={p.onCancelDelete}
                    />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
