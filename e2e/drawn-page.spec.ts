// Visitor pages drawn by the server (server/page-render.ts): a phone on a saturated network shows the screen before
// the code has arrived, and the code takes over the markup it finds instead of drawing the screen again.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const NOW = '2025-09-25T17:30:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW, isolate: 'drawn-page' });

/** Waits until the server draws `path` (a server just started may still be loading what it draws pages with). */
async function serverDraws(app: Page, origin: string, path: string): Promise<void> {
  await expect.poll(async () => (await (await app.request.get(origin + at(path))).text()).includes('data-drawn-lang')).toBe(true);
}

/** Opens `path` with the code running, as drawn by the server (asked again while a busy server sends it undrawn). */
async function openDrawn(app: Page, path: string): Promise<void> {
  await expect
    .poll(async () => {
      const page = await app.goto(at(path));
      const drawn = (await page?.text())?.includes('data-drawn-lang') ?? false;
      await app.waitForLoadState('networkidle');
      return drawn;
    })
    .toBe(true);
}

/** Opens `path` as drawn by the server. */
async function drawn(app: Page, path: string): Promise<void> {
  await expect
    .poll(async () => {
      await app.goto(at(path));
      return app.locator('#root > *').count();
    })
    .toBeGreaterThan(0);
}

test.describe('before any code runs', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its urgent notice, the stage on now, the events and the ranking', async ({ app }) => {
    await drawn(app, '/');
    await expect(app.getByRole('link', { name: /^긴급 공지/ })).toContainText('대운동장');
    await expect(app.getByRole('link', { name: /LINE-UP/ })).toContainText('힙합 비트라인');
    const ranking = app.locator('section', { has: app.getByRole('heading', { name: '인기 부스 랭킹' }) });
    await expect(ranking.getByRole('listitem')).toHaveCount(3);
    await expect(ranking.getByRole('button', { name: /좋아요/ }).first()).toBeVisible();
  });

  test('the board lists its posts, the timetable the slot on now, a booth its name and menu', async ({ app }) => {
    await drawn(app, '/board');
    await expect(app.getByRole('list', { name: '게시글 목록' }).getByRole('link')).toHaveCount(10);
    await drawn(app, '/timetable');
    await expect(app.getByRole('region', { name: '17:00 ~ 18:00' }).getByRole('heading', { name: '힙합 비트라인' })).toBeVisible();
    await drawn(app, '/booth/1');
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('프론티어');
  });

  test('an English visitor (the language kept as a cookie) gets the page drawn in English', async ({ app, server }) => {
    await app.context().addCookies([{ name: 'lang', value: 'en', url: server.url }]);
    await drawn(app, '/');
    await expect(app.getByRole('heading', { name: 'Popular booth ranking' })).toBeVisible();
    await expect(app.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

/** Messages React leaves when it drew a part of the page again instead of taking the server's (src/main.tsx). */
function redrawn(app: Page): string[] {
  const notes: string[] = [];
  app.on('console', (m) => {
    if (m.type() === 'debug' && m.text().startsWith('drawn again')) notes.push(m.text());
  });
  return notes;
}

test('the code takes over the drawn screen: the same elements, now working', async ({ app, server }) => {
  const notes = redrawn(app);
  // The app's code held back until the drawn page has been marked. A page the server sent undrawn (it was busy:
  // server/page-render.ts) is asked for again.
  let release = () => {};
  await app.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise<void>((r) => (release = r));
    await route.continue();
  });
  await expect
    .poll(async () => {
      release();
      await serverDraws(app, server.url, '/');
      await app.goto(at('/'), { waitUntil: 'commit' });
      // Parsed (the app's code, held, runs only after).
      await app.waitForFunction(() => document.readyState !== 'loading');
      return app.locator('#root > *').count();
    })
    .toBeGreaterThan(0);
  const heading = app.getByRole('heading', { name: '인기 부스 랭킹' });
  await expect(heading).toBeVisible();
  await heading.evaluate((el) => ((el as HTMLElement & { drawn?: boolean }).drawn = true));
  release();
  // Working: the language menu opens (only the code does that).
  await app.getByRole('button', { name: /^언어 선택/ }).click();
  await expect(app.getByRole('listbox')).toBeVisible();
  expect(await heading.evaluate((el) => (el as HTMLElement & { drawn?: boolean }).drawn === true)).toBe(true);
  expect(notes).toEqual([]);
});

for (const path of ['/map', '/timetable', '/board', '/booth/1']) {
  test(`${path}: the code takes the drawn screen as it is`, async ({ app }) => {
    const notes = redrawn(app);
    await openDrawn(app, path);
    await expect(app.getByRole('navigation', { name: '주요 메뉴' }).or(app.getByRole('button', { name: '뒤로 가기' })).first()).toBeVisible();
    expect(notes).toEqual([]);
  });
}

test('an English visitor: the booth and the board drawn in English are taken as they are', async ({ app, server }) => {
  await app.context().addCookies([{ name: 'lang', value: 'en', url: server.url }]);
  await app.addInitScript(() => localStorage.setItem('language', 'en'));
  const notes = redrawn(app);
  for (const path of ['/booth/1', '/board']) {
    await openDrawn(app, path);
  }
  await expect(app.getByRole('list', { name: 'Posts' }).getByRole('link').first()).toBeVisible();
  expect(notes).toEqual([]);
});

test('a returning visitor (a starred booth, the map switched to day, reads kept on the device) gets the same', async ({ app }) => {
  await app.goto(at('/booth/1'));
  await app.getByRole('button', { name: '프론티어 즐겨찾기' }).click();
  await expect(app.getByRole('button', { name: '프론티어 즐겨찾기' })).toHaveAttribute('aria-pressed', 'true');
  await app.goto(at('/map'));
  const night = app.getByRole('switch', { name: '낮/밤 전환' });
  await night.click();
  await expect(night).toHaveAttribute('aria-checked', 'false');
  // The reads are kept on the device a few seconds after they came (src/offline/query-persist.ts).
  await expect.poll(() => app.evaluate(() => localStorage.getItem('queryCache.v1')?.includes('"list"') ?? false)).toBe(true);
  const notes = redrawn(app);
  for (const path of ['/booth/1', '/map', '/']) {
    await openDrawn(app, path);
  }
  expect(notes).toEqual([]);
  // The device's own values are shown once the page is React's.
  await app.goto(at('/booth/1'));
  await expect(app.getByRole('button', { name: '프론티어 즐겨찾기' })).toHaveAttribute('aria-pressed', 'true');
  await app.goto(at('/map'));
  await expect(app.getByRole('switch', { name: '낮/밤 전환' })).toHaveAttribute('aria-checked', 'false');
});
