// The spreadsheet import from a phone (issue 22): Staff upload a CSV of 20 booths with menus where two rows are
// bad; the dry run names both rows and columns and nothing is imported; the fixed file imports; a visitor finds
// the new booths on /map. A hostile sheet (a formula cell, a <script> name) and a 10 MB file are refused with a
// report, and nothing changes.
import { test, expect } from './fixtures';
import { BOOTH_COLUMNS } from '../contract/console-import';
import { toCsv } from '../contract/csv';

const NOW = '2025-09-25T14:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW, isolate: 'console-import' });

const H = [...BOOTH_COLUMNS];
const row = (o: Partial<Record<(typeof BOOTH_COLUMNS)[number], string>>) => H.map((c) => o[c] ?? '');

/** 20 booths with two menus each; `bad` spoils sheet rows 6 (price) and 12 (location). */
function sheet(bad: boolean): Buffer {
  const rows: string[][] = [H];
  for (let i = 1; i <= 20; i++) {
    rows.push(row({ booth: `가져온 부스 ${i}`, category: 'Booth', location: '다향관', open: '11:00', close: '18:00', description: `${i}번 부스`, menu: `떡볶이 ${i}`, price: '3000' }));
    rows.push(row({ booth: `가져온 부스 ${i}`, menu: `어묵 ${i}`, price: '1500' }));
  }
  if (bad) {
    rows[5][H.indexOf('price')] = '공짜';
    rows[11][H.indexOf('location')] = '달나라';
  }
  return Buffer.from(toCsv(rows), 'utf8');
}

async function boothNames(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/booths/list/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({}) });
  return ((await res.json()) as { results: { name: string }[] }).results.map((b) => b.name);
}

test('Staff import 20 booths from a CSV after fixing two rows the dry run named; a visitor finds them on the map', async ({ app, browser, server }) => {
  test.setTimeout(150_000);
  const before = await boothNames(server.url);
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  try {
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByLabel('관리자 코드').fill('e2e-staff-code');
    await staff.getByRole('button', { name: '로그인' }).click();
    await expect(staff).toHaveURL(/\/admin\/festa$/);
    await staff.goto(`${server.url}/admin/console`);
    await staff.getByRole('link', { name: '스프레드시트로 가져오기' }).click();
    await expect(staff).toHaveURL(/\/admin\/console\/import$/);

    const file = staff.getByLabel('파일 선택 (CSV 또는 XLSX, 최대 1 MB)');
    await file.setInputFiles({ name: 'booths.csv', mimeType: 'text/csv', buffer: sheet(true) });
    const report = staff.getByRole('alert');
    await expect(report).toContainText('booths.csv에 문제 2개가 있습니다. 아무것도 가져오지 않았습니다.');
    const items = report.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toHaveText('6행 · price 공짜: 가격은 0에서 1,000,000 사이의 원 단위 정수입니다.');
    await expect(items.nth(1)).toHaveText('12행 · location 알 수 없는 장소: 달나라');
    await expect(staff.getByRole('button', { name: '가져오기' })).toHaveCount(0);
    expect(await boothNames(server.url)).toEqual(before);

    await file.setInputFiles({ name: 'booths-fixed.csv', mimeType: 'text/csv', buffer: sheet(false) });
    await expect(staff.getByRole('status')).toHaveText('booths-fixed.csv에 문제가 없습니다: 부스 20개, 메뉴 40개, 공연 0개.');
    expect(await boothNames(server.url)).toEqual(before);
    await staff.getByRole('button', { name: '가져오기' }).click();
    await expect(staff.getByRole('status')).toHaveText('가져왔습니다: 부스 20개, 메뉴 40개, 공연 0개. 방문자에게 바로 보입니다.');
  } finally {
    await staffContext.close();
  }
  const after = await boothNames(server.url);
  expect(after.filter((n) => n.startsWith('가져온 부스')).length).toBe(20);

  // A visitor searches the map for one of them.
  await app.goto(at('/map'));
  await app.getByRole('searchbox', { name: '검색' }).fill('가져온 부스 7');
  await expect(app.getByRole('region', { name: '검색 결과' }).getByRole('article', { name: '가져온 부스 7' })).toBeVisible();
});

test('a hostile sheet and a 10 MB file are refused with a report; nothing changes', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const before = await boothNames(server.url);
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  try {
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByLabel('관리자 코드').fill('e2e-staff-code');
    await staff.getByRole('button', { name: '로그인' }).click();
    await expect(staff).toHaveURL(/\/admin\/festa$/);
    await staff.goto(`${server.url}/admin/console/import`);
    const file = staff.getByLabel('파일 선택 (CSV 또는 XLSX, 최대 1 MB)');
    const hostile = toCsv([H, row({ booth: '=HYPERLINK("http://evil.example","x")', category: 'Booth', location: '다향관' }), row({ booth: '<script>alert(1)</script>', category: 'Booth', location: '다향관' })]);
    await file.setInputFiles({ name: 'hostile.csv', mimeType: 'text/csv', buffer: Buffer.from(hostile) });
    const items = staff.getByRole('alert').getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('2행 · booth =HYPERLINK("http://evil.example","x"): =, +, -, @로 시작할 수 없습니다');
    await expect(items.nth(1)).toContainText('3행 · booth <script>alert(1)</script>: 이름에 <, > 나 script 태그를 쓸 수 없습니다.');

    // 10 MB: the phone refuses it before sending; the server refuses it from its length alone.
    const big = Buffer.alloc(10 * 1024 * 1024, 'a');
    await file.setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: big });
    await expect(staff.getByRole('alert').getByRole('listitem')).toHaveText('파일 파일이 10.0 MB입니다. 최대 1 MB까지 가능합니다.');
  } finally {
    await staffContext.close();
  }
  const login = await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ admin_code: 'e2e-staff-code' }) });
  const { uid } = (await login.json()) as { uid: string };
  const res = await fetch(`${server.url}/api/console/import/booths?apply=1&uid=${uid}`, { method: 'POST', body: Buffer.alloc(10 * 1024 * 1024, 'a') });
  expect(res.status).toBe(413);
  expect(((await res.json()) as { problems: { code: string }[] }).problems.map((p) => p.code)).toEqual(['file_too_large']);
  expect(await boothNames(server.url)).toEqual(before);
});
