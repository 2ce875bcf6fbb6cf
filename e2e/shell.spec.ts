import { test, expect } from './fixtures';

test.use({ festivalNow: '2025-09-25T17:30:00+09:00' });

test.describe('app shell during the festival', () => {

  test('tabs navigate in order and the active tab follows the path', async ({ app }) => {
    await app.goto('/');
    const nav = app.getByRole('navigation', { name: '주요 메뉴' });
    const tabs = nav.getByRole('link');
    await expect(tabs).toHaveText(['지도', '일정', '홈', '게시판', '게임']);
    await expect(nav.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: '일정' }).click();
    await expect(app).toHaveURL(/\/timetable$/);
    await expect(nav.getByRole('link', { name: '일정' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: '지도' }).click();
    await expect(app).toHaveURL(/\/map$/);
    await expect(nav.getByRole('link', { name: '지도' })).toHaveAttribute('aria-current', 'page');
  });

  test('a page opened from a scrolled one starts at its top', async ({ app }) => {
    await app.goto('/');
    await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
    // The page's own scroll or the column's, whichever scrolls on this screen.
    const scrolled = () => app.evaluate(() => Math.max(window.scrollY, document.querySelector('main')?.scrollTop ?? 0));
    const box = (await app.getByRole('main').boundingBox())!;
    await app.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await app.mouse.wheel(0, 1500);
    await expect.poll(scrolled).toBeGreaterThan(100);
    await app.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '게시판' }).click();
    await expect(app).toHaveURL(/\/board$/);
    await expect.poll(scrolled).toBe(0);
  });

  test('switching language changes all text at once and is remembered', async ({ app }) => {
    await app.goto('/board');
    await app.getByRole('button', { name: /언어 선택/ }).click();
    await app.getByRole('option', { name: 'ENG' }).click();
    await expect(app.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText(['Map', 'Schedule', 'Home', 'Board', 'Game']);
    // The board's own text (a chunk of its own) switched with the rest.
    await expect(app.getByRole('tab', { name: 'Lost item' })).toBeVisible();
    await expect(app.getByRole('tab', { name: '분실물' })).toHaveCount(0);
    // The page asks for English messages with its first requests: the server names them in the page it sends.
    const english = app.waitForResponse((r) => /\/assets\/en-[^/]+\.js$/.test(r.url()));
    const page = app.waitForResponse((r) => r.request().resourceType() === 'document');
    await app.reload();
    expect(await (await page).text()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/en-[^"]+\.js">/);
    await english;
    await expect(app.getByRole('button', { name: 'Choose language: ENG' })).toBeVisible();
    await app.getByRole('button', { name: 'Choose language: ENG' }).click();
    await app.getByRole('option', { name: '日本語' }).click();
    await expect(app.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'ホーム' })).toBeVisible();
  });

  test('an unknown path after opening shows the not-found page with a way back', async ({ app }) => {
    await app.goto('/no-such-page');
    await expect(app.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await app.getByRole('button', { name: '돌아가기' }).click();
    await expect(app).toHaveURL(/\/$/);
  });

  test('the API and the client come from the same origin with no third-party requests', async ({ app, server }) => {
    const foreign: string[] = [];
    app.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await app.goto('/');
    await app.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '지도' }).click();
    await app.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
});
