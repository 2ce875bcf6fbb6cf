import { describe, expect, it } from 'vitest';
import type { BoothStatusEntry } from '@contract/status';
import { freshStatuses, isShortWait, pinWait } from './wait-rules';

const NOW = Date.parse('2025-09-25T19:00:00+09:00');
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000 + 9 * 3600_000).toISOString().slice(0, 19) + '+09:00';
const e = (booth_id: number, status: BoothStatusEntry['status'], minutesAgo = 1): BoothStatusEntry => ({
  booth_id,
  status,
  updated_at: at(minutesAgo),
  soldout_menus: 0,
  line: null,
});

describe('booth waits on the map', () => {
  it('keeps statuses said within 45 minutes and drops older ones', () => {
    const fresh = freshStatuses([e(1, 'long', 45), e(2, 'short', 46), e(3, 'closed', 0)], NOW);
    expect([...fresh]).toEqual([
      [1, 'long'],
      [3, 'closed'],
    ]);
  });

  it('shows on a pin the best wait of its booths, closed only when every fresh one is closed', () => {
    const fresh = freshStatuses([e(1, 'very_long'), e(2, 'long'), e(3, 'closed'), e(4, 'short', 50)], NOW);
    expect(pinWait([1, 2, 3], fresh)).toBe('long');
    expect(pinWait([3, 1], fresh)).toBe('very_long');
    expect(pinWait([3], fresh)).toBe('closed');
    expect(pinWait([4, 5], fresh)).toBeNull();
    expect(pinWait([], fresh)).toBeNull();
    expect(pinWait([2, 6], freshStatuses([e(6, 'open'), e(2, 'short')], NOW))).toBe('open');
  });

  it('counts open and short wait as short; long, closed, stale and unknown are not', () => {
    const fresh = freshStatuses([e(1, 'open'), e(2, 'short'), e(3, 'long'), e(4, 'closed'), e(5, 'short', 47)], NOW);
    expect([1, 2, 3, 4, 5, 6].filter((id) => isShortWait(id, fresh))).toEqual([1, 2]);
  });

  it("takes an open line's wait for the pin and the filter, over a stale or absent status of the admin's", () => {
    const line = (status: 'open' | 'short' | 'long' | 'very_long') => ({ status, waiting: 2, est_wait_minutes: 10 });
    const fresh = freshStatuses([{ ...e(1, 'short', 50), line: line('long') }, { ...e(2, null), updated_at: null, line: line('short') }], NOW);
    expect([...fresh]).toEqual([
      [1, 'long'],
      [2, 'short'],
    ]);
    expect(isShortWait(2, fresh)).toBe(true);
    expect(isShortWait(1, fresh)).toBe(false);
  });
});
