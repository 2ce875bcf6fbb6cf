import { useIntl } from 'react-intl';
import styles from './admin.module.css';

export interface FlashBannerProps {
  /** A message id carried over from the previous screen ('login success', 'no permission…'), or null. */
  message: string | null;
}

/** An in-page alert that survives a redirect: the screen that follows shows it (instead of window.alert). */
export function FlashBanner({ message }: FlashBannerProps) {
  const intl = useIntl();
  if (!message) return null;
  const ok = message === 'admin.login.success' || message === 'admin.signedOut';
  return (
    <div className={styles.flash}>
      <p role="alert" className={ok ? styles.info : styles.error}>
        {intl.formatMessage({ id: message })}
      </p>
    </div>
  );
}
