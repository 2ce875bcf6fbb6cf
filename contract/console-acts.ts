// Stage acts in the organiser console (Staff and Stuco): the list with its clashes, and the form that adds
// or changes an act (name, stage, kind, a festival day with start and end, an image). Bodies come as
// multipart/form-data (the image is a file, checked and stored as lost-item images are) or JSON without an
// image, so every field here is text as a form sends it. The server and the mocks check with these schemas.
import * as v from 'valibot';
import { noControl } from './schemas';

export const ACT_KINDS = ['club', 'celebrity'] as const;
export type ActKind = (typeof ACT_KINDS)[number];
/** Who edits acts: the student council runs the stage programme with Staff. */
export const ACT_ROLES = ['Staff', 'Stuco'] as const;
export const ACT_NAME_MAX = 60;

/** An act as the console lists it; times are Korea time with offset. */
export interface ConsoleAct {
  id: number;
  name: string;
  location_name: string;
  kind: ActKind;
  image_url: string | null;
  start_time: string;
  end_time: string;
  /** Acts on the same stage whose times overlap this one (contract/rules/act-overlap.ts). */
  overlaps: number[];
}
export interface ConsoleActsResponse {
  acts: ConsoleAct[];
}
export interface ConsoleActSaved {
  act: ConsoleAct;
}
/** 409 `act_overlap`: nothing saved; send again with confirm_overlap to keep the clash. */
export interface ActOverlapRefusal {
  message: string;
  error: 'act_overlap';
  overlaps: number[];
}

const FORMULA_START = /^[=+\-@]/;
/** One line of text people see: the festival file's rules for act and stage names. */
const nameText = (what: string) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.trim(),
    v.nonEmpty(`please enter the ${what}`),
    v.maxLength(ACT_NAME_MAX, `the ${what} may have at most ${ACT_NAME_MAX} characters`),
    noControl(what),
    v.check((s) => !/[<>]/.test(s), `the ${what} may not contain < or >`),
    v.check((s) => !FORMULA_START.test(s), `the ${what} may not start with =, +, - or @`),
  );

const flag = (what: string) =>
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false', '1', '0', ''])], `${what} must be true or false`),
      v.transform((x) => x === true || x === 'true' || x === '1'),
    ),
    false,
  );

const HhMm = (what: string) => v.pipe(v.string(`the ${what} must be text`), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `the ${what} must be HH:MM`));

export const ActWriteSchema = v.object({
  uid: v.pipe(v.string('uid must be a string'), v.minLength(1, 'uid is required'), v.maxLength(128, 'uid is too long')),
  name: nameText('act name'),
  location_name: nameText('stage name'),
  kind: v.picklist(ACT_KINDS, `kind must be one of ${ACT_KINDS.join(', ')}`),
  day: v.pipe(v.string('day must be text'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD')),
  start: HhMm('start time'),
  end: HhMm('end time'),
  /** The admin saw the clash and keeps it. */
  confirm_overlap: flag('confirm_overlap'),
  /** Editing: drop the act's image (a new file replaces it anyway). */
  remove_image: flag('remove_image'),
});
export type ActWriteRequest = v.InferOutput<typeof ActWriteSchema>;
