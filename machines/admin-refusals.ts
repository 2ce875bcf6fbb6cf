// A server refusal, said in the admin's language. The server answers in English ({message, error,
// detail}); the admin screens never show those words: each known refusal maps to a message id (four
// languages in src/i18n/locales), an unknown one to the form's fallback ('request failed').
// Pure and standalone (admin-shared.ts spreads these ids into ADMIN_MESSAGES).

/** Message ids only refusals use (English wording in src/i18n/locales/en.json). */
export const REFUSAL_MESSAGES = {
  notOwnPost: 'admin.error.notOwnPost',
  postGone: 'admin.error.postGone',
  noUrgent: 'admin.error.noUrgent',
  urgentNotDeletable: 'admin.error.urgentNotDeletable',
  noPermission: 'admin.error.noPermission',
  noBooth: 'admin.error.noBooth',
  titleRequired: 'admin.error.titleRequired',
  locationRequired: 'admin.error.locationRequired',
  detailRequired: 'admin.error.detailRequired',
  textTooLong: 'admin.error.textTooLong',
  controlChars: 'admin.error.controlChars',
  sameDayOnly: 'admin.error.sameDayOnly',
  imageType: 'admin.error.imageType',
  imageDamaged: 'admin.error.imageDamaged',
  tooManyRequests: 'admin.error.tooManyRequests',
  databaseBusy: 'admin.error.databaseBusy',
} as const;

const R = REFUSAL_MESSAGES;

/**
 * The server's refusal texts of admin writes (server/routes/board.ts, server/lib/validate.ts with
 * contract/schemas.ts, server/services/sessions.ts callers), each to the message id that says it.
 * Ids outside REFUSAL_MESSAGES are the spec's own messages (admin-shared.ts ADMIN_MESSAGES).
 */
export const REFUSAL_TEXTS: Readonly<Record<string, string>> = {
  // ownership and existence
  'you can only change your own posts': R.notOwnPost,
  'you can only delete your own posts': R.notOwnPost,
  'this post does not exist': R.postGone,
  'this event does not exist': R.postGone,
  'there is no urgent notice': R.noUrgent,
  'the urgent notice cannot be deleted; edit it instead': R.urgentNotDeletable,
  // roles
  'no permission to write a general notice': 'admin.error.noNoticePermission',
  'no permission to write events': 'admin.error.noEventPermission',
  'no permission to edit the urgent notice': R.noPermission,
  'no permission to clear the urgent notice': R.noPermission,
  'no permission to edit notices': R.noPermission,
  'no permission to write lost-item posts': R.noPermission,
  'no permission to edit lost-item posts': R.noPermission,
  'only admins can delete posts': R.noPermission,
  'no booth is linked to this admin, so events cannot be written': R.noBooth,
  // the fields (contract/schemas.ts)
  'please enter a title': R.titleRequired,
  'title must be within 200 characters': 'admin.error.titleTooLong',
  'please enter content': 'admin.error.contentRequired',
  'content must be within 10000 characters': R.textTooLong,
  'please enter the location': R.locationRequired,
  'location must be within 200 characters': 'admin.error.locationTooLong',
  'please enter the event detail': R.detailRequired,
  'detail must be within 10000 characters': R.textTooLong,
  'title must not contain control characters': R.controlChars,
  'content must not contain control characters': R.controlChars,
  'location must not contain control characters': R.controlChars,
  'detail must not contain control characters': R.controlChars,
  'not a valid time format': 'admin.error.timeFormat',
  'only same-day events can be written': R.sameDayOnly,
  'start time cannot be earlier than now': 'admin.error.startBeforeNow',
  'end time cannot be earlier than start time': 'admin.error.endBeforeStart',
  // photos
  'only images up to 1MB can be attached': 'admin.error.imageTooLarge',
  'only JPEG, PNG or WebP images can be attached': R.imageType,
  'the image file is damaged': R.imageDamaged,
};

/** Refusals known by their code whatever the wording (the wording carries numbers). */
const REFUSAL_CODES: Readonly<Record<string, string>> = {
  read_only: 'admin.error.readOnly',
  image_too_large: 'admin.error.imageDimensions',
  too_large: 'admin.error.imageTooLarge',
  rate_limited: R.tooManyRequests,
  too_many_requests: R.tooManyRequests,
  database_unavailable: R.databaseBusy,
};

export interface Refusal {
  id: string;
  values?: Record<string, number>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The message of a refusal body ({message, error, retry_after}), or undefined when it is not one we know. */
export function refusalOf(body: unknown, serverText: string | undefined): Refusal | undefined {
  const code = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
  const byCode = code !== undefined ? REFUSAL_CODES[code] : undefined;
  if (byCode === R.tooManyRequests) {
    const after = isRecord(body) && typeof body.retry_after === 'number' ? body.retry_after : 60;
    return { id: byCode, values: { seconds: Math.max(1, Math.round(after)) } };
  }
  if (byCode) return { id: byCode };
  const text = serverText?.trim();
  const byText = text !== undefined ? REFUSAL_TEXTS[text] : undefined;
  return byText ? { id: byText } : undefined;
}
