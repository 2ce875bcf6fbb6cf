// Issue 25 with the booth status and the dashboard: the Club admin of 프론티어 opens its line from /admin/queue, two
// visitors join (through the API, as their phones would), and the visitor's map card badge takes the wait from the
// line without a reload; Staff's dashboard shows the line's figures for the day.
import type { Browser } from '@playwright/test';
import { test, expect, ADMIN_CODES } from './fixtures';

const NOW = '2025-09-25T19:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;

test.use({
  festivalNow: NOW,
  isolate: 'queue-stats',
  // The Club of booth 1 (프론티어, a night pub).
  adminCodes: `${ADMIN_CODES},Club:중앙동아리 프론티어:e2e-frontier-code:1`,
});

/** An admin on a phone of their own: logs in with `code` and lands where the login sends them. */
async function adminPhone(browser: Browser, url: string, code: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${url}${at('/admin/login')}`);
  await page.getByLabel('관리자 코드').fill(code);
  await page.getByRole('button', { name: '로그인' }).click();
  return { page, close: () => context.close() };
}

test("an open line sets the booth's wait badge live, and Staff's dashboard shows the line", async ({ app, browser, server }) => {
  test.setTimeout(180_000);
  // The visitor's map: 프론티어's card, no wait said yet.
  await app.goto(at('/map'));
  const card = app.getByRole('region', { name: '검색 결과' }).getByRole('article', { name: '프론티어' });
  await expect(card).toBeVisible();
  const badge = card.getByTestId('booth-status');
  await expect(badge).toContainText('상태 모름');

  // The pub's admin opens the line.
  const club = await adminPhone(browser, server.url, 'e2e-frontier-code');
  try {
    await expect(club.page).toHaveURL(/\/admin\/booth$/);
    await club.page.getByRole('link', { name: '가상 줄서기 관리' }).click();
    await club.page.getByRole('button', { name: '줄 열기' }).click();
    await expect(club.page.getByTestId('line-state')).toHaveText('줄 상태: 열림');
  } finally {
    await club.close();
  }
  // Open and empty: the badge says open, from the line.
  await expect(badge).toContainText('영업 중');
  await expect(badge).toContainText('대기줄 기준');

  // Two visitors join; at 5 minutes a party the wait is 10 minutes: a long wait, on the card without a reload.
  for (const size of [2, 3]) {
    const r = await fetch(`${server.url}/api/queue/lines/1/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: null, party_size: size }),
    });
    expect(r.status).toBe(200);
  }
  await expect(badge).toContainText('대기 김 (10~30분)');
  await expect(badge).toHaveAttribute('data-source', 'line');
  await expect(card.getByTestId('queue-line')).toHaveText('2팀 대기 · 약 10분');

  // Staff's dashboard: the line's day and its hours.
  const staff = await adminPhone(browser, server.url, 'e2e-staff-code');
  try {
    await expect(staff.page).toHaveURL(/\/admin\/festa$/);
    await staff.page.getByRole('link', { name: '축제 현황판' }).click();
    await expect(staff.page).toHaveURL(/\/admin\/dashboard$/);
    const lines = staff.page.getByRole('region', { name: '대기줄' });
    const row = lines.getByRole('row').filter({ has: staff.page.getByRole('rowheader', { name: '프론티어' }) });
    await expect(row.getByRole('cell')).toHaveText(['2', '0', '없음', '없음'], { timeout: 30_000 });
    const hours = staff.page.getByRole('region', { name: '시간대별 대기줄: 프론티어' });
    await hours.getByRole('button', { name: '표로 보기' }).click();
    const hour19 = hours.getByRole('row').filter({ has: staff.page.getByRole('rowheader', { name: '19시' }) });
    await expect(hour19.getByRole('cell')).toHaveText(['2', '0', '0']);
  } finally {
    await staff.close();
  }
});
