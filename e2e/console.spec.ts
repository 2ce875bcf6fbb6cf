// The organiser console against the real server: Staff create a Club account tied to a booth (its code
// shown once), the Club admin logs in with that code, edits its own booth's menu, and a visitor's booth
// page shows it; the audit log has both changes; a revoked code stops working.
import { test, expect } from './fixtures';

const NOW = '2025-09-25T13:00:00+09:00';
const AT_NOW = `now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW });

test.describe('organiser console', () => {
  test('Staff create a Club code tied to a booth; the Club edits its menu and visitors see it', async ({ app, server }) => {
    test.setTimeout(180_000);
    await app.goto(`/admin/login?${AT_NOW}`);
    await app.getByLabel('관리자 코드').fill('e2e-staff-code');
    await app.getByRole('button', { name: '로그인' }).click();
    await expect(app).toHaveURL(/\/admin\/festa$/);
    await app.getByRole('link', { name: '운영 콘솔' }).click();
    await expect(app).toHaveURL(/\/admin\/console$/);
    const accounts = app.getByRole('list', { name: '관리자 계정 목록' });
    await expect(accounts.getByRole('listitem').filter({ hasText: '멋쟁이사자처럼' })).toBeVisible();

    await app.getByRole('textbox', { name: '계정 이름' }).fill('푸름누리 동아리');
    await app.getByRole('button', { name: '계정 만들기' }).click();
    // The login's flash is an alert too: the form's own message is the one asserted.
    await expect(app.getByRole('alert').filter({ hasText: '동아리와 학과 계정은 부스를 골라야 해요' })).toBeVisible();
    await app.getByRole('combobox', { name: '부스' }).selectOption({ label: '푸름누리' });
    await app.getByRole('button', { name: '계정 만들기' }).click();
    await expect(app.getByRole('status')).toHaveText('계정을 만들었어요');
    const code = (await app.getByLabel('새 관리자 코드').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{12}$/);
    await app.getByRole('button', { name: '코드를 옮겨 적었어요' }).click();
    await expect(app.getByLabel('새 관리자 코드')).toHaveCount(0);
    await expect(accounts.getByRole('listitem').filter({ hasText: '푸름누리 동아리' })).toContainText('동아리 · 푸름누리');
    const audit = app.getByRole('list', { name: '변경 기록' });
    await expect(audit.getByRole('listitem').first()).toContainText('축제기획단 · 계정');

    // The Club admin logs in with the new code on its own device and edits its booth's menu.
    const club = await app.context().newPage();
    await club.goto(`${server.url}/admin/login?${AT_NOW}`);
    await club.getByLabel('관리자 코드').fill(code);
    await club.getByRole('button', { name: '로그인' }).click();
    await expect(club).toHaveURL(/\/admin\/booth$/);
    await club.getByRole('link', { name: '내 부스 정보 수정' }).click();
    await expect(club.getByRole('heading', { name: '푸름누리', exact: true })).toBeVisible();
    await club.getByRole('button', { name: '메뉴 추가' }).click();
    const rows = await club.getByRole('textbox', { name: /번째 메뉴 이름$/ }).count();
    await club.getByRole('textbox', { name: `${rows}번째 메뉴 이름` }).fill('푸름 레모네이드');
    await club.getByRole('textbox', { name: `${rows}번째 메뉴 가격` }).fill('3,500');
    await club.getByRole('button', { name: '저장' }).click();
    await expect(club.getByRole('alert').filter({ hasText: `${rows}번째 메뉴의 가격은 0에서 1,000,000 사이의 숫자로 써 주세요` })).toBeVisible();
    await club.getByRole('textbox', { name: `${rows}번째 메뉴 가격` }).fill('3500');
    await club.getByRole('button', { name: '저장' }).click();
    await expect(club.getByRole('status')).toHaveText('저장했어요');

    // Another booth is refused by the server, with its reason.
    const other = await club.request.patch(`${server.url}/api/console/booths/1`, {
      data: { uid: await club.evaluate(() => sessionStorage.getItem('uid') ?? ''), description: '남의 부스' },
    });
    expect(other.status()).toBe(403);
    expect((await other.json()).message).toBe('you can edit only your own booth');

    // A visitor's booth page shows the new menu.
    const visitor = await app.context().newPage();
    await visitor.goto(`${server.url}/booth/3?${AT_NOW}`);
    await expect(visitor.getByText('푸름 레모네이드')).toBeVisible();

    // Staff revoke the account: the Club's code stops working.
    await app.reload();
    await app.getByRole('button', { name: '푸름누리 동아리 계정 해지' }).click();
    await app.getByRole('alertdialog').getByRole('button', { name: '해지' }).click();
    await expect(app.getByRole('status')).toHaveText('계정을 해지했어요');
    await expect(app.getByRole('list', { name: '변경 기록' }).getByRole('listitem').first()).toContainText('해지');
    const again = await app.request.post(`${server.url}/api/admin/login`, { data: { admin_code: code } });
    expect(again.status()).toBe(401);
  });
});

test.describe('organiser console on a phone', () => {
  test('every console page fits the phone: nothing scrolls sideways once its content is there', async ({ app }) => {
    test.setTimeout(180_000);
    await app.goto(`/admin/login?${AT_NOW}`);
    await app.getByLabel('관리자 코드').fill('e2e-staff-code');
    await app.getByRole('button', { name: '로그인' }).click();
    await expect(app).toHaveURL(/\/admin\/festa$/);
    // Each page with something of its own that only shows once its data arrived.
    const pages: [string, () => ReturnType<typeof app.getByRole>][] = [
      ['/admin/console', () => app.getByRole('list', { name: '관리자 계정 목록' })],
      ['/admin/console/festival', () => app.getByRole('button', { name: '저장' }).first()],
      ['/admin/console/map', () => app.getByRole('heading', { level: 1 })],
      ['/admin/console/plans?location=11', () => app.getByRole('combobox').first()],
      ['/admin/console/booths', () => app.getByRole('link', { name: /프론티어/ }).first()],
      ['/admin/console/booth/1', () => app.getByLabel('부스 소개')],
      ['/admin/console/acts', () => app.getByRole('heading', { level: 1 })],
      ['/admin/console/credits', () => app.getByRole('heading', { level: 1 })],
      ['/admin/console/import', () => app.getByRole('heading', { level: 1 })],
      ['/admin/console/translations', () => app.getByRole('list', { name: '번역 목록' })],
    ];
    for (const [path, ready] of pages) {
      await app.goto(path);
      await expect(ready()).toBeVisible();
      await expect.poll(() => app.evaluate(() => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth), { message: path }).toBe(0);
    }
  });
});
