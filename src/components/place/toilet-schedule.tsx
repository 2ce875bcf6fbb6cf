import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '@contract/constants';
import { hhmm } from '@contract/time';
import { monthDay } from '@/lib/hours';
import styles from './place.module.css';

export interface ScheduleEntry {
  day: string;
  start_time: string | null;
  end_time: string | null;
}

/** Spec §2 Toilet detail: each schedule on its own line as month-day plus times. */
export function ToiletSchedule({ schedules, lang }: { schedules: readonly ScheduleEntry[]; lang: Language }) {
  const intl = useIntl();
  const sorted = [...schedules].filter((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.day)).sort((a, b) => a.day.localeCompare(b.day));
  if (sorted.length === 0) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id="place.noSchedule" />
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {sorted.map((s) => (
        <li key={s.day}>
          {s.start_time && s.end_time
            ? intl.formatMessage({ id: 'place.hoursOn' }, { date: monthDay(s.day, lang), start: hhmm(s.start_time), end: hhmm(s.end_time) })
            : intl.formatMessage({ id: 'place.preparingOn' }, { date: monthDay(s.day, lang) })}
        </li>
      ))}
    </ul>
  );
}
