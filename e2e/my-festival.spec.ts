import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Day 2, ten minutes before the first celebrity act (윤서하, 20:00 at the main stage).
const NOW = '2025-09-25T19:49:40+09:00';
const at = (path: string, now = NOW) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(now)}`;
test.use({ festivalNow: NOW });

/** The VEVENTs of an .ics, unfolded (RFC 5545 §3.1), as name → value. */
function parseIcs(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let e: Record<string, string> | null = null;
  for (const line of lines) {
    const i = line.indexOf(':');
    const [name, value] = [line.slice(0, i).split(';')[0], line.slice(i + 1)];
    if (line === 'BEGIN:VEVENT') e = {};
    else if (line === 'END:VEVENT') {
      events.push(e!);
      e = null;
    }
    else if (e) e[name] = value;
  }
  return events;
}
const kst = (utc: string) =>
  new Date(utc.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z')).toLocaleString('sv-SE', { timeZone: 'Asia/Seoul' });

async function downloadText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return fs.readFileSync((await download.path())!, 'utf8');
}

const cards = (page: Page) => page.getByRole('group', { name: '단어 카드' }).getByRole('button');

async function winStage(page: Page, stage: number): Promise<void> {
  await expect(page.getByRole('heading', { name: `${stage}단계` })).toBeVisible();
  await expect(cards(page).first()).not.toHaveAttribute('aria-disabled', 'true');
  const words = await cards(page).allTextContents();
  await cards(page).nth(words.findIndex((w) => words.filter((x) => x === w).length === 1)).click();
  await expect(page.getByText('정답!')).toBeVisible();
}

test.describe('My festival', () => {
  test('a starred performance and booth, a reminder 10 min ahead, and the calendar files', async ({ app }) => {
    await app.goto(at('/timetable'));
    await app.getByRole('tab', { name: '연예인' }).click();
    await app.getByRole('button', { name: '윤서하 즐겨찾기' }).click();
    await expect(app.getByRole('button', { name: '윤서하 즐겨찾기' })).toHaveAttribute('aria-pressed', 'true');
    await app.getByRole('button', { name: '실버라이닝 즐겨찾기' }).click();

    await app.goto('/map');
    const star = app.getByRole('button', { name: /즐겨찾기$/ }).first();
    await expect(star).toBeVisible();
    const boothName = ((await star.getAttribute('aria-label')) ?? '').replace(/ 즐겨찾기$/, '');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await app.goto('/');
    await app.getByRole('link', { name: '내 축제 보기' }).click();
    await expect(app).toHaveURL(/\/my$/);
    const acts = app.getByRole('region', { name: '즐겨찾는 공연' }).getByRole('listitem');
    await expect(acts).toHaveCount(2);
    await expect(acts.nth(0)).toContainText('윤서하');
    await expect(acts.nth(0)).toContainText(/\d+분 후 시작/);
    await expect(acts.nth(1)).toContainText('실버라이닝');
    await expect(app.getByRole('region', { name: '즐겨찾는 부스' }).getByRole('link', { name: boothName })).toBeVisible();

    // One performance's file, then all favourites: Korea times read back.
    const one = parseIcs(await downloadText(app, () => app.getByRole('button', { name: '윤서하 캘린더에 추가' }).click()));
    expect(one).toHaveLength(1);
    expect(one[0].SUMMARY).toBe('윤서하');
    expect(kst(one[0].DTSTART)).toBe('2025-09-25 20:00:00');
    expect(kst(one[0].DTEND)).toBe('2025-09-25 20:40:00');
    expect(one[0].UID).toBe('stage-10@dongguk-festival');
    const all = parseIcs(await downloadText(app, () => app.getByRole('button', { name: '즐겨찾는 공연 모두 캘린더에 추가' }).click()));
    expect(all.map((e) => [e.SUMMARY, kst(e.DTSTART)])).toEqual([
      ['윤서하', '2025-09-25 20:00:00'],
      ['실버라이닝', '2025-09-25 20:50:00'],
    ]);

    // 10 minutes ahead of 20:00 is 19:50: the replay clock stands at 19:49:40, so it fires within seconds.
    await app.getByRole('combobox', { name: '윤서하 알림' }).selectOption('10');
    await expect(acts.nth(0).getByRole('status')).toHaveText('19:50에 알려 드릴게요');
    const toast = app.getByRole('alert').filter({ hasText: '곧 공연이 시작돼요' });
    await expect(toast).toContainText('윤서하 · 20:00 · 대운동장 특설무대', { timeout: 30_000 });
    await toast.getByRole('button', { name: '알림 닫기' }).click();
    await expect(toast).toHaveCount(0);
    // Delivered once: a reload does not remind again.
    await app.reload();
    await expect(acts).toHaveCount(2);
    await expect(app.getByRole('alert').filter({ hasText: '곧 공연이 시작돼요' })).toHaveCount(0);
  });

  test('a shared booth link opens the booth in the receiver’s language', async ({ app, context, server }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await app.goto(at('/booth/3'));
    await app.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await app.getByRole('button', { name: '푸름누리 공유하기' }).click();
    await expect(app.getByRole('status').filter({ hasText: '링크를 복사했어요' })).toBeVisible();
    const link = await app.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${server.url}/booth/3`);

    // The receiver reads English.
    const friend = await context.newPage();
    await friend.goto(`${server.url}/`);
    await friend.evaluate(() => localStorage.setItem('language', 'en'));
    await friend.goto(link);
    await expect(friend.getByRole('button', { name: /Add .+ to My festival/ })).toBeVisible();
    await expect(friend.getByRole('heading', { name: 'Location' })).toBeVisible();
    // The preview a chat app reads is in the page itself.
    const html = await (await fetch(link)).text();
    expect(html).toContain('<meta property="og:title" content="푸름누리" />');
  });

  test('a coupon issued in the game stays after a reload and is redeemed once', async ({ app, server }) => {
    await app.goto('/event');
    await app.getByRole('button', { name: /화면을 눌러 시작/ }).click();
    await app.getByRole('button', { name: '게임 시작' }).click();
    for (let stage = 1; stage <= 4; stage++) await winStage(app, stage);
    await app.getByRole('button', { name: '선물 상자 열기' }).click();
    await expect(app.getByRole('dialog', { name: '5% 할인 쿠폰 당첨!' })).toBeVisible({ timeout: 5000 });
    await app.getByRole('radio', { name: '공과대학' }).check();
    await app.getByRole('button', { name: '쿠폰 발급' }).click();
    const code = ((await app.getByLabel('쿠폰 코드').textContent()) ?? '').trim();
    expect(code).toMatch(/^DG5-/);
    await app.getByRole('button', { name: '닫기' }).click();

    await app.goto('/my');
    await app.reload();
    const card = app.getByRole('article', { name: `쿠폰 코드 ${code}` });
    await expect(card).toContainText('공과대학 5% 할인');
    await expect(card).toContainText(/\d\d\/\d\d \d\d:\d\d 발급/);

    // At the counter: Staff checks the code and uses it; a second use is refused with the time.
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ admin_code: 'e2e-staff-code' }),
    });
    const { uid } = (await login.json()) as { uid: string };
    const check = await fetch(`${server.url}/api/coupons/${code}?pub=${encodeURIComponent('공과대학')}`, { headers: { authorization: `Bearer ${uid}` } });
    expect(await check.json()).toMatchObject({ code, pub_name: '공과대학', valid: true });
    const redeem = () =>
      fetch(`${server.url}/api/coupons/${code}/redeem`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uid }) });
    expect((await redeem()).status).toBe(200);
    const again = await redeem();
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/^this coupon was already used at \d\d:\d\d$/);
  });
});
