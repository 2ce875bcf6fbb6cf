import { useIntl } from 'react-intl';
import styles from './admin.module.css';

/** Messages that report success are polite status lines; everything else is an alert. */
const SUCCESS = new Set<string>(['admin.saved', 'admin.login.success', 'admin.detail.deleted', 'admin.urgent.cleared']);

/** A machine's FormMessage, or any message id with its values (delete has no machine). */
export interface ShownMessage {
  id: string;
  values?: Record<string, number>;
}

export interface AdminMessageProps {
  message: ShownMessage | null;
}

/** One message of an admin form, always in the admin's language (a server refusal arrives mapped to an id). */
export function AdminMessage({ message }: AdminMessageProps) {
  const intl = useIntl();
  if (!message) return null;
  const text = intl.formatMessage({ id: message.id }, message.values);
  const ok = SUCCESS.has(message.id);
  return (
    <p role={ok ? 'status' : 'alert'} className={ok ? styles.info : styles.error}>
      {text}
    </p>
  );
}
