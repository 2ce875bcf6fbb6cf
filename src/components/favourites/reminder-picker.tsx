import { useId } from 'react';
import { useIntl } from 'react-intl';
import { kstTime } from '@contract/time';
import { REMINDER_LEADS, type ReminderLead, type ReminderSetting } from '@/stores/favourites';
import styles from './favourites.module.css';

export interface ReminderPickerProps {
  name: string;
  setting: ReminderSetting | null;
  /** Minutes of walk to the stage, null when the visitor's position is unknown. */
  walkMinutes: number | null;
  /** When the reminder is due (epoch ms), while one is set. */
  dueAt: number | null;
  /** The browser refused notifications: the reminder comes as a toast while the app is open. */
  denied?: boolean;
  onChange: (setting: ReminderSetting | null) => void;
}

/** Lead time (off, 5, 10, 15, 30 min) and "leave now" (add the walk to the stage). */
export function ReminderPicker({ name, setting, walkMinutes, dueAt, denied = false, onChange }: ReminderPickerProps) {
  const intl = useIntl();
  const id = useId();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className={styles.actions}>
      <select
        id={id}
        className={styles.select}
        aria-label={m('my.reminder.for', { name })}
        value={setting ? String(setting.lead) : ''}
        onChange={(e) => onChange(e.target.value ? { lead: Number(e.target.value) as ReminderLead, walk: setting?.walk ?? false } : null)}
      >
        <option value="">{m('my.reminder.off')}</option>
        {REMINDER_LEADS.map((lead) => (
          <option key={lead} value={lead}>
            {m('my.reminder.lead', { minutes: lead })}
          </option>
        ))}
      </select>
      {setting && (
        <label className={styles.check}>
          <input type="checkbox" checked={setting.walk} onChange={(e) => onChange({ ...setting, walk: e.target.checked })} />
          {m('my.reminder.walk')}
        </label>
      )}
      {setting?.walk && (
        <span className={styles.rowMeta}>
          {walkMinutes === null ? m('my.reminder.walkUnknown') : m('my.reminder.walkKnown', { minutes: walkMinutes })}
        </span>
      )}
      {setting && dueAt !== null && (
        <span className={styles.rowMeta} role="status">
          {m('my.reminder.set', { time: kstTime(dueAt) })}
        </span>
      )}
      {setting && denied && <span className={styles.rowMeta}>{m('my.reminder.denied')}</span>}
    </div>
  );
}
