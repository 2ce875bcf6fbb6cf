// Web Push for the virtual queue (issue 25; docs/queue.md): a visitor's page hands its push subscription over
// with its ticket; when the ticket is called the process that made the call sends the push (encrypted and signed
// by the maintained `web-push` package, sent with fetch), so the call reaches a phone whose tab is closed.
// A push service's 404/410 (the subscription is gone) drops the row; any other failure is logged, never thrown:
// a push never fails a call.
import { ECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { QueuePushPayload } from '@contract/queue';
import type { PushSubscribeRequest } from '@contract/queue-schemas';
import type { Clock } from '../clock';
import type { VapidSettings } from '../config';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { badRequest } from '../lib/errors';
import type { Log } from '../lib/logger';

/** The hosts of the browsers' push services (Chrome, Firefox, Edge, Safari); no other host is ever sent a push. */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/** An https URL on one of the push services' hosts (or a subdomain of one). */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((h) => url.hostname === h || url.hostname.endsWith(`.${h}`));
}

export interface QueuePushOptions {
  db: Db;
  clock: Clock;
  /** null: Web Push is not configured (no VAPID keys); subscriptions are refused and nothing is sent. */
  vapid: VapidSettings | null;
  log?: Log;
  /**
   * Which endpoints may be sent a push. Default: https on the browsers' push services only, so a client cannot
   * make the server post to an address of its choosing. Tests allow their local stand-in.
   */
  allowEndpoint?: (endpoint: string) => boolean;
  /** Longest wait for a push service's answer (default 5 s). */
  timeoutMs?: number;
}

/** How long a push service keeps an undelivered call: a call is stale after a few minutes. */
const PUSH_TTL_SECONDS = 300;

export function createQueuePush({ db, clock, vapid, log = () => {}, allowEndpoint = isPushServiceEndpoint, timeoutMs = 5000 }: QueuePushOptions) {
  const inFlight = new Set<Promise<void>>();

  async function send(ticketId: number, payload: Omit<QueuePushPayload, 'title' | 'body'>): Promise<void> {
    if (!vapid) return;
    const row = (await db.select().from(t.queuePush).where(eq(t.queuePush.ticketId, ticketId)))[0];
    if (!row) return;
    const body: QueuePushPayload = { ...payload, title: row.title, body: row.body };
    const details = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(body), {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    // fetch sets the length itself; every other header as web-push made it (encoding, TTL, urgency, VAPID).
    const headers = Object.fromEntries(
      Object.entries(details.headers as Record<string, string | number>)
        .filter(([k]) => k.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) {
      await db.delete(t.queuePush).where(eq(t.queuePush.ticketId, ticketId));
      log({ level: 'info', event: 'queue.push_gone', ticket_id: ticketId, status: res.status });
    } else if (!res.ok) {
      log({ level: 'warn', event: 'queue.push_failed', ticket_id: ticketId, status: res.status });
    }
  }

  return {
    /** The applicationServerKey pages subscribe with, or null. */
    publicKey: vapid?.publicKey ?? null,

    /** Keeps a subscription for the ticket (a second one replaces the first). The caller checked the ticket is the visitor's. */
    async subscribe(ticketId: number, req: PushSubscribeRequest): Promise<void> {
      if (!allowEndpoint(req.endpoint)) throw badRequest('endpoint is not a push service this festival sends to', 'push_endpoint');
      try {
        // A key that is no point on the curve could never be sent to: refused now, not at the call.
        ECDH.convertKey(Buffer.from(req.keys.p256dh, 'base64url'), 'prime256v1');
      } catch {
        throw badRequest('keys.p256dh is not a P-256 public key', 'push_key');
      }
      const values = {
        ticketId,
        endpoint: req.endpoint,
        p256dh: req.keys.p256dh.replace(/=+$/, ''),
        auth: req.keys.auth.replace(/=+$/, ''),
        title: req.title,
        body: req.body,
        createdAt: new Date(clock.now()),
      };
      const { ticketId: _id, ...update } = values;
      await db.insert(t.queuePush).values(values).onConflictDoUpdate({ target: t.queuePush.ticketId, set: update });
    },

    /** Sends the call of these tickets as pushes, in the background: never throws, never delays the call. */
    called(tickets: { id: number; boothId: number }[]): void {
      if (!vapid) return;
      for (const ticket of tickets) {
        const p: Promise<void> = send(ticket.id, { kind: 'queue-call', tag: `queue-${ticket.id}`, url: `/booth/${ticket.boothId}` })
          .catch((err: unknown) => log({ level: 'warn', event: 'queue.push_failed', ticket_id: ticket.id, error: err instanceof Error ? err.message : String(err) }))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
    },

    /** Resolves when every push started so far has been answered (tests; shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
export type QueuePush = ReturnType<typeof createQueuePush>;

/** A fresh VAPID key pair (`npm run vapid`). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
