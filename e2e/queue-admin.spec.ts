// Issue 25, the booth's side: a Club admin opens its pub's line from /admin/booth, two visitors join (through the
// API, as their phones would), and the admin calls next, seats, calls the next and undoes, seeing the list change
// each time; a bad party range shows its field's message and changes nothing.
import type { Locator, Page } from '@playwright/test';
import { test, expect, ADMIN_CODES } from './fixtures';

const NOW = '2025-09-25T19:00:00+09:00';

test.use({
  festivalNow: NOW,
  isolate: 'queue-admin',
  // The Club of booth 1 (프론티어, a night pub).
  adminCodes: `${ADMIN_CODES},Club:중앙동아리 프론티어:e2e-frontier-code:1`,
});

const party = (page: Page, number: number): Locator => page.getByRole('list').getByRole('listitem', { name: `${number}번`, exact: true });

test('a Club admin runs its line: open, two joins, call, seat, call, undo; a bad range changes nothing', async ({ app, server }) => {
  test.setTimeout(120_000);
  await app.goto('/admin/login');
  await app.getByLabel('관리자 코드').fill('e2e-frontier-code');
  await app.getByRole('button', { name: '로그인' }).click();
  await expect(app).toHaveURL(/\/admin\/booth$/);
  await app.getByRole('link', { name: '가상 줄서기 관리' }).click();
  await expect(app).toHaveURL(/\/admin\/queue$/);
  await expect(app.getByRole('heading', { name: '프론티어 가상 줄서기' })).toBeVisible();
  await expect(app.getByTestId('line-state')).toHaveText('줄 상태: 닫힘');
  await expect(app.getByText('아직 줄에 선 팀이 없어요')).toBeVisible();

  const said = app.getByRole('status').filter({ hasText: /(었|했|렸)어요/ });
  await app.getByRole('button', { name: '줄 열기' }).click();
  await expect(said).toHaveText('줄을 열었어요');
  await expect(app.getByTestId('line-state')).toHaveText('줄 상태: 열림');

  // Two visitors join from their phones; the admin's list follows live, without a reload.
  for (const size of [2, 3]) {
    const r = await fetch(`${server.url}/api/queue/lines/1/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: null, party_size: size }),
    });
    expect(r.status).toBe(200);
  }
  await expect(party(app, 1)).toContainText('2명');
  await expect(party(app, 1)).toContainText('대기 중');
  await expect(party(app, 2)).toContainText('3명');
  await expect(app.getByText('2팀 대기')).toBeVisible();

  await app.getByRole('button', { name: '다음 팀 호출' }).click();
  await expect(said).toHaveText('1번을 호출했어요');
  await expect(party(app, 1)).toContainText('호출됨');
  await expect(party(app, 2)).toContainText('대기 중');
  // No-show is offered only after the grace window (5 minutes on the festival clock).
  await expect(party(app, 1)).toContainText('부터 노쇼 처리 가능');
  await expect(app.getByRole('button', { name: '1번 노쇼' })).toHaveCount(0);

  await app.getByRole('button', { name: '1번 입장' }).click();
  await expect(said).toHaveText('1번이 입장했어요');
  await expect(party(app, 1)).toContainText('입장');

  await app.getByRole('button', { name: '다음 팀 호출' }).click();
  await expect(said).toHaveText('2번을 호출했어요');
  await expect(party(app, 2)).toContainText('호출됨');

  await app.getByRole('button', { name: '마지막 처리 되돌리기 (2번)' }).click();
  await expect(said).toHaveText('되돌렸어요: 2번');
  await expect(party(app, 2)).toContainText('대기 중');
  await expect(app.getByRole('button', { name: '마지막 처리 되돌리기 (1번)' })).toBeVisible();

  // A party range upside down: the field says so and nothing is sent.
  await app.getByLabel('최소 인원').fill('5');
  await app.getByLabel('최대 인원').fill('3');
  await app.getByRole('button', { name: '설정 저장' }).click();
  await expect(app.getByLabel('최대 인원')).toHaveAccessibleDescription('가장 작은 인원보다 작을 수 없어요');
  await expect(app.getByLabel('최대 인원')).toHaveAttribute('aria-invalid', 'true');
  const lines = await (await fetch(`${server.url}/api/queue/lines`)).json();
  expect(lines.lines).toEqual([expect.objectContaining({ booth_id: 1, state: 'open', party_min: 1, party_max: 6, waiting: 1 })]);
});
