// What every admin form machine shares (spec §4 Admin, §5, §6, §8): message ids, where to go, how long
// to wait before going, and how a failed call is read. Pure: failures are read by shape (status, body,
// serverMessage, as src/api/client.ts's ApiError carries them), never by class.
import { BOOTH_ROLES, FESTA_ROLES, TIMING, type AdminRole } from '@contract/constants';

/** Message ids of the admin forms (English wording in src/i18n/locales/en.json). */
export const ADMIN_MESSAGES = {
  loginRequired: 'admin.error.loginRequired',
  sessionExpired: 'admin.error.sessionExpired',
  requestFailed: 'admin.error.requestFailed',
  unknown: 'admin.error.unknown',
  unknownShort: 'admin.error.unknownShort',
  editFailed: 'admin.error.editFailed',
  eventFailed: 'admin.error.eventFailed',
  noNoticePermission: 'admin.error.noNoticePermission',
  noEventPermission: 'admin.error.noEventPermission',
  loginFailed: 'admin.login.failed',
  loginSuccess: 'admin.login.success',
  saved: 'admin.saved',
  titleTooLong: 'admin.error.titleTooLong',
  locationTooLong: 'admin.error.locationTooLong',
  contentRequired: 'admin.error.contentRequired',
  imageTooLarge: 'admin.error.imageTooLarge',
  compressedTooLarge: 'admin.error.compressedTooLarge',
  timesRequired: 'admin.error.timesRequired',
  timeFormat: 'admin.error.timeFormat',
  timeRange: 'admin.error.timeRange',
  startBeforeNow: 'admin.error.startBeforeNow',
  endBeforeStart: 'admin.error.endBeforeStart',
} as const;
export type AdminMessageId = (typeof ADMIN_MESSAGES)[keyof typeof ADMIN_MESSAGES];

/**
 * A message for the person at the form: always an id (the fallback wording), plus the server's own
 * words when it gave any; a component shows `serverText ?? formatMessage({ id })`.
 */
export interface FormMessage {
  id: AdminMessageId;
  serverText?: string;
}

export const ADMIN_ROUTES = {
  login: '/admin/login',
  festa: '/admin/festa',
  booth: '/admin/booth',
  home: '/',
} as const;

/** Named delays every admin machine registers. */
export const ADMIN_DELAYS = {
  loginRequiredRedirect: TIMING.loginRequiredRedirectMs,
  sessionExpiredRedirect: TIMING.sessionExpiredRedirectMs,
  successRedirect: TIMING.successRedirectMs,
} as const;

/** Who the admin is, as stored in session storage (spec §3): read by the app, passed as input. */
export interface AdminAuthInput {
  uid: string | null | undefined;
  role: string | null | undefined;
}

export const hasUid = (a: { uid: string | null | undefined }): boolean => typeof a.uid === 'string' && a.uid.trim() !== '';
export const isFestaRole = (role: string | null | undefined): boolean => (FESTA_ROLES as readonly string[]).includes(role ?? '');
export const isBoothRole = (role: string | null | undefined): boolean => (BOOTH_ROLES as readonly string[]).includes(role ?? '');

/** After login: Staff/Stuco to /admin/festa, Club/Major to /admin/booth, anything else to /. */
export function routeForRole(role: AdminRole | string | null | undefined): string {
  if (isFestaRole(role)) return ADMIN_ROUTES.festa;
  if (isBoothRole(role)) return ADMIN_ROUTES.booth;
  return ADMIN_ROUTES.home;
}

// ---------- reading a failed call ----------

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function statusOf(e: unknown): number {
  if (!isRecord(e)) return 0;
  const s = e.status ?? e.statusCode;
  return typeof s === 'number' ? s : 0;
}

function bodyOf(e: unknown): unknown {
  return isRecord(e) ? (e.body ?? e.data) : undefined;
}

/** The server's own words: serverMessage, else body.message, body.error or body.detail. */
export function serverTextOf(e: unknown): string | undefined {
  if (isRecord(e) && typeof e.serverMessage === 'string' && e.serverMessage.trim() !== '') return e.serverMessage;
  const body = bodyOf(e);
  if (!isRecord(body)) return undefined;
  for (const key of ['message', 'error', 'detail'] as const) {
    const v = body[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
    if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  }
  return undefined;
}

/** Spec §8: a 401, uid_valid false, or a message about session, UID or login. */
export function isSessionFailure(e: unknown): boolean {
  if (statusOf(e) === 401) return true;
  const body = bodyOf(e);
  if (isRecord(body) && body.uid_valid === false) return true;
  const text = serverTextOf(e);
  return text !== undefined && /session|uid|login|세션|로그인/i.test(text);
}

/** A 2xx answer that still says the uid is no longer valid. */
export function answerSaysSessionExpired(output: unknown): boolean {
  return isRecord(output) && output.uid_valid === false;
}

/**
 * The message of a failed save: the server's words with `fallback` as the id when the server answered;
 * `unknown` when no answer came at all (network, abort, a bug).
 */
export function failureMessage(e: unknown, ids: { fallback: AdminMessageId; unknown: AdminMessageId }): FormMessage {
  const serverText = serverTextOf(e);
  if (serverText !== undefined) return { id: ids.fallback, serverText };
  return { id: statusOf(e) > 0 ? ids.fallback : ids.unknown };
}

/** Effects the app provides with `.provide({ actions })`; the defaults do nothing. */
export const adminEffects = {
  /** Navigate (wouter) to `to`. */
  redirect: (_: unknown, _params: { to: string }) => {},
  /** A blocking notice (window.alert or a toast) with this message id. */
  alert: (_: unknown, _params: { message: AdminMessageId }) => {},
  /** Forget the stored uid, role and name: the session is over. */
  endSession: (_: unknown) => {},
};

// ---------- state nodes every admin form machine shares ----------
// They name actions ('say', 'redirect', 'endSession'), delays (ADMIN_DELAYS) and sibling states
// ('left', 'editing', 'sessionExpired') that each machine declares under the same names.

const say = (id: AdminMessageId) => ({ type: 'say', params: { message: { id } } }) as const;
const redirect = (to: string) => ({ type: 'redirect', params: { to } }) as const;

/** No stored uid: 'Login required' is shown, then the login page. */
export const loginRequiredState = {
  description: "'Login required' is on screen; the login page follows after 2 s.",
  entry: say(ADMIN_MESSAGES.loginRequired),
  after: { loginRequiredRedirect: { target: 'left', actions: redirect(ADMIN_ROUTES.login) } },
} as const;

/** The save went through: 'Saved' is shown, then `to`. */
export const succeededState = (description: string, to: string) =>
  ({
    description,
    entry: say(ADMIN_MESSAGES.saved),
    after: { successRedirect: { target: 'left', actions: redirect(to) } },
  }) as const;

/** The session is over (spec §8) and the machine has navigated away. */
export const sessionEndStates = {
  sessionExpired: {
    description: "'Session expired, please log in again' is on screen; the login page follows after 1.8 s.",
    entry: ['endSession', say(ADMIN_MESSAGES.sessionExpired)],
    after: { sessionExpiredRedirect: { target: 'left', actions: redirect(ADMIN_ROUTES.login) } },
  },
  left: { type: 'final', description: 'The app has navigated away.' },
} as const;

/**
 * `onDone` / `onError` of a save call: an answer saying the uid is no longer valid, or a session
 * failure, ends the session; any other answer goes to `done`; any other failure back to editing with
 * the message `failureMessage` gives for `ids`.
 */
export function saveOutcome<const Done extends object>(ids: { fallback: AdminMessageId; unknown: AdminMessageId }, done: Done) {
  return {
    onDone: [{ guard: ({ event }: { event: { output: unknown } }) => answerSaysSessionExpired(event.output), target: 'sessionExpired' }, done],
    onError: [
      { guard: ({ event }: { event: { error: unknown } }) => isSessionFailure(event.error), target: 'sessionExpired' },
      {
        target: 'editing',
        actions: { type: 'say', params: ({ event }: { event: { error: unknown } }) => ({ message: failureMessage(event.error, ids) }) },
      },
    ],
  } as const;
}

/** The form no longer takes input: login required, the session ended, or the app is navigating away. */
export const formLocked = (s: { matches(state: 'loginRequired' | 'sessionExpired' | 'left'): boolean }): boolean =>
  s.matches('loginRequired') || s.matches('sessionExpired') || s.matches('left');
