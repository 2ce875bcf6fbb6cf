// GET /api/plans/<location id>: a building's detail plan (its uploaded image, or null for the sample's drawn shapes,
// and its booth labels' spots per date and day/night). /map reads it only when a building is opened; the live event
// `map` invalidates it (src/live/live-events.ts). Staff's calls change it from the console.
import { queryOptions } from '@tanstack/react-query';
import type { BuildingPlan, PlanImage, PlanSpot } from '@contract/building-plans';
import { CONSOLE_PATHS } from '@contract/console';
import { API_PATHS } from '@contract/paths';
import { request, write } from './client';

export const plansKey = ['plans'] as const;
export const planKey = (locationId: number) => [...plansKey, locationId] as const;

export async function getPlan(locationId: number, signal?: AbortSignal): Promise<BuildingPlan> {
  const data = await request<Partial<BuildingPlan> | null>(API_PATHS.plan(locationId), { signal });
  return { location_id: locationId, image: data?.image ?? null, spots: Array.isArray(data?.spots) ? data.spots : [] };
}

export const planQuery = (locationId: number) => queryOptions({ queryKey: planKey(locationId), queryFn: ({ signal }) => getPlan(locationId, signal) });

export async function uploadPlanImage(uid: string, locationId: number, file: Blob, signal?: AbortSignal): Promise<PlanImage> {
  const form = new FormData();
  form.set('uid', uid);
  form.set('image', file, file instanceof File ? file.name : 'plan');
  const data = await write<{ image: PlanImage }>(CONSOLE_PATHS.planImage(locationId), { method: 'PUT', body: form, signal });
  return data.image;
}

export function removePlanImage(uid: string, locationId: number, signal?: AbortSignal): Promise<unknown> {
  return write<unknown>(CONSOLE_PATHS.planImage(locationId), { method: 'DELETE', body: { uid }, signal });
}

export async function placeSpot(uid: string, locationId: number, spot: PlanSpot, signal?: AbortSignal): Promise<PlanSpot> {
  const data = await write<{ spot: PlanSpot }>(CONSOLE_PATHS.planSpot(locationId), { method: 'PUT', body: { uid, ...spot }, signal });
  return data.spot;
}

export function removeSpot(uid: string, locationId: number, spot: Pick<PlanSpot, 'booth_id' | 'date' | 'night'>, signal?: AbortSignal): Promise<unknown> {
  return write<unknown>(CONSOLE_PATHS.planSpot(locationId), {
    method: 'DELETE',
    body: { uid, booth_id: spot.booth_id, date: spot.date, night: spot.night },
    signal,
  });
}
