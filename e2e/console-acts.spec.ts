// Stage acts from the console, on a phone: Staff add an act over another on the same stage, see the warning on
// both, confirm it, move its time, delete another act; a visitor's timetable, open all along, shows each change
// without a reload and without a server restart.
import { test, expect } from './fixtures';

const NOW = '2025-09-25T14:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;
const MAIN = '대운동장 특설무대';

test.use({ festivalNow: NOW, isolate: 'console-acts' });

test('Staff keep the line-up: a confirmed clash, a moved act, a deleted act, live on a visitor’s timetable', async ({ app, browser, server }) => {
  test.setTimeout(150_000);
  // The visitor has the timetable of day 2, 15:00 open.
  await app.goto(at('/timetable'));
  await app.getByRole('tab', { name: /Day2/ }).click();
  await app.getByRole('button', { name: '15:00' }).click();
  const slot = app.getByRole('region', { name: '15:00 ~ 16:00' });
  await expect(slot.getByRole('heading', { name: '어쿠스틱 여울' })).toBeVisible();

  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  try {
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByLabel('관리자 코드').fill('e2e-staff-code');
    await staff.getByRole('button', { name: '로그인' }).click();
    await expect(staff).toHaveURL(/\/admin\/festa$/);
    await staff.goto(`${server.url}/admin/console`);
    await staff.getByRole('link', { name: '무대 공연 관리' }).click();
    await expect(staff).toHaveURL(/\/admin\/console\/acts$/);
    await expect(staff.getByRole('region', { name: '2일차 · 2025-09-25' }).getByRole('listitem').first()).toContainText('밴드 아우성');

    // A new act over 밴드 아우성 (15:00-15:30) on the main stage: warned before saving, asked, then saved.
    await staff.getByRole('button', { name: '공연 추가' }).click();
    await staff.getByRole('textbox', { name: '공연 이름' }).fill('게스트 밴드');
    await staff.getByRole('textbox', { name: '무대' }).fill(MAIN);
    await staff.getByRole('combobox', { name: '날짜' }).selectOption('2025-09-25');
    await staff.getByLabel('시작 시간').fill('15:10');
    await staff.getByLabel('종료 시간').fill('15:40');
    await expect(staff.getByRole('alert')).toContainText('같은 무대의 밴드 아우성 (15:00–15:30) 공연과 시간이 겹칩니다');
    await staff.getByRole('button', { name: '공연 저장' }).click();
    await expect(staff.getByRole('alertdialog')).toContainText('그래도 저장할까요?');
    await staff.getByRole('alertdialog').getByRole('button', { name: '겹쳐도 저장' }).click();
    await expect(staff.getByRole('status').filter({ hasText: '저장했어요' })).toBeVisible();
    await expect(staff.getByRole('listitem', { name: '게스트 밴드', exact: true })).toContainText('같은 무대의 밴드 아우성 공연과 시간이 겹칩니다');
    await expect(staff.getByRole('listitem', { name: '밴드 아우성', exact: true })).toContainText('같은 무대의 게스트 밴드 공연과 시간이 겹칩니다');

    // The visitor's open timetable shows it.
    await expect(slot.getByRole('heading', { name: '게스트 밴드' })).toBeVisible({ timeout: 15_000 });
    await expect(slot.getByRole('listitem').filter({ hasText: '게스트 밴드' })).toContainText('15:10 ~ 15:40');

    // Moved after 밴드 아우성: the warnings go.
    await staff.getByRole('button', { name: '게스트 밴드 수정' }).click();
    await staff.getByLabel('시작 시간').fill('15:30');
    await staff.getByLabel('종료 시간').fill('15:55');
    await expect(staff.getByText('시간 겹침')).toHaveCount(0);
    await staff.getByRole('button', { name: '공연 저장' }).click();
    await expect(staff.getByRole('status').filter({ hasText: '저장했어요' })).toBeVisible();
    await expect(staff.getByRole('listitem', { name: '게스트 밴드', exact: true })).toContainText('15:30–15:55');
    await expect(staff.getByText('시간 겹침')).toHaveCount(0);

    // Another act deleted after the question.
    await staff.getByRole('button', { name: '어쿠스틱 여울 삭제' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(staff.getByRole('status').filter({ hasText: '공연을 삭제했습니다' })).toBeVisible();
    await expect(staff.getByRole('listitem', { name: '어쿠스틱 여울', exact: true })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  await expect(slot.getByRole('listitem').filter({ hasText: '게스트 밴드' })).toContainText('15:30 ~ 15:55', { timeout: 15_000 });
  await expect(slot.getByRole('heading', { name: '어쿠스틱 여울' })).toHaveCount(0);
  // A visitor opening the timetable now gets the same.
  const fresh = await browser.newPage();
  await fresh.goto(`${server.url}${at('/timetable')}`);
  await fresh.getByRole('tab', { name: /Day2/ }).click();
  await fresh.getByRole('button', { name: '15:00' }).click();
  const freshSlot = fresh.getByRole('region', { name: '15:00 ~ 16:00' });
  await expect(freshSlot.getByRole('heading', { name: '게스트 밴드' })).toBeVisible();
  await expect(freshSlot.getByRole('heading', { name: '어쿠스틱 여울' })).toHaveCount(0);
  await fresh.close();
});
