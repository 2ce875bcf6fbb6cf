// The festival as data: what an organiser sets (name, dates, opening, hours, game) instead of code.
// The server stores one of these (table `festival`), hands it to the client inside index.html and at
// GET /api/festival; the 2025 sample (festival-data.ts) is what the seeded database holds and what Storybook and the
// mocks use. contract/constants.ts keeps the same values as the sample's defaults.
import * as v from 'valibot';
import { LANGUAGES } from './constants';
import type { FestivalSettings } from './festival-data';

export * from './festival-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
/** Names shown to visitors: no markup and nothing a spreadsheet would run. */
const safeText = (what: string, max: number) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.trim(),
    v.nonEmpty(`${what} is empty`),
    v.maxLength(max, `${what} is longer than ${max} characters`),
    v.check((s) => !/[<>]/.test(s), `${what} may not contain < or >`),
    v.check((s) => !/^[=+\-@]/.test(s), `${what} may not start with =, +, - or @`),
    // eslint-disable-next-line no-control-regex
    v.check((s) => !/[\u0000-\u001f\u007f]/.test(s), `${what} may not contain control characters`),
  );
const hour = (what: string) =>
  v.pipe(v.number(`${what} must be a number`), v.integer(`${what} must be a whole hour`), v.minValue(0, `${what} must be 0 to 23`), v.maxValue(23, `${what} must be 0 to 23`));
const count = (what: string, min: number, max: number) =>
  v.pipe(v.number(`${what} must be a number`), v.integer(`${what} must be a whole number`), v.minValue(min, `${what} must be ${min} to ${max}`), v.maxValue(max, `${what} must be ${min} to ${max}`));
/** A strict object's own issues: not an object, a key missing, a key it does not know. */
const keys = (i: v.BaseIssue<unknown>) =>
  i.expected === 'Object' ? 'must be an object' : i.input === undefined ? `${i.expected} is missing` : `unknown setting: ${String(i.input)}`;
const time = (what: string) => v.pipe(v.string(`${what} must be text`), v.regex(HHMM, `${what} must be HH:MM`));

export const FestivalSettingsSchema = v.pipe(
  v.strictObject(
    {
      name: v.strictObject(
        {
          ko: safeText('the Korean name', 100),
          en: v.optional(safeText('the English name', 100)),
          ja: v.optional(safeText('the Japanese name', 100)),
          'zh-CN': v.optional(safeText('the Chinese name', 100)),
        },
        (i) => (i.input === undefined ? `${i.expected} is missing` : `unknown name language: ${String(i.input)}`),
      ),
      dates: v.pipe(
        v.array(
          v.pipe(v.string('a date must be text'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date must be YYYY-MM-DD'), v.check(isRealDate, 'that date does not exist')),
          'dates must be a list',
        ),
        v.minLength(1, 'the festival needs at least one day'),
        v.maxLength(7, 'the festival lasts at most 7 days'),
        v.check(
          (ds) => ds.every((d, i) => i === 0 || Date.parse(`${d}T00:00:00Z`) - Date.parse(`${ds[i - 1]}T00:00:00Z`) === DAY_MS),
          'the dates must be consecutive days in order',
        ),
      ),
      opening_instant: v.pipe(
        v.string('the opening must be text'),
        v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, 'the opening must be an instant like 2026-09-23T09:00:00+09:00'),
        v.check((s) => !Number.isNaN(Date.parse(s)), 'the opening is not a valid instant'),
      ),
      time_zone: v.pipe(
        v.string('the time zone must be text'),
        v.check((z) => z === 'Asia/Seoul', 'only Asia/Seoul (+09:00) is supported as the time zone'),
      ),
      stage: v.pipe(
        v.strictObject({
          open: time('the stage opening time'),
          close: time('the stage closing time'),
          slots: v.pipe(
            v.array(time('a stage slot'), 'stage slots must be a list'),
            v.minLength(1, 'the stage needs at least one slot'),
            v.maxLength(24, 'at most 24 stage slots'),
            v.check((ss) => ss.every((s, i) => i === 0 || minutes(s) > minutes(ss[i - 1])), 'stage slots must be in order without repeats'),
          ),
        }, keys),
        v.check((s) => minutes(s.open) < minutes(s.close), 'the stage must open before it closes'),
        v.check(
          (s) => s.slots.every((x) => minutes(x) >= minutes(s.open) && minutes(x) + 60 <= minutes(s.close)),
          'every stage slot must lie inside the stage hours (a slot lasts an hour)',
        ),
      ),
      night: v.strictObject({
        request_start_hour: hour('the night start hour'),
        request_end_hour: hour('the night end hour'),
        map_toggle_start_hour: hour("the map's night start hour"),
        map_toggle_end_hour: hour("the map's night end hour"),
        detail_start_hour: hour("the booth page's night start hour"),
      }, keys),
      game: v.strictObject({
        stages: count('game stages', 1, 4),
        tries_per_day: count('plays a day', 1, 100),
        coupon_percent: count('the coupon discount', 1, 100),
        pubs: v.pipe(
          v.array(v.strictObject({ name: safeText('a pub name', 40), stock: count('a pub stock', 0, 100_000) }, keys), 'pubs must be a list'),
          v.maxLength(50, 'at most 50 pubs'),
          v.check((ps) => new Set(ps.map((p) => p.name)).size === ps.length, 'two pubs have the same name'),
        ),
      }, keys),
      languages: v.pipe(
        v.array(v.picklist(LANGUAGES, `a language must be one of ${LANGUAGES.join(', ')}`), 'languages must be a list'),
        v.check((ls) => ls.includes('ko'), 'Korean (ko) must be offered'),
        v.check((ls) => new Set(ls).size === ls.length, 'a language is listed twice'),
      ),
    },
    (i) => (i.expected === 'Object' ? 'the settings must be an object' : i.input === undefined ? `${i.expected} is missing` : `unknown setting: ${String(i.input)}`),
  ),
  v.check((f) => {
    const open = Date.parse(f.opening_instant);
    const last = Date.parse(`${f.dates[f.dates.length - 1]}T23:59:59+09:00`);
    return open <= last;
  }, 'the opening must be no later than the last festival day'),
);

/** Every problem of a settings object as `path: message` lines (empty when it is valid). */
export function festivalProblems(input: unknown): string[] {
  const r = v.safeParse(FestivalSettingsSchema, input);
  if (r.success) return [];
  return r.issues.map((i) => `${issuePath(i.path)}${i.message}`);
}

function issuePath(path: readonly { key?: unknown }[] | undefined): string {
  if (!path?.length) return '';
  let s = '';
  for (const p of path) s += typeof p.key === 'number' ? `[${p.key}]` : s ? `.${String(p.key)}` : String(p.key);
  return `${s}: `;
}

/** Festival day of a YYYY-MM-DD, or null. */
export const isFestivalDateOf = (f: FestivalSettings, d: string) => f.dates.includes(d);
