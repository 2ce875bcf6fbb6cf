// The console's booth list, new booths and deletion (Staff): wire types and the request schema. The schema
// checks shapes and hard limits; the rules a person can break while filling the form (a blank name, a bad
// price, hours of a day the festival does not have, what a category may carry) are contract/rules/booth-admin.ts,
// which the server, the mocks and the console's form all run.
import * as v from 'valibot';
import { CATEGORIES, LIMITS, type Category } from './constants';
import { IMAGE_DATA_URL } from './festival-file';
import { noControl, noControlText } from './schemas';
import type { BoothProblem } from './rules/booth-admin';

export interface ConsoleLocation {
  id: number;
  names: { ko: string; en: string; ja: string; 'zh-CN': string };
}

/** One booth of the console's list, with what would go with it if it were deleted. */
export interface ConsoleBoothRow {
  id: number;
  name: string;
  category: Category;
  location_id: number;
  is_night: boolean;
  likes: number;
  menus: number;
  /** Board events tied to the booth (deleted with it). */
  events: number;
  /** Club and Major accounts tied to the booth (untied when it is deleted). */
  accounts: string[];
  /** Its queue line, if it has one: state and parties waiting or called. */
  queue: { state: 'open' | 'paused' | 'closed'; waiting: number } | null;
}

export interface ConsoleBoothsResponse {
  booths: ConsoleBoothRow[];
  locations: ConsoleLocation[];
  /** The stored festival's days (hours are given per day). */
  days: string[];
}

export interface ConsoleBoothCreated {
  booth_id: number;
}

/** What a deletion removed or changed. */
export interface ConsoleBoothDeleted {
  booth_id: number;
  name: string;
  likes: number;
  menus: number;
  events: number;
  accounts_untied: string[];
  /** The state the queue line had before it was closed and removed (null: it had none). */
  queue_closed: 'open' | 'paused' | 'closed' | null;
}

/** The 400 of a new booth that breaks a rule: every problem, each naming its field. */
export interface ConsoleBoothRefusal {
  message: string;
  error: 'invalid_booth';
  problems: BoothProblem[];
}

const UidField = v.pipe(v.string('uid must be a string'), v.minLength(1, 'uid is required'), v.maxLength(128, 'uid is too long'));
const HardText = (what: string, max: number) => v.pipe(v.string(`${what} must be a string`), v.maxLength(max, `${what} is too long`), noControl(what));
const Time = v.nullable(
  v.pipe(
    v.string('time must be a string'),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'time must be HH:MM'),
    v.transform((s) => (s.length === 5 ? `${s}:00` : s)),
  ),
);

/** POST /console/booths. Prices are numbers here; whether each is a whole number of won in range is a rule. */
export const BoothCreateSchema = v.object({
  uid: UidField,
  name: HardText('name', 200),
  category: v.picklist(CATEGORIES, `category must be one of ${CATEGORIES.join(', ')}`),
  location_id: v.pipe(v.number('location_id must be a number'), v.integer('location_id must be an integer'), v.minValue(1, 'location_id must be positive'), v.maxValue(999_999_999, 'location_id is too large')),
  is_night: v.optional(v.boolean('is_night must be true or false'), false),
  is_dorder: v.optional(v.boolean('is_dorder must be true or false'), false),
  /** A data URL of a PNG, JPEG or WebP photo (checked by content like an upload), or null. */
  image: v.optional(
    v.nullable(
      v.pipe(
        v.string('image must be a data URL'),
        v.maxLength(Math.ceil((LIMITS.imageBytes * 4) / 3) + 40, 'only images up to 1MB can be attached'),
        v.regex(IMAGE_DATA_URL, 'image must be a data:image/png, jpeg or webp;base64 URL'),
      ),
    ),
    null,
  ),
  description: v.optional(v.nullable(v.pipe(v.string('description must be a string'), v.maxLength(4000, 'description is too long'), noControlText('description'))), null),
  corners: v.optional(v.pipe(v.array(HardText('a corner name', 200), 'corners must be a list'), v.maxLength(100, 'too many corners')), []),
  menus: v.optional(
    v.pipe(
      v.array(
        v.object({
          name: HardText('menu name', 200),
          price: v.number('price must be a number'),
          is_soldout: v.optional(v.boolean('is_soldout must be true or false'), false),
        }),
        'menus must be a list',
      ),
      v.maxLength(200, 'too many menus'),
    ),
    [],
  ),
  hours: v.optional(
    v.pipe(
      v.array(
        v.object({
          day: v.pipe(v.string('day must be a string'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD')),
          start_time: Time,
          end_time: Time,
        }),
        'hours must be a list',
      ),
      v.maxLength(14, 'too many days of hours'),
    ),
    [],
  ),
});
export type BoothCreateRequest = v.InferOutput<typeof BoothCreateSchema>;
