import { describe, expect, it } from 'vitest';
import { boothMatches, selectBooths, type BoothListFacts } from './booth-list';

function booth(id: number, more: Partial<BoothListFacts> = {}): BoothListFacts {
  return { id, name: `부스 ${id}`, category: 'Booth', locationId: 11, isNight: false, days: ['2025-09-24'], isEvent: false, likes: 0, distance: null, ...more };
}
const ids = (rows: BoothListFacts[]) => rows.map((r) => r.id);

describe('booth list filters', () => {
  const rows = [
    booth(1, { category: 'FoodTruck' }),
    booth(2, { isNight: true, days: ['2025-09-25'] }),
    booth(3, { locationId: 8, isEvent: true }),
    booth(4, { days: ['2025-09-24', '2025-09-25'] }),
  ];
  it('type, date, night, event and location each narrow; absent or null applies nothing', () => {
    expect(ids(rows.filter((r) => boothMatches({ types: ['FoodTruck'] }, r)))).toEqual([1]);
    expect(ids(rows.filter((r) => boothMatches({ date: '2025-09-25' }, r)))).toEqual([2, 4]);
    expect(ids(rows.filter((r) => boothMatches({ is_night: true }, r)))).toEqual([2]);
    expect(ids(rows.filter((r) => boothMatches({ is_event: true }, r)))).toEqual([3]);
    expect(ids(rows.filter((r) => boothMatches({ building_id: 8 }, r)))).toEqual([3]);
    expect(ids(rows.filter((r) => boothMatches({ types: [] }, r)))).toEqual([1, 2, 3, 4]);
  });
});

describe('booth list ordering and limit', () => {
  const rows = [
    booth(1, { likes: 5, distance: 300, name: '다' }),
    booth(2, { likes: 9, distance: null, name: '가' }),
    booth(3, { likes: 5, distance: 100, name: '나' }),
    booth(4, { likes: 0, distance: 100, name: '가' }),
  ];
  it('orders by distance (unknown last), likes, id or name; ties by id', () => {
    expect(ids(selectBooths(rows, { ordering: 'distance' }))).toEqual([3, 4, 1, 2]);
    expect(ids(selectBooths(rows, { ordering: '-likes' }))).toEqual([2, 1, 3, 4]);
    expect(ids(selectBooths(rows, { ordering: '-id' }))).toEqual([4, 3, 2, 1]);
    expect(ids(selectBooths(rows, { ordering: 'name' }))).toEqual([2, 4, 3, 1]);
    expect(ids(selectBooths([...rows].reverse(), {}))).toEqual([1, 2, 3, 4]);
  });
  it('limits after ordering', () => {
    expect(ids(selectBooths(rows, { ordering: '-likes', limit: 2 }))).toEqual([2, 1]);
  });
  it('top_liked_3: the three most liked with at least one like, whatever the ordering', () => {
    expect(ids(selectBooths(rows, { top_liked_3: true, ordering: 'distance' }))).toEqual([2, 1, 3]);
    expect(selectBooths([booth(9)], { top_liked_3: true })).toEqual([]);
  });
});
