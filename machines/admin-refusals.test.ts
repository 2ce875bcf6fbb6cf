// Issue 16, item 13: every refusal the server gives an admin write is said in the admin's language.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contract/constants';
import { REFUSAL_TEXTS } from './admin-refusals';
import { ADMIN_MESSAGES, failureMessage, postPermissions } from './admin-shared';
import { apiFailure } from './admin-test-kit';

const root = new URL('../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');
const locales = Object.fromEntries(LANGUAGES.map((l) => [l, JSON.parse(read(`src/i18n/locales/${l}.json`)) as Record<string, string>]));

/** Refusals of a malformed request, which the admin screens never send (a bug, not the admin's doing). */
const NOT_FROM_A_FORM = [/multipart/, /could not be read/, /sent more than once/, /must be a file/, /must be text/];

/** The literal refusal texts of server/routes/board.ts: forbidden/badRequest/notFound and sessions.require's reason. */
function boardRefusals(): string[] {
  const src = read('server/routes/board.ts');
  const texts = [
    ...src.matchAll(/(?:forbidden|badRequest|notFound)\('([^'$]+)'/g),
    ...src.matchAll(/sessions\.require\([^,]+,\s*\w+,\s*'([^']+)'\)/g),
    ...src.matchAll(/new ApiError\(\d+, '([^']+)'/g),
  ].map((m) => m[1]!);
  return [...new Set(texts)].filter((t) => !NOT_FROM_A_FORM.some((re) => re.test(t)));
}

/** The field messages of the admin write schemas (contract/schemas.ts), as the server sends them. */
function fieldRefusals(): string[] {
  const src = read('contract/schemas.ts');
  const from = src.indexOf('const TitleSchema');
  const to = src.indexOf('/** An ISO instant');
  return [...src.slice(from, to).matchAll(/'([a-z][^']+)'/g)].map((m) => m[1]!).filter((t) => / /.test(t) && !/must be a string/.test(t));
}

describe('admin refusals', () => {
  it('maps every refusal of the board routes and the admin fields', () => {
    const texts = [...boardRefusals(), ...fieldRefusals(), 'not a valid time format'];
    expect(texts.length).toBeGreaterThan(20);
    const unmapped = texts.filter((t) => !(t in REFUSAL_TEXTS));
    expect(unmapped).toEqual([]);
  });

  it('says each in all four languages', () => {
    const ids = new Set([...Object.values(REFUSAL_TEXTS), ...Object.values(ADMIN_MESSAGES)]);
    for (const l of LANGUAGES) {
      const missing = [...ids].filter((id) => !id.startsWith('offline.') && !(id in locales[l]!));
      expect(missing, l).toEqual([]);
    }
  });

  it('never passes the server words on: a known refusal gets its id, an unknown one the fallback', () => {
    const ids = { fallback: ADMIN_MESSAGES.requestFailed, unknown: ADMIN_MESSAGES.unknown };
    expect(failureMessage(apiFailure(403, { message: 'you can only delete your own posts', error: 'forbidden' }), ids)).toEqual({
      id: 'admin.error.notOwnPost',
    });
    expect(failureMessage(apiFailure(403, { message: 'no permission to write events', error: 'forbidden' }), ids)).toEqual({
      id: 'admin.error.noEventPermission',
    });
    expect(failureMessage(apiFailure(429, { message: 'too many …; please try again in 7 s', error: 'rate_limited', retry_after: 7 }), ids)).toEqual({
      id: 'admin.error.tooManyRequests',
      values: { seconds: 7 },
    });
    expect(failureMessage(apiFailure(503, { message: 'read-only', error: 'read_only' }), ids)).toEqual({ id: 'admin.error.readOnly' });
    expect(failureMessage(apiFailure(418, { message: 'something new and English' }), ids)).toEqual({ id: 'admin.error.requestFailed' });
  });
});

describe('postPermissions (the server rule of board.ts)', () => {
  const notice = { category: 'Notice', writer: '축제기획단', is_emergency: false };
  it('offers edit and delete on the Staff/Stuco admin’s own notices and lost items only', () => {
    expect(postPermissions(notice, { name: '축제기획단', role: 'Staff' })).toEqual({ edit: true, delete: true });
    expect(postPermissions({ ...notice, category: 'LostItem' }, { name: '축제기획단', role: 'Stuco' })).toEqual({ edit: true, delete: true });
    expect(postPermissions(notice, { name: '총학생회', role: 'Stuco' })).toEqual({ edit: false, delete: false });
    expect(postPermissions({ ...notice, is_emergency: true }, { name: '축제기획단', role: 'Staff' })).toEqual({ edit: false, delete: false });
  });
  it('lets a club delete, not edit, its own event', () => {
    expect(postPermissions({ category: 'Event', writer: '멋쟁이사자처럼' }, { name: '멋쟁이사자처럼', role: 'Club' })).toEqual({ edit: false, delete: true });
    expect(postPermissions(notice, { name: null, role: null })).toEqual({ edit: false, delete: false });
  });
});
