// The festival file: the whole festival that lives in the database as one JSON document, written by
// `npm run festival -- export` and GET /api/admin/festival/export, read back by `import` and
// POST /api/admin/festival/import. Settings, locations (names and pins), booths with hours, corners and
// menus, stage acts, board posts, the uploaded campus map with its pins and the buildings' plans (image and
// booth label spots); images are paths (files the app ships, or uploads) or data URLs. A file without `map` or
// `plans` (written before they were data) is read as having none.
// Not in it: admin accounts (codes are credentials), coupons (issued again from the settings' pubs),
// visitor activity other than like counts and units sold, translations (made again on import).
//
// Checked in three steps so a hostile file costs little: the size (FESTIVAL_FILE_LIMITS.bytes) before
// parsing, the row counts before the schema walks any row, then the schema (every problem with its path)
// and the references between rows (unknown location, booth, duplicate ids, days outside the festival).
import * as v from 'valibot';
import { MAP_LIMITS } from './campus-map';
import { BOARD_CATEGORIES, CATEGORIES, LANGUAGES, LIMITS } from './constants';
import { FestivalSettingsSchema, type FestivalSettings } from './festival';
import { PLAN_LIMITS } from './building-plans';
import { InstantSchema, noControl, noControlText } from './schemas';
import type { SampleStage } from './sample/shapes';
import { CREDIT_RULES, isWebLink } from './rules/credits';
import { DEVELOPER_TEAMS, type DeveloperTeam } from './types';
import { kstDate } from './time';
import { MAX_IMAGE_SIDE } from './image-dimensions';

export const FESTIVAL_FILE_FORMAT = 'festival-export';
export const FESTIVAL_FILE_VERSION = 1;

export const FESTIVAL_FILE_LIMITS = {
  /** The whole file (JSON text); a larger one is refused before it is parsed. */
  bytes: 16 * 1024 * 1024,
  locations: 500,
  booths: 2_000,
  schedulesPerBooth: 7,
  cornersPerBooth: 30,
  menusPerBooth: 50,
  stages: 1_000,
  posts: 5_000,
  /** Building plans (one a location at most) and the label spots of one plan. */
  plans: 500,
  spotsPerPlan: PLAN_LIMITS.spotsMax,
  /** Like rows made for the counts of all booths together. */
  likesTotal: 500_000,
  /** Decoded bytes of one data-URL image (the same limit as an uploaded photo). */
  imageBytes: LIMITS.imageBytes,
  /** Decoded bytes of the campus map image (the same limit as the console's map upload). */
  mapImageBytes: MAP_LIMITS.imageBytes,
  /** Problems a report lists before it says how many more there are. */
  reportedProblems: 500,
} as const;

export interface FestivalFileLocation {
  id: number;
  names: { ko: string; en: string; ja: string; 'zh-CN': string };
  pin: { x: number; y: number };
  lat: number | null;
  lng: number | null;
  has_detail_map: boolean;
}
export interface FestivalFileMenu {
  name: string;
  price: number;
  image_url: string | null;
  is_soldout: boolean;
  sold: number;
  is_entry_fee: boolean;
}
export interface FestivalFileBooth {
  id: number;
  name: string;
  category: (typeof CATEGORIES)[number];
  location_id: number;
  image_url: string | null;
  is_night: boolean;
  is_dorder: boolean;
  description: string | null;
  can_usage: boolean | null;
  likes: number;
  schedules: { day: string; start_time: string | null; end_time: string | null }[];
  corners: string[];
  menus: FestivalFileMenu[];
}
/** A location's pin on the uploaded map: fractions of the image's width and height from its top left. */
export interface FestivalFilePin {
  location_id: number;
  x: number;
  y: number;
}
/** The uploaded campus map (console /admin/console/map): its image and the pins placed on it. */
export interface FestivalFileMap {
  image: string;
  width: number;
  height: number;
  pins: FestivalFilePin[];
}
/** A stage act in the file: the same shape as the sample's acts. */
export type FestivalFileStage = SampleStage;
export interface FestivalFilePost {
  id: number;
  category: (typeof BOARD_CATEGORIES)[number];
  title: string;
  content: string;
  writer_name: string;
  booth_id: number | null;
  location: string | null;
  image: string | null;
  start_time: string | null;
  end_time: string | null;
  is_emergency: boolean;
  created_at: string;
  updated_at: string;
}
/** A location's detail plan: its image (null: the drawn sample plan, or a plain one) and its booth labels' spots. */
export interface FestivalFilePlan {
  location_id: number;
  image: { url: string; width: number; height: number } | null;
  spots: { booth_id: number; date: string; night: boolean; x: number; y: number }[];
}
/** A person of the developers page, in the page's order (the file's order). */
export interface FestivalFileCredit {
  id: number;
  name: string;
  teams: DeveloperTeam[];
  role: string;
  major: string;
  image_url: string | null;
  link: string | null;
}
export interface FestivalFile {
  format: typeof FESTIVAL_FILE_FORMAT;
  version: typeof FESTIVAL_FILE_VERSION;
  exported_at: string;
  settings: FestivalSettings;
  locations: FestivalFileLocation[];
  booths: FestivalFileBooth[];
  stages: FestivalFileStage[];
  posts: FestivalFilePost[];
  /** The uploaded campus map; null (or absent, in files written before it was part of the file): the built-in art. */
  map?: FestivalFileMap | null;
  plans: FestivalFilePlan[];
  /** The developers page; absent (a file from before): the credits stay as they are. */
  credits?: FestivalFileCredit[];
}

// ---------- field rules ----------

/**
 * The message of a strict object's own issues: not an object, a required key missing, or a key it does not know.
 * (valibot uses one message for the three; the input tells them apart.)
 */
export const keyIssue =
  (unknown: string) =>
  (i: v.BaseIssue<unknown>): string =>
    i.expected === 'Object' ? 'must be an object' : i.input === undefined ? `${i.expected ?? 'a field'} is missing` : `${unknown}: ${String(i.input)}`;

const FORMULA_START = /^[=+\-@]/;
/**
 * A name people see in lists: one line, trimmed, no markup (< or >) and nothing a spreadsheet would run
 * as a formula when the organisers open an export (=, +, - or @ first): refused, not rewritten, so what
 * is imported is exactly what the file says.
 */
const nameText = (what: string, max: number) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.trim(),
    v.nonEmpty(`${what} is empty`),
    v.maxLength(max, `${what} is longer than ${max} characters`),
    noControl(what),
    v.check((s) => !/[<>]/.test(s), `${what} may not contain < or > (names are text, not markup)`),
    v.check((s) => !FORMULA_START.test(s), `${what} may not start with =, +, - or @ (a spreadsheet would run it as a formula)`),
  );
/** Text people read (descriptions, posts): stored and shown as text, never as HTML; no control characters. */
const freeText = (what: string, max: number, multiline: boolean) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.maxLength(max, `${what} is longer than ${max} characters`),
    multiline ? noControlText(what) : noControl(what),
  );
const id = (what: string) =>
  v.pipe(v.number(`${what} must be a number`), v.integer(`${what} must be a whole number`), v.minValue(1, `${what} must be 1 or more`), v.maxValue(999_999_999, `${what} is too large`));
const whole = (what: string, max: number) =>
  v.pipe(v.number(`${what} must be a number`), v.integer(`${what} must be a whole number`), v.minValue(0, `${what} may not be negative`), v.maxValue(max, `${what} may be at most ${max}`));
const bool = (what: string) => v.boolean(`${what} must be true or false`);
const day = v.pipe(
  v.string('a day must be text'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day must be YYYY-MM-DD'),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'that day does not exist'),
);
const clock = (what: string) =>
  v.nullable(v.pipe(v.string(`${what} must be text or null`), v.regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, `${what} must be hh:mm:ss`)));
const instant = (what: string) => v.pipe(v.string(`${what} must be an ISO instant`), InstantSchema);

/** A data URL of a PNG, JPEG or WebP image (SVG can carry script, so it is not accepted inline). */
export const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
/** A path on this server: a file the app ships (/images/...) or an upload (/api/uploads/...). */
const IMAGE_PATH = /^\/(?!\/)[A-Za-z0-9._~\-/%]{1,300}$/;
const imageText = (what: string, maxBytes: number, typeMessage: string) =>
  v.pipe(
    v.string(typeMessage),
    v.check(
      (s) => IMAGE_PATH.test(s) || IMAGE_DATA_URL.test(s),
      `${what} must be a path on this server (/images/...) or a data:image/png, jpeg or webp;base64 URL`,
    ),
    v.check(
      (s) => !IMAGE_DATA_URL.test(s) || Math.floor(((s.length - s.indexOf(',') - 1) * 3) / 4) <= maxBytes,
      `${what} is larger than ${maxBytes / (1024 * 1024)} MB`,
    ),
  );
const image = (what: string) => v.nullable(imageText(what, FESTIVAL_FILE_LIMITS.imageBytes, `${what} must be text or null`));

const LocationSchema = v.strictObject(
  {
    id: id('the location id'),
    names: v.strictObject(
      {
        ko: nameText('the Korean name', 100),
        en: nameText('the English name', 100),
        ja: nameText('the Japanese name', 100),
        'zh-CN': nameText('the Chinese name', 100),
      },
      keyIssue(`unknown name language (use ${LANGUAGES.join(', ')})`),
    ),
    pin: v.strictObject({
      x: v.pipe(v.number('pin x must be a number'), v.minValue(0, 'pin x must be 0 to 100 (percent of the map)'), v.maxValue(100, 'pin x must be 0 to 100 (percent of the map)')),
      y: v.pipe(v.number('pin y must be a number'), v.minValue(0, 'pin y must be 0 to 100 (percent of the map)'), v.maxValue(100, 'pin y must be 0 to 100 (percent of the map)')),
    }, keyIssue('unknown field')),
    lat: v.nullable(v.pipe(v.number('lat must be a number or null'), v.minValue(-90, 'lat must be -90 to 90'), v.maxValue(90, 'lat must be -90 to 90'))),
    lng: v.nullable(v.pipe(v.number('lng must be a number or null'), v.minValue(-180, 'lng must be -180 to 180'), v.maxValue(180, 'lng must be -180 to 180'))),
    has_detail_map: bool('has_detail_map'),
  },
  keyIssue('unknown field'),
);

const MenuSchema = v.strictObject(
  {
    name: nameText('the menu name', 40),
    price: whole('the price', 1_000_000),
    image_url: image('the menu image'),
    is_soldout: bool('is_soldout'),
    sold: whole('sold', 10_000_000),
    is_entry_fee: bool('is_entry_fee'),
  },
  keyIssue('unknown field'),
);

const BoothSchema = v.strictObject(
  {
    id: id('the booth id'),
    name: nameText('the booth name', 60),
    category: v.picklist(CATEGORIES, `the category must be one of ${CATEGORIES.join(', ')}`),
    location_id: id('location_id'),
    image_url: image('the booth image'),
    is_night: bool('is_night'),
    is_dorder: bool('is_dorder'),
    description: v.nullable(
      v.pipe(
        freeText('the description', 1000, true),
        v.check((s) => !/<\s*\/?\s*script/i.test(s), 'the description may not contain a script tag'),
      ),
    ),
    can_usage: v.nullable(bool('can_usage')),
    likes: whole('likes', FESTIVAL_FILE_LIMITS.likesTotal),
    schedules: v.array(
      v.strictObject(
        { day, start_time: clock('the opening time'), end_time: clock('the closing time') },
        keyIssue('unknown field'),
      ),
      'schedules must be a list',
    ),
    corners: v.array(nameText('a corner name', 40), 'corners must be a list'),
    menus: v.array(MenuSchema, 'menus must be a list'),
  },
  keyIssue('unknown field'),
);

const StageSchema = v.strictObject(
  {
    id: id('the act id'),
    name: nameText('the act name', 60),
    location_name: nameText('the stage name', 60),
    image_url: image('the act image'),
    kind: v.picklist(['club', 'celebrity'], 'kind must be club or celebrity'),
    start_time: instant('start_time'),
    end_time: instant('end_time'),
  },
  keyIssue('unknown field'),
);

const PostSchema = v.strictObject(
  {
    id: id('the post id'),
    category: v.picklist(BOARD_CATEGORIES, `the category must be one of ${BOARD_CATEGORIES.join(', ')}`),
    title: v.pipe(freeText('the title', LIMITS.titleChars, false), v.check((s) => s.trim().length > 0, 'the title is empty')),
    content: freeText('the content', 10_000, true),
    writer_name: nameText('the writer name', 40),
    booth_id: v.nullable(id('booth_id')),
    location: v.nullable(freeText('the location', LIMITS.locationChars, false)),
    image: image('the image'),
    start_time: v.nullable(instant('start_time')),
    end_time: v.nullable(instant('end_time')),
    is_emergency: bool('is_emergency'),
    created_at: instant('created_at'),
    updated_at: instant('updated_at'),
  },
  keyIssue('unknown field'),
);

const fraction = (what: string) =>
  v.pipe(v.number(`${what} must be a number`), v.finite(`${what} must be a number`), v.minValue(0, `${what} must be 0 to 1 (a fraction of the map image)`), v.maxValue(1, `${what} must be 0 to 1 (a fraction of the map image)`));
const pixels = (what: string) =>
  v.pipe(v.number(`${what} must be a number`), v.integer(`${what} must be a whole number of pixels`), v.minValue(1, `${what} must be 1 or more`), v.maxValue(MAX_IMAGE_SIDE, `${what} may be at most ${MAX_IMAGE_SIDE}`));

const MapSchema = v.strictObject(
  {
    image: imageText('the map image', FESTIVAL_FILE_LIMITS.mapImageBytes, 'the map image must be text'),
    width: pixels('the map width'),
    height: pixels('the map height'),
    pins: v.array(
      v.strictObject({ location_id: id('location_id'), x: fraction('pin x'), y: fraction('pin y') }, keyIssue('unknown field')),
      'pins must be a list',
    ),
  },
  keyIssue('unknown field'),
);

const percent = (what: string) =>
  v.pipe(v.number(`${what} must be a number`), v.minValue(0, `${what} must be 0 to 100 (percent of the plan)`), v.maxValue(100, `${what} must be 0 to 100 (percent of the plan)`));
const PlanSchema = v.strictObject(
  {
    location_id: id('location_id'),
    image: v.nullable(
      v.strictObject(
        {
          url: v.pipe(v.string('the plan image must be text'), v.nonEmpty('the plan image is empty')),
          width: v.pipe(whole('the image width', 100_000), v.minValue(1, 'the image width must be 1 or more')),
          height: v.pipe(whole('the image height', 100_000), v.minValue(1, 'the image height must be 1 or more')),
        },
        keyIssue('unknown field'),
      ),
    ),
    spots: v.array(
      v.strictObject({ booth_id: id('booth_id'), date: day, night: bool('night'), x: percent('x'), y: percent('y') }, keyIssue('unknown field')),
      'spots must be a list',
    ),
  },
  keyIssue('unknown field'),
);
/** The plan image's url: a path on this server or a data URL, like every image of the file. */
const planImageProblem = (url: string) => v.safeParse(image('the plan image'), url);

const CreditSchema = v.strictObject(
  {
    id: id('the person id'),
    name: nameText('the name', CREDIT_RULES.nameMax),
    teams: v.pipe(
      v.array(v.picklist(DEVELOPER_TEAMS, `a team must be one of ${DEVELOPER_TEAMS.join(', ')}`), 'teams must be a list'),
      v.minLength(1, 'teams is empty'),
      v.maxLength(DEVELOPER_TEAMS.length, 'too many teams'),
    ),
    role: v.pipe(freeText('the role', CREDIT_RULES.roleMax, false), v.check((s) => s.trim().length > 0, 'the role is empty'), v.check((s) => !/[<>]/.test(s), 'the role may not contain < or >')),
    major: v.pipe(freeText('the major', CREDIT_RULES.majorMax, false), v.check((s) => !/[<>]/.test(s), 'the major may not contain < or >')),
    image_url: image('the photo'),
    link: v.nullable(v.pipe(v.string('the link must be text'), v.check(isWebLink, 'the link must be an http:// or https:// address'), v.maxLength(CREDIT_RULES.linkMax, `the link is longer than ${CREDIT_RULES.linkMax} characters`))),
  },
  keyIssue('unknown field'),
);

export const FestivalFileSchema = v.strictObject(
  {
    format: v.literal(FESTIVAL_FILE_FORMAT, `format must be "${FESTIVAL_FILE_FORMAT}" (is this a festival export?)`),
    version: v.literal(FESTIVAL_FILE_VERSION, `version must be ${FESTIVAL_FILE_VERSION} (this server reads version ${FESTIVAL_FILE_VERSION} files)`),
    exported_at: instant('exported_at'),
    settings: FestivalSettingsSchema,
    locations: v.array(LocationSchema, 'locations must be a list'),
    booths: v.array(BoothSchema, 'booths must be a list'),
    stages: v.array(StageSchema, 'stages must be a list'),
    posts: v.array(PostSchema, 'posts must be a list'),
    map: v.optional(v.nullable(MapSchema)),
    plans: v.optional(v.array(PlanSchema, 'plans must be a list'), []),
    credits: v.optional(v.array(CreditSchema, 'credits must be a list')),
  },
  keyIssue('unknown section'),
);

// ---------- checking a whole file ----------

export interface FestivalCounts {
  days: number;
  locations: number;
  booths: number;
  menus: number;
  stages: number;
  posts: number;
}

/** What a festival file holds, counted (the import's answer, the audit line). */
export function countsOf(f: FestivalFile): FestivalCounts {
  return {
    days: f.settings.dates.length,
    locations: f.locations.length,
    booths: f.booths.length,
    menus: f.booths.reduce((n, b) => n + b.menus.length, 0),
    stages: f.stages.length,
    posts: f.posts.length,
  };
}

export type FestivalFileCheck = { ok: true; file: FestivalFile } | { ok: false; problems: string[]; more: number };

/** The text of a file: refused when it is too large or not JSON; parsed otherwise. */
export function parseFestivalFileText(text: string): { ok: true; value: unknown } | { ok: false; problems: string[]; more: number } {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > FESTIVAL_FILE_LIMITS.bytes) return { ok: false, problems: [tooLarge(bytes)], more: 0 };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (err) {
    return { ok: false, problems: [`the file is not valid JSON (${err instanceof Error ? err.message : 'unreadable'})`], more: 0 };
  }
}

export const tooLarge = (bytes: number) =>
  `the file is ${(bytes / (1024 * 1024)).toFixed(1)} MB; a festival file may be at most ${FESTIVAL_FILE_LIMITS.bytes / (1024 * 1024)} MB`;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Row counts over the limits, checked before the schema looks at any row (a file of 100,000 rows costs one pass). */
function countProblems(input: Record<string, unknown>): string[] {
  const L = FESTIVAL_FILE_LIMITS;
  const out: string[] = [];
  const len = (x: unknown) => (Array.isArray(x) ? x.length : 0);
  const cap = (path: string, n: number, max: number, what: string) => {
    if (n > max) out.push(`${path}: at most ${max.toLocaleString('en')} ${what} (the file has ${n.toLocaleString('en')})`);
  };
  cap('locations', len(input.locations), L.locations, 'locations');
  cap('booths', len(input.booths), L.booths, 'booths');
  cap('stages', len(input.stages), L.stages, 'stage acts');
  cap('posts', len(input.posts), L.posts, 'posts');
  if (isObj(input.map)) cap('map.pins', len(input.map.pins), L.locations, 'pins');
  cap('plans', len(input.plans), L.plans, 'building plans');
  if (out.length) return out;
  (Array.isArray(input.plans) ? input.plans : []).forEach((p, i) => {
    if (isObj(p)) cap(`plans[${i}].spots`, len(p.spots), L.spotsPerPlan, 'label spots');
  });
  cap('credits', len(input.credits), CREDIT_RULES.creditsMax, 'people on the credits');
  if (out.length) return out;
  let likes = 0;
  (Array.isArray(input.booths) ? input.booths : []).forEach((b, i) => {
    if (!isObj(b)) return;
    cap(`booths[${i}].schedules`, len(b.schedules), L.schedulesPerBooth, 'days of hours');
    cap(`booths[${i}].corners`, len(b.corners), L.cornersPerBooth, 'corners');
    cap(`booths[${i}].menus`, len(b.menus), L.menusPerBooth, 'menus');
    if (typeof b.likes === 'number' && Number.isFinite(b.likes) && b.likes > 0) likes += b.likes;
  });
  if (likes > L.likesTotal) out.push(`booths: the like counts add up to ${likes.toLocaleString('en')}; at most ${L.likesTotal.toLocaleString('en')}`);
  return out;
}

/** `booths[3].menus[0].name: ...`, naming the row by its id where it has one: `booths[3] (id 12)`. */
function issueLine(issue: v.BaseIssue<unknown>, root: unknown): string {
  let s = '';
  let node: unknown = root;
  for (const p of issue.path ?? []) {
    const key = (p as { key?: unknown }).key;
    if (typeof key === 'number') {
      node = Array.isArray(node) ? node[key] : undefined;
      s += `[${key}]`;
      if (isObj(node) && typeof node.id === 'number' && /^(locations|booths|stages|posts|credits)$/.test(s.replace(/\[\d+\]$/, ''))) s += ` (id ${node.id})`;
    } else {
      node = isObj(node) ? node[String(key)] : undefined;
      s += s ? `.${String(key)}` : String(key);
    }
  }
  return s ? `${s}: ${issue.message}` : issue.message;
}

/** References between rows: ids unique, booths on listed locations, posts on listed booths, days of the festival. */
function referenceProblems(f: FestivalFile): string[] {
  const out: string[] = [];
  const dates = new Set(f.settings.dates);
  const dateList = f.settings.dates.join(', ');
  const dupes = (rows: { id: number }[], what: string) => {
    const seen = new Set<number>();
    rows.forEach((r, i) => {
      if (seen.has(r.id)) out.push(`${what}[${i}] (id ${r.id}).id: another ${what.replace(/s$/, '')} has the id ${r.id}`);
      seen.add(r.id);
    });
  };
  dupes(f.locations, 'locations');
  dupes(f.booths, 'booths');
  dupes(f.stages, 'stages');
  dupes(f.posts, 'posts');
  dupes(f.credits ?? [], 'credits');
  const locationIds = new Set(f.locations.map((l) => l.id));
  const boothIds = new Set(f.booths.map((b) => b.id));
  f.booths.forEach((b, i) => {
    const at = `booths[${i}] (id ${b.id})`;
    if (!locationIds.has(b.location_id)) out.push(`${at}.location_id: unknown location ${b.location_id} (not in locations)`);
    const days = new Set<string>();
    b.schedules.forEach((s, j) => {
      const p = `${at}.schedules[${j}]`;
      if (!dates.has(s.day)) out.push(`${p}.day: ${s.day} is not a festival day (${dateList})`);
      if (days.has(s.day)) out.push(`${p}.day: ${s.day} is listed twice`);
      days.add(s.day);
      if ((s.start_time === null) !== (s.end_time === null)) out.push(`${p}: give both the opening and the closing time, or neither`);
    });
  });
  f.stages.forEach((s, i) => {
    const at = `stages[${i}] (id ${s.id})`;
    if (Date.parse(s.end_time) <= Date.parse(s.start_time)) out.push(`${at}.end_time: the act must end after it starts`);
    const d = kstDate(Date.parse(s.start_time));
    if (!dates.has(d)) out.push(`${at}.start_time: ${d} is not a festival day (${dateList})`);
  });
  const pinned = new Set<number>();
  f.map?.pins.forEach((p, i) => {
    const at = `map.pins[${i}].location_id`;
    if (!locationIds.has(p.location_id)) out.push(`${at}: unknown location ${p.location_id} (not in locations)`);
    else if (pinned.has(p.location_id)) out.push(`${at}: location ${p.location_id} has two pins`);
    pinned.add(p.location_id);
  });
  let emergencies = 0;
  f.posts.forEach((p, i) => {
    const at = `posts[${i}] (id ${p.id})`;
    if (p.booth_id !== null && !boothIds.has(p.booth_id)) out.push(`${at}.booth_id: unknown booth ${p.booth_id} (not in booths)`);
    if ((p.start_time === null) !== (p.end_time === null)) out.push(`${at}: give both start_time and end_time, or neither`);
    if (p.start_time && p.end_time && Date.parse(p.end_time) <= Date.parse(p.start_time)) out.push(`${at}.end_time: the event must end after it starts`);
    if (p.is_emergency) {
      emergencies++;
      if (p.category !== 'Notice') out.push(`${at}.is_emergency: only a Notice can be the urgent notice`);
    }
  });
  if (emergencies > 1) out.push(`posts: ${emergencies} posts are the urgent notice; at most one may be`);
  const boothAt = new Map(f.booths.map((b) => [b.id, b.location_id]));
  const planned = new Set<number>();
  f.plans.forEach((p, i) => {
    const at = `plans[${i}] (location ${p.location_id})`;
    if (!locationIds.has(p.location_id)) out.push(`${at}.location_id: unknown location ${p.location_id} (not in locations)`);
    if (planned.has(p.location_id)) out.push(`${at}.location_id: location ${p.location_id} has another plan`);
    planned.add(p.location_id);
    if (p.image) {
      const r = planImageProblem(p.image.url);
      if (!r.success) out.push(`${at}.image.url: ${r.issues[0].message}`);
    }
    const seen = new Set<string>();
    p.spots.forEach((sp, j) => {
      const sat = `${at}.spots[${j}]`;
      const where = boothAt.get(sp.booth_id);
      if (where === undefined) out.push(`${sat}.booth_id: unknown booth ${sp.booth_id} (not in booths)`);
      else if (where !== p.location_id) out.push(`${sat}.booth_id: booth ${sp.booth_id} is at location ${where}, not ${p.location_id}`);
      if (!dates.has(sp.date)) out.push(`${sat}.date: ${sp.date} is not a festival day (${dateList})`);
      const key = `${sp.booth_id} ${sp.date} ${sp.night}`;
      if (seen.has(key)) out.push(`${sat}: booth ${sp.booth_id} has another label on ${sp.date} ${sp.night ? 'night' : 'day'}`);
      seen.add(key);
    });
  });
  return out;
}

/** Every problem of a parsed file (path and what is wrong), or the file ready to import. */
export function checkFestivalFile(input: unknown): FestivalFileCheck {
  const cap = FESTIVAL_FILE_LIMITS.reportedProblems;
  const report = (all: string[]): FestivalFileCheck => {
    const problems = [...new Set(all)]; // one line per problem, even when two checks of a field fail alike
    return { ok: false, problems: problems.slice(0, cap), more: Math.max(0, problems.length - cap) };
  };
  if (!isObj(input)) return report(['the file must hold one JSON object (a festival export)']);
  const counts = countProblems(input);
  if (counts.length) return report(counts);
  const r = v.safeParse(FestivalFileSchema, input);
  if (!r.success) return report(r.issues.map((i) => issueLine(i, input)));
  const file = r.output as FestivalFile;
  const refs = referenceProblems(file);
  return refs.length ? report(refs) : { ok: true, file };
}

// ---------- moving a festival in time ----------

const DAY_MS = 24 * 60 * 60 * 1000;
const shiftDay = (d: string, days: number) => new Date(Date.parse(`${d}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** An instant moved by whole days, written again in Korea time (+09:00). */
function shiftInstant(s: string, days: number): string {
  const ms = Date.parse(s) + days * DAY_MS + 9 * 60 * 60 * 1000;
  return `${new Date(ms).toISOString().slice(0, 19)}+09:00`;
}

/**
 * The same festival `days` later (or earlier): festival dates, opening, booth hours, acts and posts.
 * What an organiser does to an export to run it again next year; the tests use it.
 */
export function shiftFestivalFile(f: FestivalFile, days: number): FestivalFile {
  const opt = (s: string | null) => (s === null ? null : shiftInstant(s, days));
  return {
    ...f,
    settings: { ...f.settings, dates: f.settings.dates.map((d) => shiftDay(d, days)), opening_instant: shiftInstant(f.settings.opening_instant, days) },
    booths: f.booths.map((b) => ({ ...b, schedules: b.schedules.map((s) => ({ ...s, day: shiftDay(s.day, days) })) })),
    stages: f.stages.map((s) => ({ ...s, start_time: shiftInstant(s.start_time, days), end_time: shiftInstant(s.end_time, days) })),
    plans: (f.plans ?? []).map((p) => ({ ...p, spots: p.spots.map((sp) => ({ ...sp, date: shiftDay(sp.date, days) })) })),
    posts: f.posts.map((p) => ({
      ...p,
      start_time: opt(p.start_time),
      end_time: opt(p.end_time),
      created_at: shiftInstant(p.created_at, days),
      updated_at: shiftInstant(p.updated_at, days),
    })),
  };
}
