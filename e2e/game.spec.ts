import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Day 2, mid-afternoon in Korea.
test.use({ festivalNow: '2025-09-25T14:00:00+09:00' });

const cards = (page: Page) => page.getByRole('group', { name: '단어 카드' }).getByRole('button');

/** Waits for a stage's grid to be playing and returns the words with the index of the odd one. */
async function readGrid(page: Page, stage: number): Promise<{ words: string[]; odd: number }> {
  await expect(page.getByRole('heading', { name: `${stage}단계` })).toBeVisible();
  await expect(cards(page).first()).not.toHaveAttribute('aria-disabled', 'true');
  const words = await cards(page).allTextContents();
  expect(words).toHaveLength((stage + 1) ** 2);
  const odd = words.findIndex((w) => words.filter((x) => x === w).length === 1);
  expect(odd).toBeGreaterThanOrEqual(0);
  return { words, odd };
}

async function startFromIntro(page: Page) {
  // The intro's tap, until the visitor sees the start button. On a loaded machine Playwright once reported the tap as
  // intercepted while the screen had taken it and moved on, then waited a minute for the intro's button to come back.
  const start = page.getByRole('button', { name: '게임 시작' });
  await expect(async () => {
    if (!(await start.isVisible())) await page.getByRole('button', { name: /화면을 눌러 시작/ }).click({ timeout: 5_000 });
    await expect(start).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await start.click();
}

test.describe('word game', () => {
  test('a full game won through coupon issue and code copy', async ({ app, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await app.goto('/event');
    await expect(app).toHaveURL(/phase=intro/);
    await expect(app.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
    await startFromIntro(app);
    await expect(app.getByRole('timer', { name: /게임 시작까지/ })).toBeVisible();
    await expect(app).toHaveURL(/phase=countdown/);
    // full screen outside intro and instruction
    await expect(app.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
    for (let stage = 1; stage <= 4; stage++) {
      const { odd } = await readGrid(app, stage);
      await cards(app).nth(odd).click();
      await expect(app.getByText('정답!')).toBeVisible();
    }
    const dialog = app.getByRole('dialog', { name: '4단계 모두 성공!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('상위 18%');
    await expect(dialog).toContainText(/지금까지 \d+명이 성공했어요/);
    await app.getByRole('button', { name: '선물 상자 열기' }).click();
    // the box opens by itself (its animation stands in for the video)
    await expect(app.getByRole('dialog', { name: '5% 할인 쿠폰 당첨!' })).toBeVisible({ timeout: 5000 });
    await expect(app.getByRole('radio')).toHaveCount(3);
    await expect(app.getByRole('radio', { name: '프론티어' })).toBeChecked();
    await app.getByRole('radio', { name: '푸름누리' }).check();
    await app.getByRole('button', { name: '쿠폰 발급' }).click();
    const code = app.getByLabel('쿠폰 코드');
    await expect(code).toHaveText(/\S{6,}/);
    const issued = (await code.textContent())?.trim();
    await app.getByRole('button', { name: '코드 복사' }).click();
    await expect(app.getByText('복사했어요')).toBeVisible();
    expect(await app.evaluate(() => navigator.clipboard.readText())).toBe(issued);
    await app.getByRole('button', { name: '닫기' }).click();
    await expect(app).toHaveURL(/phase=intro/);
    await app.getByRole('button', { name: /화면을 눌러 시작/ }).click();
    await expect(app.getByText('오늘 남은 기회 4번')).toBeVisible();
  });

  test('a lost game: a wrong card ends it, with retry and home', async ({ app }) => {
    await app.goto('/event');
    await startFromIntro(app);
    const { odd } = await readGrid(app, 1);
    await cards(app).nth(odd === 0 ? 1 : 0).click();
    await expect(app.getByText('오답!')).toBeVisible();
    await expect(app.getByRole('heading', { name: '아쉽게도 실패했어요' })).toBeVisible();
    await expect(app).toHaveURL(/phase=result/);
    await expect(app.getByRole('button', { name: '다시 도전' })).toBeVisible();
    await app.getByRole('button', { name: '처음으로' }).click();
    await expect(app).toHaveURL(/phase=intro/);
  });

  test('the sixth start of the day is refused', async ({ app }) => {
    test.setTimeout(120_000);
    await app.goto('/event');
    await startFromIntro(app);
    for (let play = 1; play <= 5; play++) {
      const { odd } = await readGrid(app, 1);
      await cards(app).nth(odd === 0 ? 1 : 0).click();
      await expect(app.getByRole('heading', { name: '아쉽게도 실패했어요' })).toBeVisible();
      if (play < 5) await app.getByRole('button', { name: '다시 도전' }).click();
    }
    // the fifth play is over: only home, and the time to the next day
    await expect(app.getByRole('button', { name: '다시 도전' })).toHaveCount(0);
    await expect(app.getByRole('timer')).toHaveText(/다음 참여까지 \d\d:\d\d:\d\d/);
    await app.getByRole('button', { name: '처음으로' }).click();
    await app.getByRole('button', { name: /화면을 눌러 시작/ }).click();
    await expect(app.getByText('오늘 남은 기회 0번')).toBeVisible();
    await expect(app.getByRole('button', { name: '게임 시작' })).toBeDisabled();
    // even with the local count gone, the server refuses the sixth start
    await app.evaluate(() => localStorage.removeItem('game_try_times'));
    await app.reload();
    await startFromIntro(app);
    await expect(app.getByRole('alert')).toHaveText('오늘의 참여 횟수를 초과했어요');
    await expect(app.getByRole('button', { name: '게임 시작' })).toBeDisabled();
  });

  test('leaving a round asks first: staying keeps the round, and a reload or closing asks the browser', async ({ app }) => {
    const question = '지금 나가면 이번 도전 기회가 사라져요. 나갈까요?';
    await app.goto('/');
    await app.goto('/event');
    await startFromIntro(app);
    await readGrid(app, 1);
    // Back, then "stay": the same round goes on.
    const stay = app.waitForEvent('dialog').then(async (d) => {
      expect(d.message()).toBe(question);
      await d.dismiss();
    });
    await app.evaluate(() => history.back());
    await stay;
    await expect(app.getByRole('heading', { name: '1단계' })).toBeVisible();
    await expect(app).toHaveURL(/\/event/);
    const { odd } = await readGrid(app, 1);
    await cards(app).nth(odd).click();
    await expect(app.getByText('정답!')).toBeVisible();
    // Closing the tab (or reloading) asks the browser's own question.
    await readGrid(app, 2);
    const unload = app.waitForEvent('dialog').then(async (d) => {
      expect(d.type()).toBe('beforeunload');
      await d.dismiss();
    });
    await app.close({ runBeforeUnload: true });
    await unload;
    await expect(app.getByRole('heading', { name: '2단계' })).toBeVisible();
    // Back, then "leave": the visitor is home again.
    const leave = app.waitForEvent('dialog').then((d) => d.accept());
    await app.evaluate(() => history.back());
    await leave;
    await expect(app).toHaveURL(/\/$/);
  });
});

