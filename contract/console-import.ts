// The console's spreadsheet import (Staff): booths with their menus, or the stage schedule, from a CSV or XLSX
// sheet whose first row names the columns. One pure check shared by the server and the mocks turns the
// sheet's cells into rows ready to insert, or into every problem by row and column (a code the console words
// in the admin's language, and English words for logs and scripts). Nothing is imported until the sheet is
// clean. The hostile-text rules are the festival file's (contract/festival-file.ts): a cell starting with
// = + - @ is a formula and refused, names may not hold < or >, descriptions no script tag, no control characters.
import { CONSOLE_PATHS } from './console';
import { CATEGORIES, type Category } from './constants';
import { toCsv } from './csv';
import { hasControl } from './schemas';

export const IMPORT_KINDS = ['booths', 'stages'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_PATHS = {
  /** POST the sheet as the raw body: a dry run; `?apply=1` imports a clean sheet. */
  sheet: (kind: ImportKind | ':kind') => CONSOLE_PATHS.importSheet(kind),
} as const;

export const IMPORT_LIMITS = {
  /** The whole upload; a larger one is refused from its Content-Length before it is read. */
  bytes: 1024 * 1024,
  /** Data rows (the header row not counted). */
  rows: 2_000,
  /** Problems listed before the report says how many more there are. */
  reportedProblems: 500,
  menusPerBooth: 50,
  nameMax: 60,
  menuNameMax: 40,
  descriptionMax: 1000,
  priceMax: 1_000_000,
} as const;

/** One sheet = one row per menu item; the booth's own columns are read from its first row. */
export const BOOTH_COLUMNS = ['booth', 'category', 'location', 'night', 'days', 'open', 'close', 'description', 'menu', 'price'] as const;
export const BOOTH_REQUIRED = ['booth', 'category', 'location'] as const;
export const STAGE_COLUMNS = ['name', 'stage', 'kind', 'day', 'start', 'end', 'image'] as const;
export const STAGE_REQUIRED = ['name', 'stage', 'kind', 'day', 'start', 'end'] as const;

export const IMPORT_PROBLEMS = [
  'file_too_large',
  'too_many_rows',
  'not_a_sheet',
  'empty_sheet',
  'missing_column',
  'unknown_column',
  'required',
  'formula',
  'markup',
  'control_char',
  'too_long',
  'unknown_location',
  'bad_category',
  'bad_price',
  'bad_time',
  'bad_day',
  'day_outside',
  'end_before_start',
  'duplicate_booth',
  'booth_conflict',
  'too_many_menus',
  'bad_kind',
  'bad_yes_no',
  'bad_image',
  'no_festival',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];

/** A problem of the sheet: row as the spreadsheet numbers it (the header is row 1), column by its header. */
export interface ImportProblem {
  row: number | null;
  column: string | null;
  code: ImportProblemCode;
  /** The cell or number the message names (shown back to the admin). */
  value: string | null;
  message: string;
}

export interface ImportBoothRow {
  name: string;
  category: Category;
  location_id: number;
  is_night: boolean;
  description: string | null;
  schedules: { day: string; start_time: string | null; end_time: string | null }[];
  menus: { name: string; price: number }[];
}
export interface ImportStageRow {
  name: string;
  location_name: string;
  kind: 'club' | 'celebrity';
  image_url: string | null;
  start_time: string;
  end_time: string;
}

export interface ImportCounts {
  booths: number;
  menus: number;
  acts: number;
}
/** 200: the dry run found nothing wrong (or, with apply, the rows are in). */
export interface ImportAnswer {
  ok: true;
  dry_run: boolean;
  kind: ImportKind;
  counts: ImportCounts;
}
/** 400 (413 for the size): every problem, nothing imported. */
export interface ImportRefusal {
  message: string;
  error: 'import_problems' | 'too_large';
  dry_run: boolean;
  problems: ImportProblem[];
  more: number;
}

export interface ImportContext {
  /** The festival's days (YYYY-MM-DD). */
  dates: readonly string[];
  /** Places a booth may name: by number or by any of its names. */
  locations: readonly { id: number; names: readonly string[] }[];
  /** Booths already on the server, by name: importing one again is a duplicate. */
  existingBoothNames: readonly string[];
}

export type ImportCheck<T> = { ok: true; rows: T[] } | { ok: false; problems: ImportProblem[]; more: number };

const FORMULA_START = /^[=+\-@]/;
const NUMBER = /^[+-]?\d+(\.\d+)?$/;
const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const IMAGE_PATH = /^\/(?!\/)[A-Za-z0-9._~\-/%]{1,300}$/;

const words: Record<ImportProblemCode, (v: string | null) => string> = {
  file_too_large: (v) => `the file is ${v}; a sheet may be at most ${IMPORT_LIMITS.bytes / (1024 * 1024)} MB`,
  too_many_rows: (v) => `the sheet has ${v} rows; at most ${IMPORT_LIMITS.rows.toLocaleString('en')}`,
  not_a_sheet: (v) => `the file is not a CSV or XLSX sheet (${v})`,
  empty_sheet: () => 'the sheet has no rows under its header',
  missing_column: (v) => `the column ${v} is missing from the header`,
  unknown_column: (v) => `unknown column ${v}`,
  required: () => 'this cell may not be empty',
  formula: (v) => `${v} starts with =, +, - or @ (a spreadsheet would run it as a formula)`,
  markup: (v) => `${v} holds markup (< or > or a script tag); names are text`,
  control_char: () => 'the cell holds control characters',
  too_long: (v) => `the cell is longer than ${v} characters`,
  unknown_location: (v) => `unknown location ${v}`,
  bad_category: (v) => `${v} is not a category (${CATEGORIES.join(', ')})`,
  bad_price: (v) => `${v} is not a price (a whole number of won, 0 to ${IMPORT_LIMITS.priceMax.toLocaleString('en')})`,
  bad_time: (v) => `${v} is not a time (HH:MM)`,
  bad_day: (v) => `${v} is not a day (YYYY-MM-DD)`,
  day_outside: (v) => `${v} is not a day of the festival`,
  end_before_start: () => 'the end must be after the start',
  duplicate_booth: (v) => `the booth ${v} already exists`,
  booth_conflict: (v) => `this row gives the booth a different ${v} than its first row`,
  too_many_menus: () => `a booth may have at most ${IMPORT_LIMITS.menusPerBooth} menus`,
  bad_kind: (v) => `${v} is not club or celebrity`,
  bad_yes_no: (v) => `${v} is not yes or no`,
  bad_image: (v) => `${v} is not an image path on this server (/images/...)`,
  no_festival: () => 'there is no festival yet: save the festival settings first',
};

export function importProblem(row: number | null, column: string | null, code: ImportProblemCode, value: string | null = null): ImportProblem {
  return { row, column, code, value, message: `${row !== null ? `row ${row}` : 'file'}${column ? `, ${column}` : ''}: ${words[code](value)}` };
}

/** A whole-file refusal (size, unreadable, too many rows) as the report's one line. */
export const fileProblem = (code: ImportProblemCode, value: string | null = null): ImportProblem => importProblem(null, null, code, value);

export function refusal(problems: ImportProblem[], more: number, dryRun: boolean, error: ImportRefusal['error'] = 'import_problems'): ImportRefusal {
  return { message: problems[0]?.message ?? 'the sheet has problems', error, dry_run: dryRun, problems, more };
}

export const sizeText = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Header cells to column names: trimmed, lower case; a known column name is also found with its spaces. */
const headerName = (s: string) => s.trim().toLowerCase();

interface Sheet {
  problems: ImportProblem[];
  /** cell(row index, column name), '' when the column is absent */
  records: { row: number; get: (col: string) => string }[];
}

function readHeader(rows: string[][], columns: readonly string[], required: readonly string[]): Sheet {
  const problems: ImportProblem[] = [];
  const header = (rows[0] ?? []).map(headerName);
  const at = new Map<string, number>();
  header.forEach((h, i) => {
    if (h === '') return;
    if (!columns.includes(h)) problems.push(importProblem(1, h, 'unknown_column', h));
    else if (!at.has(h)) at.set(h, i);
  });
  for (const c of required) if (!at.has(c)) problems.push(importProblem(1, c, 'missing_column', c));
  const records = rows.slice(1).map((cells, i) => ({
    row: i + 2,
    get: (col: string) => {
      const j = at.get(col);
      return j === undefined ? '' : (cells[j] ?? '').trim();
    },
  }));
  const data = records.filter((r) => columns.some((c) => r.get(c) !== ''));
  if (!problems.length && data.length === 0) problems.push(fileProblem('empty_sheet'));
  return { problems, records: data };
}

/** Hostile-text checks of one cell; the first problem only. */
function cellProblem(row: number, column: string, value: string, opts: { max: number; name?: boolean; multiline?: boolean }): ImportProblem | null {
  if (value === '') return null;
  if (FORMULA_START.test(value) && !NUMBER.test(value)) return importProblem(row, column, 'formula', value);
  if (hasControl(value, opts.multiline)) return importProblem(row, column, 'control_char');
  if (opts.name && /[<>]/.test(value)) return importProblem(row, column, 'markup', value);
  if (!opts.name && /<\s*\/?\s*script/i.test(value)) return importProblem(row, column, 'markup', value);
  if (value.length > opts.max) return importProblem(row, column, 'too_long', String(opts.max));
  return null;
}

const toClock = (s: string): string | null => {
  const m = CLOCK.exec(s);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}:00` : null;
};
const realDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
const YES = new Set(['yes', 'y', 'true', '1', 'o', '예', 'night']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'x', '아니오', 'day']);

function finish<T>(problems: ImportProblem[], rows: T[]): ImportCheck<T> {
  if (!problems.length) return { ok: true, rows };
  const cap = IMPORT_LIMITS.reportedProblems;
  return { ok: false, problems: problems.slice(0, cap), more: Math.max(0, problems.length - cap) };
}

/** Booths with menus: one row per menu item (a booth without menus is one row with menu and price empty). */
export function checkBoothSheet(rows: string[][], ctx: ImportContext): ImportCheck<ImportBoothRow> {
  if (rows.length - 1 > IMPORT_LIMITS.rows) return finish([fileProblem('too_many_rows', String(rows.length - 1))], []);
  const sheet = readHeader(rows, BOOTH_COLUMNS, BOOTH_REQUIRED);
  if (sheet.problems.length) return finish(sheet.problems, []);
  const problems: ImportProblem[] = [];
  const dates = new Set(ctx.dates);
  const existing = new Set(ctx.existingBoothNames.map((n) => n.trim().toLowerCase()));
  const byName = new Map<string, { booth: ImportBoothRow; first: Record<string, string>; row: number }>();
  const findLocation = (s: string) => {
    const key = s.toLowerCase();
    return ctx.locations.find((l) => String(l.id) === s || l.names.some((n) => n.toLowerCase() === key));
  };
  for (const r of sheet.records) {
    const p = (col: string, code: ImportProblemCode, value: string | null = null) => problems.push(importProblem(r.row, col, code, value));
    const badCols = new Set<string>();
    for (const [col, max, name] of [
      ['booth', IMPORT_LIMITS.nameMax, true],
      ['category', 20, true],
      ['location', 100, true],
      ['night', 10, true],
      ['days', 200, true],
      ['open', 10, true],
      ['close', 10, true],
      ['description', IMPORT_LIMITS.descriptionMax, false],
      ['menu', IMPORT_LIMITS.menuNameMax, true],
      ['price', 20, true],
    ] as const) {
      const issue = cellProblem(r.row, col, r.get(col), { max, name, multiline: col === 'description' });
      if (issue) {
        problems.push(issue);
        badCols.add(col);
      }
    }
    const bad = badCols.size > 0;
    const name = r.get('booth');
    if (!name) {
      p('booth', 'required');
      continue;
    }
    const key = name.toLowerCase();
    const fields = { category: r.get('category'), location: r.get('location'), night: r.get('night'), days: r.get('days'), open: r.get('open'), close: r.get('close'), description: r.get('description') };
    const seen = byName.get(key);
    if (seen) {
      // A later row of the same booth may leave its columns empty; a different value is a mistake.
      for (const [col, value] of Object.entries(fields)) if (value !== '' && value !== seen.first[col]) p(col, 'booth_conflict', col);
    } else if (!bad) {
      if (existing.has(key)) p('booth', 'duplicate_booth', name);
      const category = CATEGORIES.find((c) => c.toLowerCase() === fields.category.toLowerCase());
      if (!fields.category) p('category', 'required');
      else if (!category) p('category', 'bad_category', fields.category);
      const location = fields.location ? findLocation(fields.location) : undefined;
      if (!fields.location) p('location', 'required');
      else if (!location) p('location', 'unknown_location', fields.location);
      const night = fields.night.toLowerCase();
      if (!YES.has(night) && !NO.has(night)) p('night', 'bad_yes_no', fields.night);
      const days = fields.days ? fields.days.split(/[\s,;/]+/).filter(Boolean) : [...ctx.dates];
      for (const d of days) {
        if (!realDay(d)) p('days', 'bad_day', d);
        else if (!dates.has(d)) p('days', 'day_outside', d);
      }
      const open = fields.open ? toClock(fields.open) : null;
      const close = fields.close ? toClock(fields.close) : null;
      if (fields.open && !open) p('open', 'bad_time', fields.open);
      if (fields.close && !close) p('close', 'bad_time', fields.close);
      if (!fields.open !== !fields.close) p(fields.open ? 'close' : 'open', 'required');
      if (open && close && close <= open) p('close', 'end_before_start');
      byName.set(key, {
        row: r.row,
        first: fields,
        booth: {
          name,
          category: category ?? 'Booth',
          location_id: location?.id ?? 0,
          is_night: YES.has(night),
          description: fields.description || null,
          schedules: [...new Set(days)].map((day) => ({ day, start_time: open, end_time: close })),
          menus: [],
        },
      });
    } else {
      continue;
    }
    const entry = byName.get(key);
    const menu = r.get('menu');
    const price = r.get('price');
    if ((!menu && !price) || badCols.has('menu') || badCols.has('price')) continue;
    if (!menu) p('menu', 'required');
    let won = 0;
    if (!price) p('price', 'required');
    else if (!/^\d+$/.test(price.replace(/,/g, '')) || Number(price.replace(/,/g, '')) > IMPORT_LIMITS.priceMax) p('price', 'bad_price', price);
    else won = Number(price.replace(/,/g, ''));
    if (entry && menu) {
      if (entry.booth.menus.length === IMPORT_LIMITS.menusPerBooth) p('menu', 'too_many_menus');
      entry.booth.menus.push({ name: menu, price: won });
    }
  }
  return finish(problems, [...byName.values()].map((b) => b.booth));
}

/** The stage schedule: one row per act; day, start and end in Korea time. */
export function checkStageSheet(rows: string[][], ctx: Pick<ImportContext, 'dates'>): ImportCheck<ImportStageRow> {
  if (rows.length - 1 > IMPORT_LIMITS.rows) return finish([fileProblem('too_many_rows', String(rows.length - 1))], []);
  const sheet = readHeader(rows, STAGE_COLUMNS, STAGE_REQUIRED);
  if (sheet.problems.length) return finish(sheet.problems, []);
  const problems: ImportProblem[] = [];
  const dates = new Set(ctx.dates);
  const out: ImportStageRow[] = [];
  for (const r of sheet.records) {
    const p = (col: string, code: ImportProblemCode, value: string | null = null) => problems.push(importProblem(r.row, col, code, value));
    let bad = false;
    for (const col of STAGE_COLUMNS) {
      const issue = cellProblem(r.row, col, r.get(col), { max: col === 'image' ? 300 : IMPORT_LIMITS.nameMax, name: true });
      if (issue) {
        problems.push(issue);
        bad = true;
      }
    }
    if (bad) continue;
    for (const col of STAGE_REQUIRED) if (!r.get(col)) p(col, 'required');
    const kind = r.get('kind').toLowerCase();
    if (kind && kind !== 'club' && kind !== 'celebrity') p('kind', 'bad_kind', r.get('kind'));
    const day = r.get('day');
    if (day && !realDay(day)) p('day', 'bad_day', day);
    else if (day && !dates.has(day)) p('day', 'day_outside', day);
    const start = r.get('start') ? toClock(r.get('start')) : null;
    const end = r.get('end') ? toClock(r.get('end')) : null;
    if (r.get('start') && !start) p('start', 'bad_time', r.get('start'));
    if (r.get('end') && !end) p('end', 'bad_time', r.get('end'));
    if (start && end && end <= start) p('end', 'end_before_start');
    const image = r.get('image');
    if (image && !IMAGE_PATH.test(image)) p('image', 'bad_image', image);
    out.push({
      name: r.get('name'),
      location_name: r.get('stage'),
      kind: kind === 'celebrity' ? 'celebrity' : 'club',
      image_url: image || null,
      start_time: `${day}T${start ?? '00:00:00'}+09:00`,
      end_time: `${day}T${end ?? '00:00:00'}+09:00`,
    });
  }
  return finish(problems, out);
}

export const countsOfImport = (kind: ImportKind, rows: readonly (ImportBoothRow | ImportStageRow)[]): ImportCounts =>
  kind === 'booths'
    ? { booths: rows.length, menus: (rows as ImportBoothRow[]).reduce((n, b) => n + b.menus.length, 0), acts: 0 }
    : { booths: 0, menus: 0, acts: rows.length };

/** The template an organiser fills in (CSV, opens in any spreadsheet), with example rows on the festival's days. */
export function importTemplate(kind: ImportKind, dates: readonly string[], location = '1'): string {
  const d0 = dates[0] ?? '2025-09-24';
  const d1 = dates[1] ?? d0;
  if (kind === 'stages') {
    return toCsv([
      [...STAGE_COLUMNS],
      ['Band Night', 'Main stage', 'club', d0, '18:00', '18:40', ''],
      ['Guest singer', 'Main stage', 'celebrity', d1, '20:30', '21:10', ''],
    ]);
  }
  return toCsv([
    [...BOOTH_COLUMNS],
    ['Tteokbokki House', 'Booth', location, 'no', `${d0} ${d1}`, '11:00', '18:00', 'Spicy rice cakes, made to order', 'Tteokbokki', '4000'],
    ['Tteokbokki House', '', '', '', '', '', '', '', 'Fish cake', '2000'],
    ['Night Pub', 'Booth', location, 'yes', '', '18:00', '23:00', '', 'Pajeon', '12000'],
  ]);
}
