// The live festival in Chromium against the real server: an urgent notice saved by Staff shows on an open
// home without a reload, likes by other visitors move the count on an open booth page, a dropped stream
// comes back by itself and catches up, and a hidden tab holds no stream.
import type { Page } from '@playwright/test';
import { shownLikeCount, test, expect, type ServerInfo } from './fixtures';
import { openStreams, watchStreams } from './live-streams';

const NOW = '2025-09-25T17:30:00+09:00';
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW });

async function saveUrgent(app: Page, server: ServerInfo, title: string, content: string) {
  const login = await app.request.post(`${server.url}/api/admin/login`, { data: { admin_code: 'e2e-staff-code' } });
  const { uid } = (await login.json()) as { uid: string };
  const r = await app.request.patch(`${server.url}/api/board/emergency`, { data: { uid, title, content } });
  expect(r.status()).toBe(200);
}

test('an urgent notice saved by Staff shows on the open home within 3 s, without a reload', async ({ app, server }) => {
  await watchStreams(app);
  await app.goto(at('/'));
  await expect(app.getByRole('link', { name: /^긴급 공지/ })).toBeVisible();
  await expect.poll(() => openStreams(app)).toBe(1);
  await saveUrgent(app, server, '본무대 혼잡', '동문을 이용하세요');
  await expect(app.getByRole('link', { name: /본무대 혼잡 · 동문을 이용하세요/ })).toBeVisible({ timeout: 3000 });
  // One toast, the home's own (the live layer's would be a second one over it).
  await expect(app.getByRole('status').filter({ hasText: '긴급 공지 본무대 혼잡' })).toBeVisible();
  await expect(app.locator('[data-live-toast]')).toHaveCount(0);
});

test('an urgent notice saved while another screen is open shows as a toast there within 3 s', async ({ app, server }) => {
  await watchStreams(app);
  await app.goto(at('/timetable'));
  await expect.poll(() => openStreams(app)).toBe(1);
  await saveUrgent(app, server, '우천 안내', '공연이 30분 늦게 시작합니다');
  await expect(app.locator('[data-live-toast]')).toContainText('긴급 공지 우천 안내', { timeout: 3000 });
});

test('before the opening, the countdown shows an urgent notice saved live as a toast', async ({ app, server }) => {
  await watchStreams(app);
  await app.goto(`/?now=${encodeURIComponent('2025-09-20T12:00:00+09:00')}`);
  await expect.poll(() => openStreams(app)).toBe(1);
  await saveUrgent(app, server, '입장 안내', '정문으로 입장하세요');
  await expect(app.locator('[data-live-toast]')).toContainText('긴급 공지 입장 안내', { timeout: 3000 });
});

test('an urgent notice saved after the page read its data but before its stream opened still shows, without a reload', async ({ app, server }) => {
  let held = false;
  await app.route(/\/api\/live/, async (route) => {
    if (!held) {
      held = true;
      // The page has painted its urgent notice from its own read; the notice changes before the stream opens.
      await expect(app.getByRole('link', { name: /^긴급 공지/ })).toBeVisible();
      await saveUrgent(app, server, '셔틀 증편', '정문 셔틀 10분 간격');
    }
    await route.continue();
  });
  await app.goto(at('/'));
  await expect(app.getByRole('link', { name: /셔틀 증편 · 정문 셔틀 10분 간격/ })).toBeVisible({ timeout: 5000 });
  expect(held).toBe(true);
});

test('three other visitors like the open booth: its count follows within 3 s', async ({ app, server }) => {
  await watchStreams(app);
  await app.goto(at('/booth/7'));
  const like = app.getByRole('button', { name: /^좋아요, [\d,]+개$/ });
  await expect(like).toBeVisible();
  await expect.poll(() => openStreams(app)).toBe(1);
  const before = await shownLikeCount(like);
  for (let i = 0; i < 3; i++) {
    const r = await app.request.post(`${server.url}/api/booths/7/likes/`, { data: { user_id: null } });
    expect(r.status()).toBe(200);
  }
  await expect(like).toHaveAccessibleName(`좋아요, ${(before + 3).toLocaleString('en-US')}개`, { timeout: 3000 });
});

test('a dropped stream comes back by itself and catches up', async ({ app, server, context }) => {
  await watchStreams(app);
  await app.goto(at('/'));
  await expect.poll(() => openStreams(app)).toBe(1);
  await context.setOffline(true);
  await expect.poll(() => openStreams(app)).toBe(0);
  await saveUrgent(app, server, '우천 안내', '야외 무대 30분 지연');
  await context.setOffline(false);
  await expect(app.getByRole('link', { name: /우천 안내 · 야외 무대 30분 지연/ })).toBeVisible({ timeout: 5000 });
  await expect.poll(() => openStreams(app)).toBe(1);
});

test('a hidden tab holds no stream, and a shown one opens it again and refetches', async ({ app, server }) => {
  await watchStreams(app);
  await app.goto(at('/'));
  await expect.poll(() => openStreams(app)).toBe(1);
  const setVisibility = (state: 'hidden' | 'visible') =>
    app.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await expect.poll(() => openStreams(app)).toBe(0);
  await saveUrgent(app, server, '셔틀 변경', '막차 23:30');
  await setVisibility('visible');
  await expect.poll(() => openStreams(app)).toBe(1);
  await expect(app.getByRole('link', { name: /셔틀 변경 · 막차 23:30/ })).toBeVisible({ timeout: 3000 });
});
