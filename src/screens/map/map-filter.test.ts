import { describe, expect, it } from 'vitest';
import type { BoothListItem } from '@contract/types';
import { filterResults, matchesQuery, onChosenDay } from './map-filter';

const item = (id: number, name: string, loc: { id: number; name: string }, days: string[]): BoothListItem => ({
  booth_id: id,
  name,
  category: 'Booth',
  image_url: null,
  is_night: false,
  is_dorder: false,
  is_event: false,
  event_id: null,
  location: { ...loc, lat: null, lng: null },
  distance_m: null,
  business_days: days.map((day) => ({ day, start_time: '10:00:00', end_time: '17:00:00' })),
  start_time: null,
  end_time: null,
  like_cnt: 0,
  is_liked: false,
});

const frontier = item(1, '프론티어', { id: 11, name: '만해광장' }, ['2025-09-24', '2025-09-25']);
const lab = item(9, '실험실 포차', { id: 5, name: '명진관' }, ['2025-09-25']);
const english: Record<number, [string, string]> = { 1: ['Frontier', 'Manhae Square'], 9: ['Lab Pocha', 'Myeongjin Hall'] };

const base = {
  category: 'Booth' as const,
  date: '2025-09-25',
  pin: null,
  query: '',
  shownName: (i: BoothListItem) => english[i.booth_id][0],
  shownLocation: (i: BoothListItem) => english[i.booth_id][1],
};

describe('map list rules', () => {
  it('keeps booths only on the chosen date; other categories are not dated', () => {
    expect(onChosenDay([frontier, lab], 'Booth', '2025-09-24').map((i) => i.booth_id)).toEqual([1]);
    expect(onChosenDay([frontier, lab], 'Booth', '2025-09-26')).toEqual([]);
    expect(onChosenDay([frontier, lab], 'FoodTruck', '2025-09-26')).toHaveLength(2);
  });

  it('matches the translated or original booth or location name, case-insensitively, trimmed', () => {
    expect(matchesQuery(frontier, '  FRONT ', 'Frontier', 'Manhae Square')).toBe(true);
    expect(matchesQuery(frontier, '프론', 'Frontier', 'Manhae Square')).toBe(true);
    expect(matchesQuery(frontier, 'manhae sq', 'Frontier', 'Manhae Square')).toBe(true);
    expect(matchesQuery(frontier, '만해', 'Frontier', 'Manhae Square')).toBe(true);
    expect(matchesQuery(frontier, 'pocha', 'Frontier', 'Manhae Square')).toBe(false);
  });

  it('filters by pin (location id), date and text together', () => {
    expect(filterResults([frontier, lab], base).map((i) => i.booth_id)).toEqual([1, 9]);
    expect(filterResults([frontier, lab], { ...base, pin: 5 }).map((i) => i.booth_id)).toEqual([9]);
    expect(filterResults([frontier, lab], { ...base, query: 'lab' }).map((i) => i.booth_id)).toEqual([9]);
    expect(filterResults([frontier, lab], { ...base, pin: 11, query: 'lab' })).toEqual([]);
  });
});
