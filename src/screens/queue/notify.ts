// A call reaches the visitor as a system notification through the service worker where they allowed it (asked
// only when they join a line): from the open page (notifyTurn), and where the server sends Web Push, as a push
// that reaches the phone with the app closed (subscribeTurnPush). The same steps as my-festival/deliver.ts, kept
// apart so neither the reminders' nor the queue's code drags the other into a chunk of its own.

import { getPushKey, sendPushSubscription } from '@/api/queue';

let asked: Promise<void> | null = null;

/** Asks once, when the visitor joins a line; never throws. */
export function askNotificationPermission(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return Promise.resolve();
  asked = Notification.requestPermission().then(
    () => undefined,
    () => undefined, // Refused or unsupported: the banner on the open page still tells them.
  );
  return asked;
}

async function serviceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000))]);
}

/** base64url to the bytes PushManager.subscribe takes as applicationServerKey. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const b64 = key.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(key.length / 4) * 4, '=');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

let pushKey: Promise<string | null> | null = null;
const subscribed = new Map<number, Promise<boolean>>();

/**
 * Where the server sends Web Push (VAPID keys set) and the visitor allowed notifications: subscribes through the
 * service worker's push manager and hands the subscription to the server with the ticket and the call's text in
 * the visitor's language, so the call reaches the phone with the app closed. True when it did (once per ticket
 * and page); false otherwise, and the call then shows while the app is open. Never throws.
 */
export function subscribeTurnPush(ticketId: number, userId: string, text: { title: string; body: string }): Promise<boolean> {
  const known = subscribed.get(ticketId);
  if (known) return known;
  const attempt = (async () => {
    await asked;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !userId) return false;
    pushKey ??= getPushKey().then(
      (k) => k.public_key,
      () => {
        pushKey = null;
        return null;
      },
    );
    const key = await pushKey;
    if (!key) return false;
    const registration = await serviceWorker();
    if (!registration?.pushManager) return false;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return false;
    await sendPushSubscription(ticketId, userId, { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth }, ...text });
    return true;
  })().catch(() => false);
  subscribed.set(ticketId, attempt);
  void attempt.then((ok) => {
    if (!ok) subscribed.delete(ticketId);
  });
  return attempt;
}

/** A new page (stories and tests): permission not asked, no push key read, no ticket subscribed. */
export function forgetTurnPush(): void {
  asked = null;
  pushKey = null;
  subscribed.clear();
}

/** Shows the notification through the service worker; false when it cannot (the banner shows anyway). */
export async function notifyTurn(message: { title: string; body: string; tag: string; url: string }): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  const registration = await serviceWorker();
  if (!registration) return false;
  await registration.showNotification(message.title, { body: message.body, tag: message.tag, data: { url: message.url } });
  return true;
}
