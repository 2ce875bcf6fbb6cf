// GET /api/locations: the festival's locations and its uploaded campus map with the pins (null: the built-in art).
// The visitor's /map reads it after its first paint; the live event `map` invalidates it (src/live/live-events.ts).
import { queryOptions } from '@tanstack/react-query';
import type { LocationsResponse } from '@contract/campus-map';
import { API_PATHS } from '@contract/paths';
import { request } from './client';

export const locationsKey = ['locations'] as const;

export async function getLocations(signal?: AbortSignal): Promise<LocationsResponse> {
  const data = await request<Partial<LocationsResponse> | null>(API_PATHS.locations, { signal });
  return { results: Array.isArray(data?.results) ? data.results : [], map: data?.map ?? null };
}

export const locationsQuery = () => queryOptions({ queryKey: locationsKey, queryFn: ({ signal }) => getLocations(signal) });
