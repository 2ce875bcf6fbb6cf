import { describe, expect, it } from 'vitest';
import { hasOpenEvent, runningEventId, type EventWindow } from './events';
import { publishedBy, runningAt, toMs } from './instant';

const at = (t: string) => `2025-09-25T${t}:00+09:00`;

describe('running at an instant', () => {
  it('runs from the start (inclusive) to the end (exclusive), whatever form the instants take', () => {
    expect(runningAt(at('15:00'), at('16:00'), at('14:59'))).toBe(false);
    expect(runningAt(at('15:00'), at('16:00'), at('15:00'))).toBe(true);
    expect(runningAt(new Date(at('15:00')), toMs(at('16:00')), toMs(at('16:00')) - 1)).toBe(true);
    expect(runningAt(at('15:00'), at('16:00'), at('16:00'))).toBe(false);
  });
  it('a post is published from the instant it was written', () => {
    expect(publishedBy(at('15:00'), toMs(at('15:00')) - 1)).toBe(false);
    expect(publishedBy(at('15:00'), at('15:00'))).toBe(true);
  });
});

describe('booth events', () => {
  const events: EventWindow[] = [
    { id: 1, boothId: 7, start: at('15:00'), end: at('17:00') },
    { id: 2, boothId: 7, start: at('16:00'), end: at('16:30') },
    { id: 3, boothId: 8, start: at('20:00'), end: at('21:00') },
    { id: 4, boothId: 9, start: '2025-09-26T12:00:00+09:00', end: '2025-09-26T13:00:00+09:00' },
    { id: 5, boothId: null, start: at('15:00'), end: at('17:00') },
  ];
  it('event_id is the newest event running now', () => {
    expect(runningEventId(events, 7, at('15:30'))).toBe(1);
    expect(runningEventId(events, 7, at('16:10'))).toBe(2);
    expect(runningEventId(events, 7, at('17:00'))).toBeNull();
    expect(runningEventId(events, 8, at('15:30'))).toBeNull();
  });
  it('is_event: an event of today that has not ended, running now or still to come', () => {
    expect(hasOpenEvent(events, 8, at('15:30'))).toBe(true);
    expect(hasOpenEvent(events, 8, at('21:00'))).toBe(false);
    // Tomorrow's event does not count today.
    expect(hasOpenEvent(events, 9, at('15:30'))).toBe(false);
    expect(hasOpenEvent(events, 9, '2025-09-26T09:00:00+09:00')).toBe(true);
  });
});
