// The map list's rules (spec §5): search text against the translated or original booth or location
// name, case-insensitive; the pin against the location id; booths only on days they open.
import type { Category } from '@contract/constants';
import type { BoothListItem } from '@contract/types';
import { haversineMeters } from '@contract/rules/geo';
import type { UserLocation } from '@/lib/geo';

export interface MapFilter {
  category: Category;
  date: string;
  pin: number | null;
  query: string;
  /** Name and location as shown in the chosen language. */
  shownName: (item: BoothListItem) => string;
  shownLocation: (item: BoothListItem) => string;
}

/** Booths are kept only when business_days has the chosen date; other categories are not dated here. */
export function onChosenDay(items: readonly BoothListItem[], category: Category, date: string): BoothListItem[] {
  if (category !== 'Booth') return [...items];
  return items.filter((i) => (i.business_days ?? []).some((d) => d.day === date));
}

export function matchesQuery(item: BoothListItem, query: string, shownName: string, shownLocation: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [item.name, shownName, item.location?.name ?? '', shownLocation].some((t) => t.toLocaleLowerCase().includes(q));
}

export function filterResults(items: readonly BoothListItem[], f: MapFilter): BoothListItem[] {
  return onChosenDay(items, f.category, f.date)
    .filter((i) => f.pin === null || i.location?.id === f.pin)
    .filter((i) => matchesQuery(i, f.query, f.shownName(i), f.shownLocation(i)));
}

/**
 * Toilets are listed without the visitor's position (spec §7), so their distances are measured here, from the
 * toilet's location to the visitor. Everything else keeps the server's distances.
 */
export function withDeviceDistances(items: BoothListItem[], me: UserLocation | null): BoothListItem[] {
  if (!me) return items;
  return items.map((i) => {
    const l = i.location;
    if (i.category !== 'Toilet' || i.distance_m !== null || l?.lat == null || l.lng == null) return i;
    return { ...i, distance_m: Math.round(haversineMeters({ lat: me.x, lng: me.y }, { lat: l.lat, lng: l.lng })) };
  });
}
