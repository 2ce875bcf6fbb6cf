// Staff's building plan calls (contract/building-plans.ts): the plan image and the booth labels' spots.
import type { PlanImage, PlanSpot } from '@contract/building-plans';
import { CONSOLE_PATHS } from '@contract/console';
import { write } from './client';

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
