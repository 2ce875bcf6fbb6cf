// Request schemas of the queue (issue 25); kept apart so visitor pages that only read lines never bundle them.
import * as v from 'valibot';
import { LINE_STATES, PUSH_TEXT_MAX, QUEUE_LIMITS } from './queue';

const Uid = v.pipe(
  v.string('uid must be a string; please log in'),
  v.minLength(1, 'uid is required; please log in'),
  v.maxLength(128, 'uid is too long'),
);
/** A visitor id, or null / 'none' on a first join (the server issues one). */
const UserId = v.optional(v.nullable(v.pipe(v.string('user_id must be a string or null'), v.maxLength(64, 'user_id is too long'))), null);
const int = (field: string, min: number, max: number) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.integer(`${field} must be a whole number`),
    v.minValue(min, `${field} must be between ${min} and ${max}`),
    v.maxValue(max, `${field} must be between ${min} and ${max}`),
  );

export const JoinLineSchema = v.object({
  user_id: UserId,
  party_size: int('party_size', QUEUE_LIMITS.partyMin, QUEUE_LIMITS.partyMax),
});

export const LeaveTicketSchema = v.object({
  user_id: v.pipe(v.string('user_id must be a string'), v.minLength(1, 'user_id is required'), v.maxLength(64, 'user_id is too long')),
});

export const LineSettingsSchema = v.object({
  uid: Uid,
  state: v.optional(v.picklist(LINE_STATES, `state must be one of ${LINE_STATES.join(', ')}`)),
  party_min: v.optional(int('party_min', QUEUE_LIMITS.partyMin, QUEUE_LIMITS.partyMax)),
  party_max: v.optional(int('party_max', QUEUE_LIMITS.partyMin, QUEUE_LIMITS.partyMax)),
  minutes_per_party: v.optional(int('minutes_per_party', 1, QUEUE_LIMITS.minutesPerPartyMax)),
  grace_minutes: v.optional(int('grace_minutes', QUEUE_LIMITS.graceMinutesMin, QUEUE_LIMITS.graceMinutesMax)),
});

export const QueueAdminSchema = v.object({ uid: Uid });

export const MarkTicketSchema = v.object({
  uid: Uid,
  action: v.picklist(['seated', 'no_show'] as const, 'action must be one of seated, no_show'),
});

/** base64url of exactly `bytes` bytes (a push subscription's keys). */
const b64url = (field: string, bytes: number) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} must be base64url`),
    v.check((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, `${field} must encode ${bytes} bytes`),
  );
const text = (field: string, max: number) =>
  v.pipe(v.string(`${field} must be a string`), v.trim(), v.minLength(1, `${field} is required`), v.maxLength(max, `${field} is too long (at most ${max})`));

/** A visitor's push subscription (PushSubscription.toJSON()) for a ticket, and the notification's text in their language. */
export const PushSubscribeSchema = v.object({
  user_id: v.pipe(v.string('user_id must be a string'), v.minLength(1, 'user_id is required'), v.maxLength(64, 'user_id is too long')),
  endpoint: v.pipe(
    v.string('endpoint must be a string'),
    v.maxLength(PUSH_TEXT_MAX.endpoint, 'endpoint is too long'),
    v.url('endpoint must be a URL'),
  ),
  keys: v.object({ p256dh: b64url('keys.p256dh', 65), auth: b64url('keys.auth', 16) }, 'keys must be {p256dh, auth}'),
  title: text('title', PUSH_TEXT_MAX.title),
  body: text('body', PUSH_TEXT_MAX.body),
});
export type PushSubscribeRequest = v.InferOutput<typeof PushSubscribeSchema>;
