// An empty start (FESTIVAL=empty), run from a phone: the first Staff login is led to the festival settings, a
// bad value is named and stores nothing, and the saved festival reaches a visitor's open page without a reload.
import { test, expect } from './fixtures';

// September 2026, three weeks before next year's festival (2026-09-23 to 25).
const NOW = '2026-09-02T12:00:00+09:00';
test.use({ festivalNow: NOW, serverEnv: { FESTIVAL: 'empty' } });

test('Staff set up next year’s festival from the console; a visitor’s open page turns into its countdown', async ({ app, browser, server, request }) => {
  test.setTimeout(120_000);
  // A visitor already has the app open: coming soon.
  await app.goto('/');
  await expect(app.getByRole('heading', { level: 1, name: '축제를 준비하고 있어요' })).toBeVisible();

  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  try {
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByLabel('관리자 코드').fill('e2e-staff-code');
    await staff.getByRole('button', { name: '로그인' }).click();
    await expect(staff).toHaveURL(/\/admin\/festa$/);
    await expect(staff.getByRole('status').filter({ hasText: '아직 축제가 없어요' })).toBeVisible();
    await staff.getByRole('link', { name: '축제 설정', exact: true }).click();
    await expect(staff).toHaveURL(/\/admin\/console\/festival$/);

    await staff.getByRole('textbox', { name: '축제 이름 (한국어)' }).fill('2026 동국대학교 가을 축제');
    await staff.getByRole('textbox', { name: '축제 이름 (English)' }).fill('Dongguk Autumn Festival 2026');
    await staff.getByLabel('첫날').fill('2026-09-23');
    await staff.getByLabel('오픈 시각 (한국 시간)').fill('2026-09-23T09:00');
    // Nine days is refused on the phone, and nothing reaches the server.
    await staff.getByRole('textbox', { name: '기간 (1~7일)' }).fill('9');
    await staff.getByRole('button', { name: '축제 설정 저장' }).click();
    await expect(staff.getByRole('alert').filter({ hasText: '기간' })).toHaveText('기간은 1일에서 7일까지예요');
    expect(((await (await request.get(`${server.url}/api/festival`)).json()) as { festival: unknown }).festival).toBeNull();

    await staff.getByRole('textbox', { name: '기간 (1~7일)' }).fill('3');
    await staff.getByRole('button', { name: '주점 추가' }).click();
    await staff.getByRole('textbox', { name: '1번째 주점 이름' }).fill('프론티어');
    await staff.getByRole('textbox', { name: '1번째 주점 쿠폰 수' }).fill('50');
    await staff.getByRole('button', { name: '축제 설정 저장' }).click();
    await expect(staff.getByRole('status').filter({ hasText: '저장했어요' })).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // What the server stored, as the console sent it.
  const stored = ((await (await request.get(`${server.url}/api/festival`)).json()) as { festival: Record<string, unknown> }).festival;
  expect(stored).toMatchObject({
    name: { ko: '2026 동국대학교 가을 축제', en: 'Dongguk Autumn Festival 2026' },
    dates: ['2026-09-23', '2026-09-24', '2026-09-25'],
    opening_instant: '2026-09-23T09:00:00+09:00',
    game: { pubs: [{ name: '프론티어', stock: 50 }] },
  });

  // The visitor's open page became the countdown to the new opening, with the tabs.
  await expect(app.getByRole('heading', { name: '서버 오픈까지 남은 시간' })).toBeVisible({ timeout: 15_000 });
  await expect(app.getByText('D-21', { exact: true })).toBeVisible();
  await expect(app.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
});
