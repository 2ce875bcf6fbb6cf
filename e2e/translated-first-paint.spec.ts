import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

// English chosen, on a slow network whose per-field translation calls take seconds: lists and
// details bring their translations along, so the first text painted is English (no Korean flash).
const NOW = '2025-09-25T19:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;

test.use({ festivalNow: NOW });

/** English chosen; every text the page ever puts in the DOM is recorded, so a flash cannot go unseen. */
async function englishOnSlowNetwork(app: Page): Promise<void> {
  await app.addInitScript(() => {
    localStorage.setItem('language', 'en');
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await app.route('**/api/**', async (route) => {
    const slow = route.request().url().includes('/common/translations/') ? 4_000 : 400;
    await new Promise((r) => setTimeout(r, slow));
    await route.continue().catch(() => {});
  });
}

const everSeen = (app: Page, text: string) => app.evaluate((t) => (window as unknown as { __seen: string[] }).__seen.some((s) => s.includes(t)), text);

test.describe('English on a slow network', () => {
  test('the map list paints booth names in English first', async ({ app }) => {
    await englishOnSlowNetwork(app);
    await app.goto(at('/map'));
    await expect(app.getByText('Frontier').first()).toBeVisible();
    expect(await everSeen(app, '프론티어')).toBe(false);
  });

  test('the board paints post titles in English first', async ({ app }) => {
    await englishOnSlowNetwork(app);
    await app.goto(at('/board'));
    await expect(app.getByText('Waste Sorting and Returning Reusable Containers').first()).toBeVisible();
    expect(await everSeen(app, '쓰레기 분리배출 및 다회용기 반납 안내')).toBe(false);
  });

  test('a booth page paints its name in English first', async ({ app }) => {
    await englishOnSlowNetwork(app);
    await app.goto(at('/booth/1'));
    await expect(app.getByText('Frontier').first()).toBeVisible();
    expect(await everSeen(app, '프론티어')).toBe(false);
  });
});
