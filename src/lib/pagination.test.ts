import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, paginationItems, type PageItem } from './pagination';

/** '…' for an ellipsis, the number for a page: easy to read in expectations. */
const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? i.page : '…'));

describe('pageCount', () => {
  it('is 1 for an empty list and rounds up', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(33)).toBe(4);
    expect(pageCount(NaN)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps pages inside 1..count', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe('paginationItems', () => {
  it('shows every page, without ellipses, up to 5 pages', () => {
    expect(show(paginationItems(1, 1))).toEqual([1]);
    expect(show(paginationItems(2, 4))).toEqual([1, 2, 3, 4]);
    expect(show(paginationItems(5, 5))).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres a window of 5 on the current page with ellipses on both sides', () => {
    expect(show(paginationItems(6, 10))).toEqual(['…', 4, 5, 6, 7, 8, '…']);
  });
  it('keeps the window inside the pages at either end', () => {
    expect(show(paginationItems(1, 10))).toEqual([1, 2, 3, 4, 5, '…']);
    expect(show(paginationItems(3, 10))).toEqual([1, 2, 3, 4, 5, '…']);
    expect(show(paginationItems(4, 10))).toEqual(['…', 2, 3, 4, 5, 6, '…']);
    expect(show(paginationItems(10, 10))).toEqual(['…', 6, 7, 8, 9, 10]);
    expect(show(paginationItems(8, 10))).toEqual(['…', 6, 7, 8, 9, 10]);
  });
  it('never shows more than 5 numbers', () => {
    for (let count = 1; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const numbers = paginationItems(page, count).filter((i) => i.type === 'page');
        expect(numbers.length).toBe(Math.min(5, count));
        expect(numbers.some((i) => i.type === 'page' && i.page === page)).toBe(true);
      }
    }
  });
  it('treats an out-of-range current page as the nearest page', () => {
    expect(show(paginationItems(42, 6))).toEqual(['…', 2, 3, 4, 5, 6]);
    expect(show(paginationItems(-3, 6))).toEqual([1, 2, 3, 4, 5, '…']);
  });
});
