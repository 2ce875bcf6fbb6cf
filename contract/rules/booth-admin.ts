// What a new booth may be: the rules the console's form, the server and the mocks all check. Each problem
// names its field (a menu row, a day) and carries a code the console words in the admin's language
// (`console.booths.problem.<code>`); `text` is the server's English for the same problem.
import type { Category } from '../constants';

export const BOOTH_RULES = {
  nameMax: 60,
  descriptionMax: 1000,
  cornerMax: 40,
  cornersMax: 20,
  menuNameMax: 40,
  menusMax: 50,
  priceMax: 1_000_000,
} as const;

export const BOOTH_PROBLEM_CODES = [
  'name_required',
  'name_too_long',
  'name_chars',
  'location_unknown',
  'night_booth_only',
  'dorder_night_only',
  'description_too_long',
  'description_script',
  'corners_day_booth_only',
  'too_many_corners',
  'corner_name',
  'menus_not_for_toilet',
  'too_many_menus',
  'menu_name',
  'menu_price',
  'hours_day_unknown',
  'hours_twice',
  'hours_both',
  'hours_order',
] as const;
export type BoothProblemCode = (typeof BOOTH_PROBLEM_CODES)[number];

export interface BoothProblem {
  /** name, location, night, dorder, description, corners, menus.<i>.name, menus.<i>.price, hours.<day> */
  field: string;
  code: BoothProblemCode;
  /** 1-based menu or corner row, when the problem is about one. */
  row?: number;
  day?: string;
  text: string;
}

export interface BoothRulesInput {
  name: string;
  category: Category;
  location_id: number | null;
  is_night: boolean;
  is_dorder: boolean;
  description: string | null;
  corners: string[];
  /** A price that is not a number (as typed on the form) is NaN. */
  menus: { name: string; price: number }[];
  /** Times as HH:MM or HH:MM:SS; null: not open that day. */
  hours: { day: string; start_time: string | null; end_time: string | null }[];
}

export interface BoothRulesContext {
  /** The festival's days: hours may be given for these only. */
  days: readonly string[];
  locationIds: ReadonlySet<number>;
}

/** Name text that a spreadsheet would run (=, +, -, @ first) or that looks like markup (< >). */
export const unsafeName = (s: string) => /^[=+\-@]/.test(s) || /[<>]/.test(s);

/** Every problem of a new booth, in the order of the form's fields (empty: it can be created). */
export function boothProblems(b: BoothRulesInput, ctx: BoothRulesContext): BoothProblem[] {
  const out: BoothProblem[] = [];
  const add = (p: BoothProblem) => out.push(p);
  const name = b.name.trim();
  if (name === '') add({ field: 'name', code: 'name_required', text: 'please enter the booth name' });
  else if (name.length > BOOTH_RULES.nameMax) add({ field: 'name', code: 'name_too_long', text: `the booth name may have at most ${BOOTH_RULES.nameMax} characters` });
  else if (unsafeName(name)) add({ field: 'name', code: 'name_chars', text: 'the booth name may not start with = + - @ nor contain < or >' });

  if (b.location_id === null || !ctx.locationIds.has(b.location_id)) add({ field: 'location', code: 'location_unknown', text: 'choose a location of the festival' });
  if (b.is_night && b.category !== 'Booth') add({ field: 'night', code: 'night_booth_only', text: 'only a booth can be a night booth' });
  if (b.is_dorder && !(b.category === 'Booth' && b.is_night)) add({ field: 'dorder', code: 'dorder_night_only', text: 'only a night booth can take dorder' });

  const description = b.description ?? '';
  if (description.length > BOOTH_RULES.descriptionMax) add({ field: 'description', code: 'description_too_long', text: `the description may have at most ${BOOTH_RULES.descriptionMax} characters` });
  else if (/<\s*\/?\s*script/i.test(description)) add({ field: 'description', code: 'description_script', text: 'the description may not contain a script tag' });

  if (b.corners.length && !(b.category === 'Booth' && !b.is_night)) {
    add({ field: 'corners', code: 'corners_day_booth_only', text: 'only a day booth has corners' });
  } else if (b.corners.length > BOOTH_RULES.cornersMax) {
    add({ field: 'corners', code: 'too_many_corners', text: `at most ${BOOTH_RULES.cornersMax} corners` });
  } else {
    b.corners.forEach((c, i) => {
      const t = c.trim();
      if (t === '' || t.length > BOOTH_RULES.cornerMax || unsafeName(t)) {
        add({ field: `corners.${i}`, code: 'corner_name', row: i + 1, text: `corner ${i + 1}: a name of 1 to ${BOOTH_RULES.cornerMax} characters, without < or > or a leading = + - @` });
      }
    });
  }

  if (b.menus.length && b.category === 'Toilet') add({ field: 'menus', code: 'menus_not_for_toilet', text: 'a toilet has no menus' });
  else if (b.menus.length > BOOTH_RULES.menusMax) add({ field: 'menus', code: 'too_many_menus', text: `at most ${BOOTH_RULES.menusMax} menus` });
  else {
    b.menus.forEach((m, i) => {
      const t = m.name.trim();
      if (t === '' || t.length > BOOTH_RULES.menuNameMax || unsafeName(t)) {
        add({ field: `menus.${i}.name`, code: 'menu_name', row: i + 1, text: `menu ${i + 1}: a name of 1 to ${BOOTH_RULES.menuNameMax} characters, without < or > or a leading = + - @` });
      }
      if (!Number.isInteger(m.price) || m.price < 0 || m.price > BOOTH_RULES.priceMax) {
        add({ field: `menus.${i}.price`, code: 'menu_price', row: i + 1, text: `menu ${i + 1}: the price must be a whole number of won from 0 to ${BOOTH_RULES.priceMax}` });
      }
    });
  }

  const seen = new Set<string>();
  for (const h of b.hours) {
    const field = `hours.${h.day}`;
    if (!ctx.days.includes(h.day)) add({ field, code: 'hours_day_unknown', day: h.day, text: `hours of ${h.day}: that is not a festival day` });
    else if (seen.has(h.day)) add({ field, code: 'hours_twice', day: h.day, text: `hours of ${h.day}: the day is given twice` });
    else if ((h.start_time === null) !== (h.end_time === null)) add({ field, code: 'hours_both', day: h.day, text: `hours of ${h.day}: give both the opening and the closing time, or neither` });
    else if (h.start_time !== null && h.end_time !== null && h.start_time.slice(0, 5) >= h.end_time.slice(0, 5)) {
      add({ field, code: 'hours_order', day: h.day, text: `hours of ${h.day}: the closing time must be after the opening time` });
    }
    seen.add(h.day);
  }
  return out;
}

/** The rules above that are about a booth's identity (name, category, place, day/night, corners). */
export const IDENTITY_PROBLEM_CODES: readonly BoothProblemCode[] = [
  'name_required',
  'name_too_long',
  'name_chars',
  'location_unknown',
  'night_booth_only',
  'dorder_night_only',
  'corners_day_booth_only',
  'too_many_corners',
  'corner_name',
  'menus_not_for_toilet',
];

export type BoothIdentityInput = Pick<BoothRulesInput, 'name' | 'category' | 'location_id' | 'is_night' | 'is_dorder' | 'corners' | 'menus'>;

/**
 * Every problem of an existing booth's identity after an edit: the new booth's rules, less those about the
 * description, menu rows and hours (the booth editor checks those itself). Its menus still count: a booth
 * with menus cannot become a toilet.
 */
export function boothIdentityProblems(b: BoothIdentityInput, ctx: BoothRulesContext): BoothProblem[] {
  return boothProblems({ ...b, description: null, hours: [] }, ctx).filter((p) => IDENTITY_PROBLEM_CODES.includes(p.code));
}
