// What every admin form machine shares (spec §4 Admin, §5, §6, §8): message ids, where to go, how long
// to wait before going, how a failed call is read, the guards on the stored admin, and the state nodes
// of the gate, the form and its ending, so that each machine declares only what is its own. Pure:
// failures are read by shape (status, body, serverMessage, as src/api/client.ts's ApiError carries
// them), never by class.
import { not } from 'xstate';
import { BOOTH_ROLES, FESTA_ROLES, TIMING, type AdminRole } from '@contract/constants';
import { REFUSAL_MESSAGES, refusalOf } from './admin-refusals';

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
  urgentCleared: 'admin.urgent.cleared',
  titleTooLong: 'admin.error.titleTooLong',
  locationTooLong: 'admin.error.locationTooLong',
  contentRequired: 'admin.error.contentRequired',
  imageTooLarge: 'admin.error.imageTooLarge',
  compressedTooLarge: 'admin.error.compressedTooLarge',
  imageDimensions: 'admin.error.imageDimensions',
  timesRequired: 'admin.error.timesRequired',
  timeFormat: 'admin.error.timeFormat',
  timeRange: 'admin.error.timeRange',
  startBeforeNow: 'admin.error.startBeforeNow',
  endBeforeStart: 'admin.error.endBeforeStart',
  readOnly: 'admin.error.readOnly',
  /** No answer because there is no network: writes need it, and say so. */
  needsNetwork: 'offline.needsNetwork',
  /** What the server may refuse, in the admin's language (admin-refusals.ts). */
  ...REFUSAL_MESSAGES,
} as const;
export type AdminMessageId = (typeof ADMIN_MESSAGES)[keyof typeof ADMIN_MESSAGES];

/**
 * A message for the person at the form: an id, in the admin's language, with its values (a refusal's
 * seconds to wait); a component shows `formatMessage({ id }, values)`. The server's English words are
 * never shown: a refusal is mapped to an id (admin-refusals.ts).
 */
export interface FormMessage {
  id: AdminMessageId;
  values?: Record<string, number>;
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

/** The server refused a write because the app is read-only for a while (503, error 'read_only'). */
export function isReadOnlyRefusal(e: unknown): boolean {
  const body = bodyOf(e);
  return isRecord(body) && body.error === 'read_only';
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

/** The call never reached the server: the browser has no network (ApiError kind 'network'). */
export function isNoNetwork(e: unknown): boolean {
  return isRecord(e) && e.kind === 'network' && statusOf(e) === 0;
}

/**
 * The message of a failed save, in the admin's language: the refusal's own message when the server
 * gave one we know (admin-refusals.ts), else `fallback` when the server answered; `needsNetwork` when
 * there was no network; `unknown` when no answer came otherwise (abort, a bug).
 */
export function failureMessage(e: unknown, ids: { fallback: AdminMessageId; unknown: AdminMessageId }): FormMessage {
  // Read-only mode (the database is being looked after) is one of the refusals mapped below.
  const refusal = refusalOf(bodyOf(e), serverTextOf(e));
  if (refusal) return { id: refusal.id as AdminMessageId, ...(refusal.values ? { values: refusal.values } : {}) };
  if (isNoNetwork(e)) return { id: ADMIN_MESSAGES.needsNetwork };
  return { id: statusOf(e) > 0 || serverTextOf(e) !== undefined ? ids.fallback : ids.unknown };
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

// ---------- guards on the stored admin ----------

/** A machine registers those its gate names ('noUid', and the role guard of `roleGateStates`). */
export const noUid = ({ context }: { context: { uid: string } }): boolean => !hasUid(context);
export const notFesta = ({ context }: { context: { role: string | null } }): boolean => !isFestaRole(context.role);
export const notBooth = ({ context }: { context: { role: string | null } }): boolean => !isBoothRole(context.role);

// ---------- state nodes every admin form machine shares ----------
// They name actions ('say', 'alert', 'redirect', 'endSession'), guards ('noUid', 'ready' and the role
// guard given), delays (ADMIN_DELAYS) and sibling states ('editing', 'submitting', 'succeeded',
// 'sessionExpired', 'left') that each machine declares under the same names.

/** 'Show this message' as an action. */
export const say = (id: AdminMessageId) => ({ type: 'say', params: { message: { id } } }) as const;
/** 'Clear the message' as an action of a transition. */
export const clearMessage = { type: 'say', params: { message: null } } as const;
const redirect = (to: string) => ({ type: 'redirect', params: { to } }) as const;

/** No stored uid: 'Login required' is shown, then the login page. */
export const loginRequiredState = {
  description: "'Login required' is on screen; the login page follows after 2 s.",
  entry: say(ADMIN_MESSAGES.loginRequired),
  after: { loginRequiredRedirect: { target: 'left', actions: redirect(ADMIN_ROUTES.login) } },
} as const;

const toLogin = { guard: 'noUid', target: 'loginRequired' } as const;
const toEditing = { target: 'editing' } as const;

/** The states before a form that any admin may use: 'gate' (no stored uid: 'loginRequired', else 'editing') and 'loginRequired'. */
export const gateStates = (description: string) =>
  ({ gate: { description, always: [toLogin, toEditing] }, loginRequired: loginRequiredState }) as const;

/** Who may not use a form: the guard that says so, and what they are told before being sent to login. */
export interface RoleCheck<Guard extends string> {
  guard: Guard;
  message: AdminMessageId;
  /** What the 'noPermission' state says of them. */
  description: string;
}

/**
 * The states before a form for some roles only: 'gate' (no stored uid: 'loginRequired'; a refused role:
 * 'noPermission'; else 'editing'), 'loginRequired', and 'noPermission' (alerted, then sent to login).
 */
export const roleGateStates = <const Guard extends string>(denied: RoleCheck<Guard>) =>
  ({
    gate: {
      description: 'Checks the stored uid and role before the form is shown.',
      always: [toLogin, { guard: denied.guard, target: 'noPermission' }, toEditing],
    },
    loginRequired: loginRequiredState,
    noPermission: {
      description: denied.description,
      always: { target: 'left', actions: [{ type: 'alert', params: { message: denied.message } }, redirect(ADMIN_ROUTES.login)] },
    },
  }) as const;

/**
 * The form's own states: 'incomplete' until the 'ready' guard holds, then 'ready' (tag canSubmit), which
 * takes `on` and falls back as soon as 'ready' no longer holds.
 */
export const readyStates = <const On extends object>(incomplete: string, on: On) =>
  ({
    initial: 'incomplete',
    states: {
      incomplete: { description: incomplete, always: { guard: 'ready', target: 'ready' } },
      ready: { tags: ['canSubmit'], always: { guard: not('ready'), target: 'incomplete' }, on },
    },
  }) as const;

/** 'form.submit' clears the message and sends the form: to `#<machine id>.submitting`. */
export const submitTo = <const Id extends string>(machineId: Id) =>
  ({ 'form.submit': { target: `#${machineId}.submitting`, actions: clearMessage } }) as const;

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

// ---------- what an admin may do to a post ----------

/** The post fields the rule reads. */
export interface PostOwnership {
  category: string;
  writer: string;
  is_emergency?: boolean;
}

/**
 * The server's rule (server/routes/board.ts), so that only what will be accepted is offered: a
 * Staff/Stuco admin edits their own notices and lost items; any admin deletes their own posts, never
 * the urgent notice. 'Their own' is the writer's name, as the admin post list reads it (spec §6):
 * admin names are unique and a post keeps its writer's name.
 */
export function postPermissions(post: PostOwnership, admin: { name: string | null | undefined; role: string | null | undefined }) {
  const own = !!admin.name && post.writer === admin.name && !post.is_emergency;
  return {
    edit: own && isFestaRole(admin.role) && (post.category === 'Notice' || post.category === 'LostItem'),
    delete: own && admin.role !== null && admin.role !== undefined && admin.role !== '',
  };
}

// ---------- what the console machines share ----------
// They name the 'say' action, the 'sessionFailure' guard (with the error as params) and the states
// 'loading', 'loadFailed' and 'sessionExpired', under the same names in every console machine.

/** A failed call that means the session is over: to 'sessionExpired'. */
export const sessionFailureTo = {
  guard: { type: 'sessionFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  target: 'sessionExpired',
} as const;

/** `onError` of a console's first read: the session ended, else 'loadFailed' with the message `message` reads from the error. */
export const loadFailure = <const M>(message: (error: unknown) => M) =>
  [sessionFailureTo, { target: 'loadFailed', actions: { type: 'say', params: ({ event }: { event: { error: unknown } }) => ({ message: message(event.error) }) } }] as const;

/** 'loadFailed': the read failed and says why; 'retry' clears the message and reads again ('loading'). */
export const loadFailedState = (description = 'The console could not be read; the admin may try again.') =>
  ({ description, on: { retry: { target: 'loading', actions: clearMessage } } }) as const;

/** The photo types a console form takes, and its size limit. */
export const PHOTO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const PHOTO_MAX_BYTES = 1024 * 1024;

/** A photo the admin chose (`dataUrl` null: the choice was cleared), as the screens read it from the file. */
export interface PhotoRead {
  dataUrl: string | null;
  mime: string;
  bytes: number;
}

/** What is wrong with a chosen photo (a type the server refuses, too many bytes), or null. */
export function photoProblem(e: PhotoRead): { id: 'console.booths.imageType' | 'console.booths.imageTooLarge'; tone: 'error' } | null {
  if (e.dataUrl === null) return null;
  if (!PHOTO_TYPES.includes(e.mime)) return { id: 'console.booths.imageType', tone: 'error' };
  if (e.bytes > PHOTO_MAX_BYTES) return { id: 'console.booths.imageTooLarge', tone: 'error' };
  return null;
}

/** An edited photo: keep the stored one, remove it, or replace it with the chosen file. */
export type PhotoChoice = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; dataUrl: string; name: string };

/** The choice a chosen (or cleared) file makes. */
export const photoChoiceOf = (e: { dataUrl: string | null; name: string }): PhotoChoice => (e.dataUrl ? { kind: 'replace', dataUrl: e.dataUrl, name: e.name } : { kind: 'keep' });

/** The photo a choice shows (and leaves shown once saved): a removed one is gone; a new one shows from the chosen file until the next read. */
export const photoShown = (imageUrl: string | null, choice: PhotoChoice): string | null =>
  choice.kind === 'remove' ? null : choice.kind === 'replace' ? choice.dataUrl : imageUrl;
