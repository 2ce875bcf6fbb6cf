import { describe, expect, it } from 'vitest';
import { distanceM, haversineMeters } from './geo';

describe('haversine distance', () => {
  it('is about 111 m per thousandth of a degree of latitude and 111 km per degree', () => {
    expect(Math.round(haversineMeters({ lat: 37.558, lng: 127 }, { lat: 37.559, lng: 127 }))).toBe(111);
    expect(Math.round(haversineMeters({ lat: 37, lng: 127 }, { lat: 38, lng: 127 }) / 1000)).toBe(111);
  });
  it('is symmetric and zero at the same point', () => {
    const a = { lat: 37.5582, lng: 127.0002 };
    const b = { lat: 37.5597, lng: 126.9981 };
    expect(haversineMeters(a, a)).toBe(0);
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 9);
  });
  it('distance_m reads x as latitude, rounds to metres, and is null when a place is unknown', () => {
    expect(distanceM({ x: 37.558, y: 127 }, { lat: 37.559, lng: 127 })).toBe(111);
    expect(distanceM(null, { lat: 37.559, lng: 127 })).toBeNull();
    expect(distanceM({ x: 37.558, y: 127 }, { lat: null, lng: null })).toBeNull();
  });
});
