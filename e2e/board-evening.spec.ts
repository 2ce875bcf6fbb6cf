import { test, expect } from './fixtures';

// Later on the last evening, once 갈색 장지갑 (20:05) is posted (nothing dated after now is listed: issue 16, item 3).
test.use({ festivalNow: '2025-09-26T21:00:00+09:00' });

test('a lost-item post shows where it was found, the writer and the photo', async ({ app }) => {
  await app.goto('/board?category=LostItem');
  await app.getByRole('link', { name: /갈색 장지갑/ }).click();
  await expect(app.getByRole('heading', { level: 1, name: '갈색 장지갑' })).toBeVisible();
  await expect(app.getByText('습득 장소')).toBeVisible();
  await expect(app.getByRole('img', { name: '갈색 장지갑 사진' })).toBeVisible();
  await expect(app.getByRole('region', { name: '관련 게시글' }).getByRole('link')).toHaveCount(3);
});
