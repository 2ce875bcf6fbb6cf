// The line live: "call next", each party (number, size, minutes waited, state), "seated" for a called party and
// "no-show" once its grace window has passed on the festival clock, and "undo the last". Pure.
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminLine, AdminTicket } from '@contract/queue';
import { kstTime } from '@contract/time';
import styles from '@/components/admin/admin.module.css';
import own from './queue-admin.module.css';

export interface LineTicketsProps {
  tickets: AdminTicket[];
  undo: AdminLine['undo'];
  /** The festival clock (ms). */
  nowMs: number;
  busy: boolean;
  onCallNext: () => void;
  onSeated: (ticketId: number) => void;
  onNoShow: (ticketId: number) => void;
  onUndo: () => void;
}

/** Whole minutes a party has waited: until now while waiting, until its call once called. */
function waited(t: AdminTicket, nowMs: number): number | null {
  const end = t.state === 'waiting' ? nowMs : t.called_at ? Date.parse(t.called_at) : null;
  return end === null ? null : Math.max(0, Math.floor((end - Date.parse(t.joined_at)) / 60_000));
}

export function LineTickets(p: LineTicketsProps) {
  const intl = useIntl();
  const anyWaiting = p.tickets.some((t) => t.state === 'waiting');
  return (
    <section className={styles.card} aria-labelledby="queue-line-list">
      <h2 id="queue-line-list" className={styles.subheading}>
        <FormattedMessage id="admin.queue.list" />
      </h2>
      <button type="button" className={`${styles.button} ${own.big}`} disabled={p.busy || !anyWaiting} onClick={p.onCallNext}>
        <FormattedMessage id="admin.queue.callNext" />
      </button>
      {p.tickets.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="admin.queue.empty" />
        </p>
      ) : (
        <ol className={own.tickets}>
          {p.tickets.map((t) => {
            const number = intl.formatMessage({ id: 'admin.queue.ticket.number' }, { number: t.number });
            const minutes = waited(t, p.nowMs);
            const noShowFrom = t.no_show_from ? Date.parse(t.no_show_from) : null;
            const done = t.state !== 'waiting' && t.state !== 'called';
            return (
              <li key={t.id} className={`${own.ticket} ${t.state === 'called' ? own.called : ''} ${done ? own.done : ''}`} aria-label={number}>
                <span className={own.number}>{number}</span>
                <span className={own.detail}>
                  <FormattedMessage id="admin.queue.ticket.party" values={{ size: t.party_size }} />
                  {minutes !== null && (
                    <>
                      {' · '}
                      <FormattedMessage id="admin.queue.ticket.waited" values={{ minutes }} />
                    </>
                  )}
                </span>
                <span className={own.ticketState}>
                  <FormattedMessage id={`admin.queue.ticket.state.${t.state}`} />
                </span>
                {t.state === 'called' && (
                  <div className={own.ticketActions}>
                    <button type="button" className={styles.button} disabled={p.busy} onClick={() => p.onSeated(t.id)}>
                      <FormattedMessage id="admin.queue.markSeated" values={{ number: t.number }} />
                    </button>
                    {noShowFrom !== null && p.nowMs >= noShowFrom ? (
                      <button type="button" className={styles.danger} disabled={p.busy} onClick={() => p.onNoShow(t.id)}>
                        <FormattedMessage id="admin.queue.markNoShow" values={{ number: t.number }} />
                      </button>
                    ) : (
                      noShowFrom !== null && (
                        <p className={styles.hint}>
                          <FormattedMessage id="admin.queue.noShowFrom" values={{ time: kstTime(noShowFrom) }} />
                        </p>
                      )
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" className={styles.secondary} disabled={p.busy || !p.undo} onClick={p.onUndo}>
        {p.undo ? <FormattedMessage id="admin.queue.undo" values={{ number: p.undo.number }} /> : <FormattedMessage id="admin.queue.undoNothing" />}
      </button>
    </section>
  );
}
