import { describe, expect, it } from 'vitest';
import { estimatedWait, minutesPerParty, RATE_WINDOW_MS } from './queue';

const NOW = Date.parse('2025-09-25T20:00:00+09:00');
const min = (n: number) => n * 60_000;

describe('queue estimate', () => {
  it("uses the booth's estimate with fewer than 3 recent calls", () => {
    expect(minutesPerParty([], NOW, 7)).toEqual({ minutes: 7, source: 'booth' });
    expect(minutesPerParty([NOW - min(4), NOW - min(2)], NOW, 7)).toEqual({ minutes: 7, source: 'booth' });
  });
  it('uses the recent call rate when there are enough calls', () => {
    // Calls at -20, -10, 0 minutes: one every 10 minutes.
    expect(minutesPerParty([NOW - min(20), NOW - min(10), NOW], NOW, 3)).toEqual({ minutes: 10, source: 'calls' });
  });
  it('ignores calls older than the window and in the future', () => {
    const old = [NOW - RATE_WINDOW_MS - 1, NOW - RATE_WINDOW_MS - 2, NOW - RATE_WINDOW_MS - 3];
    expect(minutesPerParty([...old, NOW + 1], NOW, 4)).toEqual({ minutes: 4, source: 'booth' });
  });
  it('multiplies the parties ahead, rounding up', () => {
    expect(estimatedWait(0, 5)).toBe(0);
    expect(estimatedWait(3, 2.5)).toBe(8);
    expect(estimatedWait(-1, 5)).toBe(0);
  });
});
