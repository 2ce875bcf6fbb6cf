// "Your turn, come to the entrance" (issue 25), over any page when a ticket is called. Pure: the ticket comes in.
import { useIntl } from 'react-intl';
import type { Ticket } from '@contract/queue';
import styles from './queue.module.css';

export interface YourTurnBannerProps {
  ticket: Pick<Ticket, 'booth_name' | 'number'>;
  /** Opens the booth's page (its ticket). */
  onOpen?: () => void;
  onDismiss: () => void;
}

export function YourTurnBanner({ ticket, onOpen, onDismiss }: YourTurnBannerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { booth: ticket.booth_name, number: ticket.number });
  const where = `${t('queue.ticket.heading')} · ${t('queue.ticket.number')}`;
  return (
    <div role="alert" className={styles.banner} data-testid="queue-your-turn">
      <p className={styles.bannerText}>
        <strong>{t('queue.ticket.yourTurn')}</strong>
      </p>
      <div className={styles.row}>
        {onOpen ? (
          <button type="button" className={styles.bannerButton} onClick={onOpen}>
            {where}
          </button>
        ) : (
          <span>{where}</span>
        )}
        <button type="button" className={styles.bannerButton} onClick={onDismiss}>
          {t('queue.ticket.dismiss')}
        </button>
      </div>
    </div>
  );
}
