// Issue 19: a coupon won in the game is redeemed once at the pub's counter screen, by the pub's own admin.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Day 2, evening: the pubs' coupons are released.
const NOW = '2025-09-25T19:49:40+09:00';
test.use({ festivalNow: NOW });

const cards = (page: Page) => page.getByRole('group', { name: '단어 카드' }).getByRole('button');

async function winStage(page: Page, stage: number): Promise<void> {
  await expect(page.getByRole('heading', { name: `${stage}단계` })).toBeVisible();
  await expect(cards(page).first()).not.toHaveAttribute('aria-disabled', 'true');
  const words = await cards(page).allTextContents();
  await cards(page).nth(words.findIndex((w) => words.filter((x) => x === w).length === 1)).click();
  await expect(page.getByText('정답!')).toBeVisible();
}

/** Plays the four stages in the visitor's page and takes a coupon of `pub`: its code. */
async function winCoupon(page: Page, pub: string): Promise<string> {
  await page.goto('/event');
  await page.getByRole('button', { name: /화면을 눌러 시작/ }).click();
  await page.getByRole('button', { name: '게임 시작' }).click();
  for (let stage = 1; stage <= 4; stage++) await winStage(page, stage);
  await page.getByRole('button', { name: '선물 상자 열기' }).click();
  await expect(page.getByRole('dialog', { name: '5% 할인 쿠폰 당첨!' })).toBeVisible({ timeout: 5000 });
  await page.getByRole('radio', { name: pub }).check();
  await page.getByRole('button', { name: '쿠폰 발급' }).click();
  const code = ((await page.getByLabel('쿠폰 코드').textContent()) ?? '').trim();
  expect(code).toMatch(/^DG5-/);
  await page.getByRole('button', { name: '닫기' }).click();
  return code;
}

test('a coupon won in the game is checked and redeemed once at the counter screen', async ({ app, context }) => {
  test.setTimeout(180_000);
  // The visitor wins a 공과대학 coupon.
  const code = await winCoupon(app, '공과대학');

  // The pub's own admin (공과대학 학생회, Major) at the counter, on another device.
  const counter = await context.browser()!.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const admin = await counter.newPage();
  const base = new URL(app.url()).origin;
  await admin.goto(`${base}/admin/login`);
  await admin.getByLabel('관리자 코드').fill('e2e-major-code');
  await admin.getByRole('button', { name: '로그인' }).click();
  await expect(admin).toHaveURL(/\/admin\/booth$/);
  await admin.getByRole('link', { name: '쿠폰 확인' }).click();
  await expect(admin).toHaveURL(/\/admin\/coupons$/);
  await expect(admin.getByRole('heading', { name: '쿠폰 확인 · 사용 처리' })).toBeVisible();
  // A pub's admin does not choose a pub: the server knows theirs.
  await expect(admin.getByRole('combobox', { name: '주점' })).toHaveCount(0);

  const field = admin.getByRole('textbox', { name: '쿠폰 코드' });
  const verdict = admin.getByRole('status').filter({ hasText: /쿠폰|코드|사용/ });
  // Typed as a person might: lower case, a space.
  await field.fill(` ${code.toLowerCase()}`);
  await admin.getByRole('button', { name: '확인', exact: true }).click();
  await expect(verdict).toContainText('사용할 수 있는 쿠폰이에요');
  await expect(verdict).toContainText(code);
  await expect(verdict).toContainText(/공과대학 · \d\d\/\d\d \d\d:\d\d 발급/);
  await admin.getByRole('button', { name: '사용 처리' }).click();
  await expect(verdict).toContainText(`사용 처리했어요: ${code}`);
  await expect(verdict).toContainText('다음 코드를 입력하세요');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');

  // The same code again: already redeemed, with when and by whom.
  await field.fill(code);
  await field.press('Enter');
  await expect(verdict).toContainText('이미 사용한 쿠폰이에요');
  await expect(verdict).toContainText(/\d\d\/\d\d \d\d:\d\d 사용 · 공과대학 학생회/);
  await expect(admin.getByRole('button', { name: '사용 처리' })).toHaveCount(0);
  // A code nobody was given.
  await field.fill('DG5-ZZZZ-ZZZZ');
  await field.press('Enter');
  await expect(verdict).toContainText('없는 코드예요');
  await counter.close();

  // The visitor's device still shows the coupon (it cannot learn that it was used: checking needs an admin).
  await app.goto('/my');
  await expect(app.getByRole('article', { name: `쿠폰 코드 ${code}` })).toContainText('공과대학 5% 할인');
});

test('Staff checks at a chosen pub: a code of another pub is said so', async ({ app }) => {
  test.setTimeout(180_000);
  const code = await winCoupon(app, '프론티어');

  await app.goto('/admin/login');
  await app.getByLabel('관리자 코드').fill('e2e-staff-code');
  await app.getByRole('button', { name: '로그인' }).click();
  await expect(app).toHaveURL(/\/admin\/festa$/);
  await app.getByRole('link', { name: '쿠폰 확인' }).click();
  await app.getByRole('combobox', { name: '주점' }).selectOption('공과대학');
  await app.getByRole('textbox', { name: '쿠폰 코드' }).fill(code);
  await app.getByRole('button', { name: '확인', exact: true }).click();
  await expect(app.getByRole('status').filter({ hasText: '다른 주점의 쿠폰이에요' })).toContainText('프론티어');
  // At 프론티어's counter it is valid.
  await app.getByRole('combobox', { name: '주점' }).selectOption('프론티어');
  await app.getByRole('button', { name: '확인', exact: true }).click();
  await expect(app.getByRole('status').filter({ hasText: '사용할 수 있는 쿠폰이에요' })).toContainText(code);
});
