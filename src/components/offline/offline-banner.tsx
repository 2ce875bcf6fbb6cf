import { FormattedMessage, useIntl } from 'react-intl';
import styles from './offline.module.css';

export interface OfflineBannerProps {
  /** 'offline': cached data on screen; 'refreshing': the network is back and the screen's data is reloading. */
  mode: 'offline' | 'refreshing';
  /** When the oldest data on screen was fetched (ms); null when unknown. */
  updatedAt: number | null;
}

/** A small line under the top bar saying the screen shows saved data, and from when (Korea time). */
export function OfflineBanner({ mode, updatedAt }: OfflineBannerProps) {
  const intl = useIntl();
  let text;
  if (mode === 'refreshing') text = <FormattedMessage id="offline.refreshing" />;
  else if (updatedAt === null) text = <FormattedMessage id="offline.bannerNoTime" />;
  else text = <FormattedMessage id="offline.banner" values={{ time: intl.formatTime(updatedAt, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) }} />;
  return (
    <p className={styles.banner} role="status" data-mode={mode}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
