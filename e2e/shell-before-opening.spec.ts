import { test, expect } from './fixtures';

// The server replays a moment before opening; the client follows its clock through index.html.
test.use({ festivalNow: '2025-09-20T12:00:00+09:00' });

test.describe('before opening', () => {
  test('/ and unknown paths show the countdown', async ({ app }) => {
    await app.goto('/');
    await expect(app.getByText('서버 오픈까지 남은 시간')).toBeVisible();
    await app.goto('/anything');
    await expect(app.getByText('서버 오픈까지 남은 시간')).toBeVisible();
  });
});
