// A queue call that reaches a phone as a Web Push (issue 25): the browser's push service hands the message to our
// service worker, which shows it as a system notification in the visitor's words. Chromium's DevTools protocol
// delivers the message the way a push service would (ServiceWorker.deliverPushMessage), so nothing leaves the
// machine; what the server encrypts and sends is checked in server/queue-push.test.ts.
import type { QueuePushPayload } from '@contract/queue';
import { test, expect } from './fixtures';

const NOW = '2025-09-25T19:00:00+09:00';
test.use({ festivalNow: NOW, serviceWorkers: 'allow', permissions: ['notifications'] });

test('a pushed queue call is shown by the service worker as a notification that leads to the booth page', async ({ app, context }) => {
  await app.goto(`/booth/1?now=${encodeURIComponent(NOW)}`);
  await app.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const shown = () =>
    app.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string })?.url }));
    });
  expect(await shown()).toEqual([]);

  const cdp = await context.newCDPSession(app);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      if (e.registrations.length) resolve(e.registrations);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(app.url()).origin;
  const registration = (await registrations).find((r) => r.scopeURL.startsWith(origin))!;
  expect(registration).toBeDefined();

  // What the server sends for ticket 7 of booth 1, in the words the visitor's page gave when it subscribed.
  const deliver = (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration.registrationId, data });
  // A push service delivers again what the browser did not take. On a loaded machine Chromium has now and then
  // dropped a message handed in this way (nothing shown, twice in about forty runs), so a call not up after a few
  // seconds is handed in again; the same tag replaces, so a second delivery cannot add a notification.
  const deliverUntilShown = async (data: string, tag: string) => {
    for (let attempt = 0; ; attempt++) {
      await deliver(data);
      try {
        await expect.poll(async () => (await shown()).map((n) => n.tag), { timeout: 5_000 }).toContain(tag);
        return;
      } catch (e) {
        if (attempt === 3) throw e;
      }
    }
  };

  const payload: QueuePushPayload = { kind: 'queue-call', title: '차례가 됐어요! 입구로 와 주세요.', body: '프론티어 · 7번', tag: 'queue-7', url: '/booth/1' };
  await deliverUntilShown(JSON.stringify(payload), 'queue-7');
  expect(await shown()).toEqual([{ title: payload.title, body: payload.body, tag: 'queue-7', url: '/booth/1' }]);

  // A message that is not a queue call (or not ours) shows nothing more: the worker takes pushes in order, so once
  // the next call is up the two before it were handled. Every notification up is then one of the two calls.
  await deliver(JSON.stringify({ kind: 'other', title: 'x' }));
  await deliver('not json');
  await deliverUntilShown(JSON.stringify({ ...payload, tag: 'queue-8', title: '두 번째' }), 'queue-8');
  const tags = (await shown()).map((n) => n.tag);
  expect(tags.every((tag) => tag === 'queue-7' || tag === 'queue-8'), `notifications up: ${tags.join(', ')}`).toBe(true);
});
