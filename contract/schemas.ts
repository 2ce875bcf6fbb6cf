// Valibot schemas of every request in spec §7. The server validates each field with these;
// the outputs are typed against contract/types.ts (see the checks at the bottom of the file).
import * as v from 'valibot';
import { BOARD_CATEGORIES, BOARD_PAGING, CATEGORIES, LANGUAGES, LIMITS } from './constants';
import type {
  AdminLoginRequest,
  BoothListRequest,
  EmergencyUpdateRequest,
  EventWriteRequest,
  GameCouponRequest,
  CouponRedeemRequest,
  GameStartRequest,
  GameSuccessRequest,
  LikeRequest,
  LostWriteFields,
  NoticeWriteRequest,
  TranslationBatchRequest,
  TranslationResolveRequest,
} from './types';

/** An optional field that may also arrive as null; both read as absent. */
const maybe = <T extends v.GenericSchema>(schema: T) =>
  v.optional(
    v.pipe(
      v.nullable(schema),
      v.transform((x) => (x === null ? undefined : x) as Exclude<v.InferOutput<T>, null>),
    ),
  );

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** YYYY-MM-DD that exists on the calendar. */
export const DateSchema = v.pipe(
  v.string('date must be a string'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
  v.check(isRealDate, 'date does not exist'),
);

/** HH:MM, 00:00 to 23:59. */
export const SlotSchema = v.pipe(
  v.string('time must be a string'),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM (00-23 hours, 00-59 minutes)'),
);

/** A positive integer id in a path (at most 9 digits, so it fits an int column). */
export const IdParamSchema = v.pipe(
  v.string('id must be a number'),
  v.regex(/^[1-9]\d{0,8}$/, 'id must be a positive integer'),
  v.transform(Number),
);

// Control characters never belong in text people type: PostgreSQL refuses NUL outright (a 500 if it
// got that far) and the others hide or garble what the board shows. Multi-line text keeps tab, LF and CR.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Whether text holds a control character; multi-line text may hold tab, LF and CR. */
export const hasControl = (s: string, multiline = false) => (multiline ? TEXT_CONTROL : LINE_CONTROL).test(s);
/** A single-line field without control characters. */
export const noControl = (field: string) =>
  v.check((s: string) => !LINE_CONTROL.test(s), `${field} must not contain control characters`);
/** Multi-line text: tab, newline and carriage return are allowed, other control characters are not. */
export const noControlText = (field: string) =>
  v.check((s: string) => !TEXT_CONTROL.test(s), `${field} must not contain control characters`);

/** A visitor id as stored in the browser. The server replaces ids it did not issue. */
const UserIdSchema = v.pipe(
  v.string('user_id must be a string'),
  v.maxLength(128, 'user_id is too long'),
  noControl('user_id'),
);

const UidSchema = v.pipe(
  v.string('uid must be a string; please log in'),
  v.minLength(1, 'uid is required; please log in'),
  v.maxLength(128, 'uid is too long'),
  noControl('uid'),
);

const notBlank = (what: string) => v.check((s: string) => s.trim().length > 0, what);

const TitleSchema = v.pipe(
  v.string('title must be a string'),
  notBlank('please enter a title'),
  v.maxLength(LIMITS.titleChars, 'title must be within 200 characters'),
  noControl('title'),
);
const ContentSchema = v.pipe(
  v.string('content must be a string'),
  notBlank('please enter content'),
  v.maxLength(10_000, 'content must be within 10000 characters'),
  noControlText('content'),
);
const LostLocationSchema = v.pipe(
  v.string('location must be a string'),
  notBlank('please enter the location'),
  v.maxLength(LIMITS.locationChars, 'location must be within 200 characters'),
  noControl('location'),
);

/** An ISO instant with a zone: 2025-09-25T18:00:00+09:00 (or Z). */
export const InstantSchema = v.pipe(
  v.string('time must be an ISO string'),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/,
    'not a valid time format',
  ),
  v.check((s) => !Number.isNaN(Date.parse(s)) && isRealDate(s.slice(0, 10)), 'not a valid time format'),
);

// ---------- Booths ----------
export const BoothListRequestSchema = v.object({
  types: maybe(
    v.pipe(
      v.array(v.picklist(CATEGORIES, `types must be among ${CATEGORIES.join(', ')}`), 'types must be a list'),
      v.maxLength(CATEGORIES.length * 2, 'too many types'),
    ),
  ),
  building_id: maybe(
    v.pipe(v.number('building_id must be a number'), v.integer('building_id must be an integer'), v.minValue(0), v.maxValue(1_000_000)),
  ),
  is_night: maybe(v.boolean('is_night must be true or false')),
  is_event: maybe(v.boolean('is_event must be true or false')),
  date: maybe(DateSchema),
  top_liked_3: maybe(v.boolean('top_liked_3 must be true or false')),
  ordering: maybe(v.picklist(['distance', '-likes', '-id', 'name'], 'ordering must be distance, -likes, -id or name')),
  limit: maybe(
    v.pipe(
      v.number('limit must be a number'),
      v.integer('limit must be an integer'),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(LIMITS.mapList, `limit must be at most ${LIMITS.mapList}`),
    ),
  ),
  user_location: v.optional(
    v.nullable(
      v.object(
        {
          x: v.pipe(v.number('user_location.x (latitude) must be a number'), v.finite(), v.minValue(-90), v.maxValue(90)),
          y: v.pipe(v.number('user_location.y (longitude) must be a number'), v.finite(), v.minValue(-180), v.maxValue(180)),
        },
        'user_location must be {x, y}',
      ),
    ),
  ),
  user_id: v.optional(v.nullable(UserIdSchema)),
});

export const LikeRequestSchema = v.object({
  user_id: v.optional(v.nullable(UserIdSchema), null),
});

// ---------- Board ----------
export const EmergencyUpdateSchema = v.object({
  uid: UidSchema,
  title: TitleSchema,
  content: ContentSchema,
});

export const NoticeWriteSchema = v.object({
  uid: UidSchema,
  category: v.optional(v.literal('Notice', "category must be 'Notice'"), 'Notice'),
  title: TitleSchema,
  content: ContentSchema,
});

/** GET /board/?page=N&size=M[&category=...][&search=...]: the query of a board page (strings, as they arrive). */
const wholeNumber = (field: string, max: number, message: string) =>
  v.pipe(
    v.string(`${field} must be a whole number`),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );
export const BoardPageQuerySchema = v.object({
  page: v.optional(wholeNumber('page', BOARD_PAGING.maxPage, `page must be a whole number from 1 to ${BOARD_PAGING.maxPage}`)),
  size: v.optional(wholeNumber('size', BOARD_PAGING.maxSize, `size must be a whole number from 1 to ${BOARD_PAGING.maxSize}`)),
  category: v.optional(v.picklist(BOARD_CATEGORIES, `category must be one of ${BOARD_CATEGORIES.join(', ')}`)),
  search: v.optional(
    v.pipe(
      v.string('search must be text'),
      v.maxLength(BOARD_PAGING.searchChars, `search must be within ${BOARD_PAGING.searchChars} characters`),
      noControl('search'),
    ),
  ),
});

/** Multipart fields of a lost-item post (the image is checked by content on the server). */
export const LostWriteSchema = v.object({
  uid: UidSchema,
  category: v.optional(v.literal('LostItem', "category must be 'LostItem'"), 'LostItem'),
  title: TitleSchema,
  content: ContentSchema,
  location: LostLocationSchema,
});

/** Editing a lost item: the fields sent are checked; absent ones stay as they are. */
export const LostEditSchema = v.object({
  uid: UidSchema,
  category: v.optional(v.literal('LostItem', "category must be 'LostItem'"), 'LostItem'),
  title: v.optional(TitleSchema),
  content: v.optional(ContentSchema),
  location: v.optional(LostLocationSchema),
});

export const EventWriteSchema = v.object({
  uid: UidSchema,
  title: TitleSchema,
  detail: v.pipe(
    v.string('detail must be a string'),
    notBlank('please enter the event detail'),
    v.maxLength(10_000, 'detail must be within 10000 characters'),
    noControlText('detail'),
  ),
  start_time: InstantSchema,
  end_time: InstantSchema,
});

/** A whole number in a query string, at most 6 digits. */
const queryInt = (message: string) => v.pipe(v.string(message), v.regex(/^\d{1,6}$/, message), v.transform(Number));

/**
 * GET /board/ query: with page or size, one page of the ALL order (category and search narrow it);
 * without both, the 2025 whole list. Other parameters (lang) are not the schema's business.
 */
export const BoardListQuerySchema = v.object({
  page: v.optional(v.pipe(queryInt('page must be a whole number from 1'), v.minValue(1, 'page must be a whole number from 1'))),
  size: v.optional(
    v.pipe(
      queryInt(`size must be a whole number from 1 to ${BOARD_PAGING.maxSize}`),
      v.minValue(1, `size must be a whole number from 1 to ${BOARD_PAGING.maxSize}`),
      v.maxValue(BOARD_PAGING.maxSize, `size must be a whole number from 1 to ${BOARD_PAGING.maxSize}`),
    ),
  ),
  category: v.optional(v.picklist(['ALL', ...BOARD_CATEGORIES], `category must be ALL, ${BOARD_CATEGORIES.join(', ')}`)),
  search: v.optional(
    v.pipe(
      v.string('search must be text'),
      v.maxLength(BOARD_PAGING.searchChars, `search must be within ${BOARD_PAGING.searchChars} characters`),
      noControl('search'),
    ),
  ),
});

/** DELETE /board/{id}: the uid may come in a JSON body, the query or an Authorization header. */
export const UidOnlySchema = v.object({ uid: UidSchema });

// ---------- Admin ----------
/** POST /admin/logout: the uid that stops working (the admin's other devices stay logged in). */
export const AdminLogoutSchema = v.object({ uid: UidSchema });

export const AdminLoginSchema = v.object({
  admin_code: v.pipe(
    v.string('admin_code must be a string'),
    v.minLength(1, 'please enter the admin code'),
    v.maxLength(200, 'admin_code is too long'),
    noControl('admin_code'),
  ),
});

// ---------- Game ----------
export const GameStartSchema = v.object({
  /** 'none' (or absent) asks the server for a new visitor id. */
  user_id: v.optional(v.nullable(UserIdSchema), 'none'),
});
export const GameSuccessSchema = v.object({
  user_id: v.pipe(UserIdSchema, v.minLength(1, 'user_id is required')),
});
export const GameCouponSchema = v.object({
  user_id: v.pipe(UserIdSchema, v.minLength(1, 'user_id is required')),
  booth_name: v.pipe(
    v.string('booth_name must be a string'),
    v.minLength(1, 'please choose a pub'),
    v.maxLength(100, 'booth_name is too long'),
    noControl('booth_name'),
  ),
});

// ---------- Coupons at the counter ----------
/** POST /coupons/{code}/redeem: the uid may also come as Authorization: Bearer or ?uid=. */
export const CouponRedeemSchema = v.object({
  uid: v.optional(UidSchema),
  pub: v.optional(
    v.nullable(v.pipe(v.string('pub must be the name of a pub'), v.maxLength(100, 'pub must be the name of a pub'), noControl('pub'))),
  ),
});

// ---------- Translation ----------
const TranslationEntityTypeSchema = v.picklist(
  ['booth', 'stage', 'board', 'notice', 'developer', 'writer', 'location'],
  'unknown entity_type',
);
const LanguageSchema = v.picklist(LANGUAGES, `language must be one of ${LANGUAGES.join(', ')}`);
const EntityIdSchema = v.union(
  [
    v.pipe(v.string(), v.minLength(1), v.maxLength(64), noControl('entity_id')),
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  ],
  'entity_id must be a string or an integer',
);
const FieldNameSchema = v.pipe(
  v.string('field must be a string'),
  v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'field must be a name like BoothName or MenuName_2'),
);
const SourceTextSchema = v.pipe(
  v.string('source_text must be a string'),
  v.maxLength(5000, 'source_text is too long'),
  noControlText('source_text'),
);

export const TranslationResolveSchema = v.object({
  entity_type: TranslationEntityTypeSchema,
  entity_id: EntityIdSchema,
  field: FieldNameSchema,
  source_lang: v.optional(LanguageSchema, 'ko'),
  target_lang: LanguageSchema,
  source_text: SourceTextSchema,
});

export const TranslationBatchSchema = v.object({
  target_lang: LanguageSchema,
  items: v.pipe(
    v.array(
      v.object({
        entity_type: TranslationEntityTypeSchema,
        entity_id: EntityIdSchema,
        fields: v.pipe(
          v.array(
            v.object({
              field: FieldNameSchema,
              source_lang: v.optional(LanguageSchema, 'ko'),
              source_text: SourceTextSchema,
            }),
          ),
          v.maxLength(100, 'at most 100 fields per item'),
        ),
      }),
      'items must be a list',
    ),
    v.maxLength(200, 'at most 200 items per batch'),
  ),
});

// ---------- Type checks against contract/types.ts ----------
type Assignable<A, B> = [A] extends [B] ? true : never;
const typeChecks: {
  boothList: Assignable<v.InferOutput<typeof BoothListRequestSchema>, BoothListRequest>;
  like: Assignable<v.InferOutput<typeof LikeRequestSchema>, LikeRequest>;
  emergency: Assignable<v.InferOutput<typeof EmergencyUpdateSchema>, EmergencyUpdateRequest>;
  notice: Assignable<v.InferOutput<typeof NoticeWriteSchema>, NoticeWriteRequest>;
  lost: Assignable<v.InferOutput<typeof LostWriteSchema>, LostWriteFields>;
  event: Assignable<v.InferOutput<typeof EventWriteSchema>, EventWriteRequest>;
  login: Assignable<v.InferOutput<typeof AdminLoginSchema>, AdminLoginRequest>;
  gameStart: Assignable<v.InferOutput<typeof GameStartSchema>, Partial<GameStartRequest> | { user_id: string | null }>;
  gameSuccess: Assignable<v.InferOutput<typeof GameSuccessSchema>, GameSuccessRequest>;
  coupon: Assignable<v.InferOutput<typeof GameCouponSchema>, GameCouponRequest>;
  couponRedeem: Assignable<v.InferOutput<typeof CouponRedeemSchema>, CouponRedeemRequest | { uid?: string; pub?: string | null }>;
  resolve: Assignable<v.InferOutput<typeof TranslationResolveSchema>, TranslationResolveRequest>;
  batch: Assignable<v.InferOutput<typeof TranslationBatchSchema>, TranslationBatchRequest>;
} = {
  boothList: true,
  like: true,
  emergency: true,
  notice: true,
  lost: true,
  event: true,
  login: true,
  gameStart: true,
  gameSuccess: true,
  coupon: true,
  couponRedeem: true,
  resolve: true,
  batch: true,
};
void typeChecks;

/** One readable line from the first problem of a failed parse. */
export function firstIssueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid request';
  const path = issue.path?.map((p) => String(p.key)).join('.');
  const msg = issue.message;
  // Valibot's own messages ("Invalid type: ...") are prefixed with the field so they read on their own.
  return path && /^Invalid /.test(msg) ? `${path}: ${msg}` : msg;
}

/** The 400 body of a request a schema refused: the server answers it, and the mocks answer the same. */
export function validationErrorBody(issues: readonly v.BaseIssue<unknown>[]): { message: string; error: 'validation_error'; detail: string } {
  return {
    message: firstIssueMessage(issues),
    error: 'validation_error',
    detail: issues
      .slice(0, 5)
      .map((i) => `${i.path?.map((p) => String(p.key)).join('.') || 'body'}: ${i.message}`)
      .join('; '),
  };
}

// ---------- Organiser dashboard (issue 20) ----------
/** GET /admin/dashboard's query: the Korea day (one of the festival's dates; the server checks which). */
export const DashboardQuerySchema = v.object({
  day: v.optional(DateSchema),
  uid: v.optional(v.pipe(v.string('uid must be a string'), v.maxLength(128, 'uid is too long'))),
});
