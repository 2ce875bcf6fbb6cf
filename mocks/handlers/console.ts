// The organiser console on the mock backend: accounts (created with a code shown once, revoked), the
// audit log and booth edits, with the server's rules and messages (server/routes/console.ts).
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { AccountCreateSchema, BoothEditSchema, BOOTH_IDENTITY_FIELDS, BOOTH_TIED_ROLES, CONSOLE_PATHS, type AuditEntry, type ConsoleAccount } from '@contract/console';
import { firstIssueMessage } from '@contract/schemas';
import { SAMPLE_ADMINS } from '@contract/sample/admins';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { mockNow, state } from '../state';
import { authorize } from './admin';
import { isRecord } from '@contract/rules/record';
import { boothIdentityProblems } from '@contract/rules/booth-admin';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { SAMPLE_FESTIVAL } from '@contract/festival-data';
import { api, errorVariant, intParam, jsonError, readJson, slowVariant, type Route } from './util';

export const consoleRoutes: readonly Route[] = [
  { method: 'get', path: CONSOLE_PATHS.accounts },
  { method: 'post', path: CONSOLE_PATHS.accounts },
  { method: 'post', path: CONSOLE_PATHS.revoke(':id') },
  { method: 'get', path: CONSOLE_PATHS.audit },
  { method: 'get', path: CONSOLE_PATHS.me },
  { method: 'patch', path: CONSOLE_PATHS.booth(':id') },
];

const STAFF_WHY = 'only Staff can manage admin accounts and read the audit log';

interface ConsoleMock {
  accounts: ConsoleAccount[];
  audit: AuditEntry[];
}

const boothName = (id: number | null) => (id === null ? null : (SAMPLE_BOOTHS.find((b) => b.id === id)?.name ?? null));

function initial(): ConsoleMock {
  return {
    accounts: SAMPLE_ADMINS.map((a, i) => ({
      id: i + 1,
      name: a.name,
      role: a.role,
      booth_id: a.booth_id,
      booth_name: boothName(a.booth_id),
      revoked_at: null,
      created_at: null,
    })),
    audit: [],
  };
}

// The console's state starts again whenever the mock backend's does (resetMockState makes new maps).
let owner: object | null = null;
let mock: ConsoleMock = initial();
function current(): ConsoleMock {
  if (owner !== state.sessions) {
    owner = state.sessions;
    mock = initial();
  }
  return mock;
}

function uidOf(request: Request): string | null {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  return new URL(request.url).searchParams.get('uid');
}

function audit(who: { name: string; role: string }, action: string, entityId: number, after: unknown, before: unknown = null, entity = 'account') {
  const m = current();
  m.audit.unshift({
    id: m.audit.length + 1,
    at: new Date(mockNow()).toISOString(),
    admin_name: who.name,
    admin_role: who.role,
    action,
    entity,
    entity_id: String(entityId),
    before: before === null ? null : JSON.stringify(before),
    after: JSON.stringify(after),
  });
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export const consoleHandlers = [
  http.get(api(CONSOLE_PATHS.accounts), ({ request }) => {
    const auth = authorize(uidOf(request), ['Staff'], STAFF_WHY);
    if ('error' in auth) return auth.error;
    return HttpResponse.json({ accounts: current().accounts });
  }),
  http.post(api(CONSOLE_PATHS.accounts), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(isRecord(read.body) ? read.body.uid : undefined, ['Staff'], STAFF_WHY);
    if ('error' in auth) return auth.error;
    const parsed = v.safeParse(AccountCreateSchema, read.body);
    if (!parsed.success) return jsonError(400, firstIssueMessage(parsed.issues), { error: 'validation_error' });
    const req = parsed.output;
    const m = current();
    const tied = BOOTH_TIED_ROLES.includes(req.role);
    const boothId = tied ? (req.booth_id ?? null) : null;
    if (tied && boothId === null) return jsonError(400, `a ${req.role} account must be tied to its booth`, { error: 'booth_required' });
    if (boothId !== null && !boothName(boothId)) return jsonError(400, `booth ${boothId} does not exist`, { error: 'booth_not_found' });
    if (m.accounts.some((a) => a.name === req.name)) return jsonError(409, `an account named ${req.name} already exists`, { error: 'name_taken' });
    const account: ConsoleAccount = {
      id: Math.max(0, ...m.accounts.map((a) => a.id)) + 1,
      name: req.name,
      role: req.role,
      booth_id: boothId,
      booth_name: boothName(boothId),
      revoked_at: null,
      created_at: new Date(mockNow()).toISOString(),
    };
    m.accounts.push(account);
    audit(auth.admin, 'create', account.id, { name: account.name, role: account.role, booth_id: account.booth_id });
    return HttpResponse.json({ account, code: newCode() }, { status: 201 });
  }),
  http.post(api(CONSOLE_PATHS.revoke(':id')), async ({ request, params }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(isRecord(read.body) ? read.body.uid : undefined, ['Staff'], STAFF_WHY);
    if ('error' in auth) return auth.error;
    const id = intParam(params.id);
    const m = current();
    const found = m.accounts.find((a) => a.id === id);
    if (!found) return jsonError(404, `account ${String(params.id)} does not exist`, { error: 'account_not_found' });
    if (found.role === 'Staff') return jsonError(403, 'Staff accounts are set with ADMIN_CODES, not in the console', { error: 'staff_not_revocable' });
    if (found.revoked_at) return jsonError(409, `the account ${found.name} is already revoked`, { error: 'already_revoked' });
    found.revoked_at = new Date(mockNow()).toISOString();
    // Its sessions end with it.
    for (const [uid, s] of state.sessions) if (s.admin.name === found.name) state.sessions.delete(uid);
    audit(auth.admin, 'revoke', found.id, { revoked: true }, { name: found.name, role: found.role, revoked: false });
    return HttpResponse.json({ account: found });
  }),
  http.get(api(CONSOLE_PATHS.audit), ({ request }) => {
    const auth = authorize(uidOf(request), ['Staff'], STAFF_WHY);
    if ('error' in auth) return auth.error;
    return HttpResponse.json({ entries: current().audit });
  }),
];

consoleHandlers.push(
  http.get(api(CONSOLE_PATHS.me), ({ request }) => {
    const auth = authorize(uidOf(request), null);
    if ('error' in auth) return auth.error;
    const a = auth.admin;
    return HttpResponse.json({ name: a.name, role: a.role, booth_id: a.booth_id, booth_name: boothName(a.booth_id) });
  }),
  // Booth edits are checked and logged like the server's; the sample booths themselves stay as they are.
  http.patch(api(CONSOLE_PATHS.booth(':id')), async ({ request, params }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const why = 'only Staff and the booth’s own Club or Major account can edit a booth';
    const auth = authorize(isRecord(read.body) ? read.body.uid : undefined, ['Staff', 'Club', 'Major'], why);
    if ('error' in auth) return auth.error;
    const id = intParam(params.id);
    if (id === null || !boothName(id)) return jsonError(404, 'This booth does not exist', { error: 'booth_not_found' });
    if (auth.admin.role !== 'Staff' && auth.admin.booth_id !== id) return jsonError(403, 'you can edit only your own booth', { error: 'not_your_booth' });
    const parsed = v.safeParse(BoothEditSchema, read.body);
    if (!parsed.success) return jsonError(400, firstIssueMessage(parsed.issues), { error: 'validation_error' });
    const req = parsed.output;
    if (BOOTH_IDENTITY_FIELDS.some((k) => req[k] !== undefined)) {
      if (auth.admin.role !== 'Staff') {
        return jsonError(403, 'only Staff can change a booth’s name, category, location, photo or corners', { error: 'identity_staff_only' });
      }
      const b = SAMPLE_BOOTHS.find((x) => x.id === id)!;
      const problems = boothIdentityProblems(
        {
          name: req.name !== undefined ? req.name.trim() : b.name,
          category: req.category ?? b.category,
          location_id: req.location_id ?? b.location_id,
          is_night: req.is_night ?? b.is_night,
          is_dorder: req.is_dorder ?? b.is_dorder,
          corners: (req.corners ?? b.corners).map((c) => c.trim()),
          menus: req.menus ?? b.menus,
        },
        { days: SAMPLE_FESTIVAL.dates, locationIds: new Set(CAMPUS_LOCATIONS.map((l) => l.id)) },
      );
      if (problems.length) return jsonError(400, problems.map((p) => p.text).join('; '), { error: 'invalid_booth', problems });
    }
    const { uid: _uid, ...change } = req;
    audit(auth.admin, 'update', id, { ...change, image: change.image ? 'new photo' : change.image }, null, 'booth');
    return HttpResponse.json({ ok: true, booth_id: id });
  }),
);

export const consoleError = errorVariant(consoleRoutes);
export const consoleSlow = slowVariant(consoleRoutes);
