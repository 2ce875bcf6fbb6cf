// Stage acts in the console on the mock backend (server/routes/console-acts.ts): the list with its clashes,
// add / change / delete with the server's checks, codes, messages and order, and the same overlap rule
// (contract/rules/act-overlap.ts). The acts start from the sample's whenever the mock backend starts again; the
// mock timetable (./stage.ts) reads them, so an edit shows there as it does on the server.
import { http, HttpResponse } from 'msw';
import { CONSOLE_PATHS } from '@contract/console';
import { ACT_ROLES, ActWriteSchema, type ActWriteRequest, type ConsoleAct } from '@contract/console-acts';
import { LIMITS } from '@contract/constants';
import { currentFestival } from '@contract/festival-data';
import { API_PATHS } from '@contract/paths';
import { overlapMap, overlapsWith } from '@contract/rules/act-overlap';
import { isRecord } from '@contract/rules/record';
import { SAMPLE_STAGES } from '@contract/sample/stages';
import { kstInstant } from '@contract/time';
import { mockNow, randomId, state } from '../state';
import { authorize } from './admin';
import { kstIso, sniffImage } from './board';
import { api, baseOf, errorVariant, intParam, jsonError, parse, readJson, slowVariant, type Route } from './util';

export const consoleActsRoutes: readonly Route[] = [
  { method: 'get', path: CONSOLE_PATHS.acts },
  { method: 'post', path: CONSOLE_PATHS.acts },
  { method: 'patch', path: CONSOLE_PATHS.act(':id') },
  { method: 'delete', path: CONSOLE_PATHS.act(':id') },
];

const WHY = 'only Staff and Stuco can change the stage acts';
type StoredAct = Omit<ConsoleAct, 'overlaps'>;

interface ActsMock {
  acts: StoredAct[];
  nextId: number;
  /** The mock's audit lines for acts (the console's own log lives in ./console.ts). */
  audit: { action: string; id: number; at: string; by: string }[];
}
const initial = (): ActsMock => ({
  acts: SAMPLE_STAGES.map((s) => ({ id: s.id, name: s.name, location_name: s.location_name, kind: s.kind, image_url: s.image_url, start_time: s.start_time, end_time: s.end_time })),
  nextId: Math.max(...SAMPLE_STAGES.map((s) => s.id)) + 1,
  audit: [],
});
let owner: object | null = null;
let mock: ActsMock = initial();
function current(): ActsMock {
  if (owner !== state.sessions) {
    owner = state.sessions;
    mock = initial();
  }
  return mock;
}

/** The acts as they stand now, for the mock timetable (./stage.ts): console edits show there as on the server. */
export const mockStageActs = (): readonly StoredAct[] => current().acts;

/** The acts as the console lists them: by start time, each with its clashes. */
export function mockActs(): ConsoleAct[] {
  const sorted = [...current().acts].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time) || a.id - b.id);
  const clashes = overlapMap(sorted);
  return sorted.map((a) => ({ ...a, overlaps: clashes.get(a.id) ?? [] }));
}

const DEFAULT_CODES: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden' };
/** The session check of the admin mocks, with the error code the server's refusal carries. */
async function authorizeActs(uid: unknown): Promise<ReturnType<typeof authorize>> {
  const auth = authorize(uid, ACT_ROLES, WHY);
  if (!('error' in auth)) return auth;
  const body: unknown = await auth.error.clone().json();
  if (!isRecord(body) || body.error !== undefined) return auth;
  const status = auth.error.status;
  return { error: HttpResponse.json({ ...body, error: DEFAULT_CODES[status] ?? 'error' }, { status }) };
}

function bearer(request: Request): string | undefined {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return new URL(request.url).searchParams.get('uid') || undefined;
}

type Form = { fields: Record<string, unknown>; image: File | null };
/** As the server reads a write: JSON (no image) or multipart; anything else 415. */
async function readForm(request: Request): Promise<{ form: Form } | { error: Response }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const read = await readJson(request);
    return 'error' in read ? read : { form: { fields: read.body, image: null } };
  }
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    return { error: jsonError(415, 'send the form as multipart/form-data', { error: 'unsupported_media_type' }) };
  }
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return { error: jsonError(400, 'the form could not be read', { error: 'bad_request', detail: 'malformed multipart body' }) };
  }
  const fields: Record<string, unknown> = {};
  let image: File | null = null;
  for (const [key, value] of data) {
    if (key === 'image' || key === 'images') {
      if (typeof value !== 'string' && value.size > 0) image = value;
      continue;
    }
    fields[key] = value;
  }
  return { form: { fields, image } };
}

async function checkImage(file: File): Promise<{ bytes: Uint8Array; ext: string } | { error: Response }> {
  if (file.size > LIMITS.imageBytes) return { error: jsonError(413, 'only images up to 1MB can be attached', { error: 'too_large' }) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = sniffImage(bytes);
  if (!ext || ext === 'gif') return { error: jsonError(415, 'only JPEG, PNG or WebP images can be attached', { error: 'unsupported_media_type' }) };
  return { bytes, ext };
}

/** The same checks as server/services/console-acts.ts, in the same order. */
function checkAct(m: ActsMock, id: number | null, req: ActWriteRequest): { start: number; end: number; overlaps: number[] } | { error: Response } {
  if (id !== null && !m.acts.some((a) => a.id === id)) return { error: jsonError(404, 'this act does not exist', { error: 'act_not_found' }) };
  const dates = currentFestival().dates;
  if (!dates.includes(req.day)) {
    return { error: jsonError(400, `the day must be one of the festival’s days (${dates.join(', ')})`, { error: 'act_day_outside' }) };
  }
  if (req.end <= req.start) return { error: jsonError(400, 'the act must end after it starts', { error: 'act_time_order' }) };
  const start = kstInstant(req.day, req.start).getTime();
  const end = kstInstant(req.day, req.end).getTime();
  const overlaps = overlapsWith({ id, location_name: req.location_name, start_time: start, end_time: end }, m.acts);
  if (overlaps.length && !req.confirm_overlap) {
    return { error: jsonError(409, 'this act overlaps another act on the same stage; confirm to keep both', { error: 'act_overlap', overlaps }) };
  }
  return { start, end, overlaps };
}

async function write(request: Request, id: number | null): Promise<Response> {
  const read = await readForm(request);
  if ('error' in read) return read.error;
  const auth = await authorizeActs(read.form.fields.uid);
  if ('error' in auth) return auth.error;
  const req = parse(ActWriteSchema, read.form.fields);
  if ('error' in req) return req.error;
  const img = read.form.image ? await checkImage(read.form.image) : null;
  if (img && 'error' in img) return img.error;
  const m = current();
  const ok = checkAct(m, id, req.value);
  if ('error' in ok) return ok.error;
  const old = id === null ? undefined : m.acts.find((a) => a.id === id);
  let imageUrl = req.value.remove_image ? null : (old?.image_url ?? null);
  if (img) {
    const name = `${randomId(32).toLowerCase()}.${img.ext}`;
    state.uploads.set(name, new Blob([img.bytes as BlobPart], { type: img.ext === 'jpg' ? 'image/jpeg' : `image/${img.ext}` }));
    imageUrl = `${baseOf(request.url, CONSOLE_PATHS.acts)}${API_PATHS.uploads}${name}`;
  }
  const act: StoredAct = {
    id: old?.id ?? m.nextId++,
    name: req.value.name,
    location_name: req.value.location_name,
    kind: req.value.kind,
    image_url: imageUrl,
    start_time: kstIso(ok.start),
    end_time: kstIso(ok.end),
  };
  m.acts = old ? m.acts.map((a) => (a.id === act.id ? act : a)) : [...m.acts, act];
  m.audit.unshift({ action: old ? 'update' : 'create', id: act.id, at: new Date(mockNow()).toISOString(), by: auth.admin.name });
  return HttpResponse.json({ act: { ...act, overlaps: ok.overlaps } }, { status: old ? 200 : 201 });
}

const notFound = (raw: unknown) => jsonError(404, `no such item: ${String(raw).slice(0, 40)}`, { error: 'not_found' });

export const consoleActsHandlers = [
  http.get(api(CONSOLE_PATHS.acts), async ({ request }) => {
    const auth = await authorizeActs(bearer(request));
    if ('error' in auth) return auth.error;
    return HttpResponse.json({ acts: mockActs() });
  }),
  http.post(api(CONSOLE_PATHS.acts), ({ request }) => write(request, null)),
  http.patch(api(CONSOLE_PATHS.act(':id')), ({ request, params }) => {
    const id = intParam(params.id);
    return id === null ? notFound(params.id) : write(request, id);
  }),
  http.delete(api(CONSOLE_PATHS.act(':id')), async ({ request, params }) => {
    const id = intParam(params.id);
    if (id === null) return notFound(params.id);
    let uid = bearer(request);
    if (uid === undefined) {
      const read = await readJson(request);
      if ('error' in read) return read.error;
      uid = isRecord(read.body) && typeof read.body.uid === 'string' ? read.body.uid : undefined;
    }
    const auth = await authorizeActs(uid);
    if ('error' in auth) return auth.error;
    const m = current();
    if (!m.acts.some((a) => a.id === id)) return jsonError(404, 'this act does not exist', { error: 'act_not_found' });
    m.acts = m.acts.filter((a) => a.id !== id);
    m.audit.unshift({ action: 'delete', id, at: new Date(mockNow()).toISOString(), by: auth.admin.name });
    return HttpResponse.json({ ok: true, id });
  }),
];

export const consoleActsError = errorVariant(consoleActsRoutes);
export const consoleActsSlow = slowVariant(consoleActsRoutes);
