// Board paging (spec §9): pages of 10 (the server sends one at a time), at most 5 page numbers shown, ellipses
// where pages are hidden.
import { LIMITS } from '@contract/constants';
import { clampPage, pageCount as contractPageCount } from '@contract/rules/paging';

export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; side: 'start' | 'end' };

/** Number of pages for `total` items; an empty list still has page 1. */
export function pageCount(total: number, size: number = LIMITS.boardPageSize): number {
  return contractPageCount(total, size);
}

export { clampPage };

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
