import { useIntl } from 'react-intl';
import { kstTime } from '@contract/time';
import styles from './favourites.module.css';

export interface ReminderToastProps {
  name: string;
  start: number;
  place: string | null;
  /** The walk was counted: the reminder says to leave now. */
  leave: boolean;
  onDismiss: () => void;
}

/** The in-app reminder, while the app is open and notifications are not allowed. */
export function ReminderToast({ name, start, place, leave, onDismiss }: ReminderToastProps) {
  const intl = useIntl();
  const values = { name, time: kstTime(start), place: place ?? '' };
  return (
    <div className={styles.toast} role="alert">
      <span>
        {leave ? intl.formatMessage({ id: 'my.reminder.leave' }, values) : `${intl.formatMessage({ id: 'my.reminder.title' })}: ${intl.formatMessage({ id: 'my.reminder.body' }, values)}`}
      </span>
      <button type="button" className={styles.toastClose} aria-label={intl.formatMessage({ id: 'my.reminder.dismiss' })} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
