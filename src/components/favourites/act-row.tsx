import { useIntl } from 'react-intl';
import { kstDate, kstTime } from '@contract/time';
import { DATE_LOCALES, type Language } from '@contract/constants';
import type { FavouriteAct, ReminderSetting } from '@/stores/favourites';
import type { ActStatus } from '@/screens/my-festival/my-festival-rules';
import { FavouriteStar } from './favourite-star';
import { ReminderPicker } from './reminder-picker';
import { ShareButton, type ShareOutcome } from './share-button';
import styles from './favourites.module.css';

export interface ActRowProps {
  act: FavouriteAct;
  lang: Language;
  status: ActStatus;
  reminder: ReminderSetting | null;
  walkMinutes: number | null;
  dueAt: number | null;
  denied?: boolean;
  onToggleStar: () => void;
  onReminderChange: (setting: ReminderSetting | null) => void;
  onCalendar: () => void;
  /** Share the performance (the timetable of its day). */
  onShare?: () => Promise<ShareOutcome>;
}

export function ActRow({ act, lang, status, reminder, walkMinutes, dueAt, denied, onToggleStar, onReminderChange, onCalendar, onShare }: ActRowProps) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const start = Date.parse(act.start);
  const day = kstDate(start);
  const weekday = new Intl.DateTimeFormat(DATE_LOCALES[lang], { weekday: 'short', timeZone: 'Asia/Seoul' }).format(start);
  const time = m('my.act.time', { day: `${day.slice(5).replace('-', '/')} (${weekday})`, start: kstTime(start), end: kstTime(Date.parse(act.end)) });
  const badge =
    status.kind === 'now' ? m('my.act.now') : status.kind === 'soon' ? m('my.act.soon', { minutes: status.minutes }) : status.kind === 'ended' ? m('my.act.ended') : null;
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <span className={styles.rowName}>{act.name}</span>
        {badge && (
          <span className={styles.badge} data-tone={status.kind === 'now' ? 'on' : status.kind === 'soon' ? 'soon' : undefined}>
            {badge}
          </span>
        )}
        <FavouriteStar name={act.name} on onToggle={onToggleStar} />
      </div>
      <div className={styles.rowMeta}>
        {time}
        {act.location ? ` · ${act.location}` : ''}
      </div>
      <div className={styles.actions}>
        {status.kind !== 'ended' && status.kind !== 'now' && (
          <ReminderPicker name={act.name} setting={reminder} walkMinutes={walkMinutes} dueAt={dueAt} denied={denied} onChange={onReminderChange} />
        )}
        <button type="button" className={styles.action} onClick={onCalendar}>
          {m('my.calendar.one', { name: act.name })}
        </button>
        {onShare && <ShareButton name={act.name} onShare={onShare} />}
      </div>
    </li>
  );
}
