// Board paging (spec §9): pages of 10, at most 5 page numbers shown, ellipses where pages are hidden.
import { LIMITS } from '@contract/constants';

export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; side: 'start' | 'end' };

/** Number of pages for `total` items; an empty list still has page 1. */
export function pageCount(total: number, size: number = LIMITS.boardPageSize): number {
  if (!Number.isFinite(total) || total <= 0 || size <= 0) return 1;
  return Math.ceil(total / size);
}

/** A page number forced into 1..count; anything unreadable becomes 1. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));
}

/** The items of a 1-based page. */
export function pageSlice<T>(items: readonly T[], page: number, size: number = LIMITS.boardPageSize): T[] {
  const p = clampPage(page, pageCount(items.length, size));
  return items.slice((p - 1) * size, p * size);
}

/**
 * The numbers around the current page (a window of at most `max`, kept inside 1..count) with an
 * ellipsis on each side where pages are hidden: 10 pages at page 6 give … 4 5 6 7 8 ….
 */
export function paginationItems(current: number, count: number, max: number = LIMITS.paginationNumbers): PageItem[] {
  const total = Math.max(1, Math.floor(count));
  const width = Math.max(1, Math.min(max, total));
  const page = clampPage(current, total);
  let start = page - Math.floor((width - 1) / 2);
  start = Math.min(Math.max(1, start), total - width + 1);
  const end = start + width - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push({ type: 'ellipsis', side: 'start' });
  for (let p = start; p <= end; p++) items.push({ type: 'page', page: p });
  if (end < total) items.push({ type: 'ellipsis', side: 'end' });
  return items;
}
