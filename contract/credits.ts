// The credits of the developers page as festival data (migration 0019): the people, their teams, role line,
// major, photo and an optional link, in the order the page shows them. GET /developers/ (API_PATHS.developers)
// answers them to everyone; Staff add, edit, reorder and remove them in the console (CONSOLE_PATHS.credits...).
// The schemas check shapes and hard limits; what a person may be is contract/rules/credits.ts.
import * as v from 'valibot';
import { LIMITS } from './constants';
import { IMAGE_DATA_URL } from './festival-file';
import { noControl } from './schemas';
import { DEVELOPER_TEAMS, type Developer } from './types';
import type { CreditProblem } from './rules/credits';
import { CREDIT_RULES } from './rules/credits';
import { SAMPLE_DEVELOPERS } from './sample/developers';

/** One person as the wire carries it: the developers page's shape plus the link. */
export type Credit = Developer;

/** The 2025 team as the server seeds and answers it (no links). */
export const SAMPLE_CREDITS: Credit[] = SAMPLE_DEVELOPERS.map((d) => ({ ...d, roles: [...d.roles], link: null }));

export interface CreditsResponse {
  results: Credit[];
}

/** The 400 of a person that breaks a rule: every problem, each naming its field. */
export interface CreditRefusal {
  message: string;
  error: 'invalid_credit';
  problems: CreditProblem[];
}

const UidField = v.pipe(v.string('uid must be a string'), v.minLength(1, 'uid is required'), v.maxLength(128, 'uid is too long'));
const Text = (what: string, max: number) => v.pipe(v.string(`${what} must be a string`), v.maxLength(max, `${what} is too long`), noControl(what));
const ImageDataUrl = v.pipe(
  v.string('image must be a data URL'),
  v.maxLength(Math.ceil((LIMITS.imageBytes * 4) / 3) + 40, 'only images up to 1MB can be attached'),
  v.regex(IMAGE_DATA_URL, 'image must be a data:image/png, jpeg or webp;base64 URL'),
);

const fields = {
  name: Text('name', 200),
  teams: v.pipe(v.array(v.picklist(DEVELOPER_TEAMS, `teams must be some of ${DEVELOPER_TEAMS.join(', ')}`), 'teams must be a list'), v.maxLength(DEVELOPER_TEAMS.length, 'too many teams')),
  role: Text('role', 200),
  major: v.optional(Text('major', 200), ''),
  link: v.optional(v.nullable(Text('link', CREDIT_RULES.linkMax + 100)), null),
};

/** POST /console/credits: a new person, last on the page. `image`: a data URL of a photo, or null. */
export const CreditCreateSchema = v.object({ uid: UidField, ...fields, image: v.optional(v.nullable(ImageDataUrl), null) });
export type CreditCreateRequest = v.InferOutput<typeof CreditCreateSchema>;

/** PATCH /console/credits/:id: the whole person again; `image` absent keeps the photo, null removes it, a data URL replaces it. */
export const CreditEditSchema = v.object({ uid: UidField, ...fields, image: v.optional(v.nullable(ImageDataUrl)) });
export type CreditEditRequest = v.InferOutput<typeof CreditEditSchema>;

/** PUT /console/credits/order: every person's id, in the new order. */
export const CreditOrderSchema = v.object({
  uid: UidField,
  ids: v.pipe(
    v.array(v.pipe(v.number('ids must be numbers'), v.integer('ids must be whole numbers'), v.minValue(1, 'ids must be positive'), v.maxValue(999_999_999, 'an id is too large')), 'ids must be a list'),
    v.maxLength(CREDIT_RULES.creditsMax, 'too many ids'),
  ),
});
