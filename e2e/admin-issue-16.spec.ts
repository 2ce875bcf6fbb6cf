// Issue 16, admin items 12-14, against the real server in a 390x844 phone: photos sized to their box,
// only what the admin may do offered and every refusal in the admin's language, a wrong role sent away.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const NOW = '2025-09-25T15:00:00+09:00';
const AT_NOW = `now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW });

async function logIn(app: Page, code: string, landing: RegExp) {
  await app.goto(`/admin/login?${AT_NOW}`);
  await app.getByLabel('관리자 코드').fill(code);
  await app.getByRole('button', { name: '로그인' }).click();
  await expect(app).toHaveURL(landing);
}

/** Stuco, signed in on another phone, deletes post `id`. */
async function deleteOnAnotherPhone(request: APIRequestContext, serverUrl: string, id: number) {
  const other = await request.post(`${serverUrl}/api/admin/login`, { data: { admin_code: 'e2e-stuco-code' } });
  const { uid } = (await other.json()) as { uid: string };
  expect((await request.delete(`${serverUrl}/api/board/${id}?uid=${encodeURIComponent(uid)}`)).status()).toBe(200);
}

/** The photo's box is 4:3 of its width, and the button after it is on the first screen. */
async function expectPhotoInItsBox(app: Page, button: string) {
  const photo = app.getByRole('img', { name: '사진 미리보기' });
  await expect(photo).toBeVisible();
  const box = (await photo.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(Math.ceil((box.width * 3) / 4) + 1);
  const action = (await app.getByRole('button', { name: button }).boundingBox())!;
  expect(action.y + action.height).toBeLessThanOrEqual(844);
}

test('16.12 lost-item photos sit in a 4:3 box on the admin detail and the edit form', async ({ app }) => {
  await logIn(app, 'e2e-staff-code', /\/admin\/festa$/);
  await app.goto(`/admin/festa/notice/12?${AT_NOW}`);
  await expect(app.getByRole('heading', { name: '학생증 (경영학과)' })).toBeVisible();
  await expectPhotoInItsBox(app, '수정');
  await app.getByRole('button', { name: '수정' }).click();
  await expect(app).toHaveURL(/\/admin\/festa\/lost\/edit\/12$/);
  await expect(app.getByLabel('습득 장소')).toHaveValue('경영관 1층 로비');
  const photo = app.getByRole('img', { name: '사진 미리보기' });
  const box = (await photo.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(Math.ceil((box.width * 3) / 4) + 1);
  // The edit button follows the photo at once, not ~500 px of empty box later.
  const edit = (await app.getByRole('button', { name: '수정' }).boundingBox())!;
  expect(edit.y - (box.y + box.height)).toBeLessThan(120);
});

test('16.13 Stuco is offered nothing on a post of 축제기획단, and a refusal is said in Korean and English', async ({ app, request, server }) => {
  await logIn(app, 'e2e-stuco-code', /\/admin\/festa$/);
  await app.goto(`/admin/festa/notice/1?${AT_NOW}`);
  await expect(app.getByRole('heading', { name: '2025 동국대학교 가을 축제 일정 안내' })).toBeVisible();
  await expect(app.getByText('글쓴이만 이 글을 수정하거나 삭제할 수 있어요.')).toBeVisible();
  await expect(app.getByRole('button', { name: '수정' })).toHaveCount(0);
  await expect(app.getByRole('button', { name: '삭제' })).toHaveCount(0);
  // The edit route of that post says so instead of a form the server would refuse.
  await app.goto(`/admin/festa/notice/edit/1?${AT_NOW}`);
  await expect(app.getByRole('alert')).toHaveText('내가 쓴 글만 수정하거나 삭제할 수 있어요');
  await expect(app.getByLabel('제목')).toHaveCount(0);

  // Stuco's own notice: edit and delete offered. Deleted meanwhile on another device, the server refuses. This phone
  // hears nothing live here (its live connection is down), or it would learn of the delete before the tap (next test).
  await app.route((url) => url.pathname === '/api/live', (r) => r.abort());
  await app.goto(`/admin/festa/notice/2?${AT_NOW}`);
  await expect(app.getByRole('heading', { name: '축제 기간 주점 운영 및 음주 수칙 안내' })).toBeVisible();
  await expect(app.getByRole('button', { name: '수정' })).toBeVisible();
  await deleteOnAnotherPhone(request, server.url, 2);
  await app.getByRole('button', { name: '삭제' }).click();
  await app.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(app.getByRole('alert')).toHaveText('이 글은 더 이상 없어요');
  await expect(app.getByText('this post does not exist')).toHaveCount(0);

  // The same in English: Stuco's other notice (5), deleted meanwhile.
  await app.evaluate(() => localStorage.setItem('language', 'en'));
  await app.goto(`/admin/festa/notice/3?${AT_NOW}`);
  await expect(app.getByText('Only the writer can edit or delete this post.')).toBeVisible();
  await app.goto(`/admin/festa/notice/5?${AT_NOW}`);
  await expect(app.getByRole('button', { name: 'Delete' })).toBeVisible();
  await deleteOnAnotherPhone(request, server.url, 5);
  await app.getByRole('button', { name: 'Delete' }).click();
  await app.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(app.getByRole('alert')).toHaveText('This post no longer exists');
});

test('a post open on one phone and deleted on another says within seconds that it no longer exists', async ({ app, request, server }) => {
  await logIn(app, 'e2e-stuco-code', /\/admin\/festa$/);
  await app.goto(`/admin/festa/notice/13?${AT_NOW}`);
  await expect(app.getByRole('heading', { name: '파란색 장우산' })).toBeVisible();
  await expect(app.getByRole('button', { name: '삭제' })).toBeVisible();
  await deleteOnAnotherPhone(request, server.url, 13);
  // No tap: the live update reads it again, and the page says it is gone instead of offering what would be refused.
  await expect(app.getByRole('alert')).toHaveText('이 글은 더 이상 없어요');
  await expect(app.getByRole('button', { name: '삭제' })).toHaveCount(0);
});

test('a notice being edited and deleted on another phone keeps the form and what was typed, and says it no longer exists', async ({ app, request, server }) => {
  await logIn(app, 'e2e-stuco-code', /\/admin\/festa$/);
  await app.goto(`/admin/festa/notice/edit/19?${AT_NOW}`);
  const title = app.getByLabel('제목');
  await expect(title).toHaveValue('쓰레기 분리배출 및 다회용기 반납 안내');
  await title.press('End');
  await title.pressSequentially(' (만해광장 반납함 추가)');
  await deleteOnAnotherPhone(request, server.url, 19);
  // No tap: the live update reads it again and it is gone; the admin's words stay in the form under the notice.
  await expect(app.getByRole('alert')).toHaveText('이 글은 더 이상 없어요');
  await expect(title).toHaveValue('쓰레기 분리배출 및 다회용기 반납 안내 (만해광장 반납함 추가)');
  // Saving anyway: the server's refusal in the form, and still nothing typed is lost.
  await app.getByRole('button', { name: '수정' }).click();
  await expect(app.getByRole('form', { name: '수정' }).getByRole('alert')).toHaveText('이 글은 더 이상 없어요');
  await expect(title).toHaveValue('쓰레기 분리배출 및 다회용기 반납 안내 (만해광장 반납함 추가)');
  await expect(app).toHaveURL(/\/admin\/festa\/notice\/edit\/19/);
});

test('16.14 Stuco opening /admin/booth and a club opening /admin/festa are told and sent to login', async ({ app }) => {
  await logIn(app, 'e2e-stuco-code', /\/admin\/festa$/);
  await app.goto(`/admin/booth?${AT_NOW}`);
  await expect(app).toHaveURL(/\/admin\/login/);
  await expect(app.getByRole('alert')).toHaveText('이벤트를 작성할 권한이 없어요');
  await expect(app.getByRole('heading', { name: '진행한 이벤트 목록' })).toHaveCount(0);

  await logIn(app, 'e2e-club-code', /\/admin\/booth$/);
  await app.goto(`/admin/festa?${AT_NOW}`);
  await expect(app).toHaveURL(/\/admin\/login/);
  await expect(app.getByRole('alert')).toHaveText('일반 공지를 작성할 권한이 없어요');
});
