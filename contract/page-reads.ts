// The reads a screen makes on its first render, which the server answers inside the page it serves for it
// (server/static.ts, `page-reads`): the client's first request of each is answered from the page
// (src/api/page-reads.ts), so the screen shows its content without a round trip after its code has run.
// One table for both sides: a read the client no longer makes is only bytes, a read missing here only a request.
import { LIMITS } from './constants';
import type { FestivalSettings } from './festival-data';
import type { VisitorScreenName } from './page-routes';
import { API_PATHS } from './paths';
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
  body?: unknown;
}

/** JSON with each object's keys in order, so that equal bodies give equal text whatever order they were built in. */
function sortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${sortedJson(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/**
 * What names one read in the page: method, path, the visitor's language when the read asks for one (`?lang=`, the
 * client's list translations) and the body.
 */
export const pageReadKey = (method: string, path: string, body?: unknown, lang?: string | null): string =>
  `${method.toUpperCase()} ${path}${lang ? `?lang=${lang}` : ''}${body === undefined ? '' : ` ${sortedJson(body)}`}`;

/** The page's data block: when the server read them (epoch ms, its real clock) and the answers by key. */
export interface PageReads {
  at: number;
  reads: Record<string, unknown>;
}
/** A page older than this (a copy kept offline, a tab restored later) reads from the network again. */
export const PAGE_READS_MAX_AGE_MS = 60_000;

/** The reads `screen` at `pagePath` makes on its first render at `nowMs` for a visitor the server has not seen. */
export function firstReads(screen: VisitorScreenName, festival: FestivalSettings, nowMs: number, pagePath = '/'): PageRead[] {
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
  return [...new Map(reads.map((r) => [pageReadKey(r.method, r.path, r.body), r])).values()];
}
