// The campus map as festival data (issue 22): an uploaded image (PNG, JPEG or WebP; never SVG, which can carry
// script) and the locations' pins on it as fractions of the image (0..1). GET /api/locations answers the
// locations with the map; Staff change both in the console (contract/console.ts CONSOLE_PATHS). Schemas validate
// on the server and in the mocks.
import * as v from 'valibot';
import { noControl } from './schemas';
import type { Language } from './constants';
import type { CampusLocation } from './types';

export const MAP_LIMITS = {
  /** The uploaded map's bytes (a phone photo of a printed map, compressed by the browser first). */
  imageBytes: 4 * 1024 * 1024,
  nameMax: 60,
  locationsMax: 200,
} as const;

/** Error codes of the map's console calls, worded in the admin's language (`console.map.error.<code>`). */
export const MAP_ERRORS = ['location_in_use', 'no_map_image', 'location_not_found', 'too_many_locations', 'too_large', 'unsupported_media_type', 'image_too_large'] as const;
export type MapErrorCode = (typeof MAP_ERRORS)[number];

/** A location on the wire: the 2025 shape (pin in percent of the built-in art) with its coordinates. */
export interface LocationRow extends CampusLocation {
  lat: number | null;
  lng: number | null;
}
/** A pin on the uploaded image: fractions of its width and height from the top left. */
export interface MapPinSpot {
  id: number;
  x: number;
  y: number;
}
export interface UploadedCampusMap {
  image_url: string;
  width: number;
  height: number;
  /** Placed locations only, ordered by id. */
  pins: MapPinSpot[];
}
export interface LocationsResponse {
  results: LocationRow[];
  /** The festival's uploaded map, or null: the client draws the built-in art. */
  map: UploadedCampusMap | null;
}
export interface LocationSaved {
  location: LocationRow;
}

const FORMULA_START = /^[=+\-@]/;

const UidField = v.pipe(v.string('uid must be a string'), v.minLength(1, 'uid is required'), v.maxLength(128, 'uid is too long'));

const nameField = (lang: Language) =>
  v.pipe(
    v.string(`names.${lang} must be a string`),
    v.transform((s) => s.trim()),
    v.minLength(1, `please enter the ${lang} name`),
    v.maxLength(MAP_LIMITS.nameMax, `the ${lang} name may have at most ${MAP_LIMITS.nameMax} characters`),
    noControl(`names.${lang}`),
    v.check((s) => !/[<>]/.test(s), `the ${lang} name may not contain < or >`),
    v.check((s) => !FORMULA_START.test(s), `the ${lang} name may not start with = + - or @`),
  );

export const LocationNamesSchema = v.object(
  { ko: nameField('ko'), en: nameField('en'), ja: nameField('ja'), 'zh-CN': nameField('zh-CN') },
  'names must be an object with ko, en, ja and zh-CN',
);

const coordinate = (field: 'lat' | 'lng', max: number) =>
  v.nullable(
    v.pipe(
      v.number(`${field} must be a number`),
      v.finite(`${field} must be a number`),
      v.minValue(-max, `${field} must be between -${max} and ${max}`),
      v.maxValue(max, `${field} must be between -${max} and ${max}`),
    ),
  );

const together = (o: { lat?: number | null; lng?: number | null }) => (o.lat === undefined || o.lat === null) === (o.lng === undefined || o.lng === null);
const TOGETHER = 'lat and lng go together: give both or neither';

export const LocationCreateSchema = v.pipe(
  v.object({
    uid: UidField,
    names: LocationNamesSchema,
    lat: v.optional(coordinate('lat', 90), null),
    lng: v.optional(coordinate('lng', 180), null),
    /** Accepted and not taken: has_detail_map follows whether the location has a building plan (contract/building-plans.ts). */
    has_detail_map: v.optional(v.boolean('has_detail_map must be true or false'), false),
  }),
  v.check((o) => together(o), TOGETHER),
);
export type LocationCreateRequest = v.InferOutput<typeof LocationCreateSchema>;

export const LocationEditSchema = v.pipe(
  v.object({
    uid: UidField,
    names: v.optional(LocationNamesSchema),
    lat: v.optional(coordinate('lat', 90)),
    lng: v.optional(coordinate('lng', 180)),
    has_detail_map: v.optional(v.boolean('has_detail_map must be true or false')),
  }),
  v.check((o) => (o.lat === undefined) === (o.lng === undefined) && together(o), TOGETHER),
);
export type LocationEditRequest = v.InferOutput<typeof LocationEditSchema>;

const fraction = (field: 'x' | 'y') =>
  v.pipe(v.number(`${field} must be a number`), v.finite(`${field} must be a number`), v.minValue(0, `${field} must be between 0 and 1`), v.maxValue(1, `${field} must be between 0 and 1`));

/** A pin on the uploaded map: x and y are fractions of the image's width and height from its top left. */
export const PinPlaceSchema = v.object(
  {
    uid: UidField,
    x: fraction('x'),
    y: fraction('y'),
  },
  'give x and y, each a number between 0 and 1',
);
export type PinPlaceRequest = v.InferOutput<typeof PinPlaceSchema>;

export const MapUidSchema = v.object({ uid: UidField });

/** The message for a location still used by booths (server and mocks answer it alike). */
export const locationInUse = (count: number) =>
  `this location is used by ${count} booth${count === 1 ? '' : 's'}: move ${count === 1 ? 'it' : 'them'} to another location first`;
