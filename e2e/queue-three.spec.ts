// Issue 25's journey: a Club admin opens its pub's line from the admin screen; three visitors (three phones, three
// browser contexts) join from the booth page and see numbers 1, 2, 3 with the parties ahead and an estimated
// wait; the admin calls next and visitor 1 sees "your turn" within 3 s without a reload while the others move up;
// visitor 1 is seated; visitor 2 is called, and only after the grace window (5 minutes on the festival clock,
// which this server replays 15 times faster: FESTIVAL_SPEED) is marked no-show; visitor 3 is called.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, ADMIN_CODES } from './fixtures';

const NOW = '2025-09-25T19:00:00+09:00';
/** 5 festival minutes of grace are 20 real seconds. */
const SPEED = 15;

test.use({
  festivalNow: NOW,
  serverEnv: { FESTIVAL_SPEED: String(SPEED) },
  isolate: 'queue-three',
  // The Club of booth 1 (프론티어, a night pub).
  adminCodes: `${ADMIN_CODES},Club:중앙동아리 프론티어:e2e-frontier-code:1`,
});

const party = (page: Page, number: number): Locator => page.getByRole('list').getByRole('listitem', { name: `${number}번`, exact: true });

async function visitor(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page; ticket: Locator }> {
  const context = await browser.newContext({ locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${url}/booth/1`);
  await expect(page.getByRole('heading', { name: '프론티어' })).toBeVisible();
  return { context, page, ticket: page.getByTestId('queue-ticket') };
}

test('three visitors in one line: called in order live, seated, a no-show after the grace window, the next called', async ({ app, browser, server }) => {
  test.setTimeout(240_000);
  // The admin, on their phone: signs in, opens the line of 프론티어.
  await app.goto('/admin/login');
  await app.getByLabel('관리자 코드').fill('e2e-frontier-code');
  await app.getByRole('button', { name: '로그인' }).click();
  await expect(app).toHaveURL(/\/admin\/booth$/);
  await app.getByRole('link', { name: '가상 줄서기 관리' }).click();
  await expect(app.getByRole('heading', { name: '프론티어 가상 줄서기' })).toBeVisible();
  const said = app.getByRole('status').filter({ hasText: /(었|했|렸)어요/ });
  await app.getByRole('button', { name: '줄 열기' }).click();
  await expect(said).toHaveText('줄을 열었어요');

  const visitors: Awaited<ReturnType<typeof visitor>>[] = [];
  try {
    // Three phones join one after the other: numbers 1, 2, 3, the parties ahead and the wait (5 minutes a party).
    const expected = [
      ['1번', '다음 차례예요', '약 0분'],
      ['2번', '앞에 1팀', '약 5분'],
      ['3번', '앞에 2팀', '약 10분'],
    ];
    for (const [number, ahead, wait] of expected) {
      const v = await visitor(browser, server.url);
      visitors.push(v);
      const line = v.page.getByRole('region', { name: '원격 줄 서기' });
      await line.getByRole('button', { name: '줄 서기' }).click();
      await expect(v.ticket.getByText(number, { exact: true })).toBeVisible();
      await expect(v.ticket).toContainText(ahead);
      await expect(v.ticket).toContainText(wait);
      // No Web Push on this server: the ticket says the call shows while the app is open.
      await expect(v.page.getByTestId('queue-alerts')).toHaveText('앱이 열려 있는 동안 차례가 되면 알려 드려요.');
    }
    const [one, two, three] = visitors;
    // The admin's list follows the joins live.
    await expect(party(app, 3)).toContainText('대기 중');
    await expect(app.getByText('3팀 대기')).toBeVisible();

    // Call next: visitor 1 sees "your turn" within 3 s, without a reload; visitor 1 is at the entrance, not in
    // yet, so visitor 2 still has 1 party ahead.
    await app.getByRole('button', { name: '다음 팀 호출' }).click();
    await expect(said).toHaveText('1번을 호출했어요');
    await expect(one.ticket.getByRole('alert')).toHaveText('차례가 됐어요! 입구로 와 주세요.', { timeout: 3_000 });
    await expect(two.ticket).toContainText('앞에 1팀');
    await expect(three.ticket).toContainText('앞에 2팀');

    // Visitor 1 came: seated; the others move up.
    await app.getByRole('button', { name: '1번 입장' }).click();
    await expect(said).toHaveText('1번이 입장했어요');
    await expect(one.ticket).toContainText('입장했어요. 즐거운 시간 되세요!');
    await expect(two.ticket).toContainText('다음 차례예요');
    await expect(three.ticket).toContainText('앞에 1팀');

    // Visitor 2 is called, and does not come. No-show is not offered inside the grace window.
    await app.getByRole('button', { name: '다음 팀 호출' }).click();
    await expect(said).toHaveText('2번을 호출했어요');
    await expect(two.ticket.getByRole('alert')).toHaveText('차례가 됐어요! 입구로 와 주세요.', { timeout: 3_000 });
    await expect(three.ticket).toContainText('앞에 1팀');
    await expect(party(app, 2)).toContainText('부터 노쇼 처리 가능');
    await expect(app.getByRole('button', { name: '2번 노쇼' })).toHaveCount(0);
    // Once the grace window has passed on the festival clock (the admin's screen re-reads it every 5 s): no-show.
    const noShow = app.getByRole('button', { name: '2번 노쇼' });
    await expect(noShow).toBeVisible({ timeout: ((5 * 60_000) / SPEED) * 3 + 10_000 });
    await noShow.click();
    await expect(said).toHaveText('2번을 노쇼로 처리했어요');
    await expect(two.ticket).toContainText('호출을 놓쳤어요.');
    await expect(three.ticket).toContainText('다음 차례예요');

    // And visitor 3 is called.
    await app.getByRole('button', { name: '다음 팀 호출' }).click();
    await expect(said).toHaveText('3번을 호출했어요');
    await expect(three.ticket.getByRole('alert')).toHaveText('차례가 됐어요! 입구로 와 주세요.', { timeout: 3_000 });
    await expect(party(app, 1)).toContainText('입장');
    await expect(party(app, 2)).toContainText('노쇼');
    await expect(party(app, 3)).toContainText('호출됨');
  } finally {
    for (const v of visitors) await v.context.close();
  }
});
