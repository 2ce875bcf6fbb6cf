// The visitor's ticket (issue 25): number, parties ahead, estimated wait and "leave"; "your turn" when called;
// seated, missed (rejoin once) and left. Pure: the ticket machine's state and context come in as props.
import { useIntl } from 'react-intl';
import type { Ticket } from '@contract/queue';
import { failureKey } from './join-line';
import styles from './queue.module.css';

export type TicketView = 'waiting' | 'called' | 'refreshing' | 'leaving' | 'joining' | 'seated' | 'missed' | 'left';

export interface TicketCardProps {
  view: TicketView;
  ticket: Ticket;
  failure?: string | null;
  onLeave?: () => void;
  onRejoin?: () => void;
  onDismiss?: () => void;
}

export function TicketCard({ view, ticket, failure = null, onLeave, onRejoin, onDismiss }: TicketCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const called = view === 'called' || (view !== 'leaving' && ticket.state === 'called');
  const open = view === 'waiting' || view === 'called' || view === 'refreshing' || view === 'leaving';
  return (
    <section className={styles.panel} aria-label={t('queue.ticket.heading', { booth: ticket.booth_name })} data-testid="queue-ticket">
      <h3>{t('queue.ticket.heading', { booth: ticket.booth_name })}</h3>
      <p className={styles.number}>{t('queue.ticket.number', { number: ticket.number })}</p>
      {called && (
        <p role="alert" className={styles.turn}>
          {t('queue.ticket.yourTurn')}
        </p>
      )}
      {open && !called && (
        <ul className={styles.facts}>
          <li>{t('queue.ticket.ahead', { ahead: ticket.ahead })}</li>
          <li>{t('queue.ticket.wait', { minutes: ticket.est_wait_minutes })}</li>
          <li>{t('queue.ticket.party', { size: ticket.party_size })}</li>
        </ul>
      )}
      {view === 'seated' && <p className={styles.done}>{t('queue.ticket.seated')}</p>}
      {view === 'missed' && <p className={styles.done}>{t('queue.ticket.missed')}</p>}
      {view === 'left' && <p className={styles.done}>{t('queue.ticket.left')}</p>}
      <div className={styles.row}>
        {open && onLeave && (
          <button type="button" className={styles.secondary} disabled={view === 'leaving'} onClick={onLeave}>
            {t(view === 'leaving' ? 'queue.ticket.leaving' : 'queue.ticket.leave')}
          </button>
        )}
        {view === 'missed' && ticket.may_rejoin && onRejoin && (
          <button type="button" className={styles.button} onClick={onRejoin}>
            {t('queue.ticket.rejoin')}
          </button>
        )}
        {(view === 'seated' || view === 'missed' || view === 'left') && onDismiss && (
          <button type="button" className={styles.secondary} onClick={onDismiss}>
            {t('queue.ticket.dismiss')}
          </button>
        )}
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {t(`queue.failure.${failureKey(failure)}`)}
        </p>
      )}
    </section>
  );
}
