import { describe, expect, it } from 'vitest';
import type { BoothListItem } from '@contract/types';
import { nearbyRequest, pickNearby } from './nearby';

describe('nearby recommendations', () => {
  it('asks for booths of the Korea date, night from 17:00, during the festival', () => {
    expect(nearbyRequest(new Date('2025-09-25T16:59:00+09:00'))).toEqual({ date: '2025-09-25', is_night: false, types: ['Booth'] });
    expect(nearbyRequest(new Date('2025-09-25T17:00:00+09:00'))).toEqual({ date: '2025-09-25', is_night: true, types: ['Booth'] });
    // 23:30 UTC on the 23rd is already the 24th in Korea.
    expect(nearbyRequest(new Date('2025-09-23T23:30:00Z'))).toEqual({ date: '2025-09-24', is_night: false, types: ['Booth'] });
  });

  it('asks only for booths outside the festival', () => {
    expect(nearbyRequest(new Date('2025-09-20T12:00:00+09:00'))).toEqual({ types: ['Booth'] });
  });

  it('picks three different booths, the same three for the same place, all when fewer', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ booth_id: i + 1 }) as BoothListItem);
    const a = pickNearby(items, 34, 3).map((b) => b.booth_id);
    expect(a).toHaveLength(3);
    expect(new Set(a).size).toBe(3);
    expect(pickNearby(items, 34, 3).map((b) => b.booth_id)).toEqual(a);
    expect(pickNearby(items.slice(0, 2), 34, 3)).toHaveLength(2);
    expect(pickNearby([], 34, 3)).toEqual([]);
  });
});
