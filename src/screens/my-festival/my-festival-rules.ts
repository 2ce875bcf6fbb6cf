// My festival's rules, pure: a favourite booth open now (its hours, Korea time), a performance's status
// ("starts in 25 min" / "now on stage"), and when to remind (lead time plus the walk to the stage).
import { haversineMeters } from '@contract/rules/geo';
import { CAMPUS_LOCATIONS, pinToLatLng } from '@contract/sample/locations';
import { kstDate, kstTime } from '@contract/time';
import type { FavouriteAct, FavouriteBooth, ReminderSetting } from '@/stores/favourites';

const MINUTE = 60_000;
/** Walking pace on a crowded campus, and time to find the way and a spot. */
export const WALK_METERS_PER_SECOND = 1.2;
export const WALK_MARGIN_MS = 3 * MINUTE;
/** Within this long of its start a performance reads "starts in N min". */
export const SOON_MS = 60 * MINUTE;

export type ActStatus = { kind: 'now' } | { kind: 'soon'; minutes: number } | { kind: 'later' } | { kind: 'ended' };

export function actStatus(act: Pick<FavouriteAct, 'start' | 'end'>, now: number): ActStatus {
  const start = Date.parse(act.start);
  const end = Date.parse(act.end);
  if (now >= end) return { kind: 'ended' };
  if (now >= start) return { kind: 'now' };
  if (start - now <= SOON_MS) return { kind: 'soon', minutes: Math.ceil((start - now) / MINUTE) };
  return { kind: 'later' };
}

/** Favourite performances in time order: on stage and coming first, ended ones last. */
export function actsInOrder(acts: readonly FavouriteAct[], now: number): FavouriteAct[] {
  const ended = (a: FavouriteAct) => (Date.parse(a.end) <= now ? 1 : 0);
  return [...acts].sort((a, b) => ended(a) - ended(b) || Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
}

/** Whether a booth is open at `now` by its hours; hours past midnight (18:00-02:00) run into the next day. */
export function boothOpenNow(hours: FavouriteBooth['hours'], now: number): boolean {
  const today = kstDate(now);
  const yesterday = kstDate(now - 24 * 60 * MINUTE);
  const t = kstTime(now);
  return hours.some((h) => {
    if (!h.start_time || !h.end_time) return false;
    const start = h.start_time.slice(0, 5);
    const end = h.end_time.slice(0, 5);
    const overnight = end <= start;
    if (h.day === today) return overnight ? t >= start : t >= start && t < end;
    return overnight && h.day === yesterday && t < end;
  });
}

/** Where a stage is, from the campus place it is named after; null when unknown. */
export function stagePosition(location: string | null): { lat: number; lng: number } | null {
  if (!location) return null;
  const place = CAMPUS_LOCATIONS.find((l) => location.includes(l.names.ko));
  if (place) return pinToLatLng(place.pin);
  // The main stage stands on the sports ground at the south of the campus map.
  if (location.includes('대운동장')) return pinToLatLng({ x: 30, y: 80 });
  return null;
}

/** Walking time to the stage (1.2 m/s over the haversine distance, plus a margin), null when either end is unknown. */
export function walkMs(from: { lat: number; lng: number } | null, location: string | null): number | null {
  const to = stagePosition(location);
  if (!from || !to) return null;
  return Math.round((haversineMeters(from, to) / WALK_METERS_PER_SECOND) * 1000) + WALK_MARGIN_MS;
}

/** When the reminder is due: the lead time before the start, and earlier by the walk when asked and known. */
export function reminderDueAt(act: Pick<FavouriteAct, 'start'>, setting: ReminderSetting, walk: number | null): number {
  return Date.parse(act.start) - setting.lead * MINUTE - (setting.walk && walk !== null ? walk : 0);
}
