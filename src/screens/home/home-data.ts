// What the home screen asks for and how it picks the LINE-UP (spec §2 Home, §7). Pure.
import { LIMITS } from '@contract/constants';
import { currentFestival } from '@contract/festival-data';
import { festivalDay } from '@contract/time';
import type { BoothListRequest, StageItem } from '@contract/types';
import { currentSlot } from '@/lib/timetable-rules';

/** POST /booths/list/ for the popular-booth ranking. */
export const RANKING_REQUEST: BoothListRequest = { top_liked_3: true, types: ['Booth'], ordering: '-likes' };
/** POST /booths/list/ for the event-booth carousel. */
export const EVENTS_REQUEST: BoothListRequest = { types: ['Booth'], ordering: '-id', limit: LIMITS.eventBooths, is_event: true };

export const DEFAULT_BOOTH_IMAGE = '/images/defaults/booth.svg';

/** The stage call that can tell what club show is on now: today's current hour slot, when there is one. */
export function lineupSlot(nowMs: number): { date: string; slot: string } | null {
  const date = festivalDay(nowMs);
  const slot = currentSlot(nowMs);
  return date && slot ? { date, slot } : null;
}

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
