// Which reads each screen makes on its first render (./page-reads.ts): one table for both sides. A read the client
// no longer makes is only bytes in the page, a read missing here only a request.
import { BOARD_CATEGORIES, LIMITS, type BoardCategory } from './constants';
import type { FestivalSettings } from './festival-data';
import { pageReadKey } from './page-reads';
import type { VisitorScreenName } from './page-routes';
import { API_PATHS } from './paths';
import { boardPageParam, boardPageParams } from './rules/board';
import { festivalDay, kstParts } from './time';
import type { BoothListRequest } from './types';

/** POST /booths/list/ for the popular-booth ranking. */
export const RANKING_REQUEST: BoothListRequest = { top_liked_3: true, types: ['Booth'], ordering: '-likes' };
/** POST /booths/list/ for the event-booth carousel. */
export const EVENTS_REQUEST: BoothListRequest = { types: ['Booth'], ordering: '-id', limit: LIMITS.eventBooths, is_event: true };

/** The timetable slot of the hour `at` falls in, when that hour is one of the festival's slots. */
export function slotAt(at: Date | number, slots: readonly string[]): string | null {
  const slot = `${String(kstParts(at).hour).padStart(2, '0')}:00`;
  return slots.includes(slot) ? slot : null;
}

/** The stage call that can tell what club show is on now: today's current hour slot, when there is one. */
export function lineupSlot(nowMs: number, festival: Pick<FestivalSettings, 'dates' | 'stage'>): { date: string; slot: string } | null {
  const date = festivalDay(nowMs, festival.dates);
  const slot = slotAt(nowMs, festival.stage.slots);
  return date && slot ? { date, slot } : null;
}

/**
 * The timetable's entry (spec §4): today and the current hour slot when today is a festival day within the stage's
 * hours; otherwise the first slot (of today during the festival, else of the first day).
 */
export function timetableEntry(at: Date | number, festival: Pick<FestivalSettings, 'dates' | 'stage'>): { day: string; slot: string } {
  const today = festivalDay(at, festival.dates);
  return { day: today ?? festival.dates[0], slot: (today && slotAt(at, festival.stage.slots)) || festival.stage.slots[0] };
}

export interface PageRead {
  method: 'GET' | 'POST';
  /** The API path (under /api), as API_PATHS gives it. */
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
}

/**
 * The reads `screen` at `pagePath` (with its `?search`) makes on its first render at `nowMs` for a visitor the server
 * has not seen (no visitor id, no tab remembered in this session).
 */
export function firstReads(screen: VisitorScreenName, festival: FestivalSettings, nowMs: number, pagePath = '/', pageSearch = ''): PageRead[] {
  if (screen === 'board') {
    const params = new URLSearchParams(pageSearch);
    const asked = params.get('category');
    const category = (BOARD_CATEGORIES as readonly string[]).includes(asked ?? '') ? (asked as BoardCategory) : null;
    return [{ method: 'GET', path: API_PATHS.board, query: boardPageParams({ page: boardPageParam(params.get('page')), category }) }];
  }
  if (screen === 'timetable') {
    const entry = timetableEntry(nowMs, festival);
    return entry.day && entry.slot ? [{ method: 'GET', path: API_PATHS.stage(entry.day, entry.slot) }] : [];
  }
  if (screen === 'booth') {
    const id = /^\/booth\/(\d+)\/?$/.exec(pagePath)?.[1];
    return id ? [{ method: 'GET', path: API_PATHS.boothDetail(id)[0] }] : [];
  }
  if (screen !== 'home') return [];
  const reads: PageRead[] = [
    { method: 'POST', path: API_PATHS.boothList, body: EVENTS_REQUEST },
    { method: 'POST', path: API_PATHS.boothList, body: RANKING_REQUEST },
  ];
  const now = lineupSlot(nowMs, festival);
  if (now) reads.push({ method: 'GET', path: API_PATHS.stage(now.date, now.slot) });
  const first = festival.stage.slots[0];
  // Each day's first slot carries the day's celebrity acts (home's LINE-UP).
  if (first) for (const date of festival.dates) reads.push({ method: 'GET', path: API_PATHS.stage(date, first) });
  return [...new Map(reads.map((r) => [pageReadKey(r.method, r.path, r.query, r.body), r])).values()];
}
