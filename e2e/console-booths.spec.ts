// Staff create and delete a booth from the console against the real server: a food truck with two menus and
// hours is created (a bad price is refused first, on the form and by the server, and nothing changes); a visitor
// finds it on /map and opens its page; Staff delete it (the confirmation names it) and it is gone for the visitor.
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

const NOW = '2025-09-25T19:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;
const TRUCK = '선셋 타코 트럭';

test.use({ festivalNow: NOW, isolate: 'console-booths' });

const sheet = (page: Page) => page.getByRole('region', { name: '검색 결과' });

async function consoleBooths(base: string, uid: string): Promise<{ id: number; name: string }[]> {
  const res = await fetch(`${base}/api/console/booths?uid=${encodeURIComponent(uid)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { booths: { id: number; name: string }[] }).booths;
}

test('Staff create a food truck that visitors find on the map, then delete it and it is gone', async ({ app, server }) => {
  test.setTimeout(180_000);
  await app.goto(at('/admin/login'));
  await app.getByLabel('관리자 코드').fill('e2e-staff-code');
  await app.getByRole('button', { name: '로그인' }).click();
  await expect(app).toHaveURL(/\/admin\/festa$/);
  const uid = await app.evaluate(() => sessionStorage.getItem('uid') ?? '');
  const before = await consoleBooths(server.url, uid);

  await app.getByRole('link', { name: '운영 콘솔' }).click();
  await app.getByRole('link', { name: '부스 목록 · 새 부스' }).click();
  await expect(app).toHaveURL(/\/admin\/console\/booths$/);
  await expect(app.getByRole('list', { name: '부스' }).getByRole('listitem')).toHaveCount(before.length);
  await app.getByRole('link', { name: '새 부스 만들기' }).click();
  await expect(app).toHaveURL(/\/admin\/console\/booths\/new$/);

  await app.getByRole('textbox', { name: '이름' }).fill(TRUCK);
  await app.getByRole('combobox', { name: '종류' }).selectOption({ label: '푸드트럭' });
  await app.getByRole('combobox', { name: '위치' }).selectOption({ label: '팔정도' });
  await app.getByRole('textbox', { name: '부스 소개' }).fill('해 질 녘에 여는 타코 트럭');
  await app.getByRole('button', { name: '메뉴 추가' }).click();
  await app.getByRole('textbox', { name: '1번째 메뉴 이름' }).fill('불고기 타코');
  await app.getByRole('textbox', { name: '1번째 메뉴 가격' }).fill('6000');
  await app.getByRole('button', { name: '메뉴 추가' }).click();
  await app.getByRole('textbox', { name: '2번째 메뉴 이름' }).fill('치즈 나초');
  await app.getByRole('textbox', { name: '2번째 메뉴 가격' }).fill('4,500');
  await app.getByLabel('2025-09-25 시작 시간').fill('11:00');
  await app.getByLabel('2025-09-25 마감 시간').fill('23:00');

  // A bad price: said under its field, nothing sent, nothing changes; the server refuses it too.
  await app.getByRole('button', { name: '부스 만들기' }).click();
  await expect(app.getByRole('alert').filter({ hasText: '표시된 칸을 고쳐 주세요' })).toBeVisible();
  await expect(app.getByText('2번째 메뉴의 가격은 0에서 1,000,000 사이의 숫자로 써 주세요')).toBeVisible();
  await expect(app.getByRole('textbox', { name: '2번째 메뉴 가격' })).toHaveAttribute('aria-invalid', 'true');
  const refused = await fetch(`${server.url}/api/console/booths`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, name: TRUCK, category: 'FoodTruck', location_id: 1, menus: [{ name: '치즈 나초', price: 4500.5 }] }),
  });
  expect(refused.status).toBe(400);
  const refusal = (await refused.json()) as { error: string; problems: { field: string; code: string }[] };
  expect(refusal.error).toBe('invalid_booth');
  expect(refusal.problems).toContainEqual(expect.objectContaining({ field: 'menus.0.price', code: 'menu_price' }));
  expect(await consoleBooths(server.url, uid)).toEqual(before);

  await app.getByRole('textbox', { name: '2번째 메뉴 가격' }).fill('4500');
  await app.getByRole('button', { name: '부스 만들기' }).click();
  await expect(app.getByRole('status')).toHaveText(`${TRUCK}을(를) 만들었어요. 지도와 목록에 바로 보여요.`);
  const created = (await consoleBooths(server.url, uid)).find((b) => b.name === TRUCK);
  expect(created).toBeTruthy();

  // A visitor finds it on the map among the food trucks and opens its page.
  const visitor = await app.context().browser()!.newPage();
  await visitor.goto(`${server.url}${at('/map')}`);
  await visitor.getByRole('button', { name: '푸드트럭' }).click();
  await visitor.getByRole('searchbox', { name: '검색' }).fill('선셋');
  const card = sheet(visitor).getByRole('article', { name: TRUCK });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(visitor).toHaveURL(new RegExp(`/${created!.id}(\\?|$)`));
  await expect(visitor.getByRole('heading', { name: TRUCK })).toBeVisible();
  const menu = visitor.getByRole('list', { name: '메뉴' });
  await expect(menu.getByRole('listitem').filter({ hasText: '불고기 타코' })).toContainText('6,000');
  await expect(menu.getByRole('listitem').filter({ hasText: '치즈 나초' })).toContainText('4,500');

  // Staff delete it from the list after the confirmation names it.
  await app.getByRole('link', { name: '부스 목록으로' }).click();
  await app.getByRole('searchbox', { name: '이름으로 찾기' }).fill('선셋');
  await expect(app.getByRole('list', { name: '부스' }).getByRole('listitem')).toHaveCount(1);
  await app.getByRole('button', { name: `${TRUCK} 삭제` }).click();
  const dialog = app.getByRole('alertdialog');
  await expect(dialog).toContainText(`${TRUCK}을(를) 삭제할까요?`);
  await expect(dialog).toContainText('메뉴 2개');
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(app.getByRole('status')).toContainText(`${TRUCK}을(를) 삭제했어요`);
  await expect(app.getByText('해당하는 부스가 없어요')).toBeVisible();
  expect(await consoleBooths(server.url, uid)).toEqual(before);

  // Gone for the visitor: the map finds nothing, the page says it does not exist.
  await visitor.goto(`${server.url}${at('/map')}`);
  await visitor.getByRole('button', { name: '푸드트럭' }).click();
  await visitor.getByRole('searchbox', { name: '검색' }).fill('선셋');
  await expect(sheet(visitor).getByText('검색 결과가 없어요')).toBeVisible();
  await visitor.goto(`${server.url}${at(`/foodtruck/${created!.id}`)}`);
  await expect(visitor.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: TRUCK })).toHaveCount(0);
  await visitor.close();
});
