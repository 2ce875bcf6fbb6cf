// The page's side of Web Push (issue 25): where the server has a key and the visitor allowed notifications, the
// ticket's subscription (made through the service worker's push manager with that key) goes to the server with
// the call's text; without a key, or without permission, nothing is subscribed and nothing is sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ getPushKey: vi.fn(), sendPushSubscription: vi.fn() }));
vi.mock('@/api/queue', () => api);

const KEY = 'BAz-d-CYWkfYPHwMFJEA1W58hOegZLJheQ9zwqEjHrA2bobj3fyt1NNqN3mWMF2i6JwG6kTrzWEW68Wt0JaSi4s';
const text = { title: 'Your turn! Please come to the entrance.', body: 'Frontier · No. 3' };

function browser(permission: NotificationPermission) {
  const subscribe = vi.fn(async (_opts: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => ({
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'P256', auth: 'AUTH' } }),
  }));
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) } });
  return { subscribe };
}

beforeEach(() => {
  vi.resetModules();
  api.getPushKey.mockReset();
  api.sendPushSubscription.mockReset();
  api.sendPushSubscription.mockResolvedValue({ ok: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('subscribeTurnPush', () => {
  it('subscribes with the server’s key and sends the subscription with the ticket and the call’s text', async () => {
    const { subscribe } = browser('granted');
    api.getPushKey.mockResolvedValue({ public_key: KEY });
    const { subscribeTurnPush } = await import('./notify');
    await expect(subscribeTurnPush(7, 'v-1', text)).resolves.toBe(true);
    const opts = subscribe.mock.calls[0][0];
    expect(opts.userVisibleOnly).toBe(true);
    expect(Buffer.from(opts.applicationServerKey).toString('base64url')).toBe(KEY);
    expect(api.sendPushSubscription).toHaveBeenCalledWith(7, 'v-1', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'P256', auth: 'AUTH' }, ...text });
    // Once per ticket.
    await subscribeTurnPush(7, 'v-1', text);
    expect(api.sendPushSubscription).toHaveBeenCalledTimes(1);
  });

  it('without a key on the server: no subscription, nothing sent (the call shows while the app is open)', async () => {
    const { subscribe } = browser('granted');
    api.getPushKey.mockResolvedValue({ public_key: null });
    const { subscribeTurnPush } = await import('./notify');
    await expect(subscribeTurnPush(7, 'v-1', text)).resolves.toBe(false);
    expect(subscribe).not.toHaveBeenCalled();
    expect(api.sendPushSubscription).not.toHaveBeenCalled();
  });

  it('without permission: the key is not even asked for', async () => {
    const { subscribe } = browser('denied');
    const { subscribeTurnPush } = await import('./notify');
    await expect(subscribeTurnPush(7, 'v-1', text)).resolves.toBe(false);
    expect(api.getPushKey).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('a refused subscription is false, never thrown, and may be tried again', async () => {
    browser('granted');
    api.getPushKey.mockResolvedValue({ public_key: KEY });
    api.sendPushSubscription.mockRejectedValueOnce(new Error('409'));
    const { subscribeTurnPush } = await import('./notify');
    await expect(subscribeTurnPush(8, 'v-1', text)).resolves.toBe(false);
    await expect(subscribeTurnPush(8, 'v-1', text)).resolves.toBe(true);
  });
});
