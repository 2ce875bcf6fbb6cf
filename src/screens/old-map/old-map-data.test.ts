import { describe, expect, it } from 'vitest';
import { OLD_ITEMS, byDistance, oldSheet, searchOld } from './old-map-data';

describe('old map sample', () => {
  it('keeps distances between 10 m and 200 m', () => {
    expect(Math.min(...OLD_ITEMS.map((i) => i.distance))).toBe(10);
    expect(Math.max(...OLD_ITEMS.map((i) => i.distance))).toBe(200);
  });

  it('searches titles of booths, food trucks, alcohol and convenience stores case-insensitively, not toilets', () => {
    expect(searchOld('steak').map((i) => i.id)).toEqual(['f2']);
    expect(searchOld('  gs25 ').map((i) => i.id)).toEqual(['c2']);
    expect(searchOld('BEER').map((i) => i.id)).toEqual(['a3']);
    expect(searchOld('화장실')).toEqual([]);
    expect(searchOld('   ')).toEqual([]);
  });

  it('sorts by distance with the selected spot first', () => {
    const alcohol = OLD_ITEMS.filter((i) => i.category === 'alcohol');
    expect(byDistance(alcohol, null).map((i) => i.id)).toEqual(['a2', 'a1', 'a3']);
    expect(byDistance(alcohol, 21).map((i) => i.id)).toEqual(['a3', 'a2', 'a1']);
  });

  it('shows the default texts of the sheet', () => {
    expect(oldSheet('booth', null, '')).toEqual({ kind: 'message', message: 'noBoothSelected' });
    expect(oldSheet('foodtruck', null, '')).toEqual({ kind: 'message', message: 'clickFoodTruck' });
    expect(oldSheet('foodtruck', 5, '')).toEqual({ kind: 'message', message: 'noInfo' });
    expect(oldSheet('booth', 7, '')).toMatchObject({ kind: 'list', items: [{ id: 'b2' }] });
    expect(oldSheet('convenience', 11, '')).toMatchObject({ kind: 'list', note: 'noInfo' });
    expect(oldSheet('toilet', 5, '')).toMatchObject({ kind: 'list', items: [{ id: 't1' }, { id: 't2' }, { id: 't3' }] });
    expect(oldSheet('toilet', null, 'nothing here')).toEqual({ kind: 'message', message: 'noResultFor' });
  });
});
