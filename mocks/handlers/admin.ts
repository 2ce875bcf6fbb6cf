// Admin login and the session checks every admin write goes through.
import { http, HttpResponse } from 'msw';
import type { AdminRole } from '@contract/constants';
import { API_PATHS } from '@contract/paths';
import { AdminLoginSchema, AdminLogoutSchema } from '@contract/schemas';
import { SAMPLE_ADMINS } from '@contract/sample/admins';
import type { SampleAdmin } from '@contract/sample/shapes';
import type { AdminLoginResponse } from '@contract/types';
import { mockNow, randomId, SESSION_MS, state } from '../state';
import { api, errorVariant, jsonError, parse, readJson, slowVariant, type Route } from './util';

export const adminRoutes: readonly Route[] = [
  { method: 'post', path: API_PATHS.adminLogin },
  { method: 'post', path: API_PATHS.adminLogout },
];

/** The session answer of spec §8: the client logs in again on a 401 with uid_valid false. */
export function sessionExpiredResponse() {
  return jsonError(401, 'session expired, please log in again', { uid_valid: false });
}

/**
 * The admin behind a uid, when the session is alive and the role is allowed; otherwise the
 * response to send (401 for no or expired session, 403 `forbidden` for a role that may not do this, as the
 * server's sessions.require answers).
 */
export function authorize(
  uid: unknown,
  roles: readonly AdminRole[] | null,
  forbidden = 'no permission',
): { admin: SampleAdmin } | { error: Response } {
  if (typeof uid !== 'string' || uid === '') return { error: jsonError(401, 'login required', { uid_valid: false }) };
  const session = state.sessions.get(uid);
  if (!session || session.expiresAt <= mockNow()) {
    state.sessions.delete(uid);
    return { error: sessionExpiredResponse() };
  }
  if (roles && !roles.includes(session.admin.role)) return { error: jsonError(403, forbidden, { error: 'forbidden' }) };
  return { admin: session.admin };
}

export const adminHandlers = [
  http.post(api(API_PATHS.adminLogin), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(AdminLoginSchema, read.body);
    if ('error' in req) return req.error;
    const code = req.value.admin_code;
    const admin = SAMPLE_ADMINS.find((a) => a.code === code);
    if (!admin) return jsonError(401, 'please check the admin code');
    // Each login is its own session, so one code works on several devices at once.
    const uid = randomId(32);
    state.sessions.set(uid, { admin, expiresAt: mockNow() + SESSION_MS });
    state.currentUid.set(admin.name, uid);
    const body: AdminLoginResponse = { uid, role: admin.role, name: admin.name };
    return HttpResponse.json(body);
  }),
  http.post(api(API_PATHS.adminLogout), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(AdminLogoutSchema, read.body);
    if ('error' in req) return req.error;
    const { uid } = req.value;
    // Signing out an unknown or expired uid is not an error: the device is signed out either way.
    state.sessions.delete(uid);
    return HttpResponse.json({ ok: true });
  }),
];

export const adminError = errorVariant(adminRoutes);
export const adminSlow = slowVariant(adminRoutes);

export const loginFails = [http.post(api(API_PATHS.adminLogin), () => jsonError(401, 'please check the admin code'))];

/** Every admin write answers as if the uid had expired. */
export const sessionExpired = [
  http.patch(api(API_PATHS.emergency), sessionExpiredResponse),
  http.post(api(API_PATHS.notices), sessionExpiredResponse),
  http.patch(api(API_PATHS.notice(':id')), sessionExpiredResponse),
  http.post(api(API_PATHS.losts), sessionExpiredResponse),
  http.patch(api(API_PATHS.lost(':id')), sessionExpiredResponse),
  http.post(api(API_PATHS.events), sessionExpiredResponse),
  http.delete(api(API_PATHS.boardPost(':id')), sessionExpiredResponse),
];
