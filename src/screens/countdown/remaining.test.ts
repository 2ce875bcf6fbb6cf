import { describe, expect, it } from 'vitest';
import { remaining } from './remaining';

const at = (iso: string) => Date.parse(iso);

describe('remaining', () => {
  it('counts Korea calendar days and the hours, minutes and seconds left', () => {
    expect(remaining(at('2025-09-20T12:00:00+09:00'))).toEqual({ days: 4, hours: 21, minutes: 0, seconds: 0 });
    expect(remaining(at('2025-09-23T08:59:59+09:00'))).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 1 });
  });

  it('changes the day count at midnight in Korea, whatever the instant looks like in UTC', () => {
    // 23:59:59 on the 23rd in Korea is 14:59:59 UTC: still D-1.
    expect(remaining(at('2025-09-23T23:59:59+09:00')).days).toBe(1);
    // One second later it is the opening day in Korea: D-DAY, nine hours to go.
    expect(remaining(at('2025-09-24T00:00:00+09:00'))).toEqual({ days: 0, hours: 9, minutes: 0, seconds: 0 });
  });

  it('shows D-DAY with the last second left', () => {
    expect(remaining(at('2025-09-24T08:59:59+09:00'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('shows zeros when the time is up or past', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(remaining(at('2025-09-24T09:00:00+09:00'))).toEqual(zero);
    expect(remaining(at('2025-09-26T18:00:00+09:00'))).toEqual(zero);
    expect(remaining(Number.NaN)).toEqual(zero);
  });

  it('drops the milliseconds rather than rounding them up', () => {
    expect(remaining(at('2025-09-24T08:59:58.001+09:00')).seconds).toBe(1);
  });
});
