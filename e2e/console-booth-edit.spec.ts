// Staff rename a booth and move it to another location from its editor, against the real server: a visitor's
// booth page that is already open follows (live `booths` event) with the new name and place, and the map finds
// the booth under its new name and at its new place, no longer at the old one.
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

// Day 2 at 13:00: the photo booth (a day booth at Paljeongdo) is open.
const NOW = '2025-09-25T13:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;
const OLD = '빛그림 즉석 사진관';
const NEW = '빛그림 사진관';

test.use({ festivalNow: NOW, isolate: 'console-booth-edit' });

const sheet = (page: Page) => page.getByRole('region', { name: '검색 결과' });
const cardNames = (page: Page) =>
  sheet(page)
    .getByRole('article')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

test('Staff rename a booth and move it; the visitor’s open booth page and the map show the new name and place', async ({ app, server }) => {
  test.setTimeout(180_000);
  // A visitor has the booth's page open.
  const visitor = await app.context().browser()!.newPage();
  await visitor.goto(`${server.url}${at('/booth/13')}`);
  await expect(visitor.getByRole('heading', { name: OLD })).toBeVisible();
  const place = visitor.getByRole('region', { name: '위치' });
  await expect(place).toContainText('팔정도');

  await app.goto(at('/admin/login'));
  await app.getByLabel('관리자 코드').fill('e2e-staff-code');
  await app.getByRole('button', { name: '로그인' }).click();
  await expect(app).toHaveURL(/\/admin\/festa$/);
  await app.goto(at('/admin/console/booth/13'));
  const form = app.getByRole('region', { name: '이름·위치·사진' });
  const name = form.getByRole('textbox', { name: '이름', exact: true });
  await expect(name).toHaveValue(OLD);

  // A blank name is said beside the field and nothing is sent.
  await name.fill('  ');
  await form.getByRole('button', { name: '이름·위치 바꾸기' }).click();
  await expect(name).toHaveAccessibleDescription('이름을 입력하세요');

  await name.fill(NEW);
  await form.getByRole('combobox', { name: '위치' }).selectOption({ label: '다향관' });
  await form.getByRole('button', { name: '이름·위치 바꾸기' }).click();
  await expect(form.getByRole('status')).toHaveText('저장했어요');

  // The visitor's open page follows without a reload.
  await expect(visitor.getByRole('heading', { name: NEW })).toBeVisible();
  await expect(place).toContainText('다향관');
  await expect(place).not.toContainText('팔정도');

  // The map finds it by its new name, at its new place and not at the old one.
  await visitor.goto(`${server.url}${at('/map')}`);
  const search = visitor.getByRole('searchbox', { name: '검색' });
  await search.fill('빛그림');
  await expect.poll(() => cardNames(visitor)).toEqual([NEW]);
  await search.fill('다향관');
  await expect(sheet(visitor).getByRole('article', { name: NEW })).toBeVisible();
  await search.fill('팔정도');
  await expect(sheet(visitor).getByRole('article').first()).toBeVisible();
  await expect(sheet(visitor).getByRole('article', { name: NEW })).toHaveCount(0);
  await visitor.close();
});
