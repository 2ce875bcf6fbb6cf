import { describe, expect, it } from 'vitest';
import type { StageItem } from '@contract/types';
import { clubOnNow, EVENTS_REQUEST, lineupArtists, lineupSlot, RANKING_REQUEST } from './home-data';

const t = (iso: string) => Date.parse(iso);
const stage = (id: number, start: string, end: string, image: string | null = `/images/artists/${id}.svg`): StageItem => ({
  id,
  name: `act ${id}`,
  location_name: 'stage',
  image_url: image,
  start_time: start,
  end_time: end,
  is_active: false,
  kind: 'celebrity',
});

describe('home requests', () => {
  it('match the two booth-list calls of spec §7', () => {
    expect(RANKING_REQUEST).toEqual({ top_liked_3: true, types: ['Booth'], ordering: '-likes' });
    expect(EVENTS_REQUEST).toEqual({ types: ['Booth'], ordering: '-id', limit: 5, is_event: true });
  });
});

describe('lineupSlot', () => {
  it('is today and the current hour during festival show hours', () => {
    expect(lineupSlot(t('2025-09-25T17:30:00+09:00'))).toEqual({ date: '2025-09-25', slot: '17:00' });
  });
  it('is null outside show hours and outside the festival', () => {
    expect(lineupSlot(t('2025-09-25T21:00:00+09:00'))).toBeNull();
    expect(lineupSlot(t('2025-09-27T17:00:00+09:00'))).toBeNull();
  });
});

describe('clubOnNow', () => {
  const shows = [stage(4, '2025-09-25T16:30:00+09:00', '2025-09-25T17:10:00+09:00'), stage(5, '2025-09-25T17:10:00+09:00', '2025-09-25T17:40:00+09:00')];
  it('finds the show running now', () => {
    expect(clubOnNow(shows, t('2025-09-25T17:30:00+09:00'))?.id).toBe(5);
    expect(clubOnNow(shows, t('2025-09-25T17:10:00+09:00'))?.id).toBe(5);
  });
  it('is null between shows and without data', () => {
    expect(clubOnNow(shows, t('2025-09-25T17:40:00+09:00'))).toBeNull();
    expect(clubOnNow(undefined, t('2025-09-25T17:30:00+09:00'))).toBeNull();
  });
});

describe('lineupArtists', () => {
  const day2 = [stage(10, '2025-09-25T20:00:00+09:00', '2025-09-25T20:40:00+09:00'), stage(11, '2025-09-25T20:50:00+09:00', '2025-09-25T21:30:00+09:00', null)];
  const day3 = [stage(22, '2025-09-26T20:00:00+09:00', '2025-09-26T20:40:00+09:00')];
  it("shows today's acts with a photo", () => {
    expect(lineupArtists(t('2025-09-25T12:00:00+09:00'), [[], day2, day3]).map((s) => s.id)).toEqual([10]);
  });
  it('shows every act of the festival on a day without any, and before or after the festival', () => {
    expect(lineupArtists(t('2025-09-24T12:00:00+09:00'), [[], day2, day3]).map((s) => s.id)).toEqual([10, 22]);
    expect(lineupArtists(t('2025-09-30T12:00:00+09:00'), [undefined, day2, day3]).map((s) => s.id)).toEqual([10, 22]);
  });
});
