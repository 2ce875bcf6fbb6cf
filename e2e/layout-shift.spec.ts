// A page does not move under the visitor's thumb once it is painted (issue 17: CLS under 0.02). The parts that
// come after the first paint (the urgent notice's answer, My festival's link, late text, the status badge) are
// held back here until the page has painted, then let through: whatever arrives must land in a place kept for it.
import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';

const NOW = '2025-09-25T19:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW });

/** The late text chunk (src/i18n/late-messages.tsx): a Korean message chunk that holds My festival's words. */
const LATE_TEXT = { url: /\/assets\/ko-[^/]+\.js$/, body: /내 축제 보기/ };

/** Holds every answer that matches (its address, and its body when given) until `release()`. */
async function holdBack(page: Page, holds: (RegExp | { url: RegExp; body: RegExp })[]) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  for (const h of holds) {
    const { url, body } = h instanceof RegExp ? { url: h, body: null } : h;
    await page.route(url, async (route: Route) => {
      const answer = await route.fetch();
      if (!body || body.test(await answer.text())) await gate;
      await route.fulfill({ response: answer });
    });
  }
  return release;
}

/** The layout shifts the page has had since it started loading (the CLS sum, shifts after input left out). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.__shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test('home: the urgent notice, My festival and the late text arrive without moving what is painted', async ({ app }) => {
  const shifts = await watchShifts(app);
  const release = await holdBack(app, [/\/api\/board\/emergency/, /\/assets\/my-festival-link-[^/]+\.js$/, LATE_TEXT]);
  await app.goto(at('/'));
  // Painted: the line-up and the ranking are there, the held parts are not yet.
  await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
  await expect(app.getByRole('link', { name: /^LINE-UP/ })).toBeVisible();
  await expect(app.getByRole('link', { name: '내 축제 보기' })).toHaveCount(0);
  // The urgent notice came with the page itself.
  await expect(app.getByRole('link', { name: /^긴급 공지/ })).toBeVisible();
  release();
  await expect(app.getByRole('link', { name: '내 축제 보기' })).toBeVisible();
  expect(await shifts()).toBeLessThan(0.02);
});

test('booth page: the status badge, the star and the share button arrive without moving what is painted', async ({ app }) => {
  const shifts = await watchShifts(app);
  const release = await holdBack(app, [/\/api\/status\/booths/, LATE_TEXT]);
  await app.goto(at('/booth/1'));
  await expect(app.getByRole('heading', { level: 1, name: '프론티어' })).toBeVisible();
  await expect(app.getByRole('heading', { name: '운영 시간' })).toBeVisible();
  await expect(app.getByTestId('booth-status')).toHaveCount(0);
  release();
  await expect(app.getByTestId('booth-status')).toBeVisible();
  await expect(app.getByRole('button', { name: '프론티어 즐겨찾기' })).toBeVisible();
  await expect(app.getByRole('button', { name: '프론티어 공유하기' })).toBeVisible();
  expect(await shifts()).toBeLessThan(0.02);
});
