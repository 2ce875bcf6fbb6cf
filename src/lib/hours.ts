// Opening hours as the cards and detail pages show them (spec §2 Map, Booth detail, Toilet detail):
// days with identical time ranges grouped, weekday names from Intl in the chosen language, Korea time.
import { DATE_LOCALES, type Language } from '@contract/constants';
import { hhmm } from '@contract/time';

export interface HoursEntry {
  /** YYYY-MM-DD */
  day: string;
  /** hh:mm:ss or HH:MM; null while the hours are being prepared */
  start_time: string | null;
  end_time: string | null;
}

export interface HoursGroup {
  /** The days of this group, in the order given. */
  days: string[];
  /** Weekday names of those days, joined for the language ('수, 목' / 'Wed, Thu'). */
  weekdays: string;
  /** HH:MM, or null when the hours are being prepared. */
  start: string | null;
  end: string | null;
  preparing: boolean;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Noon in Korea on that day: safe from any zone shift. */
function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00+09:00`);
}

// Making an Intl.DateTimeFormat costs far more than formatting with one (every card of the map's list asks for its
// days' names), so each format is made once and each name kept.
const names = new Map<string, string>();
function dayText(day: string, lang: Language, kind: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${kind} ${lang} ${day}`;
  let name = names.get(key);
  if (name === undefined) {
    name = new Intl.DateTimeFormat(DATE_LOCALES[lang], { ...options, timeZone: 'Asia/Seoul' }).format(noonOf(day));
    names.set(key, name);
  }
  return name;
}

export function weekdayName(day: string, lang: Language, width: 'short' | 'long' = 'short'): string {
  return dayText(day, lang, width, { weekday: width });
}

/** '9월 24일' / 'Sep 24' / '9月24日' for a toilet's schedule lines. */
export function monthDay(day: string, lang: Language): string {
  return dayText(day, lang, 'monthDay', { month: 'short', day: 'numeric' });
}

// Intl.ListFormat's unit lists drop the separator in ja and zh; these are the ones people write.
const SEPARATORS: Record<Language, string> = { ko: ', ', en: ', ', ja: '・', 'zh-CN': '、' };

function listOf(parts: string[], lang: Language): string {
  return parts.join(SEPARATORS[lang]);
}

/**
 * Groups days by identical start and end (the first day of each group sets the group's place), sorted by day.
 * Entries without a valid day are skipped; a day with a missing start or end is 'preparing'.
 */
export function groupHours(entries: readonly HoursEntry[] | null | undefined, lang: Language): HoursGroup[] {
  const valid = (entries ?? []).filter((e) => e && typeof e.day === 'string' && DAY_RE.test(e.day));
  const sorted = [...valid].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const groups = new Map<string, { days: string[]; start: string | null; end: string | null }>();
  for (const e of sorted) {
    const start = e.start_time ? hhmm(e.start_time) : null;
    const end = e.end_time ? hhmm(e.end_time) : null;
    const preparing = start === null || end === null;
    const key = preparing ? 'preparing' : `${start}-${end}`;
    const g = groups.get(key) ?? { days: [], start: preparing ? null : start, end: preparing ? null : end };
    if (!g.days.includes(e.day)) g.days.push(e.day);
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({
    days: g.days,
    weekdays: listOf(g.days.map((d) => weekdayName(d, lang)), lang),
    start: g.start,
    end: g.end,
    preparing: g.start === null,
  }));
}

/** The hours of one day only (a toilet line, or a list card on the chosen date). */
export function hoursOn(entries: readonly HoursEntry[] | null | undefined, day: string): { start: string; end: string } | null {
  const e = (entries ?? []).find((x) => x.day === day);
  if (!e || !e.start_time || !e.end_time) return null;
  return { start: hhmm(e.start_time), end: hhmm(e.end_time) };
}
