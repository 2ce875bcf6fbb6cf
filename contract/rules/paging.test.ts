import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems, pageOf } from './paging';

const items = Array.from({ length: 23 }, (_, i) => i + 1);

describe('page slicing', () => {
  it('slices 1-based pages; the last page holds the rest; past the end is empty', () => {
    expect(pageItems(items, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageItems(items, 3, 10)).toEqual([21, 22, 23]);
    expect(pageItems(items, 4, 10)).toEqual([]);
    expect(pageItems(items, 0, 10)).toEqual([]);
  });
  it('answers the page asked for with the count of the whole list', () => {
    expect(pageOf(items, 2, 20)).toEqual({ total_count: 23, page: 2, size: 20, results: [21, 22, 23] });
    expect(pageOf([], 1, 20)).toEqual({ total_count: 0, page: 1, size: 20, results: [] });
  });
  it('counts pages (an empty list has one) and clamps a page into them', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(23, 10)).toBe(3);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});
