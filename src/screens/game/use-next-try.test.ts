import { describe, expect, it } from 'vitest';
import { formatDuration } from './use-next-try';

describe('formatDuration', () => {
  it('shows hours, minutes and seconds with two digits', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59_000)).toBe('00:00:59');
    expect(formatDuration(3_600_000 + 61_000)).toBe('01:01:01');
    expect(formatDuration(24 * 3_600_000)).toBe('24:00:00');
  });
  it('rounds a part second up, so the last second still shows 00:00:01', () => {
    expect(formatDuration(400)).toBe('00:00:01');
  });
  it('never goes below zero', () => {
    expect(formatDuration(-5000)).toBe('00:00:00');
  });
});
