// An empty start (FESTIVAL=empty): before Staff sets a festival up, every visitor page says "coming soon" in the
// visitor's language, with the organisers' way in; the admin area works. When Staff saves the festival, an open
// page turns into it without a reload (the live festival event).
import { SAMPLE_FESTIVAL } from '../contract/festival';
import { test, expect } from './fixtures';

// September 2026, before next year's festival (2026-09-23 to 25) is set up.
const NOW = '2026-09-01T12:00:00+09:00';
test.use({ festivalNow: NOW, serverEnv: { FESTIVAL: 'empty' } });

test('visitors see "coming soon" everywhere until Staff sets the festival up, then the countdown to it', async ({ app, server, request }) => {
  for (const path of ['/', '/map', '/board', '/booth/1']) {
    await app.goto(path);
    await expect(app.getByRole('heading', { level: 1, name: '축제를 준비하고 있어요' })).toBeVisible();
    await expect(app.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
  }
  await app.getByRole('button', { name: /언어 선택/ }).click();
  await app.getByRole('option', { name: 'ENG' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'The festival is on its way' })).toBeVisible();

  // The organisers' way in is the admin login, which works with no festival.
  await app.getByRole('link', { name: 'Organisers: sign in' }).click();
  await expect(app).toHaveURL(/\/admin\/login$/);
  await expect(app.getByRole('textbox')).toBeVisible();
  await app.goto('/');
  await expect(app.getByRole('heading', { level: 1, name: 'The festival is on its way' })).toBeVisible();

  // Staff saves next year's festival; the open page turns into its countdown.
  const login = await request.post(`${server.url}/api/admin/login`, { data: { admin_code: 'e2e-staff-code' } });
  const { uid } = (await login.json()) as { uid: string };
  const festival = {
    ...SAMPLE_FESTIVAL,
    dates: ['2026-09-23', '2026-09-24', '2026-09-25'],
    opening_instant: '2026-09-23T09:00:00+09:00',
  };
  const saved = await request.put(`${server.url}/api/admin/festival`, { data: { uid, festival } });
  expect(saved.status()).toBe(200);
  await expect(app.getByRole('heading', { name: 'Time left until server opens' })).toBeVisible({ timeout: 15_000 });
  await expect(app.getByText('D-22', { exact: true })).toBeVisible();
  await expect(app.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
