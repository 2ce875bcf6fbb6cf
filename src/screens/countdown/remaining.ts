// Time left until the opening instant (spec §2 Countdown, §9).
import { KST_OFFSET_MS } from '@contract/constants';
import { currentFestival } from '@contract/festival-data';

export interface Remaining {
  /** Korea calendar days until the opening day (0 on the opening day: D-DAY). */
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days counted on Korea's calendar: shift both instants by +9 h before cutting them into days. */
function kstDayIndex(ms: number): number {
  return Math.floor((ms + KST_OFFSET_MS) / DAY_MS);
}

/**
 * Days as the D-{days} badge counts them (Korea dates, +9 h), and hours:minutes:seconds of the time left
 * within the current day of countdown. Everything is zero once the time left is not positive.
 */
export function remaining(nowMs: number, targetMs: number = Date.parse(currentFestival().opening_instant)): Remaining {
  const left = targetMs - nowMs;
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const totalSeconds = Math.floor(left / 1000);
  return {
    days: Math.max(0, kstDayIndex(targetMs) - kstDayIndex(nowMs)),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
  };
}
