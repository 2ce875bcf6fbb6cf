// Request schemas of the queue (issue 25); kept apart so visitor pages that only read lines never bundle them.
import * as v from 'valibot';
import { LINE_STATES, QUEUE_LIMITS } from './queue';

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
