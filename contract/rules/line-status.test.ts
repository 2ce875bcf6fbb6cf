import { describe, expect, it } from 'vitest';
import { shownStatus } from '../status';
import { lineWait, waitLevel } from './line-status';

const NOW = Date.parse('2025-09-25T20:00:00+09:00');
const line = (state: 'open' | 'paused' | 'closed', waiting: number, est: number) => ({ state, waiting, est_wait_minutes: est });

describe('the wait badge from a line', () => {
  it('uses the levels the badge names: none waiting, under 10, 10 to 30, over 30 minutes', () => {
    expect(waitLevel(0, 0)).toBe('open');
    expect(waitLevel(1, 5)).toBe('short');
    expect(waitLevel(1, 9)).toBe('short');
    expect(waitLevel(2, 10)).toBe('long');
    expect(waitLevel(6, 30)).toBe('long');
    expect(waitLevel(7, 31)).toBe('very_long');
  });
  it('takes the wait only from an open line', () => {
    expect(lineWait(line('open', 2, 10))).toEqual({ status: 'long', waiting: 2, est_wait_minutes: 10 });
    expect(lineWait(line('open', 0, 0))).toEqual({ status: 'open', waiting: 0, est_wait_minutes: 0 });
    expect(lineWait(line('paused', 4, 20))).toBeNull();
    expect(lineWait(line('closed', 4, 20))).toBeNull();
    expect(lineWait(null)).toBeNull();
  });
  it("lets an open line win over the admin's setting, and falls back to it otherwise", () => {
    const admin = { status: 'short' as const, updated_at: '2025-09-25T19:50:00+09:00' };
    expect(shownStatus({ ...admin, line: lineWait(line('open', 8, 40)) }, NOW)).toBe('very_long');
    expect(shownStatus({ ...admin, line: lineWait(line('paused', 8, 40)) }, NOW)).toBe('short');
    expect(shownStatus({ ...admin, line: null }, NOW)).toBe('short');
  });
  it("shows the line's wait however old the admin's setting is, and unknown with neither", () => {
    const old = { status: 'short' as const, updated_at: '2025-09-25T18:00:00+09:00' };
    expect(shownStatus({ ...old, line: null }, NOW)).toBe('unknown');
    expect(shownStatus({ ...old, line: lineWait(line('open', 1, 5)) }, NOW)).toBe('short');
    expect(shownStatus({ status: null, updated_at: null, line: lineWait(line('open', 3, 15)) }, NOW)).toBe('long');
    expect(shownStatus({ status: null, updated_at: null, line: null }, NOW)).toBe('unknown');
  });
});
