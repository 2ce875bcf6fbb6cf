import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FestivalDate, TimetableSlot } from '@contract/constants';
import { kstInstant } from '@contract/time';
import { useFestival } from '@/stores/festival';
import styles from './timetable.module.css';

export interface TimetableTabsProps {
  view: 'day' | 'celebrity';
  day: FestivalDate;
  /** null when no slot is chosen. */
  slot: TimetableSlot | null;
  onDay: (day: FestivalDate) => void;
  onCelebrity: () => void;
  onSlot: (slot: TimetableSlot) => void;
  /** id of the panel the tabs control. */
  panelId: string;
}

/** A tab per festival day and the celebrity tab; under a day, the festival's hour slots (2025: 15:00 to 19:00). */
export function TimetableTabs({ view, day, slot, onDay, onCelebrity, onSlot, panelId }: TimetableTabsProps) {
  const intl = useIntl();
  const { dates, stage } = useFestival();
  const slotRow = useRef<HTMLDivElement>(null);
  // The chosen slot is scrolled into the row's view (19:00 sat half off a phone's screen), without moving the page.
  // After the paint, where the row's layout is read as it is: in React's commit the reads forced the page's layout
  // in the middle of the timetable's first load.
  useEffect(() => {
    const row = slotRow.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip) return;
    const left = chip.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - (row.clientWidth - chip.offsetWidth) / 2;
    }
  }, [slot, view, day]);
  return (
    <div className={styles.tabsBlock}>
      <div role="tablist" aria-label={intl.formatMessage({ id: 'timetable.days' })} className={styles.tabs}>
        {(dates as FestivalDate[]).map((d, i) => {
          const selected = view === 'day' && d === day;
          return (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              className={styles.tab}
              onClick={() => onDay(d)}
            >
              <span className={styles.tabName}>
                <FormattedMessage id="timetable.day" values={{ n: i + 1 }} />
              </span>
              <span className={styles.tabDate}>
                {intl.formatDate(kstInstant(d, '12:00'), { month: 'numeric', day: 'numeric', weekday: 'short' })}
              </span>
            </button>
          );
        })}
        <button
          type="button"
          role="tab"
          aria-selected={view === 'celebrity'}
          aria-controls={panelId}
          className={styles.tab}
          onClick={onCelebrity}
        >
          <span className={styles.tabName}>
            <FormattedMessage id="timetable.celebrity" />
          </span>
        </button>
      </div>
      {view === 'day' && (
        <div ref={slotRow} role="group" aria-label={intl.formatMessage({ id: 'timetable.slots' })} className={styles.slots}>
          {(stage.slots as TimetableSlot[]).map((s) => (
            <button key={s} type="button" aria-pressed={s === slot} className={styles.slot} onClick={() => onSlot(s)}>
              {s}
            </button>
          ))}
          <span className="more-chips" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
