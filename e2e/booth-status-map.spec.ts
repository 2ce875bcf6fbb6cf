// Booth status on the map (issue 20), against the real server: a Club admin sets "long wait" and the visitor's
// map pin says it without a reload; "short wait only" takes that booth off the list and the pins and brings it
// back when turned off; Staff set another booth's status from the organiser console's booth editor.
import type { Browser, Page } from '@playwright/test';
import { test, expect, ADMIN_CODES } from './fixtures';

const NOW = '2025-09-25T19:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;
const ON_CAMPUS = { latitude: 37.55896, longitude: 126.99986 };

test.use({
  festivalNow: NOW,
  isolate: 'booth-status-map',
  // The Club of booth 1 (프론티어, a night pub at 만해광장) signs in too.
  adminCodes: `${ADMIN_CODES},Club:중앙동아리 프론티어:e2e-frontier-code:1`,
  geolocation: ON_CAMPUS,
  permissions: ['geolocation'],
});

const sheet = (app: Page) => app.getByRole('region', { name: '검색 결과' });
const pins = (app: Page) => app.getByRole('list', { name: '장소' });

/** An admin on a phone of their own: logs in with `code` and lands where the login sends them. */
async function adminPhone(browser: Browser, url: string, code: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${url}${at('/admin/login')}`);
  await page.getByLabel('관리자 코드').fill(code);
  await page.getByRole('button', { name: '로그인' }).click();
  return { page, close: () => context.close() };
}

test.describe.configure({ mode: 'serial' });

test('a Club admin sets long wait and the visitor’s map pin shows it live; short wait only hides the booth and brings it back', async ({
  app,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  await app.goto(at('/map'));
  await expect(sheet(app).getByRole('article', { name: '프론티어' })).toBeVisible();
  const manhae = pins(app).getByRole('button', { name: /^만해광장/ });
  await expect(manhae).toBeVisible();
  // Nobody has said anything yet: the pin carries no wait.
  await expect(manhae.getByTestId('pin-status')).toHaveCount(0);

  const club = await adminPhone(browser, server.url, 'e2e-frontier-code');
  try {
    await expect(club.page).toHaveURL(/\/admin\/booth$/);
    await club.page.getByRole('button', { name: '대기 김 (10~30분)' }).click();
    await expect(club.page.getByRole('status').filter({ hasText: '(으)로 바꿨어요' })).toHaveText('대기 김 (10~30분)(으)로 바꿨어요');
  } finally {
    await club.close();
  }

  // The visitor's map followed the live feed, no reload: the pin's tag and its name say the wait.
  await expect(manhae.getByTestId('pin-status')).toHaveText('10~30분');
  await expect(manhae).toHaveAccessibleName(/^만해광장.*가장 짧은 대기: 대기 김 \(10~30분\)$/);
  await expect(sheet(app).getByRole('article', { name: '프론티어' }).getByTestId('booth-status')).toContainText('대기 김 (10~30분)');

  // Another booth (푸름누리 at 팔정도) says short wait, through the API as its admin would.
  const login = await app.request.post(`${server.url}/api/admin/login`, { data: { admin_code: 'e2e-staff-code' } });
  const { uid } = (await login.json()) as { uid: string };
  const set = await app.request.post(`${server.url}/api/status/booths/3`, { data: { uid, status: 'short' } });
  expect(set.status()).toBe(200);
  const paljeongdo = pins(app).getByRole('button', { name: /^팔정도/ });
  await expect(paljeongdo.getByTestId('pin-status')).toHaveText('10분↓');

  // Short wait only: 프론티어 (long) leaves the list and its place's pin; 푸름누리 stays.
  const toggle = app.getByRole('button', { name: '대기 짧은 곳만' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet(app).getByRole('article', { name: '푸름누리' })).toBeVisible();
  await expect(sheet(app).getByRole('article', { name: '프론티어' })).toHaveCount(0);
  await expect(manhae).toHaveCount(0);
  await expect(paljeongdo).toBeVisible();
  expect(await sheet(app).getByRole('article').count()).toBe(1);

  // Remembered like the category filter: still on after a reload.
  await app.reload();
  await expect(app.getByRole('button', { name: '대기 짧은 곳만' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet(app).getByRole('article', { name: '푸름누리' })).toBeVisible();
  await expect(sheet(app).getByRole('article', { name: '프론티어' })).toHaveCount(0);

  // Off again: 프론티어 and its pin come back.
  await app.getByRole('button', { name: '대기 짧은 곳만' }).click();
  await expect(sheet(app).getByRole('article', { name: '프론티어' })).toBeVisible();
  await expect(manhae).toBeVisible();
  await expect(manhae.getByTestId('pin-status')).toHaveText('10~30분');
});

test('Staff set another booth’s status from the organiser console’s booth editor', async ({ app, browser, server }) => {
  test.setTimeout(120_000);
  const staff = await adminPhone(browser, server.url, 'e2e-staff-code');
  try {
    await expect(staff.page).toHaveURL(/\/admin\/festa$/);
    await staff.page.goto(`${server.url}${at('/admin/console/booth/5')}`);
    await expect(staff.page.getByRole('heading', { name: '사과나무 주막 지금 상태' })).toBeVisible();
    await staff.page.getByRole('button', { name: '잠시 영업 중지' }).click();
    await expect(staff.page.getByRole('status').filter({ hasText: '(으)로 바꿨어요' })).toHaveText('잠시 영업 중지(으)로 바꿨어요');
    await expect(staff.page.getByRole('button', { name: '잠시 영업 중지' })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await staff.close();
  }
  // A visitor sees it on the booth page and on its place's pin.
  await app.goto(at('/booth/5'));
  await expect(app.getByRole('region', { name: '부스 상태' }).getByTestId('booth-status')).toContainText('잠시 영업 중지');
  await app.goto(at('/map'));
  const business = pins(app).getByRole('button', { name: /^경영\/사과관/ });
  await expect(business.getByTestId('pin-status')).toHaveText('중지');
  await expect(business).toHaveAccessibleName(/잠시 영업 중지$/);
});
