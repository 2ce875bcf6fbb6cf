import { describe, expect, it, vi } from 'vitest';
import { GEOLOCATION } from '@contract/constants';
import { locateUser, pinDistanceMeters } from './geo';

function fakeGeo(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  return {
    getCurrentPosition: vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null, _opts?: PositionOptions) => answer(ok, fail!)),
  };
}
const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition;

describe('locateUser', () => {
  it('asks with high accuracy, a 10 s timeout and 60 s maximum age, and sends x = latitude, y = longitude', async () => {
    const geo = fakeGeo((ok) => ok(position(37.558, 127.0)));
    await expect(locateUser(geo)).resolves.toEqual({ ok: true, location: { x: 37.558, y: 127.0 } });
    expect(geo.getCurrentPosition.mock.calls[0][2]).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
    expect(GEOLOCATION).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
  });

  it('reports a browser without geolocation as unsupported', async () => {
    await expect(locateUser(undefined)).resolves.toEqual({ ok: false, reason: 'unsupported' });
  });

  it('reports a denial, a timeout, a throw or nonsense coordinates as failed', async () => {
    const denied = fakeGeo((_, fail) => fail({ code: 1, message: 'denied' } as GeolocationPositionError));
    await expect(locateUser(denied)).resolves.toEqual({ ok: false, reason: 'failed' });
    const throws = { getCurrentPosition: () => { throw new Error('blocked'); } };
    await expect(locateUser(throws)).resolves.toEqual({ ok: false, reason: 'failed' });
    const nonsense = fakeGeo((ok) => ok(position(Number.NaN, 500)));
    await expect(locateUser(nonsense)).resolves.toEqual({ ok: false, reason: 'failed' });
  });
});

describe('distances', () => {
  it('measures metres on the campus', () => {
    expect(pinDistanceMeters({ x: 10, y: 10 }, { x: 10, y: 10 })).toBe(0);
    // Manhae Square (66, 31) to Paljeongdo (48, 33): a short walk, some 110 m.
    const d = pinDistanceMeters({ x: 66, y: 31 }, { x: 48, y: 33 });
    expect(d).toBeGreaterThan(90);
    expect(d).toBeLessThan(130);
  });
});
