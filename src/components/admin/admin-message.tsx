import { useIntl } from 'react-intl';
import styles from './admin.module.css';

/** Messages that report success are polite status lines; everything else is an alert. */
const SUCCESS = new Set<string>(['admin.saved', 'admin.login.success', 'admin.detail.deleted', 'admin.urgent.cleared']);

/** A machine's FormMessage, or any message id with the server's words (delete has no machine). */
export interface ShownMessage {
  id: string;
  serverText?: string;
}

export interface AdminMessageProps {
  message: ShownMessage | null;
}

/** One message of an admin form: the server's own words when it gave any, else the message id's text. */
export function AdminMessage({ message }: AdminMessageProps) {
  const intl = useIntl();
  if (!message) return null;
  const text = message.serverText ?? intl.formatMessage({ id: message.id });
  const ok = SUCCESS.has(message.id);
  return (
    <p role={ok ? 'status' : 'alert'} className={ok ? styles.info : styles.error}>
      {text}
    </p>
  );
}
