import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

// English chosen, on a slow network whose per-field translation calls take seconds: lists and
// details bring their translations along, so the first text painted is English (no Korean flash).
const NOW = '2025-09-25T19:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;

test.use({ festivalNow: NOW });

/**
 * English chosen (kept as the app keeps it: in storage, and as a cookie the server draws the page in); every text
 * the page ever puts in the DOM is recorded, so a flash cannot go unseen.
 */
async function englishOnSlowNetwork(app: Page, origin: string): Promise<void> {
  await app.context().addCookies([{ name: 'lang', value: 'en', url: origin }]);
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
  test('the map list paints booth names in English first', async ({ app, server }) => {
    await englishOnSlowNetwork(app, server.url);
    await app.goto(at('/map'));
    await expect(app.getByText('Frontier').first()).toBeVisible();
    expect(await everSeen(app, '프론티어')).toBe(false);
  });

  test('the board paints post titles in English first', async ({ app, server }) => {
    await englishOnSlowNetwork(app, server.url);
    await app.goto(at('/board'));
    await expect(app.getByText('Waste Sorting and Returning Reusable Containers').first()).toBeVisible();
    expect(await everSeen(app, '쓰레기 분리배출 및 다회용기 반납 안내')).toBe(false);
  });

  test('a booth page paints its name in English first', async ({ app, server }) => {
    await englishOnSlowNetwork(app, server.url);
    await app.goto(at('/booth/1'));
    await expect(app.getByText('Frontier').first()).toBeVisible();
    expect(await everSeen(app, '프론티어')).toBe(false);
  });
});

// The translation machine's code comes only for another language than Korean. It is recognised by what it is, not
// by its file's name: an action only the machine has (machines/translation.machine.ts).
test.describe('the translation code', () => {
  // Scripts by address, their bodies asked for again at the end (a body the browser has dropped cannot be read
  // from the page, and a check that skipped it could not fail).
  const machineScripts = (app: Page) => {
    const loaded: string[] = [];
    app.on('response', (r) => {
      if (r.url().endsWith('.js')) loaded.push(r.url());
    });
    return async () => {
      const bodies = await Promise.all(loaded.map(async (url) => (await app.request.get(url)).text()));
      return bodies.filter((b) => b.includes('requeueRetries')).length;
    };
  };

  test('a Korean visitor never downloads it', async ({ app }) => {
    const scripts = machineScripts(app);
    for (const path of ['/', '/timetable', '/board', '/booth/1', '/map']) {
      await app.goto(at(path));
      await app.waitForLoadState('networkidle');
    }
    await expect(app.getByRole('region', { name: '검색 결과' }).getByRole('article', { name: '프론티어' })).toBeVisible();
    expect(await scripts()).toBe(0);
  });

  test('an English visitor gets it, and home shows in English', async ({ app }) => {
    await app.addInitScript(() => localStorage.setItem('language', 'en'));
    const scripts = machineScripts(app);
    await app.goto(at('/'));
    // The urgent notice in English (from what the server knows already, or asked for by the machine).
    await expect(app.getByRole('link', { name: /^Urgent notice/ })).not.toContainText('대운동장', { timeout: 10_000 });
    await app.waitForLoadState('networkidle');
    expect(await scripts()).toBe(1);
  });
});
