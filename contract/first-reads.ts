// Which reads each screen makes on its first render (./page-reads.ts): one table for both sides. A read the client
// no longer makes is only bytes in the page, a read missing here only a request. Server only: the screens take the
// rules that pick their reads from ./rules/home.ts and ./rules/stage-slots.ts, not this table (nor what it imports).
import type { FestivalSettings } from './festival-data';
import { pageReadKey } from './page-reads';
import type { VisitorScreenName } from './page-routes';
import { API_PATHS } from './paths';
import { boardPageParam, boardPageParams, isBoardTab, tabCategory } from './rules/board';
import { EVENTS_REQUEST, lineupSlot, RANKING_REQUEST } from './rules/home';
import { timetableEntry } from './rules/stage-slots';

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
    // A tab the address does not name is the ALL tab (the board's own fallback, a tab remembered in the session, is
    // the device's: not known here).
    const asked = params.get('category');
    const category = tabCategory(isBoardTab(asked) ? asked : 'ALL');
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
