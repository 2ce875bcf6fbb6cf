// Staff's campus map calls (contract/campus-map.ts): the map image, the locations and their pins.
import { CONSOLE_PATHS } from '@contract/console';
import type { LocationRow, MapPinSpot, UploadedCampusMap } from '@contract/campus-map';
import type { SaveLocationInput } from '@machines/console-map.machine';
import { write } from './client';

export function uploadMapImage(uid: string, file: Blob, signal?: AbortSignal): Promise<Omit<UploadedCampusMap, 'pins'>> {
  const form = new FormData();
  form.set('uid', uid);
  form.set('image', file, file instanceof File ? file.name : 'map');
  return write<Omit<UploadedCampusMap, 'pins'>>(CONSOLE_PATHS.mapImage, { method: 'PUT', body: form, signal });
}

export async function saveLocation(input: SaveLocationInput, signal?: AbortSignal): Promise<LocationRow> {
  const { id, ...body } = input;
  const data = await write<{ location: LocationRow }>(id === null ? CONSOLE_PATHS.locations : CONSOLE_PATHS.location(id), {
    method: id === null ? 'POST' : 'PATCH',
    body: { ...body },
    signal,
  });
  return data.location;
}

export function deleteLocation(uid: string, id: number, signal?: AbortSignal): Promise<unknown> {
  return write<unknown>(CONSOLE_PATHS.location(id), { method: 'DELETE', body: { uid }, signal });
}

export async function placePin(input: { uid: string; id: number; x: number; y: number }, signal?: AbortSignal): Promise<MapPinSpot> {
  const { id, ...body } = input;
  const data = await write<{ pin: MapPinSpot }>(CONSOLE_PATHS.locationPin(id), { method: 'PUT', body, signal });
  return data.pin;
}
