import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// The last evening of the festival: some events are over, others still to come.
test.use({ festivalNow: '2025-09-26T18:00:00+09:00' });

const rows = (page: Page) => page.getByRole('list', { name: '게시글 목록' }).getByRole('link');

test.describe('board', () => {
  test('search finds posts by title, trimmed and case-insensitive', async ({ app }) => {
    await app.goto('/board');
    await expect(rows(app)).toHaveCount(10);
    await app.getByRole('searchbox', { name: '게시글 검색' }).fill('  지갑 ');
    // 갈색 장지갑 is posted at 20:05, after this evening's 18:00: not listed yet (issue 16, item 3).
    await expect(rows(app)).toHaveCount(2);
    await expect(rows(app).nth(0)).toContainText('분홍색 카드지갑');
    await expect(app.getByRole('navigation', { name: '페이지 이동' })).toHaveCount(0);
    await app.getByRole('searchbox', { name: '게시글 검색' }).fill('없는 게시글');
    await expect(app.getByText('검색 결과가 없어요')).toBeVisible();
  });

  test('paging: 10 a page, the 4 newest notices first, the rest of the notices last', async ({ app }) => {
    await app.goto('/board');
    for (let i = 0; i < 4; i++) await expect(rows(app).nth(i)).toContainText(/^공지/);
    await expect(rows(app).nth(4)).not.toContainText(/^공지/);
    const pages = app.getByRole('navigation', { name: '페이지 이동' });
    // The numbers a person sees (each button is named by hidden text, '2페이지').
    await expect(pages.getByRole('button', { name: /^\d+페이지$/ }).locator('[aria-hidden="true"]')).toHaveText(['1', '2', '3', '4']);
    await pages.getByRole('button', { name: '다음 페이지' }).click();
    await expect(pages.getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(app).toHaveURL(/page=2/);
    await pages.getByRole('button', { name: '4페이지' }).click();
    // 32 posts are out by 18:00 (one lost item comes at 20:05): the last page holds the last 2 notices.
    await expect(rows(app)).toHaveCount(2);
    for (let i = 0; i < 2; i++) await expect(rows(app).nth(i)).toContainText(/^공지/);
    await expect(pages.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
  });

  test('an ended event does not open and says so for 2 s', async ({ app }) => {
    await app.goto('/board?category=Event');
    const ended = app.getByRole('link', { name: /굿즈 전 품목 30% 할인/ });
    await expect(ended).toContainText('종료');
    await ended.click();
    await expect(app.getByText('종료된 이벤트예요')).toBeVisible();
    await expect(app).toHaveURL(/\/board\?category=Event$/);
    await expect(app.getByText('종료된 이벤트예요')).toBeHidden({ timeout: 3000 });
  });

  test('an event post shows its booth, and back returns to the remembered tab', async ({ app }) => {
    await app.goto('/board?category=Event');
    await app.getByRole('link', { name: /마지막 밤 해피아워/ }).click();
    await expect(app).toHaveURL(/\/board\/\d+$/);
    await expect(app.getByRole('heading', { level: 1, name: '마지막 밤 해피아워' })).toBeVisible();
    await expect(app.getByText('이벤트 시간')).toBeVisible();
    await expect(app.locator('dd', { hasText: '21:00 ~ 23:00' })).toBeVisible();
    const booth = app.locator('a[href^="/booth/"]');
    await expect(booth).toContainText('부스 보기');
    await app.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(app.getByRole('tab', { name: '이벤트' })).toHaveAttribute('aria-selected', 'true');
    // opened straight from a link, the list link still knows the tab
    await app.goto('/board/30');
    await app.getByRole('link', { name: '목록으로' }).click();
    await expect(app.getByRole('tab', { name: '이벤트' })).toHaveAttribute('aria-selected', 'true');
  });
});
