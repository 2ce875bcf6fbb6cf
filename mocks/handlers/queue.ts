// The virtual queue (issue 25; server/routes/queue.ts and server/services/queue.ts): lines, visitors' tickets and
// the booth admin's line, with the server's checks and refusals in the same order and words. One difference:
// the per-address join limit (a server matter of addresses) is not mocked.
import { http, HttpResponse } from 'msw';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import {
  QUEUE_DEFAULTS,
  QUEUE_LIMITS,
  QUEUE_PATHS,
  type AdminLine,
  type AdminTicket,
  type LineSummary,
  type PushKey,
  type QueueAction,
  type Ticket,
  type TicketState,
} from '@contract/queue';
import { JoinLineSchema, LeaveTicketSchema, LineSettingsSchema, MarkTicketSchema, PushSubscribeSchema, QueueAdminSchema } from '@contract/queue-schemas';
import { estimatedWait, minutesPerParty, RATE_WINDOW_MS } from '@contract/rules/queue';
import { kstTime } from '@contract/time';
import { mockNow, randomId, state, type MockQueueLine, type MockQueueTicket } from '../state';
import { authorize } from './admin';
import { kstIso } from './board';
import { api, errorVariant, intParam, jsonError, parse, readJson, slowVariant, type Route } from './util';

export const queueRoutes: readonly Route[] = [
  { method: 'get', path: QUEUE_PATHS.lines },
  { method: 'post', path: QUEUE_PATHS.join(':id') },
  { method: 'get', path: QUEUE_PATHS.tickets },
  { method: 'post', path: QUEUE_PATHS.leave(':id') },
  { method: 'get', path: QUEUE_PATHS.admin(':id') },
  { method: 'post', path: QUEUE_PATHS.settings(':id') },
  { method: 'post', path: QUEUE_PATHS.next(':id') },
  { method: 'post', path: QUEUE_PATHS.mark(':id', ':ticketId') },
  { method: 'post', path: QUEUE_PATHS.undo(':id') },
  { method: 'get', path: QUEUE_PATHS.pushKey },
  { method: 'post', path: QUEUE_PATHS.push(':id') },
];

const OPEN: readonly TicketState[] = ['waiting', 'called'];
const RESULT: Record<QueueAction, TicketState> = { call: 'called', seated: 'seated', no_show: 'missed' };
const NO_PERMISSION = 'no permission to run a line';
const q = () => state.queue;
const conflict = (message: string, error: string) => jsonError(409, message, { error });
const boothName = (id: number) => SAMPLE_BOOTHS.find((b) => b.id === id)?.name;
/** The mock's visitor ids: any it is given (it has no key to sign them), else a new one. */
const validVisitor = (id: unknown): id is string => typeof id === 'string' && id !== '' && id !== 'none' && id.length <= 64;
const newVisitorId = () => `v${randomId(22)}.mock`;

/** A line as visitors see it (also the booth's wait badge: handlers/status.ts). */
export function summaryOf(line: MockQueueLine, at = mockNow()): LineSummary {
  const waiting = q().tickets.filter((t) => t.boothId === line.boothId && t.state === 'waiting').length;
  const calls = q()
    .actions.filter((a) => a.boothId === line.boothId && a.action === 'call' && !a.undone && a.at >= at - RATE_WINDOW_MS)
    .map((a) => a.at);
  const rate = minutesPerParty(calls, at, line.minutesPerParty);
  return {
    booth_id: line.boothId,
    state: line.state,
    waiting,
    party_min: line.partyMin,
    party_max: line.partyMax,
    est_wait_minutes: estimatedWait(waiting, rate.minutes),
    minutes_per_party: rate.minutes,
    rate_source: rate.source,
  };
}

const missCount = (boothId: number, visitorId: string) =>
  q().tickets.filter((t) => t.boothId === boothId && t.visitorId === visitorId && t.state === 'missed').length;

function ticketView(row: MockQueueTicket, line: MockQueueLine, at = mockNow()): Ticket {
  const ahead = row.state === 'waiting' ? q().tickets.filter((t) => t.boothId === row.boothId && (t.state === 'waiting' || t.state === 'called') && t.number < row.number).length : 0;
  const rate = summaryOf(line, at).minutes_per_party;
  return {
    id: row.id,
    booth_id: row.boothId,
    booth_name: boothName(row.boothId) ?? '',
    number: row.number,
    party_size: row.partySize,
    state: row.state,
    ahead,
    est_wait_minutes: row.state === 'waiting' ? estimatedWait(ahead, rate) : 0,
    joined_at: kstIso(row.joinedAt),
    called_at: row.calledAt === null ? null : kstIso(row.calledAt),
    may_rejoin: row.state === 'missed' && missCount(row.boothId, row.visitorId) < QUEUE_LIMITS.missesPerLine && line.state === 'open',
  };
}

const defaults = (boothId: number): MockQueueLine => ({
  boothId,
  state: 'closed',
  partyMin: QUEUE_DEFAULTS.partyMin,
  partyMax: QUEUE_DEFAULTS.partyMax,
  minutesPerParty: QUEUE_DEFAULTS.minutesPerParty,
  graceMinutes: QUEUE_DEFAULTS.graceMinutes,
  nextNumber: 1,
});

export function adminView(boothId: number): AdminLine {
  const at = mockNow();
  const line = q().lines.get(boothId) ?? defaults(boothId);
  const mine = q().tickets.filter((t) => t.boothId === boothId);
  const open = mine.filter((t) => OPEN.includes(t.state)).sort((a, b) => a.number - b.number);
  const done = mine
    .filter((t) => !OPEN.includes(t.state))
    .sort((a, b) => (b.doneAt ?? 0) - (a.doneAt ?? 0) || b.id - a.id)
    .slice(0, 20);
  const last = [...q().actions].reverse().find((a) => a.boothId === boothId && !a.undone);
  const view = (r: MockQueueTicket): AdminTicket => ({
    id: r.id,
    number: r.number,
    party_size: r.partySize,
    state: r.state,
    joined_at: kstIso(r.joinedAt),
    called_at: r.calledAt === null ? null : kstIso(r.calledAt),
    no_show_from: r.state === 'called' && r.calledAt !== null ? kstIso(r.calledAt + line.graceMinutes * 60_000) : null,
  });
  return {
    booth_id: boothId,
    booth_name: boothName(boothId) ?? '',
    now: kstIso(at),
    state: line.state,
    party_min: line.partyMin,
    party_max: line.partyMax,
    minutes_per_party: line.minutesPerParty,
    grace_minutes: line.graceMinutes,
    summary: summaryOf(line, at),
    tickets: [...open, ...done].map(view),
    undo: last ? { action: last.action, number: q().tickets.find((t) => t.id === last.ticketId)!.number } : null,
  };
}

/** The booth of the path, for its own admin (Club/Major) or Staff; or the server's refusal. */
function boothAdmin(uid: unknown, rawId: unknown): { boothId: number; adminId: number } | { error: Response } {
  const boothId = intParam(rawId as string);
  if (boothId === null) return { error: jsonError(404, `no such item: ${String(rawId).slice(0, 40)}`, { error: 'not_found' }) };
  const auth = authorize(uid, null);
  if ('error' in auth) return auth;
  if (!['Staff', 'Club', 'Major'].includes(auth.admin.role)) return { error: jsonError(403, NO_PERMISSION, { error: 'forbidden' }) };
  if (!boothName(boothId)) return { error: jsonError(404, `no such booth: ${boothId}`, { error: 'not_found' }) };
  if (auth.admin.role !== 'Staff' && auth.admin.booth_id !== boothId) {
    return { error: jsonError(403, "you can only run your own booth's line", { error: 'forbidden' }) };
  }
  return { boothId, adminId: 0 };
}

/** A POST's body checked with its schema, then its admin: what the route does first. */
async function adminPost<T extends { uid: string }>(request: Request, rawId: unknown, schema: Parameters<typeof parse>[0]) {
  const read = await readJson(request);
  if ('error' in read) return read;
  const req = parse(schema, read.body);
  if ('error' in req) return req;
  const who = boothAdmin((req.value as T).uid, rawId);
  if ('error' in who) return who;
  return { ...who, req: req.value as T };
}

const uidOf = (request: Request) => {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return new URL(request.url).searchParams.get('uid') || undefined;
};

function record(boothId: number, ticketId: number, action: QueueAction, fromState: 'waiting' | 'called', at: number) {
  q().actions.push({ id: q().nextActionId++, boothId, ticketId, action, fromState, at, undone: false });
}

export const queueHandlers = [
  http.get(api(QUEUE_PATHS.lines), () => {
    const lines = [...q().lines.values()].filter((l) => l.state !== 'closed').sort((a, b) => a.boothId - b.boothId);
    return HttpResponse.json({ now: kstIso(mockNow()), lines: lines.map((l) => summaryOf(l)) });
  }),

  http.post(api(QUEUE_PATHS.join(':id')), async ({ request, params }) => {
    const boothId = intParam(params.id);
    if (boothId === null) return jsonError(404, `no such item: ${String(params.id).slice(0, 40)}`, { error: 'not_found' });
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(JoinLineSchema, read.body);
    if ('error' in req) return req.error;
    if (!boothName(boothId)) return jsonError(404, `no such booth: ${boothId}`, { error: 'not_found' });
    const userId = validVisitor(req.value.user_id) ? req.value.user_id : newVisitorId();
    const line = q().lines.get(boothId);
    if (!line || line.state === 'closed') return conflict('this line is closed; no one can join it now', 'line_closed');
    if (line.state === 'paused') return conflict('this line is paused; please try again in a few minutes', 'line_paused');
    const size = req.value.party_size;
    if (size < line.partyMin || size > line.partyMax) {
      return jsonError(400, `party_size must be between ${line.partyMin} and ${line.partyMax} for this line`, { error: 'bad_request' });
    }
    const mine = q().tickets.filter((t) => t.visitorId === userId && OPEN.includes(t.state));
    if (mine.some((t) => t.boothId === boothId)) return conflict('you are already in this line', 'already_joined');
    if (mine.length >= QUEUE_LIMITS.openTicketsPerVisitor) {
      return conflict(`you are already in ${QUEUE_LIMITS.openTicketsPerVisitor} lines; leave one before joining another`, 'too_many_lines');
    }
    if (missCount(boothId, userId) >= QUEUE_LIMITS.missesPerLine) {
      return conflict('you missed your call here twice; this line cannot be joined again', 'missed_twice');
    }
    const at = mockNow();
    const row: MockQueueTicket = {
      id: q().nextTicketId++,
      boothId,
      number: line.nextNumber++,
      visitorId: userId,
      partySize: size,
      state: 'waiting',
      joinedAt: at,
      calledAt: null,
      doneAt: null,
    };
    q().tickets.push(row);
    return HttpResponse.json({ user_id: userId, ticket: ticketView(row, line, at) });
  }),

  http.get(api(QUEUE_PATHS.tickets), ({ request }) => {
    const given = new URL(request.url).searchParams.get('user_id');
    const userId = validVisitor(given) ? given : null;
    const rows = userId ? q().tickets.filter((t) => t.visitorId === userId).sort((a, b) => b.id - a.id).slice(0, 10) : [];
    const tickets = rows.flatMap((r) => {
      const line = q().lines.get(r.boothId);
      return line ? [ticketView(r, line)] : [];
    });
    return HttpResponse.json({ now: kstIso(mockNow()), user_id: userId, tickets });
  }),

  // Web Push: the mock is a server without VAPID keys (calls show while the app is open).
  http.get(api(QUEUE_PATHS.pushKey), () => HttpResponse.json({ public_key: null } satisfies PushKey)),

  http.post(api(QUEUE_PATHS.push(':id')), async ({ request, params }) => {
    const ticketId = intParam(params.id);
    if (ticketId === null) return jsonError(404, `no such item: ${String(params.id).slice(0, 40)}`, { error: 'not_found' });
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(PushSubscribeSchema, read.body);
    if ('error' in req) return req.error;
    return conflict('this festival sends no Web Push; calls show while the app is open', 'push_off');
  }),

  http.post(api(QUEUE_PATHS.leave(':id')), async ({ request, params }) => {
    const ticketId = intParam(params.id);
    if (ticketId === null) return jsonError(404, `no such item: ${String(params.id).slice(0, 40)}`, { error: 'not_found' });
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const req = parse(LeaveTicketSchema, read.body);
    if ('error' in req) return req.error;
    const row = q().tickets.find((t) => t.id === ticketId);
    if (!validVisitor(req.value.user_id) || !row || row.visitorId !== req.value.user_id) {
      return jsonError(404, `no such ticket: ${ticketId}`, { error: 'not_found' });
    }
    if (!OPEN.includes(row.state)) return conflict('this ticket is no longer in the line', 'ticket_done');
    row.state = 'left';
    row.doneAt = mockNow();
    return HttpResponse.json(ticketView(row, q().lines.get(row.boothId)!));
  }),

  http.get(api(QUEUE_PATHS.admin(':id')), ({ request, params }) => {
    const who = boothAdmin(uidOf(request), params.id);
    return 'error' in who ? who.error : HttpResponse.json(adminView(who.boothId));
  }),

  http.post(api(QUEUE_PATHS.settings(':id')), async ({ request, params }) => {
    const r = await adminPost<{ uid: string; state?: MockQueueLine['state']; party_min?: number; party_max?: number; minutes_per_party?: number; grace_minutes?: number }>(
      request,
      params.id,
      LineSettingsSchema,
    );
    if ('error' in r) return r.error;
    const line = q().lines.get(r.boothId) ?? defaults(r.boothId);
    const next = {
      state: r.req.state ?? line.state,
      partyMin: r.req.party_min ?? line.partyMin,
      partyMax: r.req.party_max ?? line.partyMax,
      minutesPerParty: r.req.minutes_per_party ?? line.minutesPerParty,
      graceMinutes: r.req.grace_minutes ?? line.graceMinutes,
    };
    if (next.partyMin > next.partyMax) {
      return jsonError(400, `party_min (${next.partyMin}) must not be more than party_max (${next.partyMax})`, { error: 'bad_request' });
    }
    q().lines.set(r.boothId, { ...line, ...next });
    return HttpResponse.json(adminView(r.boothId));
  }),

  http.post(api(QUEUE_PATHS.next(':id')), async ({ request, params }) => {
    const r = await adminPost(request, params.id, QueueAdminSchema);
    if ('error' in r) return r.error;
    if (!q().lines.has(r.boothId)) return conflict('this booth has no line yet; open it first', 'no_line');
    const first = q()
      .tickets.filter((t) => t.boothId === r.boothId && t.state === 'waiting')
      .sort((a, b) => a.number - b.number)[0];
    if (!first) return conflict('no one is waiting in this line', 'line_empty');
    const at = mockNow();
    first.state = 'called';
    first.calledAt = at;
    record(r.boothId, first.id, 'call', 'waiting', at);
    return HttpResponse.json(adminView(r.boothId));
  }),

  http.post(api(QUEUE_PATHS.mark(':id', ':ticketId')), async ({ request, params }) => {
    const ticketId = intParam(params.ticketId);
    if (ticketId === null) return jsonError(404, `no such item: ${String(params.ticketId).slice(0, 40)}`, { error: 'not_found' });
    const r = await adminPost<{ uid: string; action: 'seated' | 'no_show' }>(request, params.id, MarkTicketSchema);
    if ('error' in r) return r.error;
    const line = q().lines.get(r.boothId);
    if (!line) return conflict('this booth has no line yet; open it first', 'no_line');
    const row = q().tickets.find((t) => t.id === ticketId && t.boothId === r.boothId);
    if (!row) return jsonError(404, `this line has no ticket ${ticketId}`, { error: 'not_found' });
    if (row.state !== 'called') return conflict(`number ${row.number} has not been called (it is ${row.state})`, 'not_called');
    const at = mockNow();
    if (r.req.action === 'no_show') {
      const from = row.calledAt! + line.graceMinutes * 60_000;
      if (at < from) return conflict(`no-show is offered from ${kstTime(from)}, ${line.graceMinutes} minutes after the call`, 'grace_window');
    }
    row.state = RESULT[r.req.action];
    row.doneAt = at;
    record(r.boothId, row.id, r.req.action, 'called', at);
    return HttpResponse.json(adminView(r.boothId));
  }),

  http.post(api(QUEUE_PATHS.undo(':id')), async ({ request, params }) => {
    const r = await adminPost(request, params.id, QueueAdminSchema);
    if ('error' in r) return r.error;
    if (!q().lines.has(r.boothId)) return conflict('this booth has no line yet; open it first', 'no_line');
    const last = [...q().actions].reverse().find((a) => a.boothId === r.boothId && !a.undone);
    if (!last) return conflict('there is nothing to undo', 'nothing_to_undo');
    const row = q().tickets.find((t) => t.id === last.ticketId);
    if (!row || row.state !== RESULT[last.action]) return conflict(`number ${row?.number ?? '?'} has changed since; it cannot be undone`, 'undo_stale');
    const again = q().tickets.some((t) => t.boothId === r.boothId && t.visitorId === row.visitorId && t.id !== row.id && OPEN.includes(t.state));
    if (again) return conflict(`number ${row.number} has joined the line again; it cannot be undone`, 'undo_stale');
    row.state = last.fromState;
    row.doneAt = null;
    if (last.fromState === 'waiting') row.calledAt = null;
    last.undone = true;
    return HttpResponse.json(adminView(r.boothId));
  }),
];

/**
 * Stories and tests: booth `boothId`'s line with these parties (numbers in order from 1), as of the mock's clock.
 * `minutesAgo` is when each joined; a called party gives `calledMinutesAgo`.
 */
export function seedMockQueue(
  boothId: number,
  line: Partial<Omit<MockQueueLine, 'boothId' | 'nextNumber'>>,
  parties: { partySize: number; state?: TicketState; minutesAgo: number; calledMinutesAgo?: number }[] = [],
): void {
  const at = mockNow();
  const base = { ...defaults(boothId), state: 'open' as const, ...line };
  parties.forEach((p, i) => {
    const id = q().nextTicketId++;
    const state = p.state ?? 'waiting';
    const calledAt = p.calledMinutesAgo === undefined ? null : at - p.calledMinutesAgo * 60_000;
    q().tickets.push({
      id,
      boothId,
      number: i + 1,
      visitorId: `seed-${boothId}-${i + 1}`,
      partySize: p.partySize,
      state,
      joinedAt: at - p.minutesAgo * 60_000,
      calledAt,
      doneAt: OPEN.includes(state) ? null : (calledAt ?? at),
    });
    if (calledAt !== null) record(boothId, id, 'call', 'waiting', calledAt);
  });
  q().lines.set(boothId, { ...base, nextNumber: parties.length + 1 });
}

export const queueError = errorVariant(queueRoutes);
export const queueSlow = slowVariant(queueRoutes);
/** Every queue call fails as if there were no network. */
export const queueOffline = queueRoutes.map((r) => http[r.method](api(r.path), () => HttpResponse.error()));
