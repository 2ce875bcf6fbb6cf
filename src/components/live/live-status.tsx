import { FormattedMessage } from 'react-intl';
import type { LiveStatus as Status } from '@/live/live-connection';
import styles from './live.module.css';

export interface LiveStatusProps {
  status: Status;
}

/**
 * The live connection as a person needs to know it: nothing in the way while it works, a small pill
 * while it reconnects or the phone is offline (what shows may be old).
 */
export function LiveStatus({ status }: LiveStatusProps) {
  if (status === 'reconnecting' || status === 'offline') {
    return (
      <div role="status" className={styles.status}>
        <FormattedMessage id={status === 'offline' ? 'live.offline' : 'live.reconnecting'} />
      </div>
    );
  }
  return null;
}
