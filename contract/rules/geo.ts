// Distances on campus: the wire's user_location has x = latitude, y = longitude.

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle (haversine) distance in metres. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * distance_m of a booth list item: whole metres from the visitor ({x: latitude, y: longitude}) to a
 * place, or null when either is unknown.
 */
export function distanceM(
  user: { x: number; y: number } | null | undefined,
  place: { lat: number | null; lng: number | null } | null | undefined,
): number | null {
  if (!user || !place || place.lat === null || place.lng === null) return null;
  return Math.round(haversineMeters({ lat: user.x, lng: user.y }, { lat: place.lat, lng: place.lng }));
}
