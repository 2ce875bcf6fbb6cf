// What home asks for (spec §2 Home, §7): its two booth lists and the stage slot of the LINE-UP. The home screen and
// the server's first reads (contract/first-reads.ts) use the same requests.
import { LIMITS } from '../constants';
import type { FestivalSettings } from '../festival-data';
import { festivalDay } from '../time';
import type { BoothListRequest } from '../types';
import { slotAt } from './stage-slots';

/** POST /booths/list/ for the popular-booth ranking. */
export const RANKING_REQUEST: BoothListRequest = { top_liked_3: true, types: ['Booth'], ordering: '-likes' };
/** POST /booths/list/ for the event-booth carousel. */
export const EVENTS_REQUEST: BoothListRequest = { types: ['Booth'], ordering: '-id', limit: LIMITS.eventBooths, is_event: true };

/** The stage call that can tell what club show is on now: today's current hour slot, when there is one. */
export function lineupSlot(nowMs: number, festival: Pick<FestivalSettings, 'dates' | 'stage'>): { date: string; slot: string } | null {
  const date = festivalDay(nowMs, festival.dates);
  const slot = slotAt(nowMs, festival.stage.slots);
  return date && slot ? { date, slot } : null;
}
