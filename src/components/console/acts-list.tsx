import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ConsoleAct } from '@contract/console-acts';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import { ConfirmRow } from './confirm-row';
import styles from './console.module.css';

export interface ActsListProps {
  acts: ConsoleAct[];
  /** The festival's days: one group each, in order; acts on other days come last. */
  dates: readonly string[];
  message: ConsoleMessage | null;
  loading?: boolean;
  failed?: boolean;
  busy?: boolean;
  /** The act waiting for the delete confirmation. */
  confirmDelete?: ConsoleAct | null;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  onRetry: () => void;
}

const time = (iso: string) => iso.slice(11, 16);

/** The acts by festival day and start time; an act that clashes on its stage says with which. */
export function ActsList(p: ActsListProps) {
  const intl = useIntl();
  const id = useId();
  const byId = new Map(p.acts.map((a) => [a.id, a]));
  const groups = p.dates.map((date, i) => ({ key: date, title: intl.formatMessage({ id: 'console.acts.dayHeading' }, { n: i + 1, date }), acts: p.acts.filter((a) => a.start_time.startsWith(date)) }));
  const others = p.acts.filter((a) => !p.dates.some((d) => a.start_time.startsWith(d)));
  if (others.length) groups.push({ key: 'other', title: intl.formatMessage({ id: 'console.acts.otherDays' }), acts: others });
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id="console.acts.title" />
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
          <button type="button" className={admin.button} onClick={p.onAdd}>
            <FormattedMessage id="console.acts.add" />
          </button>
          {p.acts.length === 0 && (
            <p className={admin.empty}>
              <FormattedMessage id="console.acts.empty" />
            </p>
          )}
          {groups
            .filter((g) => g.acts.length > 0)
            .map((g) => (
              <section key={g.key} aria-label={g.title} className={styles.actDay}>
                <h3 className={styles.actDayTitle}>{g.title}</h3>
                <ul className={admin.list}>
                  {g.acts.map((a) => (
                    <li key={a.id} className={a.overlaps.length ? `${styles.actRow} ${styles.actClash}` : styles.actRow} aria-label={a.name}>
                      <span className={styles.actTime}>
                        {time(a.start_time)}–{time(a.end_time)}
                      </span>
                      <span className={styles.actName}>{a.name}</span>
                      <span className={styles.actSub}>
                        {a.location_name} · <FormattedMessage id={`console.acts.kind.${a.kind}`} />
                      </span>
                      {a.overlaps.length > 0 && (
                        <p className={styles.actWarning}>
                          <span className={styles.staleBadge}>
                            <FormattedMessage id="console.acts.overlapBadge" />
                          </span>{' '}
                          <FormattedMessage id="console.acts.overlapWith" values={{ names: a.overlaps.map((o) => byId.get(o)?.name ?? `#${o}`).join(', ') }} />
                        </p>
                      )}
                      <span className={styles.actButtons}>
                        <button type="button" className={admin.secondary} onClick={() => p.onEdit(a.id)} aria-label={intl.formatMessage({ id: 'console.acts.edit' }, { name: a.name })} disabled={a.id < 0}>
                          <FormattedMessage id="console.acts.editButton" />
                        </button>
                        <ConfirmRow
                          className={`${admin.secondary} ${admin.danger}`}
                          label={intl.formatMessage({ id: 'console.acts.deleteYes' })}
                          name={intl.formatMessage({ id: 'console.acts.delete' }, { name: a.name })}
                          question={intl.formatMessage({ id: 'console.acts.confirmDelete' }, { name: a.name })}
                          cancelLabel={intl.formatMessage({ id: 'console.acts.cancel' })}
                          asking={p.confirmDelete?.id === a.id}
                          busy={p.busy}
                          disabled={a.id < 0}
                          onAsk={() => p.onDelete(a.id)}
                          onConfirm={p.onConfirmDelete}
                          onCancel={p.onCancelDelete}
                        />
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </>
      )}
    </section>
  );
}
