import { FormattedMessage } from 'react-intl';
import type { HoursGroup } from '@/lib/hours';
import styles from './booth.module.css';

/** The week's opening hours, grouped by time range: '수, 목  17:00 ~ 23:59'. */
export function WeeklySchedule({ groups }: { groups: readonly HoursGroup[] }) {
  if (groups.length === 0) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id="map.preparing" />
      </p>
    );
  }
  return (
    <ul className={styles.plainList}>
      {groups.map((g) => (
        <li key={g.days.join()} className={styles.scheduleRow}>
          <span className={styles.scheduleDays}>{g.weekdays}</span>
          <span>
            {g.preparing ? (
              <FormattedMessage id="map.preparing" />
            ) : (
              <FormattedMessage id="common.timeRange" values={{ start: g.start, end: g.end }} />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
