import { describe, expect, it } from 'vitest';
import { actsInOrder, actStatus, boothOpenNow, reminderDueAt, stagePosition, walkMs, WALK_MARGIN_MS } from './my-festival-rules';
import { haversineMeters } from '@contract/rules/geo';

const at = (s: string) => Date.parse(`${s}+09:00`);
const act = (id: number, start: string, end: string) => ({ id, name: `act ${id}`, location: '대운동장 특설무대', start: `${start}+09:00`, end: `${end}+09:00`, celebrity: false });

describe('actStatus', () => {
  const a = act(1, '2025-09-25T20:00:00', '2025-09-25T20:40:00');
  it('says starts in N min within the hour, now on stage, then ended', () => {
    expect(actStatus(a, at('2025-09-25T18:59:59'))).toEqual({ kind: 'later' });
    expect(actStatus(a, at('2025-09-25T19:00:00'))).toEqual({ kind: 'soon', minutes: 60 });
    expect(actStatus(a, at('2025-09-25T19:35:00'))).toEqual({ kind: 'soon', minutes: 25 });
    expect(actStatus(a, at('2025-09-25T19:59:30'))).toEqual({ kind: 'soon', minutes: 1 });
    expect(actStatus(a, at('2025-09-25T20:00:00'))).toEqual({ kind: 'now' });
    expect(actStatus(a, at('2025-09-25T20:40:00'))).toEqual({ kind: 'ended' });
  });
  it('orders by start with ended acts last', () => {
    const acts = [act(3, '2025-09-26T18:00:00', '2025-09-26T18:30:00'), act(2, '2025-09-25T15:00:00', '2025-09-25T15:30:00'), act(1, '2025-09-25T20:00:00', '2025-09-25T20:40:00')];
    expect(actsInOrder(acts, at('2025-09-25T19:00:00')).map((a) => a.id)).toEqual([1, 3, 2]);
  });
});

describe('boothOpenNow', () => {
  const pub = [{ day: '2025-09-25', start_time: '18:00:00', end_time: '02:00:00' }];
  const day = [{ day: '2025-09-25', start_time: '11:00:00', end_time: '17:00:00' }, { day: '2025-09-26', start_time: null, end_time: null }];
  it('reads day hours in Korea time', () => {
    expect(boothOpenNow(day, at('2025-09-25T10:59:00'))).toBe(false);
    expect(boothOpenNow(day, at('2025-09-25T11:00:00'))).toBe(true);
    expect(boothOpenNow(day, at('2025-09-25T17:00:00'))).toBe(false);
    expect(boothOpenNow(day, at('2025-09-26T12:00:00'))).toBe(false);
  });
  it('runs hours past midnight into the next morning', () => {
    expect(boothOpenNow(pub, at('2025-09-25T17:59:00'))).toBe(false);
    expect(boothOpenNow(pub, at('2025-09-25T23:30:00'))).toBe(true);
    expect(boothOpenNow(pub, at('2025-09-26T01:59:00'))).toBe(true);
    expect(boothOpenNow(pub, at('2025-09-26T02:00:00'))).toBe(false);
  });
});

describe('walk and reminder', () => {
  const start = act(10, '2025-09-25T20:00:00', '2025-09-25T20:40:00');
  it('walks at 1.2 m/s over the haversine distance plus a margin', () => {
    const stage = stagePosition('팔정도 야외무대')!;
    const from = { lat: stage.lat + 0.001, lng: stage.lng };
    const metres = haversineMeters(from, stage);
    expect(metres).toBeGreaterThan(110);
    expect(metres).toBeLessThan(112);
    expect(walkMs(from, '팔정도 야외무대')).toBe(Math.round((metres / 1.2) * 1000) + WALK_MARGIN_MS);
    expect(walkMs(null, '팔정도 야외무대')).toBeNull();
    expect(walkMs(from, '어딘가 무대')).toBeNull();
    expect(stagePosition('대운동장 특설무대')).not.toBeNull();
  });
  it('is due the lead time before the start, earlier by the walk when asked', () => {
    expect(reminderDueAt(start, { lead: 10, walk: false }, 420_000)).toBe(at('2025-09-25T19:50:00'));
    expect(reminderDueAt(start, { lead: 10, walk: true }, 420_000)).toBe(at('2025-09-25T19:43:00'));
    expect(reminderDueAt(start, { lead: 30, walk: true }, null)).toBe(at('2025-09-25T19:30:00'));
  });
});
