import { test, expect } from './fixtures';

// Day 2, ten minutes and twenty seconds before the first celebrity act (윤서하, 20:00 at the main stage).
const NOW = '2025-09-25T19:49:40+09:00';
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(NOW)}`;

// The built client with its service worker, and a visitor who allows notifications.
test.use({ festivalNow: NOW, serviceWorkers: 'allow', permissions: ['notifications'] });

test('a reminder set 10 min ahead is shown as a system notification by the service worker', async ({ app }) => {
  test.setTimeout(90_000);
  await app.goto(at('/timetable'));
  await app.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => app.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await app.evaluate(() => Notification.permission)).toBe('granted');
  // Nothing shown yet.
  expect(await app.evaluate(async () => (await navigator.serviceWorker.ready).getNotifications().then((n) => n.length))).toBe(0);

  await app.getByRole('tab', { name: '연예인' }).click();
  await app.getByRole('button', { name: '윤서하 즐겨찾기' }).click();
  await expect(app.getByRole('button', { name: '윤서하 즐겨찾기' })).toHaveAttribute('aria-pressed', 'true');

  await app.goto(at('/my'));
  const act = app.getByRole('region', { name: '즐겨찾는 공연' }).getByRole('listitem').first();
  await expect(act).toContainText('윤서하');
  // 10 minutes ahead of 20:00 is 19:50: the replay clock stands at 19:49:40, so it is due within seconds.
  await app.getByRole('combobox', { name: '윤서하 알림' }).selectOption('10');
  await expect(act.getByRole('status')).toHaveText('19:50에 알려 드릴게요');

  // The service worker's registration holds the notification it showed: title, the act in the body, the tag.
  const shown = () =>
    app.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string })?.url }));
    });
  await expect.poll(shown, { timeout: 45_000 }).toEqual([
    { title: '곧 공연이 시작돼요', body: expect.stringContaining('윤서하 · 20:00'), tag: 'act-10', url: '/my' },
  ]);
  // Delivered as a notification, so no toast in the page.
  await expect(app.getByRole('alert').filter({ hasText: '곧 공연이 시작돼요' })).toHaveCount(0);
  // Delivered once: a reload does not show it again.
  await app.reload();
  await expect(act).toContainText('윤서하');
  expect((await shown()).length).toBe(1);
});
