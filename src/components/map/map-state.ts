// What other screens may hand the map when they link to it (wouter: navigate('/map', { state })).
import { CATEGORIES, type Category } from '@contract/constants';
import { locationById } from '@contract/sample/locations';

export interface MapNavigationState {
  filter?: Category;
  /** A campus location id. */
  pin?: number | null;
}

/** The valid parts of a history state, or null when it carries nothing for the map. */
export function readMapNavigationState(state: unknown): MapNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  const out: MapNavigationState = {};
  if ((CATEGORIES as readonly unknown[]).includes(s.filter)) out.filter = s.filter as Category;
  if (s.pin === null) out.pin = null;
  else if (typeof s.pin === 'number' && locationById(s.pin)) out.pin = s.pin;
  return out.filter === undefined && out.pin === undefined ? null : out;
}
