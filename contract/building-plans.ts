// Each building's detail plan as festival data (issue 22): an optional uploaded image (PNG, JPEG or WebP, sniffed,
// size-limited and stripped of metadata like the campus map) and the spots of its booths' labels per festival date
// and day/night, in percent of the plan (0..100 from its top left). A location has a plan while it has an image
// or at least one spot; its `has_detail_map` follows. GET /api/plans/<location id> answers it to anyone; Staff
// change it in the console (contract/console.ts CONSOLE_PATHS.planImage / planSpot). Schemas validate on the
// server and in the mocks.
import * as v from 'valibot';
import { MAP_LIMITS } from './campus-map';

export const PLAN_LIMITS = {
  /** The uploaded plan's bytes: the campus map's limit. */
  imageBytes: MAP_LIMITS.imageBytes,
  /** Spots of one location over all dates and day/night. */
  spotsMax: 600,
} as const;

/** Error codes of the plans' console calls, worded in the admin's language (`console.plans.error.<code>`). */
export const PLAN_ERRORS = [
  'location_not_found',
  'plan_not_found',
  'no_plan_image',
  'booth_not_here',
  'not_a_festival_date',
  'spot_not_found',
  'too_many_spots',
  'too_large',
  'unsupported_media_type',
  'image_too_large',
] as const;
export type PlanErrorCode = (typeof PLAN_ERRORS)[number];

/** A booth label's spot: its centre in percent of the plan, for one festival date and day or night. */
export interface PlanSpot {
  booth_id: number;
  date: string;
  night: boolean;
  x: number;
  y: number;
}
export interface PlanImage {
  url: string;
  width: number;
  height: number;
}
/** GET /api/plans/<id>: the plan of one location (404 plan_not_found when it has none). */
export interface BuildingPlan {
  location_id: number;
  /** The uploaded image, or null: the client draws the sample's shapes when it has them. */
  image: PlanImage | null;
  /** Ordered by date, day before night, then booth id. */
  spots: PlanSpot[];
}

const UidField = v.pipe(v.string('uid must be a string'), v.minLength(1, 'uid is required'), v.maxLength(128, 'uid is too long'));
const percent = (field: 'x' | 'y') =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.finite(`${field} must be a number`),
    v.minValue(0, `${field} must be between 0 and 100`),
    v.maxValue(100, `${field} must be between 0 and 100`),
  );
const BoothIdField = v.pipe(
  v.number('booth_id must be a number'),
  v.integer('booth_id must be a whole number'),
  v.minValue(1, 'booth_id must be 1 or more'),
  v.maxValue(999_999_999, 'booth_id is too large'),
);
const DateField = v.pipe(v.string('date must be text'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'));
const NightField = v.boolean('night must be true or false');

/** PUT a spot: places (or moves) one booth's label for a date and day/night. */
export const SpotPlaceSchema = v.object(
  { uid: UidField, booth_id: BoothIdField, date: DateField, night: NightField, x: percent('x'), y: percent('y') },
  'give booth_id, date, night, x and y',
);
export type SpotPlaceRequest = v.InferOutput<typeof SpotPlaceSchema>;

/** DELETE a spot: the booth's label for that date and day/night. */
export const SpotRemoveSchema = v.object({ uid: UidField, booth_id: BoothIdField, date: DateField, night: NightField }, 'give booth_id, date and night');
export type SpotRemoveRequest = v.InferOutput<typeof SpotRemoveSchema>;

export const PlanUidSchema = v.object({ uid: UidField });

export { spotsOn } from './rules/plans';

/** The wire's order: date, day before night, booth id. */
export const spotOrder = (a: PlanSpot, b: PlanSpot) => a.date.localeCompare(b.date) || Number(a.night) - Number(b.night) || a.booth_id - b.booth_id;

/** Messages the server and the mocks answer alike. */
export const planMessages = {
  boothNotHere: (booth: number, location: number) => `booth ${booth} is not at location ${location}`,
  notFestivalDate: (date: string, dates: readonly string[]) => `${date} is not a festival date (${dates.join(', ')})`,
  locationNotFound: (id: number) => `location ${id} does not exist`,
  planNotFound: (id: number) => `location ${id} has no detail plan`,
  spotNotFound: 'that booth has no label there on that date and time of day',
  noImage: 'this plan has no uploaded image',
  tooManySpots: `a plan may have at most ${PLAN_LIMITS.spotsMax} label spots`,
} as const;
