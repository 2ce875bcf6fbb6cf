// The booth-list index: slices by types, day and night, and nearest-first walking only the locations needed.
import { describe, expect, it } from 'vitest';
import { buildBoothIndex, nearestFirst } from './booth-index';
import type { BoothRecord } from './catalog';

const booth = (id: number, loc: number, extra: Partial<BoothRecord> = {}): BoothRecord =>
  ({
    id,
    name: `b${id}`,
    category: 'Booth',
    isNight: false,
    location: { id: loc, name: `l${loc}`, lat: null, lng: null },
    schedules: [{ day: '2025-09-25', startTime: null, endTime: null }],
    ...extra,
  }) as BoothRecord;

describe('booth index', () => {
  const all = [
    booth(5, 1),
    booth(1, 2),
    booth(3, 1, { isNight: true }),
    booth(2, 3, { category: 'Toilet' }),
    booth(4, 2, { schedules: [{ day: '2025-09-24', startTime: null, endTime: null }] }),
    booth(6, 4),
  ];
  const index = buildBoothIndex(all, []);

  it('slices by types, day and night, in id order', () => {
    expect(index.slice(['Booth'], undefined, undefined).list.map((b) => b.id)).toEqual([1, 3, 4, 5, 6]);
    expect(index.slice(['Booth', 'Booth'], '2025-09-25', false).list.map((b) => b.id)).toEqual([1, 5, 6]);
    expect(index.slice(undefined, undefined, true).list.map((b) => b.id)).toEqual([3]);
    expect(index.slice(['Toilet', 'Booth'], '2025-09-26', undefined).list).toEqual([]);
  });

  it('orders nearest first, ties and unknown distances by id, and stops at the limit', () => {
    const slice = index.slice(['Booth', 'Toilet'], undefined, undefined);
    const dist: Record<number, number | null> = { 1: 30, 2: 10, 3: 30, 4: null };
    const asked: number[] = [];
    const d = (b: BoothRecord) => (asked.push(b.location.id), dist[b.location.id]);
    // Location 2 (10 m) first; locations 1 and 3 tie at 30 m, so their booths merge by id; location 4 (unknown) last.
    expect(nearestFirst(slice, d, () => true, 10).map((b) => b.id)).toEqual([1, 4, 2, 3, 5, 6]);
    expect(nearestFirst(slice, d, () => true, 2).map((b) => b.id)).toEqual([1, 4]);
    expect(nearestFirst(slice, d, (b) => b.id !== 2, 3).map((b) => b.id)).toEqual([1, 4, 3]);
    expect(asked.length).toBe(12);
  });
});
