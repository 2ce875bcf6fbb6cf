// Read-only mode seen from a phone (issue 15): a like the server refuses rolls back and the page says why. The note's
// code comes with the visitor's first act, never with a page only read.
import { test, expect } from './fixtures';

test.use({ festivalNow: '2025-09-25T19:00:00+09:00', isolate: 'likes-paused' });

test('in read-only mode a like rolls back and the page says likes are paused; a page only read never loads the note', async ({ app, request, server }) => {
  const scripts: string[] = [];
  app.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await app.goto('/booth/3');
  const like = app.getByRole('button', { name: /^좋아요, \d+개$/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = await like.textContent();
  await app.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('likes-paused-notice'))).toEqual([]);

  const login = await request.post(`${server.url}/api/admin/login`, { data: { admin_code: 'e2e-staff-code' } });
  const { uid } = (await login.json()) as { uid: string };
  expect((await request.post(`${server.url}/api/admin/read-only`, { data: { uid, read_only: true } })).status()).toBe(200);
  try {
    await like.click();
    await expect(app.getByRole('status').filter({ hasText: '좋아요가 잠시 멈췄어요. 몇 분 뒤에 다시 눌러 주세요.' })).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText(before ?? '');
  } finally {
    expect((await request.post(`${server.url}/api/admin/read-only`, { data: { uid, read_only: false } })).status()).toBe(200);
  }
  // Likes work again once the mode ends.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
});
