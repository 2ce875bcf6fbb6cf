// Where the visitor is (spec §7 Geolocation, §8 Map) and distances on campus.
import { GEOLOCATION } from '@contract/constants';
import { haversineMeters } from '@contract/rules/geo';
import { pinToLatLng } from '@contract/sample/locations';

/** The wire's user_location: x is latitude, y is longitude. */
export interface UserLocation {
  x: number;
  y: number;
}

export type LocateResult =
  | { ok: true; location: UserLocation }
  /** 'unsupported': the browser has no geolocation; 'failed': denied, timed out or unavailable. */
  | { ok: false; reason: 'unsupported' | 'failed' };

type Geo = Pick<Geolocation, 'getCurrentPosition'>;

function defaultGeo(): Geo | undefined {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;
}

/** Asks once, with high accuracy, a 10 s timeout and positions up to 60 s old. Never rejects. */
export function locateUser(geo: Geo | undefined = defaultGeo()): Promise<LocateResult> {
  if (!geo || typeof geo.getCurrentPosition !== 'function') return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    try {
      geo.getCurrentPosition(
        (pos) => {
          const { latitude, longitude } = pos.coords;
          if (Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
            resolve({ ok: true, location: { x: latitude, y: longitude } });
          } else {
            resolve({ ok: false, reason: 'failed' });
          }
        },
        () => resolve({ ok: false, reason: 'failed' }),
        { ...GEOLOCATION },
      );
    } catch {
      resolve({ ok: false, reason: 'failed' });
    }
  });
}

/** Whole metres between two map pins (percent of the campus map). */
export function pinDistanceMeters(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.round(haversineMeters(pinToLatLng(a), pinToLatLng(b)));
}
