// Issue 16, item 17 on the real server in a 390x844 phone: axe finds nothing on each screen in Korean and
// English (axe-core injected from node_modules, nothing from a CDN); the keyboard reaches and works every
// control of home and the game; reduced motion stops the carousel, the marquee, the sheet spring and the
// countdown's animation.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

test.use({ festivalNow: '2025-09-25T14:00:00+09:00' });

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's violations on the page as it is now (WCAG 2.x A and AA rules and axe's best practices). */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const SCREENS: { path: string; ready: (page: Page, lang: 'ko' | 'en') => Promise<void> }[] = [
  { path: '/', ready: (p, l) => expect(p.getByRole('navigation', { name: l === 'ko' ? '주요 메뉴' : 'Main menu' })).toBeVisible() },
  { path: '/map', ready: (p) => expect(p.getByRole('searchbox').first()).toBeVisible() },
  { path: '/timetable', ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
  { path: '/board', ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
  { path: '/event', ready: (p) => expect(p.getByRole('button').first()).toBeVisible() },
  { path: '/booth/1', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/developers', ready: (p) => expect(p.getByRole('heading').first()).toBeVisible() },
  { path: '/admin/login', ready: (p) => expect(p.getByRole('textbox')).toBeVisible() },
];

for (const lang of ['ko', 'en'] as const) {
  test.describe(`16.17 axe on every screen in ${lang}`, () => {
    for (const { path, ready } of SCREENS) {
      test(`${path} has no axe violations (${lang})`, async ({ app }) => {
        await app.addInitScript((l) => localStorage.setItem('language', l), lang);
        await app.goto(path);
        await ready(app, lang);
        await expect(app.locator('html')).toHaveAttribute('lang', lang);
        expect(await violations(app)).toEqual([]);
      });
    }
  });
}

/** Tabs through the page: every control it reaches is visible and has a name; returns their names. */
async function tabThrough(page: Page, max: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      return { name, visible: r.width > 0 && r.height > 0 };
    });
    if (!focused) break;
    expect(focused.visible, `focus ${i} is visible`).toBe(true);
    expect(focused.name, `focus ${i} has a name`).not.toBe('');
    if (names.includes(focused.name) && names[0] === focused.name) break;
    names.push(focused.name);
  }
  return names;
}

test('16.17 the keyboard reaches and works every control of home and the game', async ({ app }) => {
  await app.goto('/');
  await expect(app.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
  const home = await tabThrough(app, 60);
  for (const name of ['지도', '시간표', '홈', '게시판', '게임']) expect(home.join(' | ')).toContain(name);

  // The game by keyboard alone: the intro, the start button, then a word card.
  await app.goto('/event');
  const intro = app.getByRole('button', { name: /화면을 눌러 시작/ });
  await intro.focus();
  await app.keyboard.press('Enter');
  const start = app.getByRole('button', { name: '게임 시작' });
  await start.focus();
  await app.keyboard.press('Enter');
  await expect(app).toHaveURL(/phase=countdown|phase=playing/);
  const cards = app.getByRole('group', { name: '단어 카드' }).getByRole('button');
  await expect(cards.first()).not.toHaveAttribute('aria-disabled', 'true');
  await app.keyboard.press('Tab');
  await expect(cards.first()).toBeFocused();
  await app.keyboard.press('Enter');
  await expect(app.getByText(/정답!|틀렸어요|다시/).first()).toBeVisible();
});

test('16.17 reduced motion: no carousel slide, marquee, sheet spring or countdown animation', async ({ app }) => {
  await app.emulateMedia({ reducedMotion: 'reduce' });
  await app.goto('/');
  await expect(app.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
  const running = () =>
    app.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .map((a) => (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? 'animation'),
    );
  await expect.poll(running).toEqual([]);
  // The carousel stays on its first slide (a slide would show as a running transform transition).
  const track = app.locator('ul[style*="translateX"]').first();
  const before = await track.getAttribute('style');
  await expect.poll(running, { timeout: 4000, intervals: [500, 1000, 1000, 1000] }).toEqual([]);
  expect(await track.getAttribute('style')).toBe(before);

  // The map's sheet goes to its rest at once: no spring frames.
  await app.goto('/map');
  const sheet = app.locator('section[data-motion="ready"]');
  await expect(sheet).toBeVisible();
  await app.getByRole('button', { name: '결과 목록 크기 조절' }).click();
  await expect(sheet).not.toHaveAttribute('data-height', '150');
  // Two frames after the machine chose the new rest, the sheet is already there (a spring takes ~20 frames).
  const gap = await sheet.evaluate(
    (el: HTMLElement) =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done(Math.abs(el.getBoundingClientRect().height - Number(el.dataset.height))))),
      ),
  );
  expect(gap).toBeLessThan(2);

  // The game's countdown digits do not pulse.
  await app.goto('/event');
  await app.getByRole('button', { name: /화면을 눌러 시작/ }).click();
  await app.getByRole('button', { name: '게임 시작' }).click();
  await expect(app.getByRole('timer', { name: /게임 시작까지/ })).toBeVisible();
  expect(await running()).toEqual([]);
});
