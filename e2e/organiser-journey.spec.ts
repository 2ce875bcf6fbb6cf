// The organiser's journey from an empty start (issue 22), in Chromium against the real server started with
// FESTIVAL=empty, on a phone, in Korean, with no restart: Staff set up next year's festival (2026-09-23 to 25),
// upload a campus map image and place three locations on it, import 20 booths with menus from a CSV whose dry
// run names two bad rows (fixed, then imported), add four stage acts and create a Club code tied to one booth.
// A visitor then sees the countdown to the new opening before it and, with the replay clock inside the new
// dates, the new days on the timetable with the acts, the new dates and the uploaded map with its pins and
// the booths; the Club admin logs in with the new code, edits its own menu, and the visitor's booth page shows it.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BOOTH_COLUMNS } from '../contract/console-import';
import { toCsv } from '../contract/csv';
import { solidPng } from '../server/test/png';

// Three weeks before next year's festival; the visitor's replay clock (?now=) moves into it.
const NOW = '2026-09-01T12:00:00+09:00';
const BEFORE_OPENING = '2026-09-20T12:00:00+09:00';
const DAY2 = '2026-09-24T15:20:00+09:00';
const at = (path: string, now: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(now)}`;
test.use({ festivalNow: NOW, serverEnv: { FESTIVAL: 'empty' }, isolate: 'organiser-journey' });

const PLACES = [
  { ko: '북문 광장', en: 'North Gate Square', ja: '北門広場', zh: '北门广场', at: [0.2, 0.25] },
  { ko: '호수 무대', en: 'Lake Stage', ja: '湖ステージ', zh: '湖畔舞台', at: [0.75, 0.3] },
  { ko: '남쪽 잔디', en: 'South Lawn', ja: '南の芝生', zh: '南草坪', at: [0.5, 0.8] },
] as const;

const ACTS = [
  { name: '새벽 밴드', day: '2026-09-24', start: '15:10', end: '15:40', slot: '15:00' },
  { name: '가을 댄스팀', day: '2026-09-24', start: '16:10', end: '16:40', slot: '16:00' },
  { name: '호수 합창단', day: '2026-09-24', start: '17:10', end: '17:40', slot: '17:00' },
  { name: '마지막 밤 DJ', day: '2026-09-25', start: '18:00', end: '18:30', slot: '18:00' },
] as const;

const H = [...BOOTH_COLUMNS];
const row = (o: Partial<Record<(typeof BOOTH_COLUMNS)[number], string>>) => H.map((c) => o[c] ?? '');

/** 20 booths on the three new locations, two menus each; `bad` spoils sheet rows 6 (price) and 12 (location). */
function sheet(bad: boolean): Buffer {
  const rows: string[][] = [H];
  for (let i = 1; i <= 20; i++) {
    const place = PLACES[i % 3].ko;
    rows.push(row({ booth: `가을 부스 ${i}`, category: 'Booth', location: place, open: '11:00', close: '18:00', description: `${i}번 부스`, menu: `떡볶이 ${i}`, price: '3000' }));
    rows.push(row({ booth: `가을 부스 ${i}`, menu: `어묵 ${i}`, price: '1500' }));
  }
  if (bad) {
    rows[5][H.indexOf('price')] = '공짜';
    rows[11][H.indexOf('location')] = '달나라';
  }
  return Buffer.from(toCsv(rows), 'utf8');
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  return context.newPage();
}

test('from an empty start, Staff set up the 2026 festival in the console; visitors and a Club admin use it at once', async ({ browser, server }) => {
  test.setTimeout(420_000);
  const staff = await phone(browser);
  let clubCode = '';

  await test.step('Staff log in and are led to set the festival up on its new dates', async () => {
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByLabel('관리자 코드').fill('e2e-staff-code');
    await staff.getByRole('button', { name: '로그인' }).click();
    await expect(staff).toHaveURL(/\/admin\/festa$/);
    await expect(staff.getByRole('status').filter({ hasText: '아직 축제가 없어요' })).toBeVisible();
    await staff.getByRole('link', { name: '축제 설정', exact: true }).click();
    await expect(staff).toHaveURL(/\/admin\/console\/festival$/);
    await staff.getByRole('textbox', { name: '축제 이름 (한국어)' }).fill('2026 동국대학교 가을 축제');
    await staff.getByRole('textbox', { name: '축제 이름 (English)' }).fill('Dongguk Autumn Festival 2026');
    await staff.getByLabel('첫날').fill('2026-09-23');
    await staff.getByRole('textbox', { name: '기간 (1~7일)' }).fill('3');
    await staff.getByLabel('오픈 시각 (한국 시간)').fill('2026-09-23T09:00');
    await staff.getByRole('button', { name: '주점 추가' }).click();
    await staff.getByRole('textbox', { name: '1번째 주점 이름' }).fill('프론티어');
    await staff.getByRole('textbox', { name: '1번째 주점 쿠폰 수' }).fill('50');
    await staff.getByRole('button', { name: '축제 설정 저장' }).click();
    await expect(staff.getByRole('status').filter({ hasText: '저장했어요' })).toBeVisible();
  });

  await test.step('Staff upload a map image and place three locations on it', async () => {
    await staff.goto(`${server.url}/admin/console`);
    await staff.getByRole('link', { name: '캠퍼스 지도와 장소' }).click();
    await expect(staff).toHaveURL(/\/admin\/console\/map$/);
    await staff.getByLabel('지도 이미지 올리기 (PNG, JPEG, WebP)').setInputFiles({ name: 'campus-2026.png', mimeType: 'image/png', buffer: solidPng(600, 400, [214, 232, 200]) });
    await expect(staff.getByRole('status')).toHaveText('지도 이미지를 올렸어요.');
    const placer = staff.getByTestId('map-placer');
    await expect.poll(() => placer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    for (const p of PLACES) {
      await staff.getByRole('button', { name: '장소 추가' }).click();
      await staff.getByLabel('이름 (한국어)').fill(p.ko);
      await staff.getByLabel('이름 (영어)').fill(p.en);
      await staff.getByLabel('이름 (일본어)').fill(p.ja);
      await staff.getByLabel('이름 (중국어 간체)').fill(p.zh);
      await staff.getByRole('button', { name: '장소 저장' }).click();
      await expect(staff.getByRole('status')).toHaveText(`${p.ko}을(를) 추가했어요. 지도를 눌러 핀을 꽂으세요.`);
      await expect(staff.getByRole('button', { name: `핀 꽂기: ${p.ko}` })).toHaveAttribute('aria-pressed', 'true');
      await placer.scrollIntoViewIfNeeded();
      const box = (await placer.boundingBox())!;
      await staff.touchscreen.tap(box.x + box.width * p.at[0], box.y + box.height * p.at[1]);
      await expect(staff.getByRole('status')).toHaveText(`${p.ko}의 핀을 꽂았어요.`);
    }
    await expect(staff.locator('[data-pin]')).toHaveCount(3);
  });

  await test.step('Staff import 20 booths with menus: the dry run names two bad rows, the fixed file imports', async () => {
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

    await file.setInputFiles({ name: 'booths-fixed.csv', mimeType: 'text/csv', buffer: sheet(false) });
    await expect(staff.getByRole('status')).toHaveText('booths-fixed.csv에 문제가 없습니다: 부스 20개, 메뉴 40개, 공연 0개.');
    await staff.getByRole('button', { name: '가져오기' }).click();
    await expect(staff.getByRole('status')).toHaveText('가져왔습니다: 부스 20개, 메뉴 40개, 공연 0개. 방문자에게 바로 보입니다.');
  });

  await test.step('Staff add four stage acts', async () => {
    await staff.goto(`${server.url}/admin/console`);
    await staff.getByRole('link', { name: '무대 공연 관리' }).click();
    await expect(staff).toHaveURL(/\/admin\/console\/acts$/);
    for (const a of ACTS) {
      await staff.getByRole('button', { name: '공연 추가' }).click();
      await staff.getByRole('textbox', { name: '공연 이름' }).fill(a.name);
      await staff.getByRole('textbox', { name: '무대' }).fill('호수 특설무대');
      await staff.getByRole('combobox', { name: '날짜' }).selectOption(a.day);
      await staff.getByLabel('시작 시간').fill(a.start);
      await staff.getByLabel('종료 시간').fill(a.end);
      await staff.getByRole('button', { name: '공연 저장' }).click();
      await expect(staff.getByRole('listitem', { name: a.name, exact: true })).toContainText(`${a.start}–${a.end}`);
    }
    await expect(staff.getByRole('region', { name: '2일차 · 2026-09-24' }).getByRole('listitem')).toHaveCount(3);
    await expect(staff.getByRole('region', { name: '3일차 · 2026-09-25' }).getByRole('listitem')).toHaveCount(1);
  });

  await test.step('Staff create a Club code tied to one booth', async () => {
    await staff.goto(`${server.url}/admin/console`);
    await staff.getByRole('textbox', { name: '계정 이름' }).fill('가을 동아리');
    await staff.getByRole('combobox', { name: '부스' }).selectOption({ label: '가을 부스 3' });
    await staff.getByRole('button', { name: '계정 만들기' }).click();
    await expect(staff.getByRole('status')).toHaveText('계정을 만들었어요');
    clubCode = (await staff.getByLabel('새 관리자 코드').textContent())?.trim() ?? '';
    expect(clubCode).toMatch(/^[A-Z2-9]{12}$/);
    await staff.getByRole('button', { name: '코드를 옮겨 적었어요' }).click();
    await expect(staff.getByRole('list', { name: '관리자 계정 목록' }).getByRole('listitem').filter({ hasText: '가을 동아리' })).toContainText('동아리 · 가을 부스 3');
  });
  await staff.context().close();

  await test.step('before the opening, a visitor sees the countdown to the new opening', async () => {
    const visitor = await phone(browser);
    await visitor.goto(`${server.url}${at('/', BEFORE_OPENING)}`);
    await expect(visitor.getByRole('heading', { name: '서버 오픈까지 남은 시간' })).toBeVisible();
    // 2026-09-20 12:00 to 2026-09-23 09:00.
    await expect(visitor.getByText('D-3', { exact: true })).toBeVisible();
    await expect(visitor.getByRole('timer')).toHaveAttribute('aria-label', /^2[01] 시간 \d\d 분 \d\d 초$/);
    await visitor.context().close();
  });

  const visitor = await phone(browser);
  let boothUrl = '';
  await test.step('inside the new dates, the timetable has the new days and the acts', async () => {
    await visitor.goto(`${server.url}${at('/timetable', DAY2)}`);
    // 2026-09-23..25 are Wednesday to Friday.
    await expect(visitor.getByRole('tab', { name: /Day1/ })).toContainText('9. 23. (수)');
    await expect(visitor.getByRole('tab', { name: /Day2/ })).toContainText('9. 24. (목)');
    await expect(visitor.getByRole('tab', { name: /Day3/ })).toContainText('9. 25. (금)');
    await expect(visitor.getByRole('tab', { name: /Day2/ })).toHaveAttribute('aria-selected', 'true');
    for (const a of ACTS) {
      await visitor.getByRole('tab', { name: a.day === '2026-09-24' ? /Day2/ : /Day3/ }).click();
      await visitor.getByRole('button', { name: a.slot }).click();
      const slot = visitor.getByRole('region', { name: `${a.slot} ~ ${String(Number(a.slot.slice(0, 2)) + 1)}:00` });
      await expect(slot.getByRole('heading', { name: a.name })).toBeVisible();
      await expect(slot.getByRole('listitem').filter({ hasText: a.name })).toContainText(`${a.start} ~ ${a.end}`);
    }
  });

  await test.step('the map has the new dates, the uploaded image with its three pins, and the booths', async () => {
    await visitor.goto(`${server.url}/map`);
    const dates = visitor.getByRole('combobox', { name: '날짜' });
    await expect(dates.getByRole('option')).toHaveText(['9월 23일 (수)', '9월 24일 (목)', '9월 25일 (금)']);
    await expect(dates).toHaveValue('2026-09-24');
    const region = visitor.getByRole('region', { name: '캠퍼스 지도' });
    const image = region.getByRole('img', { name: '캠퍼스 지도' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    const pins = visitor.getByRole('list', { name: '장소' });
    await expect(pins.getByRole('button')).toHaveCount(3);
    for (const p of PLACES) await expect(pins.getByRole('button', { name: new RegExp(`^${p.ko}`) })).toBeVisible();

    await visitor.getByRole('searchbox', { name: '검색' }).fill('가을 부스 3');
    const card = visitor.getByRole('region', { name: '검색 결과' }).getByRole('article', { name: '가을 부스 3' });
    await expect(card).toBeVisible();
    await card.getByRole('link').first().click();
    await expect(visitor.getByRole('heading', { name: '가을 부스 3' })).toBeVisible();
    const menu = visitor.getByRole('list', { name: '메뉴' });
    await expect(menu.getByRole('listitem').filter({ hasText: '떡볶이 3' })).toContainText('3,000');
    boothUrl = new URL(visitor.url()).pathname;
  });

  await test.step('the Club admin logs in with the new code and edits its own menu; the visitor’s booth page shows it', async () => {
    const club = await phone(browser);
    await club.goto(`${server.url}/admin/login`);
    await club.getByLabel('관리자 코드').fill(clubCode);
    await club.getByRole('button', { name: '로그인' }).click();
    await expect(club).toHaveURL(/\/admin\/booth$/);
    await club.getByRole('link', { name: '내 부스 정보 수정' }).click();
    await expect(club.getByRole('heading', { name: '가을 부스 3', exact: true })).toBeVisible();
    // A name a spreadsheet would run is refused on the form, in Korean, before anything is sent.
    await club.getByRole('textbox', { name: '2번째 메뉴 이름' }).fill('=HYPERLINK("http://evil.example")');
    await club.getByRole('button', { name: '저장' }).click();
    await expect(club.getByRole('alert').filter({ hasText: '2번째 메뉴 이름' })).toHaveText('2번째 메뉴 이름에는 < 나 > 를 쓸 수 없고, =, +, -, @로 시작할 수도 없어요');
    await club.getByRole('textbox', { name: '2번째 메뉴 이름' }).fill('어묵탕');
    await club.getByRole('textbox', { name: '2번째 메뉴 가격' }).fill('2500');
    await club.getByRole('button', { name: '저장' }).click();
    await expect(club.getByRole('status')).toHaveText('저장했어요');
    await club.context().close();

    await visitor.goto(`${server.url}${at(boothUrl, DAY2)}`);
    const menu = visitor.getByRole('list', { name: '메뉴' });
    await expect(menu.getByRole('listitem').filter({ hasText: '어묵탕' })).toContainText('2,500');
    await expect(menu.getByRole('listitem').filter({ hasText: '어묵 3' })).toHaveCount(0);
  });
  await visitor.context().close();
});
