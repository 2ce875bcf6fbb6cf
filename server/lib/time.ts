// Korea-time formatting of instants for the wire.
import { KST_OFFSET_MS } from '@contract/constants';
import { kstParts } from '@contract/time';

const pad = (n: number) => String(n).padStart(2, '0');

/** 2025-09-25T18:00:00+09:00 */
export function kstIso(instant: Date | number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const d = new Date(ms + KST_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}+09:00`;
}

/** Minutes since Korea midnight. */
export function kstMinuteOfDay(instant: Date | number): number {
  const p = kstParts(instant);
  return p.hour * 60 + p.minute;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** English weekday of a YYYY-MM-DD day. */
export function weekdayOf(day: string): string {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];
}
