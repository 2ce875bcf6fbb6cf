// Staff's booth list, new booths and deletion on the mock backend, with the server's rules and answers
// (server/routes/console-booth-admin.ts): the same schema and contract/rules/booth-admin.ts. The mock keeps
// its own list (the sample's booths, less the deleted, plus the created); the visitor's mock lists keep the sample.
import { http, HttpResponse } from 'msw';
import { BOOTH_TIED_ROLES, CONSOLE_PATHS } from '@contract/console';
import { BoothCreateSchema, type ConsoleBoothDeleted, type ConsoleBoothRow, type ConsoleLocation } from '@contract/console-booths';
import { SAMPLE_FESTIVAL } from '@contract/festival-data';
import { IMAGE_DATA_URL } from '@contract/festival-file';
import { boothProblems } from '@contract/rules/booth-admin';
import { isRecord } from '@contract/rules/record';
import { SAMPLE_ADMINS } from '@contract/sample/admins';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { likeCount, state } from '../state';
import { authorize } from './admin';
import { api, errorVariant, intParam, jsonError, parse, readJson, slowVariant, type Route } from './util';

export const consoleBoothRoutes: readonly Route[] = [
  { method: 'get', path: CONSOLE_PATHS.booths },
  { method: 'post', path: CONSOLE_PATHS.booths },
  { method: 'delete', path: CONSOLE_PATHS.booth(':id') },
];

const STAFF_WHY = 'only Staff can create, list and delete booths';

interface MockBooth {
  row: ConsoleBoothRow;
}
interface BoothsMock {
  booths: MockBooth[];
  nextId: number;
  untied: Set<string>;
}

const locations: ConsoleLocation[] = [...CAMPUS_LOCATIONS].sort((a, b) => a.id - b.id).map((l) => ({ id: l.id, names: { ...l.names } }));
const days = () => SAMPLE_FESTIVAL.dates;

function initial(): BoothsMock {
  return {
    booths: SAMPLE_BOOTHS.map((b) => ({
      row: {
        id: b.id,
        name: b.name,
        category: b.category,
        location_id: b.location_id,
        is_night: b.is_night,
        likes: 0,
        menus: b.menus.length,
        events: 0,
        accounts: [],
        queue: null,
      },
    })),
    nextId: Math.max(...SAMPLE_BOOTHS.map((b) => b.id)) + 1,
    untied: new Set(),
  };
}

// Starts again whenever the mock backend's state does (resetMockState makes new maps).
let owner: object | null = null;
let mock: BoothsMock = initial();
function current(): BoothsMock {
  if (owner !== state.sessions) {
    owner = state.sessions;
    mock = initial();
  }
  return mock;
}

/** The row as the server answers it now: likes, events, tied accounts and the queue line from the mock's state. */
function live(row: ConsoleBoothRow, m: BoothsMock): ConsoleBoothRow {
  const line = state.queue.lines.get(row.id);
  const waiting = state.queue.tickets.filter((t) => t.boothId === row.id && (t.state === 'waiting' || t.state === 'called')).length;
  return {
    ...row,
    likes: likeCount(row.id),
    events: state.posts.filter((p) => p.category === 'Event' && p.booth_id === row.id).length,
    accounts: SAMPLE_ADMINS.filter((a) => BOOTH_TIED_ROLES.includes(a.role as 'Club') && a.booth_id === row.id && !m.untied.has(a.name))
      .map((a) => a.name)
      .sort(),
    queue: line ? { state: line.state, waiting } : null,
  };
}

/** Staff only, refused as the server refuses (403 with its code `forbidden`). */
const staffOnly = (uid: unknown) => authorize(uid, ['Staff'], STAFF_WHY);

function uidOf(request: Request): string | null {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  return new URL(request.url).searchParams.get('uid');
}

/** PNG, JPEG or WebP by content, as the server sniffs an upload. */
function imageKind(dataUrl: string): boolean {
  const m = IMAGE_DATA_URL.exec(dataUrl);
  if (!m) return false;
  const bytes = Uint8Array.from(atob(m[2].slice(0, 24)), (c) => c.charCodeAt(0));
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp = String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP';
  return png || jpeg || webp;
}

export const consoleBoothHandlers = [
  http.get(api(CONSOLE_PATHS.booths), ({ request }) => {
    const auth = staffOnly(uidOf(request));
    if ('error' in auth) return auth.error;
    const m = current();
    return HttpResponse.json({ booths: m.booths.map((b) => live(b.row, m)), locations, days: days() });
  }),
  http.post(api(CONSOLE_PATHS.booths), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = staffOnly(isRecord(read.body) ? read.body.uid : undefined);
    if ('error' in auth) return auth.error;
    const parsed = parse(BoothCreateSchema, read.body);
    if ('error' in parsed) return parsed.error;
    const req = parsed.value;
    const problems = boothProblems(req, { days: days(), locationIds: new Set(locations.map((l) => l.id)) });
    if (problems.length) return jsonError(400, problems.map((p) => p.text).join('; '), { error: 'invalid_booth', problems });
    if (req.image && !imageKind(req.image)) return jsonError(415, 'only JPEG, PNG or WebP images can be attached', { error: 'unsupported_media_type' });
    const m = current();
    const id = m.nextId++;
    m.booths.push({
      row: { id, name: req.name.trim(), category: req.category, location_id: req.location_id, is_night: req.is_night, likes: 0, menus: req.menus.length, events: 0, accounts: [], queue: null },
    });
    return HttpResponse.json({ booth_id: id }, { status: 201 });
  }),
  http.delete(api(CONSOLE_PATHS.booth(':id')), async ({ request, params }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = staffOnly(isRecord(read.body) ? read.body.uid : undefined);
    if ('error' in auth) return auth.error;
    const id = intParam(params.id);
    const m = current();
    const at = m.booths.findIndex((b) => b.row.id === id);
    if (id === null || at < 0) return jsonError(404, 'This booth does not exist', { error: 'booth_not_found' });
    const row = live(m.booths[at].row, m);
    if (row.queue && row.queue.waiting > 0) {
      return jsonError(409, `${row.queue.waiting} parties are still in this booth's queue line: close the line and serve or cancel them first`, {
        error: 'queue_waiting',
        waiting: row.queue.waiting,
      });
    }
    m.booths.splice(at, 1);
    state.posts = state.posts.filter((p) => !(p.category === 'Event' && p.booth_id === id));
    row.accounts.forEach((a) => m.untied.add(a));
    state.queue.lines.delete(id);
    state.likers.delete(id);
    const done: ConsoleBoothDeleted = {
      booth_id: id,
      name: row.name,
      likes: row.likes,
      menus: row.menus,
      events: row.events,
      accounts_untied: row.accounts,
      queue_closed: row.queue ? row.queue.state : null,
    };
    return HttpResponse.json(done);
  }),
];

export const consoleBoothsError = errorVariant(consoleBoothRoutes);
export const consoleBoothsSlow = slowVariant(consoleBoothRoutes);
