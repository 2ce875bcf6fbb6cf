import { describe, expect, it } from 'vitest';
import { groupHours, hoursOn, monthDay, weekdayName } from './hours';

const D1 = '2025-09-24';
const D2 = '2025-09-25';
const D3 = '2025-09-26';

describe('groupHours', () => {
  it('groups days with the same time range and names the weekdays in the chosen language', () => {
    const entries = [
      { day: D3, start_time: '18:00:00', end_time: '02:00:00' },
      { day: D1, start_time: '17:00:00', end_time: '23:59:00' },
      { day: D2, start_time: '17:00:00', end_time: '23:59:00' },
    ];
    expect(groupHours(entries, 'ko')).toEqual([
      { days: [D1, D2], weekdays: '수, 목', start: '17:00', end: '23:59', preparing: false },
      { days: [D3], weekdays: '금', start: '18:00', end: '02:00', preparing: false },
    ]);
    expect(groupHours(entries, 'en').map((g) => g.weekdays)).toEqual(['Wed, Thu', 'Fri']);
    expect(groupHours(entries, 'ja').map((g) => g.weekdays)).toEqual(['水・木', '金']);
    expect(groupHours(entries, 'zh-CN').map((g) => g.weekdays)).toEqual(['周三、周四', '周五']);
  });

  it('marks days without a start or end as preparing, in one group', () => {
    const groups = groupHours(
      [
        { day: D2, start_time: null, end_time: null },
        { day: D3, start_time: '10:00:00', end_time: null },
      ],
      'en',
    );
    expect(groups).toEqual([{ days: [D2, D3], weekdays: 'Thu, Fri', start: null, end: null, preparing: true }]);
  });

  it('accepts HH:MM as well as hh:mm:ss and ignores bad or repeated days', () => {
    const groups = groupHours(
      [
        { day: D1, start_time: '10:00', end_time: '17:00' },
        { day: D1, start_time: '10:00:00', end_time: '17:00:00' },
        { day: 'someday', start_time: '10:00', end_time: '17:00' },
      ],
      'ko',
    );
    expect(groups).toEqual([{ days: [D1], weekdays: '수', start: '10:00', end: '17:00', preparing: false }]);
    expect(groupHours(undefined, 'ko')).toEqual([]);
    expect(groupHours([], 'ko')).toEqual([]);
  });
});

describe('day helpers', () => {
  it('names weekdays and month-days in Korea time whatever the host zone', () => {
    expect(weekdayName(D1, 'ko', 'long')).toBe('수요일');
    expect(weekdayName(D3, 'en', 'long')).toBe('Friday');
    expect(monthDay(D1, 'ko')).toBe('9월 24일');
    expect(monthDay(D2, 'en')).toBe('Sep 25');
    expect(monthDay(D3, 'ja')).toBe('9月26日');
  });

  it('gives the hours of one day, or null when that day is missing or preparing', () => {
    const entries = [
      { day: D1, start_time: '08:00:00', end_time: '23:00:00' },
      { day: D2, start_time: null, end_time: null },
    ];
    expect(hoursOn(entries, D1)).toEqual({ start: '08:00', end: '23:00' });
    expect(hoursOn(entries, D2)).toBeNull();
    expect(hoursOn(entries, D3)).toBeNull();
  });
});
