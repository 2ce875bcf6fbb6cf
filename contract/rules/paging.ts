// Page slicing, 1-based, as the board's paged answer and the client's pagination share it.

/** A page of a list: the agreed wire of GET /board/?page=&size=. */
export interface Page<T> {
  total_count: number;
  page: number;
  size: number;
  results: T[];
}

/** Number of pages for `total` items; an empty list still has page 1. */
export function pageCount(total: number, size: number): number {
  if (!Number.isFinite(total) || total <= 0 || !(size > 0)) return 1;
  return Math.ceil(total / size);
}

/** A page number forced into 1..count; anything unreadable becomes 1. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));
}

/** The items of page `page` (from 1); a page past the end is empty. */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  if (!(page >= 1) || !(size >= 1)) return [];
  const from = (Math.floor(page) - 1) * Math.floor(size);
  return items.slice(from, from + Math.floor(size));
}

/** The paged answer: the page asked for (empty past the end) and the count of the whole list. */
export function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> {
  return { total_count: items.length, page, size, results: pageItems(items, page, size) };
}
