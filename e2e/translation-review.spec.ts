// Translation review against the real server: Staff add an official name to the glossary and write their
// own English for a booth's description; a visitor reading English sees both on the booth page; after the
// booth's Korean description is edited in the console, the override shows as stale (old and new source)
// and the visitor no longer gets it.
import { test, expect } from './fixtures';

const NOW = '2025-09-25T13:00:00+09:00';
const AT_NOW = `now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW });

const OVERRIDE = 'Frontier’s own night pub: three nights on Manhae Plaza.';

test.describe('translation review', () => {
  test('Staff set an official name and an override; English visitors see them; a source edit makes the override stale', async ({ app, server, browser }) => {
    test.setTimeout(240_000);
    await app.goto(`/admin/login?${AT_NOW}`);
    await app.getByLabel('관리자 코드').fill('e2e-staff-code');
    await app.getByRole('button', { name: '로그인' }).click();
    await expect(app).toHaveURL(/\/admin\/festa$/);
    await app.getByRole('link', { name: '운영 콘솔' }).click();
    await app.getByRole('link', { name: '번역 검토' }).click();
    await expect(app).toHaveURL(/\/admin\/console\/translations$/);
    await expect(app.getByText('아직 등록된 용어가 없습니다')).toBeVisible();

    // The glossary: booth 1's name gets its official English name.
    await app.getByRole('button', { name: '용어 추가' }).click();
    const form = app.getByRole('form', { name: '새 용어' });
    await form.getByLabel('한국어 용어').fill('프론티어');
    await form.getByLabel('공식 명칭 (영어)').fill('Frontier Night Pub');
    await form.getByRole('button', { name: '용어 저장' }).click();
    await expect(app.getByRole('status')).toContainText('용어를 저장했습니다');
    await expect(app.getByRole('list', { name: '공식 명칭 용어집' }).getByRole('listitem')).toContainText('Frontier Night Pub');

    // An override of the description in English.
    await app.getByLabel('언어').selectOption('en');
    await app.getByRole('searchbox', { name: '검색' }).fill('3일 내내');
    // The list has narrowed to the one match before the tap (a list still changing moves the button under the finger).
    await expect(app.getByText('1개 중 1개')).toBeVisible();
    const entry = app.getByRole('listitem', { name: 'booth 1 · BoothDescription · 영어' });
    await entry.getByRole('button', { name: '직접 번역하기: booth 1 · BoothDescription · 영어' }).click();
    await entry.getByLabel('번역 (영어)').fill(OVERRIDE);
    await entry.getByRole('button', { name: '번역 저장' }).click();
    await expect(app.getByRole('status')).toHaveText('번역을 저장했습니다');
    await expect(entry).toContainText(`수정한 번역${OVERRIDE}`);

    // A visitor reading English on their own phone: the official name (redone in the background) and the override.
    const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })).newPage();
    await visitor.addInitScript(() => localStorage.setItem('language', 'en'));
    await visitor.goto(`${server.url}/booth/1?${AT_NOW}`);
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByText('Frontier Night Pub').first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await expect(visitor.getByText(OVERRIDE)).toBeVisible();

    // The booth's Korean description is edited in the console's booth editor.
    const next = '중앙동아리 프론티어의 야간 주점입니다. 마지막 날은 자정까지 열어요.';
    await app.goto(`${server.url}/admin/console/booth/1?${AT_NOW}`);
    await app.getByLabel('부스 소개').fill(next);
    await app.getByRole('button', { name: '저장' }).click();
    await expect(app.getByRole('status')).toHaveText('저장했어요');

    // Staff see the override flagged stale with the old and the new source, first in the list.
    await app.goto(`${server.url}/admin/console/translations?${AT_NOW}`);
    const stale = app.getByRole('list', { name: '번역 목록' }).getByRole('listitem').first();
    await expect(async () => {
      await app.reload();
      await expect(stale).toContainText('원문 변경됨: 확인 필요', { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await expect(stale).toHaveAccessibleName('booth 1 · BoothDescription · 영어');
    await expect(stale).toContainText('이전 원문중앙동아리 프론티어가 3일 내내 만해광장에서');
    await expect(stale).toContainText(`원문${next}`);

    // The visitor no longer gets the override written for the old text: not in the page the server drew, nor once
    // that page is the app's (its controls work), where the phone's kept translations show.
    const takenOver = visitor.locator('#root:not([data-drawn-lang])');
    await expect(async () => {
      await visitor.reload();
      await expect(takenOver).toBeAttached({ timeout: 15_000 });
      await expect(visitor.getByText(next)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(visitor.getByText(OVERRIDE)).toHaveCount(0);
  });
});
