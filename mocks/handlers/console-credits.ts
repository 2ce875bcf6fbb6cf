// The developers page's people on the mock backend, with the server's rules and answers (server/routes/
// console-credits.ts and routes/misc.ts): the same schemas and contract/rules/credits.ts. The mock keeps its own
// list (the 2025 team to start with), which GET /developers/ answers too, so the console's changes show there.
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { CONSOLE_PATHS } from '@contract/console';
import { CreditCreateSchema, CreditEditSchema, CreditOrderSchema, SAMPLE_CREDITS, type Credit } from '@contract/credits';
import { IMAGE_DATA_URL } from '@contract/festival-file';
import { creditProblems } from '@contract/rules/credits';
import { isRecord } from '@contract/rules/record';
import { state } from '../state';
import { authorize } from './admin';
import { api, errorVariant, intParam, jsonError, parse, readJson, slowVariant, type Route } from './util';

export const consoleCreditRoutes: readonly Route[] = [
  { method: 'post', path: CONSOLE_PATHS.credits },
  { method: 'put', path: CONSOLE_PATHS.creditsOrder },
  { method: 'patch', path: CONSOLE_PATHS.credit(':id') },
  { method: 'delete', path: CONSOLE_PATHS.credit(':id') },
];

const STAFF_WHY = 'only Staff can edit the credits';

interface CreditsMock {
  list: Credit[];
  nextId: number;
}
const initial = (): CreditsMock => ({ list: SAMPLE_CREDITS.map((c) => ({ ...c, roles: [...c.roles] })), nextId: Math.max(...SAMPLE_CREDITS.map((c) => c.id)) + 1 });

// Starts again whenever the mock backend's state does (resetMockState makes new maps).
let owner: object | null = null;
let mock: CreditsMock = initial();
function current(): CreditsMock {
  if (owner !== state.sessions) {
    owner = state.sessions;
    mock = initial();
  }
  return mock;
}

/** The people as GET /developers/ answers them now. */
export const mockCredits = (): Credit[] => current().list.map((c) => ({ ...c, roles: [...c.roles] }));

const staffOnly = (uid: unknown) => authorize(uid, ['Staff'], STAFF_WHY);

type Fields = v.InferOutput<typeof CreditCreateSchema>;
function checked(req: Fields): { error: Response } | { value: Omit<Credit, 'id' | 'image'> } {
  const problems = creditProblems(req);
  if (problems.length) return { error: jsonError(400, problems.map((p) => p.text).join('; '), { error: 'invalid_credit', problems }) };
  const link = (req.link ?? '').trim();
  return { value: { name: req.name.trim(), roles: [...new Set(req.teams)], roleDisplay: req.role.trim(), major: req.major.trim(), link: link === '' ? null : link } };
}

/** A data-URL photo kept as an upload of the mock (PNG, JPEG or WebP by content, as the server sniffs it). */
function storePhoto(dataUrl: string): string | null {
  const m = IMAGE_DATA_URL.exec(dataUrl);
  if (!m) return null;
  const bytes = Uint8Array.from(atob(m[2]), (c) => c.charCodeAt(0));
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp = String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP';
  if (!png && !jpeg && !webp) return null;
  const ext = png ? 'png' : jpeg ? 'jpg' : 'webp';
  const name = `${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}.${ext}`;
  state.uploads.set(name, new Blob([bytes], { type: `image/${png ? 'png' : jpeg ? 'jpeg' : 'webp'}` }));
  return `/api/uploads/${name}`;
}
const unsupported = () => jsonError(415, 'only JPEG, PNG or WebP images can be attached', { error: 'unsupported_media_type' });
const notFound = () => jsonError(404, 'This person is not on the credits', { error: 'credit_not_found' });

export const consoleCreditHandlers = [
  http.post(api(CONSOLE_PATHS.credits), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = staffOnly(isRecord(read.body) ? read.body.uid : undefined);
    if ('error' in auth) return auth.error;
    const parsed = parse(CreditCreateSchema, read.body);
    if ('error' in parsed) return parsed.error;
    const c = checked(parsed.value);
    if ('error' in c) return c.error;
    const image = parsed.value.image ? storePhoto(parsed.value.image) : null;
    if (parsed.value.image && !image) return unsupported();
    const m = current();
    const id = m.nextId++;
    m.list.push({ id, ...c.value, image });
    return HttpResponse.json({ id }, { status: 201 });
  }),
  http.put(api(CONSOLE_PATHS.creditsOrder), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = staffOnly(isRecord(read.body) ? read.body.uid : undefined);
    if ('error' in auth) return auth.error;
    const parsed = parse(CreditOrderSchema, read.body);
    if ('error' in parsed) return parsed.error;
    const m = current();
    const ids = parsed.value.ids;
    const have = m.list.map((c) => c.id);
    if (ids.length !== have.length || new Set(ids).size !== ids.length || !ids.every((id) => have.includes(id))) {
      return jsonError(409, 'the order must list every person on the credits exactly once; read the list again', { error: 'credit_order_mismatch' });
    }
    m.list = ids.map((id) => m.list.find((c) => c.id === id)!);
    return HttpResponse.json({ results: mockCredits() });
  }),
  http.patch(api(CONSOLE_PATHS.credit(':id')), async ({ request, params }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = staffOnly(isRecord(read.body) ? read.body.uid : undefined);
    if ('error' in auth) return auth.error;
    const parsed = parse(CreditEditSchema, read.body);
    if ('error' in parsed) return parsed.error;
    const c = checked({ ...parsed.value, image: null });
    if ('error' in c) return c.error;
    const id = intParam(params.id);
    const m = current();
    const at = m.list.findIndex((x) => x.id === id);
    if (at < 0) return notFound();
    const req = parsed.value;
    const image = req.image === undefined ? m.list[at].image : req.image === null ? null : storePhoto(req.image);
    if (req.image && !image) return unsupported();
    m.list[at] = { id: m.list[at].id, ...c.value, image };
    return HttpResponse.json({ id });
  }),
  http.delete(api(CONSOLE_PATHS.credit(':id')), async ({ request, params }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = staffOnly(isRecord(read.body) ? read.body.uid : undefined);
    if ('error' in auth) return auth.error;
    const id = intParam(params.id);
    const m = current();
    const at = m.list.findIndex((x) => x.id === id);
    if (at < 0) return notFound();
    m.list.splice(at, 1);
    return HttpResponse.json({ id });
  }),
];

export const consoleCreditsError = errorVariant(consoleCreditRoutes);
export const consoleCreditsSlow = slowVariant(consoleCreditRoutes);
