// The campus map as data on the mock backend: GET /locations with the uploaded map and its pins, and Staff's
// console calls (upload the image, add, edit and delete locations, place pins) with the server's rules and
// messages (server/routes/console-map.ts, services/console-map.ts).
import { http, HttpResponse } from 'msw';
import {
  LocationCreateSchema,
  LocationEditSchema,
  locationInUse,
  MAP_LIMITS,
  MapUidSchema,
  PinPlaceSchema,
  type LocationRow,
  type LocationsResponse,
  type MapPinSpot,
  type UploadedCampusMap,
} from '@contract/campus-map';
import { CONSOLE_PATHS } from '@contract/console';
import { dimensionsProblem, imageDimensions } from '@contract/image-dimensions';
import { API_PATHS } from '@contract/paths';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { CAMPUS_LOCATIONS, pinToLatLng } from '@contract/sample/locations';
import { state } from '../state';
import { authorize } from './admin';
import { api, errorVariant, intParam, jsonError, parse, readJson, slowVariant, type Route } from './util';

export const campusMapRoutes: readonly Route[] = [
  { method: 'get', path: API_PATHS.locations },
  { method: 'put', path: CONSOLE_PATHS.mapImage },
  { method: 'delete', path: CONSOLE_PATHS.mapImage },
  { method: 'post', path: CONSOLE_PATHS.locations },
  { method: 'patch', path: CONSOLE_PATHS.location(':id') },
  { method: 'delete', path: CONSOLE_PATHS.location(':id') },
  { method: 'put', path: CONSOLE_PATHS.locationPin(':id') },
];

const STAFF_WHY = 'only Staff can change the campus map and its locations';
/** The session check of the server's routes: 401 without a live session, 403 `forbidden` for other roles. */
export function staffOnly(uid: unknown, why = STAFF_WHY): { error: Response } | { ok: true } {
  const auth = authorize(uid, null);
  if ('error' in auth) return auth;
  if (auth.admin.role !== 'Staff') return { error: jsonError(403, why, { error: 'forbidden' }) };
  return { ok: true };
}

interface MapMock {
  locations: LocationRow[];
  image: Omit<UploadedCampusMap, 'pins'> | null;
  pins: Map<number, MapPinSpot>;
}
const initial = (): MapMock => ({
  locations: CAMPUS_LOCATIONS.map((l) => ({ ...l, names: { ...l.names }, pin: { ...l.pin }, ...pinToLatLng(l.pin) })),
  image: null,
  pins: new Map(),
});
// Starts again whenever the mock backend's state does (resetMockState makes new maps).
let owner: object | null = null;
let mock: MapMock = initial();
function current(): MapMock {
  if (owner !== state.sessions) {
    owner = state.sessions;
    mock = initial();
  }
  return mock;
}

/** A building plan made or removed (handlers/building-plans.ts): the location's has_detail_map follows. */
export function setMockDetailMap(id: number, has: boolean): void {
  const found = current().locations.find((l) => l.id === id);
  if (found) found.hasDetailMap = has;
}
/** Whether the mock festival has this location. */
export const mockLocationExists = (id: number) => current().locations.some((l) => l.id === id);

/** Stories: the festival with an uploaded map (image url, size and pins), or null for the built-in art. */
export function seedMockCampusMap(map: UploadedCampusMap | null, locations?: LocationRow[]): void {
  const m = current();
  if (locations) m.locations = locations.map((l) => ({ ...l }));
  m.image = map ? { image_url: map.image_url, width: map.width, height: map.height } : null;
  m.pins = new Map((map?.pins ?? []).map((p) => [p.id, { ...p }]));
}

function read(): LocationsResponse {
  const m = current();
  const results = [...m.locations].sort((a, b) => a.id - b.id);
  return {
    results,
    map: m.image ? { ...m.image, pins: results.flatMap((l) => (m.pins.has(l.id) ? [m.pins.get(l.id)!] : [])) } : null,
  };
}

const boothsAt = (id: number) => SAMPLE_BOOTHS.filter((b) => b.location_id === id).length;
const noLocation = (id: string | readonly string[] | undefined) => jsonError(404, `location ${String(id)} does not exist`, { error: 'location_not_found' });

const IMAGE_EXT: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
function kindOf(b: Uint8Array): string | null {
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'png';
  if (b.length >= 12 && String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP') return 'webp';
  return null;
}

async function authorized(request: Request): Promise<{ body: Record<string, unknown>; error?: undefined } | { error: Response }> {
  const r = await readJson(request);
  if ('error' in r) return r;
  if (Object.keys(r.body).length === 0) return { error: jsonError(400, 'a JSON body is required', { error: 'bad_request' }) };
  const auth = staffOnly(r.body.uid);
  if ('error' in auth) return auth;
  return { body: r.body };
}

/** A console image upload (the campus map, a building's plan) as the server checks it: Staff's multipart form with
 * one PNG, JPEG or WebP image, stored among the mock's uploads. */
export async function acceptImage(request: Request, why = STAFF_WHY): Promise<{ error: Response } | { image: { url: string; width: number; height: number } }> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    return { error: jsonError(415, 'send the map image as multipart/form-data with the fields uid and image', { error: 'unsupported_media_type' }) };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { error: jsonError(400, 'the form could not be read', { error: 'bad_request', detail: 'malformed multipart body' }) };
  }
  const images = form.getAll('image');
  if (images.length > 1) return { error: jsonError(400, 'send one image', { error: 'bad_request' }) };
  const image = images[0];
  if (!(image instanceof Blob) || image.size === 0) return { error: jsonError(400, 'image is required: choose a PNG, JPEG or WebP file', { error: 'bad_request' }) };
  const uid = form.getAll('uid').length === 1 ? form.get('uid') : undefined;
  const auth = staffOnly(uid, why);
  if ('error' in auth) return { error: auth.error };
  const tooBig = () => jsonError(413, `the map image may be at most ${MAP_LIMITS.imageBytes / (1024 * 1024)} MB`, { error: 'too_large' });
  if (image.size > MAP_LIMITS.imageBytes) return { error: tooBig() };
  const bytes = new Uint8Array(await image.arrayBuffer());
  const kind = kindOf(bytes);
  if (!kind) return { error: jsonError(415, 'the map must be a PNG, JPEG or WebP image', { error: 'unsupported_media_type' }) };
  const size = imageDimensions(bytes);
  if (!size) return { error: jsonError(400, 'the image file is damaged', { error: 'bad_request' }) };
  const problem = dimensionsProblem(size);
  if (problem) return { error: jsonError(413, problem, { error: 'image_too_large' }) };
  const name = `${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}.${IMAGE_EXT[kind]}`;
  state.uploads.set(name, new Blob([bytes], { type: `image/${kind}` }));
  return { image: { url: `/api${API_PATHS.uploads}${name}`, width: size.width, height: size.height } };
}

export const campusMapHandlers = [
  http.get(api(API_PATHS.locations), () => HttpResponse.json(read())),
  http.get(api(API_PATHS.locations.replace(/\/$/, '')), () => HttpResponse.json(read())),

  http.put(api(CONSOLE_PATHS.mapImage), async ({ request }) => {
    const r = await acceptImage(request);
    if ('error' in r) return r.error;
    const m = current();
    m.image = { image_url: r.image.url, width: r.image.width, height: r.image.height };
    return HttpResponse.json(m.image);
  }),

  http.delete(api(CONSOLE_PATHS.mapImage), async ({ request }) => {
    const a = await authorized(request);
    if ('error' in a && a.error) return a.error;
    const p = parse(MapUidSchema, (a as { body: unknown }).body);
    if ('error' in p) return p.error;
    const m = current();
    if (!m.image) return jsonError(404, 'there is no uploaded campus map', { error: 'no_map_image' });
    m.image = null;
    return HttpResponse.json({ ok: true });
  }),

  http.post(api(CONSOLE_PATHS.locations), async ({ request }) => {
    const a = await authorized(request);
    if ('error' in a && a.error) return a.error;
    const p = parse(LocationCreateSchema, (a as { body: unknown }).body);
    if ('error' in p) return p.error;
    const m = current();
    if (m.locations.length >= MAP_LIMITS.locationsMax) {
      return jsonError(409, `a festival may have at most ${MAP_LIMITS.locationsMax} locations`, { error: 'too_many_locations' });
    }
    const req = p.value;
    const location: LocationRow = {
      id: Math.max(0, ...m.locations.map((l) => l.id)) + 1,
      names: { ...req.names },
      pin: { x: 0, y: 0 },
      hasDetailMap: false,
      lat: req.lat,
      lng: req.lng,
    };
    m.locations.push(location);
    return HttpResponse.json({ location }, { status: 201 });
  }),

  http.patch(api(CONSOLE_PATHS.location(':id')), async ({ request, params }) => {
    const id = intParam(params.id);
    if (id === null) return jsonError(404, `no such item: ${String(params.id)}`, { error: 'not_found' });
    const a = await authorized(request);
    if ('error' in a && a.error) return a.error;
    const p = parse(LocationEditSchema, (a as { body: unknown }).body);
    if ('error' in p) return p.error;
    const found = current().locations.find((l) => l.id === id);
    if (!found) return noLocation(params.id);
    const req = p.value;
    if (req.names) found.names = { ...req.names };
    if (req.lat !== undefined) found.lat = req.lat;
    if (req.lng !== undefined) found.lng = req.lng;
    return HttpResponse.json({ location: found });
  }),

  http.delete(api(CONSOLE_PATHS.location(':id')), async ({ request, params }) => {
    const id = intParam(params.id);
    if (id === null) return jsonError(404, `no such item: ${String(params.id)}`, { error: 'not_found' });
    const a = await authorized(request);
    if ('error' in a && a.error) return a.error;
    const p = parse(MapUidSchema, (a as { body: unknown }).body);
    if ('error' in p) return p.error;
    const m = current();
    if (!m.locations.some((l) => l.id === id)) return noLocation(params.id);
    const n = boothsAt(id);
    if (n > 0) return jsonError(409, locationInUse(n), { error: 'location_in_use', booths: n });
    m.locations = m.locations.filter((l) => l.id !== id);
    m.pins.delete(id);
    return HttpResponse.json({ ok: true, id });
  }),

  http.put(api(CONSOLE_PATHS.locationPin(':id')), async ({ request, params }) => {
    const id = intParam(params.id);
    if (id === null) return jsonError(404, `no such item: ${String(params.id)}`, { error: 'not_found' });
    const a = await authorized(request);
    if ('error' in a && a.error) return a.error;
    const p = parse(PinPlaceSchema, (a as { body: unknown }).body);
    if ('error' in p) return p.error;
    const m = current();
    if (!m.image) return jsonError(409, 'upload the campus map image before placing pins', { error: 'no_map_image' });
    if (!m.locations.some((l) => l.id === id)) return noLocation(params.id);
    const pin = { id, x: p.value.x, y: p.value.y };
    m.pins.set(id, pin);
    return HttpResponse.json({ pin });
  }),
];

export const campusMapError = errorVariant(campusMapRoutes);
export const campusMapSlow = slowVariant(campusMapRoutes);
