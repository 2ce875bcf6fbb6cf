// A campus network that drops while the app loads: code that fails to download is fetched again, so the
// screen arrives by itself; a screen that cannot be shown says so inside the app, whose tabs keep working.
import { test, expect } from './fixtures';

const NOW = '2025-09-25T17:30:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW });

test('the home screen whose code fails to download once still arrives, without a reload', async ({ app }) => {
  let failed = 0;
  await app.route(/\/assets\/home-screen-[^/]+\.js$/, (route) => {
    if (failed++ === 0) return route.abort('internetdisconnected');
    return route.continue();
  });
  await app.goto(at('/'));
  await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
  expect(failed).toBeGreaterThanOrEqual(2);
});

test('a screen whose code went offline mid-load arrives when the network is back', async ({ app, context }) => {
  await app.goto(at('/'));
  await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
  await context.setOffline(true);
  await app.getByRole('navigation').getByRole('link', { name: '일정' }).click();
  await expect(app.getByRole('status').filter({ hasText: /^오프라인 · / })).toBeVisible();
  await context.setOffline(false);
  await expect(app.getByRole('heading', { name: '힙합 비트라인' })).toBeVisible();
});

test('a network that drops while the page is still starting: the page says it is offline, and comes back by itself', async ({ app, context }) => {
  // The home screen's code is held, once downloaded, until the network has gone: React takes the page over while
  // offline. (Whether the server drew the screen into the page or left it to the browser, a busy server does.)
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let downloaded = () => {};
  const arrived = new Promise<void>((resolve) => (downloaded = resolve));
  await app.route(/\/assets\/home-screen-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    downloaded();
    await held;
    await route.fulfill({ response });
  });
  await app.goto(at('/'), { waitUntil: 'commit' });
  await arrived;
  await context.setOffline(true);
  release();
  await expect(app.getByRole('status').filter({ hasText: /^오프라인 · / })).toBeVisible();
  await context.setOffline(false);
  await expect(app.getByRole('status').filter({ hasText: /^오프라인 · / })).toBeHidden();
  await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
  await app.getByRole('navigation').getByRole('link', { name: '일정' }).click();
  await expect(app.getByRole('heading', { name: '힙합 비트라인' })).toBeVisible();
});

test('a screen whose code arrives broken says so inside the app after trying again; the tabs still lead to the other screens', async ({ app }) => {
  test.setTimeout(90_000);
  // This screen's code arrives broken.
  await app.route(/\/assets\/timetable-screen-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken download")' }),
  );
  await app.goto(at('/'));
  await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
  await app.getByRole('navigation').getByRole('link', { name: '일정' }).click();
  // Tried for about 15 s (1, 2, 4, 8 s apart) before it gives up.
  const error = app.getByRole('alert').filter({ hasText: '화면을 보여 드리지 못했어요' });
  await expect(error).toBeVisible({ timeout: 40_000 });
  await expect(error).toContainText('인터넷 연결을 확인한 뒤 다시 시도해 주세요.');
  await expect(error.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await app.getByRole('navigation').getByRole('link', { name: '홈' }).click();
  await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
  await expect(error).toBeHidden();
});
