import { describe, expect, it } from 'vitest';
import type { BoothListItem } from '@contract/types';
import { filterResults, matchesQuery, onChosenDay, withDeviceDistances } from './map-filter';

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

describe('16.6 toilet distances measured on the device', () => {
  const toilet = (id: number, lat: number | null, lng: number | null): BoothListItem => ({
    ...item(id, `화장실 ${id}`, { id: 5, name: '명진관' }, []),
    category: 'Toilet',
    location: { id: 5, name: '명진관', lat, lng },
  });
  const me = { x: 37.55896, y: 126.99986 };

  it('measures each toilet from its location to the visitor', () => {
    const far = toilet(70, 37.5607, 127.0018);
    const near = toilet(71, 37.559, 126.9999);
    const out = withDeviceDistances([far, near, toilet(72, null, null)], me);
    expect(out.map((i) => i.booth_id)).toEqual([70, 71, 72]);
    expect(out[1]!.distance_m).toBeGreaterThan(0);
    expect(out[1]!.distance_m).toBeLessThan(20);
    expect(out[0]!.distance_m).toBeGreaterThan(200);
    expect(out[0]!.distance_m).toBeLessThan(300);
    expect(out[2]!.distance_m).toBeNull();
  });

  it('leaves the list as it came without a position, and other categories with the server’s distances', () => {
    const list = [toilet(70, 37.5607, 127.0018)];
    expect(withDeviceDistances(list, null)).toBe(list);
    const booth = { ...frontier, location: { id: 11, name: '만해광장', lat: 37.5607, lng: 127.0018 } };
    expect(withDeviceDistances([booth], me)[0]!.distance_m).toBeNull();
  });
});
