// What the home screen asks for and how it picks the LINE-UP (spec §2 Home, §7). Pure.
import { currentFestival } from '@contract/festival-data';
import { lineupSlot as lineupSlotOf } from '@contract/rules/home';
import { festivalDay } from '@contract/time';
import type { StageItem } from '@contract/types';

// The server answers these inside the page it serves for home (contract/first-reads.ts, with these).
export { EVENTS_REQUEST, RANKING_REQUEST } from '@contract/rules/home';

export const DEFAULT_BOOTH_IMAGE = '/images/defaults/booth.svg';

/** The stage call that can tell what club show is on now: today's current hour slot, when there is one. */
export const lineupSlot = (nowMs: number): { date: string; slot: string } | null => lineupSlotOf(nowMs, currentFestival());

/** The club show running at `nowMs`, if any. */
export function clubOnNow(items: readonly StageItem[] | undefined, nowMs: number): StageItem | null {
  return items?.find((s) => Date.parse(s.start_time) <= nowMs && nowMs < Date.parse(s.end_time)) ?? null;
}

/**
 * Artists for the rotating photos: today's celebrity acts when today has any, otherwise every
 * celebrity act of the festival in day order. Acts without a photo are left out.
 */
export function lineupArtists(nowMs: number, celebrityByDay: readonly (readonly StageItem[] | undefined)[]): StageItem[] {
  const today = festivalDay(nowMs);
  const todays = today ? (celebrityByDay[currentFestival().dates.indexOf(today)] ?? []) : [];
  const list = todays.length ? todays : celebrityByDay.flatMap((d) => d ?? []);
  return list.filter((s) => !!s.image_url);
}
