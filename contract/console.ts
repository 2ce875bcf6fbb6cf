// The organiser console's wire: admin accounts (created and revoked by Staff), the audit log, and the
// booth edits Club and Major make to their own booth. Schemas validate on the server and in the mocks.
import * as v from 'valibot';
import { noControl, noControlText } from './schemas';
import { BoothCreateSchema } from './console-booths';

/** Roles the console creates; Staff accounts come from ADMIN_CODES only. */
export const CONSOLE_ROLES = ['Stuco', 'Club', 'Major'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
/** Roles tied to one booth. */
export const BOOTH_TIED_ROLES: readonly ConsoleRole[] = ['Club', 'Major'];

export const CONSOLE_PATHS = {
  accounts: '/console/accounts',
  revoke: (id: number | string) => `/console/accounts/${id}/revoke`,
  audit: '/console/audit',
  booth: (id: number | string) => `/console/booths/${id}`,
  /** Staff: GET the booth list (with locations and days), POST a new booth; DELETE goes to `booth(id)`. */
  booths: '/console/booths',
  me: '/console/me',
  /** Staff: PUT the festival's settings (contract/festival.ts). */
  festival: '/admin/festival',
  /** Staff and Stuco: stage acts (contract/console-acts.ts). */
  acts: '/console/acts',
  act: (id: number | string) => `/console/acts/${id}`,
  /** Staff: the campus map image (PUT multipart uid + image, DELETE {uid}) and its locations (contract/campus-map.ts). */
  mapImage: '/console/map/image',
  locations: '/console/locations',
  location: (id: number | string) => `/console/locations/${id}`,
  locationPin: (id: number | string) => `/console/locations/${id}/pin`,
  /** Staff: a location's detail plan (contract/building-plans.ts): its image (PUT multipart uid + image, DELETE {uid})
   * and its booth labels' spots (PUT {uid, booth_id, date, night, x, y}, DELETE {uid, booth_id, date, night}). */
  planImage: (locationId: number | string) => `/console/plans/${locationId}/image`,
  planSpot: (locationId: number | string) => `/console/plans/${locationId}/spots`,
  /** Staff: POST a booths-with-menus or stage sheet (CSV or XLSX) as the body; a dry run unless ?apply=1. */
  importSheet: (kind: string) => `/console/import/${kind}`,
  /** Staff: the developers page's people (contract/credits.ts); GET is API_PATHS.developers. */
  credits: '/console/credits',
  credit: (id: number | string) => `/console/credits/${id}`,
  creditsOrder: '/console/credits/order',
} as const;

export interface ConsoleMe {
  name: string;
  role: string;
  booth_id: number | null;
  booth_name: string | null;
}

/** Error codes the console's client words in the admin's language (`console.error.<code>`). */
export const CONSOLE_ERRORS = [
  'name_taken',
  'booth_required',
  'booth_not_found',
  'not_your_booth',
  'staff_only',
  'staff_not_revocable',
  'already_revoked',
  'account_not_found',
  // Stage acts (contract/console-acts.ts).
  'act_not_found',
  'act_overlap',
  'act_day_outside',
  'act_time_order',
  'no_festival',
  'invalid_booth',
  'queue_waiting',
  'identity_staff_only',
  'invalid_credit',
  'credit_not_found',
  'credit_order_mismatch',
] as const;
export type ConsoleErrorCode = (typeof CONSOLE_ERRORS)[number];

export const LIMITS_CONSOLE = {
  nameMax: 40,
  descriptionMax: 1000,
  menuNameMax: 40,
  menusMax: 50,
  priceMax: 1_000_000,
  auditPage: 100,
  generatedCodeLength: 12,
} as const;

export interface ConsoleAccount {
  id: number;
  name: string;
  role: 'Staff' | ConsoleRole;
  booth_id: number | null;
  booth_name: string | null;
  /** ISO instant, or null while the code works. */
  revoked_at: string | null;
  created_at: string | null;
}
export interface ConsoleAccountsResponse {
  accounts: ConsoleAccount[];
}
/** The generated code is in this answer only: the server keeps its scrypt hash. */
export interface ConsoleAccountCreated {
  account: ConsoleAccount;
  code: string;
}
export interface AuditEntry {
  id: number;
  at: string;
  admin_name: string;
  admin_role: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
}
export interface AuditResponse {
  entries: AuditEntry[];
}

/** What a spreadsheet would run as a formula when the organisers open an export (=, +, - or @ first). */
const FORMULA_START = /^[=+\-@]/;

const UidField = v.pipe(v.string('uid must be a string'), v.minLength(1, 'uid is required'), v.maxLength(128, 'uid is too long'));

const NameField = v.pipe(
  v.string('name must be a string'),
  v.transform((s) => s.trim()),
  v.minLength(1, 'please enter the account name'),
  v.maxLength(LIMITS_CONSOLE.nameMax, `the account name may have at most ${LIMITS_CONSOLE.nameMax} characters`),
  noControl('name'),
  v.check((s) => !/[<>]/.test(s), 'the account name may not contain < or >'),
  // An account's name is the writer of its posts, which the festival file refuses to start like a formula.
  v.check((s) => !FORMULA_START.test(s), 'the account name may not start with =, +, - or @'),
);

export const AccountCreateSchema = v.object({
  uid: UidField,
  name: NameField,
  role: v.picklist(CONSOLE_ROLES, `role must be one of ${CONSOLE_ROLES.join(', ')}`),
  booth_id: v.optional(
    v.nullable(v.pipe(v.number('booth_id must be a number'), v.integer('booth_id must be an integer'), v.minValue(1, 'booth_id must be positive'), v.maxValue(999_999_999, 'booth_id is too large'))),
  ),
});
export type AccountCreateRequest = v.InferOutput<typeof AccountCreateSchema>;

export const UidBodySchema = v.object({ uid: UidField });

const HhMmSs = v.pipe(
  v.string('time must be a string'),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'time must be HH:MM'),
  v.transform((s) => (s.length === 5 ? `${s}:00` : s)),
);

export const MenuEditSchema = v.object({
  name: v.pipe(
    v.string('menu name must be a string'),
    v.transform((s) => s.trim()),
    v.minLength(1, 'every menu needs a name'),
    v.maxLength(LIMITS_CONSOLE.menuNameMax, `a menu name may have at most ${LIMITS_CONSOLE.menuNameMax} characters`),
    noControl('menu name'),
    v.check((s) => !/[<>]/.test(s), 'a menu name may not contain < or >'),
    // As the Staff booth editor, the CSV import and the festival file: an export must import again.
    v.check((s) => !FORMULA_START.test(s), 'a menu name may not start with =, +, - or @'),
  ),
  price: v.pipe(
    v.number('price must be a number'),
    v.integer('price must be a whole number of won'),
    v.minValue(0, 'price may not be negative'),
    v.maxValue(LIMITS_CONSOLE.priceMax, `price may be at most ${LIMITS_CONSOLE.priceMax} won`),
  ),
  is_soldout: v.optional(v.boolean('is_soldout must be true or false'), false),
});

/** A booth's identity: only Staff change it (a Club or Major account sending one of these gets 403 `identity_staff_only`). */
export const BOOTH_IDENTITY_FIELDS = ['name', 'category', 'location_id', 'is_night', 'is_dorder', 'image', 'corners'] as const;
const create = BoothCreateSchema.entries;

export const BoothEditSchema = v.object({
  uid: UidField,
  // Identity (Staff): the new booth's field checks; absent = unchanged. `image`: a data URL replaces the photo,
  // null removes it. What the whole booth may then be is contract/rules/booth-admin.ts, as for a new booth.
  name: v.optional(create.name),
  category: v.optional(create.category),
  location_id: v.optional(create.location_id),
  is_night: v.optional(v.boolean('is_night must be true or false')),
  is_dorder: v.optional(v.boolean('is_dorder must be true or false')),
  image: v.optional(create.image.wrapped),
  corners: v.optional(create.corners.wrapped),
  description: v.optional(
    v.nullable(
      v.pipe(
        v.string('description must be a string'),
        v.maxLength(LIMITS_CONSOLE.descriptionMax, `the description may have at most ${LIMITS_CONSOLE.descriptionMax} characters`),
        noControlText('description'),
        v.check((s) => !/<\s*\/?\s*script/i.test(s), 'the description may not contain a script tag'),
      ),
    ),
  ),
  menus: v.optional(v.pipe(v.array(MenuEditSchema, 'menus must be a list'), v.maxLength(LIMITS_CONSOLE.menusMax, `at most ${LIMITS_CONSOLE.menusMax} menus`))),
  hours: v.optional(
    v.pipe(
      v.array(
        v.object({
          day: v.pipe(v.string('day must be a string'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD')),
          start_time: v.nullable(HhMmSs),
          end_time: v.nullable(HhMmSs),
        }),
        'hours must be a list',
      ),
      v.maxLength(7, 'at most 7 days of hours'),
    ),
  ),
});
export type BoothEditRequest = v.InferOutput<typeof BoothEditSchema>;
