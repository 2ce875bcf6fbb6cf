// What a person on the credits (the developers page) may be: the rules the console's form, the server and the
// mocks all check. Each problem names its field and carries a code the console words in the admin's language
// (`console.credits.problem.<code>`); `text` is the server's English for the same problem. Texts are shown as
// text, never as markup, but they still refuse < and > (and names a leading = + - @, which a spreadsheet of an
// export would run); a link is http or https only (no javascript:, data: or other schemes).
import { DEVELOPER_TEAMS, type DeveloperTeam } from '../types';
import { unsafeName } from './booth-admin';

export const CREDIT_RULES = {
  nameMax: 40,
  roleMax: 60,
  majorMax: 60,
  linkMax: 300,
  creditsMax: 200,
} as const;

export const CREDIT_PROBLEM_CODES = [
  'name_required',
  'name_too_long',
  'name_chars',
  'teams_required',
  'role_required',
  'role_too_long',
  'text_chars',
  'major_too_long',
  'link_scheme',
  'link_too_long',
] as const;
export type CreditProblemCode = (typeof CREDIT_PROBLEM_CODES)[number];

export interface CreditProblem {
  /** name, teams, role, major, link */
  field: 'name' | 'teams' | 'role' | 'major' | 'link';
  code: CreditProblemCode;
  text: string;
}

export interface CreditRulesInput {
  name: string;
  teams: readonly string[];
  role: string;
  major: string;
  /** '' or null: none. */
  link: string | null;
}

const isTeam = (t: string): t is DeveloperTeam => (DEVELOPER_TEAMS as readonly string[]).includes(t);

/** An http(s) URL with a host, nothing else (no credentials, spaces, quotes or angle brackets). */
export function isWebLink(s: string): boolean {
  if (!/^https?:\/\//i.test(s) || /[\s"'<>`\\]/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** Every problem of a person on the credits, in the order of the form's fields (empty: it can be saved). */
export function creditProblems(c: CreditRulesInput): CreditProblem[] {
  const out: CreditProblem[] = [];
  const name = c.name.trim();
  if (name === '') out.push({ field: 'name', code: 'name_required', text: 'please enter the name' });
  else if (name.length > CREDIT_RULES.nameMax) out.push({ field: 'name', code: 'name_too_long', text: `the name may have at most ${CREDIT_RULES.nameMax} characters` });
  else if (unsafeName(name)) out.push({ field: 'name', code: 'name_chars', text: 'the name may not start with = + - @ nor contain < or >' });

  if (c.teams.length === 0 || !c.teams.every(isTeam)) out.push({ field: 'teams', code: 'teams_required', text: `choose at least one team of ${DEVELOPER_TEAMS.join(', ')}` });

  const role = c.role.trim();
  if (role === '') out.push({ field: 'role', code: 'role_required', text: 'please enter the role' });
  else if (role.length > CREDIT_RULES.roleMax) out.push({ field: 'role', code: 'role_too_long', text: `the role may have at most ${CREDIT_RULES.roleMax} characters` });
  else if (/[<>]/.test(role)) out.push({ field: 'role', code: 'text_chars', text: 'the role may not contain < or >' });

  const major = c.major.trim();
  if (major.length > CREDIT_RULES.majorMax) out.push({ field: 'major', code: 'major_too_long', text: `the major may have at most ${CREDIT_RULES.majorMax} characters` });
  else if (/[<>]/.test(major)) out.push({ field: 'major', code: 'text_chars', text: 'the major may not contain < or >' });

  const link = (c.link ?? '').trim();
  if (link.length > CREDIT_RULES.linkMax) out.push({ field: 'link', code: 'link_too_long', text: `the link may have at most ${CREDIT_RULES.linkMax} characters` });
  else if (link !== '' && !isWebLink(link)) out.push({ field: 'link', code: 'link_scheme', text: 'the link must be an http:// or https:// address' });
  return out;
}
