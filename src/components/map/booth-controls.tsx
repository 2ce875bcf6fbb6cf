import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FestivalDate } from '@contract/constants';
import { useFestival } from '@/stores/festival';
import { useHydrated } from '@/hooks/use-hydrated';
import styles from './map.module.css';

export interface BoothControlsProps {
  date: FestivalDate;
  isNight: boolean;
  onDateChange: (date: FestivalDate) => void;
  onNightChange: (isNight: boolean) => void;
  /** More booth filters after the switch (the "short wait only" toggle, loaded after the first paint). */
  children?: ReactNode;
}

/** On the Booth filter: the festival day (24, 25, 26 September) and the day/night switch. */
export function BoothControls({ date, isNight, onDateChange, onNightChange, children }: BoothControlsProps) {
  const intl = useIntl();
  const id = useId();
  const { dates } = useFestival();
  // The day is chosen once React has the page: in a page the server drew, a choice made before would not reach it.
  const ready = useHydrated();
  return (
    <div className={styles.boothControls}>
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'map.date' })}
      </label>
      <select
        id={id}
        className={styles.dateSelect}
        value={date}
        disabled={!ready}
        onChange={(e) => onDateChange(e.target.value as FestivalDate)}
      >
        {(dates as FestivalDate[]).map((d) => (
          <option key={d} value={d}>
            {intl.formatDate(new Date(`${d}T12:00:00+09:00`), { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'Asia/Seoul' })}
          </option>
        ))}
      </select>
      <button
        type="button"
        role="switch"
        aria-checked={isNight}
        aria-label={intl.formatMessage({ id: 'map.dayNight' })}
        className={styles.nightSwitch}
        onClick={() => onNightChange(!isNight)}
      >
        <span data-on={!isNight}>{intl.formatMessage({ id: 'map.day' })}</span>
        <span data-on={isNight}>{intl.formatMessage({ id: 'map.night' })}</span>
      </button>
      {children}
    </div>
  );
}
