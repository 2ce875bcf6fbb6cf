import { describe, expect, it } from 'vitest';
import {
  chooseCelebrity,
  chooseDay,
  chooseSlot,
  currentSlot,
  entrySelection,
  requestSlot,
  stageStatus,
  stageTime,
} from './timetable-rules';

const at = (iso: string) => new Date(iso);

describe('entrySelection', () => {
  it('chooses today and the current hour slot on a festival day between 15 and 19', () => {
    expect(entrySelection(at('2025-09-25T17:30:00+09:00'))).toEqual({ view: 'day', day: '2025-09-25', slot: '17:00' });
    expect(entrySelection(at('2025-09-26T15:00:00+09:00'))).toEqual({ view: 'day', day: '2025-09-26', slot: '15:00' });
    expect(entrySelection(at('2025-09-24T19:59:59+09:00'))).toEqual({ view: 'day', day: '2025-09-24', slot: '19:00' });
  });

  it('falls back to 15:00 outside those hours', () => {
    expect(entrySelection(at('2025-09-25T14:59:59+09:00')).slot).toBe('15:00');
    expect(entrySelection(at('2025-09-25T20:00:00+09:00'))).toEqual({ view: 'day', day: '2025-09-25', slot: '15:00' });
  });

  it('opens the first day at 15:00 before and after the festival', () => {
    expect(entrySelection(at('2025-09-20T17:00:00+09:00'))).toEqual({ view: 'day', day: '2025-09-24', slot: '15:00' });
    expect(entrySelection(at('2025-09-27T17:00:00+09:00'))).toEqual({ view: 'day', day: '2025-09-24', slot: '15:00' });
  });

  it('reads the hour in Korea time: 08:30 UTC is 17:30 in Seoul', () => {
    expect(entrySelection(at('2025-09-25T08:30:00Z')).slot).toBe('17:00');
    expect(currentSlot(at('2025-09-25T17:30:00Z'))).toBeNull(); // 02:30 the next day in Seoul
  });
});

describe('choosing', () => {
  const start = entrySelection(at('2025-09-25T17:30:00+09:00'));

  it('clears the slot when a day is chosen', () => {
    expect(chooseDay(start, '2025-09-26')).toEqual({ view: 'day', day: '2025-09-26', slot: null });
  });

  it('clears the slot on the celebrity tab and asks for 15:00', () => {
    const celeb = chooseCelebrity(start);
    expect(celeb).toEqual({ view: 'celebrity', day: '2025-09-25', slot: null });
    expect(requestSlot(celeb)).toBe('15:00');
  });

  it('asks for the chosen slot, or 15:00 when none is chosen', () => {
    expect(requestSlot(chooseSlot(chooseDay(start, '2025-09-26'), '18:00'))).toBe('18:00');
    expect(requestSlot(chooseDay(start, '2025-09-26'))).toBe('15:00');
  });
});

describe('stageStatus', () => {
  const show = { start_time: '2025-09-25T17:10:00+09:00', end_time: '2025-09-25T17:40:00+09:00' };
  const t = (iso: string) => Date.parse(iso);

  it('is STAGE NOW from the start up to, not including, the end', () => {
    expect(stageStatus(show, t('2025-09-25T17:10:00+09:00'), true)).toBe('now');
    expect(stageStatus(show, t('2025-09-25T17:39:59+09:00'), false)).toBe('now');
    expect(stageStatus(show, t('2025-09-25T17:40:00+09:00'), true)).toBe('ended');
  });

  it('is preparing in the chosen slot and coming soon later', () => {
    expect(stageStatus(show, t('2025-09-25T17:09:59+09:00'), true)).toBe('preparing');
    expect(stageStatus(show, t('2025-09-25T16:00:00+09:00'), false)).toBe('soon');
  });
});

describe('stageTime', () => {
  it('shows the Korea time part of an ISO instant', () => {
    expect(stageTime('2025-09-25T20:50:00+09:00')).toBe('20:50');
    expect(stageTime('2025-09-25T11:00:00Z')).toBe('20:00');
  });
});
