// Korea-time helpers. Pure: pass the instant in; the clock lives in one module per side.
import { KST_OFFSET_MS, type FestivalDate } from './constants';
import { currentFestival } from './festival-data';

/** Fields of an instant as seen in Korea (+09:00), whatever the host's zone. */
export function kstParts(instant: Date | number) {
  const d = new Date((typeof instant === 'number' ? instant : instant.getTime()) + KST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD in Korea. */
export function kstDate(instant: Date | number): string {
  const p = kstParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** HH:MM in Korea. */
export function kstTime(instant: Date | number): string {
  const p = kstParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant of a Korea-time wall clock: kstInstant('2025-09-25', '17:30'). */
export function kstInstant(date: string, time = '00:00'): Date {
  const t = time.length === 5 ? `${time}:00` : time;
  return new Date(`${date}T${t}+09:00`);
}

/** The festival day of an instant, or null outside the festival (the stored festival's dates: currentFestival()). */
export function festivalDay(instant: Date | number, dates: readonly string[] = currentFestival().dates): FestivalDate | null {
  const d = kstDate(instant);
  return dates.includes(d) ? (d as FestivalDate) : null;
}

/** 'hh:mm:ss' or 'HH:MM' to 'HH:MM'. */
export function hhmm(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : '';
}
