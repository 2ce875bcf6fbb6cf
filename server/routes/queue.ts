// The virtual queue (issue 25; docs/queue.md): visitors join, read and leave their tickets; the booth's own
// admin (Club/Major; Staff for any booth) opens and runs the line. Every write goes out on the live feed.
import { Hono, type Context } from 'hono';
import type { AdminRole } from '@contract/constants';
import { QUEUE_PATHS, type JoinResponse, type LineList, type PushKey, type QueueEvent, type TicketList } from '@contract/queue';
import { JoinLineSchema, LeaveTicketSchema, LineSettingsSchema, MarkTicketSchema, PushSubscribeSchema, QueueAdminSchema } from '@contract/queue-schemas';
import type { Deps } from '../deps';
import { ApiError, forbidden, notFound } from '../lib/errors';
import { kstIso } from '../lib/time';
import { check, idParam, jsonBody } from '../lib/validate';
import { visitorIdOrIssue } from '../lib/visitor-id';
import type { QueueService } from '../services/queue';
import type { QueuePush } from '../services/queue-push';

const QUEUE_ROLES: readonly AdminRole[] = ['Staff', 'Club', 'Major'];
const NO_PERMISSION = 'no permission to run a line';

/**
 * `push`: a called party's Web Push. `onLine`: after each write is published, what else follows the line (the
 * booth's wait badge, app.ts); it must not throw (the write is committed and its queue event sent).
 */
export function queueRoutes(deps: Deps, queue: QueueService, push: QueuePush, onLine?: (event: QueueEvent) => Promise<void>): Hono {
  const { sessions, catalog, clock } = deps;
  const app = new Hono();

  async function boothExists(boothId: number) {
    const booth = (await catalog.booths()).byId.get(boothId);
    if (!booth) throw notFound(`no such booth: ${boothId}`);
    return booth;
  }

  /** The admin of `uid`, allowed to run booth `boothId`'s line (which must exist). */
  async function boothAdmin(uid: unknown, boothId: number) {
    const admin = await sessions.require(uid, QUEUE_ROLES, NO_PERMISSION);
    const booth = await boothExists(boothId);
    if (admin.role !== 'Staff' && admin.boothId !== boothId) throw forbidden("you can only run your own booth's line");
    return { admin, booth };
  }

  const publish = async (event: QueueEvent) => {
    deps.live?.publish('queue', event);
    await onLine?.(event);
  };

  app.get(QUEUE_PATHS.lines, async (c) => {
    const body: LineList = { now: kstIso(clock.now()), lines: await queue.lines() };
    return c.json(body);
  });

  app.post(QUEUE_PATHS.join(':id'), async (c) => {
    const boothId = idParam(c);
    const req = check(JoinLineSchema, await jsonBody(c, { allowEmpty: false }));
    await boothExists(boothId);
    const userId = await visitorIdOrIssue(deps, c, req.user_id);
    const { ticket, event } = await queue.join(boothId, userId, req.party_size, deps.clientAddress(c));
    await publish(event);
    const body: JoinResponse = { user_id: userId, ticket };
    return c.json(body);
  });

  app.get(QUEUE_PATHS.tickets, async (c) => {
    const given = c.req.query('user_id');
    const userId = deps.visitorIds.isValid(given) ? given : null;
    const body: TicketList = { now: kstIso(clock.now()), user_id: userId, tickets: userId ? await queue.tickets(userId) : [] };
    return c.json(body);
  });

  app.post(QUEUE_PATHS.leave(':id'), async (c) => {
    const ticketId = idParam(c);
    const req = check(LeaveTicketSchema, await jsonBody(c, { allowEmpty: false }));
    if (!deps.visitorIds.isValid(req.user_id)) throw notFound(`no such ticket: ${ticketId}`);
    const { ticket, event } = await queue.leave(ticketId, req.user_id);
    await publish(event);
    return c.json(ticket);
  });

  // Web Push (where VAPID keys are set): the key pages subscribe with, and a ticket's subscription.
  app.get(QUEUE_PATHS.pushKey, (c) => {
    const body: PushKey = { public_key: push.publicKey };
    return c.json(body);
  });

  app.post(QUEUE_PATHS.push(':id'), async (c) => {
    const ticketId = idParam(c);
    const req = check(PushSubscribeSchema, await jsonBody(c, { allowEmpty: false }));
    if (!push.publicKey) throw new ApiError(409, 'this festival sends no Web Push; calls show while the app is open', { error: 'push_off' });
    if (!deps.visitorIds.isValid(req.user_id)) throw notFound(`no such ticket: ${ticketId}`);
    await queue.openTicketOf(ticketId, req.user_id);
    await push.subscribe(ticketId, req);
    return c.json({ ok: true });
  });

  const adminView = (boothId: number, name: string) => queue.adminView(boothId, name);

  app.get(QUEUE_PATHS.admin(':id'), async (c) => {
    const boothId = idParam(c);
    const { booth } = await boothAdmin(uidOf(c), boothId);
    return c.json(await adminView(boothId, booth.name));
  });

  app.post(QUEUE_PATHS.settings(':id'), async (c) => {
    const boothId = idParam(c);
    const req = check(LineSettingsSchema, await jsonBody(c, { allowEmpty: false }));
    const { booth } = await boothAdmin(req.uid, boothId);
    const { uid: _uid, ...patch } = req;
    await publish(await queue.settings(boothId, patch));
    return c.json(await adminView(boothId, booth.name));
  });

  app.post(QUEUE_PATHS.next(':id'), async (c) => {
    const boothId = idParam(c);
    const req = check(QueueAdminSchema, await jsonBody(c, { allowEmpty: false }));
    const { admin, booth } = await boothAdmin(req.uid, boothId);
    const { event } = await queue.callNext(boothId, admin.id);
    await publish(event);
    // After the commit, in the background: a push failure never fails the call.
    push.called(event.changed.map((t) => ({ id: t.id, boothId })));
    return c.json(await adminView(boothId, booth.name));
  });

  app.post(QUEUE_PATHS.mark(':id', ':ticketId'), async (c) => {
    const boothId = idParam(c);
    const ticketId = idParam(c, 'ticketId');
    const req = check(MarkTicketSchema, await jsonBody(c, { allowEmpty: false }));
    const { admin, booth } = await boothAdmin(req.uid, boothId);
    await publish(await queue.mark(boothId, ticketId, req.action, admin.id));
    return c.json(await adminView(boothId, booth.name));
  });

  app.post(QUEUE_PATHS.undo(':id'), async (c) => {
    const boothId = idParam(c);
    const req = check(QueueAdminSchema, await jsonBody(c, { allowEmpty: false }));
    const { booth } = await boothAdmin(req.uid, boothId);
    const { event } = await queue.undo(boothId);
    await publish(event);
    return c.json(await adminView(boothId, booth.name));
  });

  return app;
}

/** The uid of a read: `Authorization: Bearer <uid>` or ?uid=. */
function uidOf(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return c.req.query('uid') || undefined;
}
