// Issue 16, item 17 on the real server in a 390x844 phone: axe finds nothing (and no message key shows in place of its text) on each visitor screen, the
// countdown and the admin screens, in Korean and English (axe-core injected from node_modules, nothing from a
// CDN); the keyboard reaches and works every control of the top bar, the tab bar and a screen; reduced motion
// stops the carousel, the marquee, the sheet spring and the game countdown's animation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test, expect, firstAct } from './fixtures';

const NOW = '2025-09-25T14:00:00+09:00';
const AT_NOW = `now=${encodeURIComponent(NOW)}`;
// The app's CSP allows only its own scripts; the harness lets axe's (from node_modules) run beside them.
test.use({ festivalNow: NOW, bypassCSP: true });

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's violations on the page as it is now (WCAG 2.x A and AA rules and axe's best practices). */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  return found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')})`);
}

/** Every message key: one shown as text means its message was not there (a chunk the screen did not wait for). */
const MESSAGE_KEYS = Object.keys(JSON.parse(readFileSync('src/i18n/locales/ko.json', 'utf8')) as Record<string, string>);

/** Message keys the page shows in place of their text, in its text or its controls' names. */
async function rawMessageKeys(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) parts.push(el.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
  return MESSAGE_KEYS.filter((key) => shown.includes(key));
}

type Lang = 'ko' | 'en';
const t = <T,>(lang: Lang, ko: T, en: T): T => (lang === 'ko' ? ko : en);

interface Screen {
  name: string;
  path: string;
  /** Admin code to log in with first. */
  login?: string;
  /** What a person sees once the screen has loaded (its data included). */
  ready: (page: Page, lang: Lang) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: (p, l) => expect(p.getByRole('heading', { name: t(l, '인기 부스 랭킹', 'Popular booth ranking') })).toBeVisible() },
  { name: 'map', path: '/map', ready: (p) => expect(p.getByRole('searchbox').first()).toBeVisible() },
  { name: 'timetable', path: '/timetable', ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
  { name: 'board', path: '/board', ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
  {
    name: 'a board post',
    path: '/board',
    // The first post of the list, opened as a person would.
    ready: async (p, l) => {
      await p.getByRole('tabpanel').getByRole('link').first().click();
      await expect(p).toHaveURL(/\/board\/\d+/);
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(p.getByRole('link', { name: t(l, '목록으로', 'Back to list') })).toBeVisible();
    },
  },
  { name: 'a booth', path: '/booth/1', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'a place', path: '/foodtruck/30', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'the game intro', path: '/event', ready: (p, l) => expect(p.getByRole('button', { name: t(l, /화면을 눌러 시작/, /Tap to start/) })).toBeVisible() },
  { name: 'developers', path: '/developers', ready: (p) => expect(p.getByRole('heading').first()).toBeVisible() },
  {
    name: 'the countdown',
    path: `/?now=${encodeURIComponent('2025-09-20T12:00:00+09:00')}`,
    ready: (p) => expect(p.getByRole('timer')).toBeVisible(),
  },
  { name: 'admin login', path: `/admin/login?${AT_NOW}`, ready: (p) => expect(p.getByRole('textbox')).toBeVisible() },
  { name: 'admin festa (Staff)', path: '/admin/festa', login: 'e2e-staff-code', ready: (p) => expect(p.getByRole('heading').first()).toBeVisible() },
  { name: 'admin notice form (Staff)', path: '/admin/festa/notice/normal', login: 'e2e-staff-code', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() },
  { name: 'admin lost form (Staff)', path: '/admin/festa/notice/lost', login: 'e2e-staff-code', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() },
  { name: 'admin console (Staff)', path: '/admin/console', login: 'e2e-staff-code', ready: (p) => expect(p.getByRole('listitem').first()).toBeVisible() },
  { name: 'admin booth (Club)', path: '/admin/booth', login: 'e2e-club-code', ready: (p) => expect(p.getByRole('heading').first()).toBeVisible() },
  { name: 'admin event form (Club)', path: '/admin/booth/event', login: 'e2e-club-code', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() },
];

async function logIn(page: Page, code: string) {
  await page.goto(`/admin/login?${AT_NOW}`);
  await page.locator('input').first().fill(code);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/(festa|booth)$/);
}

for (const lang of ['ko', 'en'] as const) {
  test.describe(`16.17 axe on every screen in ${lang}`, () => {
    for (const { name, path, login, ready } of SCREENS) {
      test(`${name} (${path}) has no axe violations and all its text (${lang})`, async ({ app }) => {
        await app.addInitScript((l) => localStorage.setItem('language', l), lang);
        if (login) await logIn(app, login);
        await app.goto(path);
        await ready(app, lang);
        await expect(app.locator('html')).toHaveAttribute('lang', lang);
        expect(await violations(app)).toEqual([]);
        expect(await rawMessageKeys(app)).toEqual([]);
      });
    }
  });
}

/** The focused element's accessible name, as Playwright's aria snapshot gives it, and whether it is on screen. */
async function focusedName(page: Page): Promise<{ name: string; visible: boolean } | null> {
  const onPage = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  });
  if (onPage === null) return null;
  // e.g. `- link "지도"` or, with children, `- 'button "언어 선택: KR"': KR`
  const snapshot = await page.locator(':focus').ariaSnapshot();
  const name = /^- '?[\w-]+ "((?:[^"\\]|\\.)*)"/.exec(snapshot)?.[1] ?? '';
  return { name, visible: onPage };
}

/** Presses Tab until a control whose name matches is focused; every stop on the way is visible and named. */
async function tabTo(page: Page, want: string | RegExp, max = 80): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focusedName(page);
    if (!f) continue;
    expect(f.visible, `focus stop ${i} (${f.name}) is visible`).toBe(true);
    expect(f.name, `focus stop ${i} has a name`).not.toBe('');
    seen.push(f.name);
    if (typeof want === 'string' ? f.name === want : want.test(f.name)) return seen;
  }
  throw new Error(`Tab never reached ${String(want)}; it stopped on: ${seen.join(' | ')}`);
}

test('16.17 the keyboard reaches and works the top bar, the tab bar and a screen', async ({ app }) => {
  await app.goto('/');
  await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();

  // One round of Tab from the top of home reaches the top bar, the screen's controls and every bottom tab.
  const round = await tabTo(app, '게임', 120);
  for (const name of ['DGU FESTA, 동국대학교 가을 축제 홈', '언어 선택: KR', '개발자 소개', '지도', '일정', '홈', '게시판', '게임']) {
    expect(round, `Tab reaches ${name}`).toContain(name);
  }
  expect(round.filter((n) => /^좋아요, /.test(n)).length, 'the ranking like buttons are reached').toBeGreaterThan(0);

  // The language menu by keyboard: Enter opens it, Tab reaches the choices, Space picks one.
  await app.goto('/');
  await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
  await tabTo(app, '언어 선택: KR');
  await app.keyboard.press('Enter');
  await expect(app.getByRole('listbox', { name: '언어 선택' })).toBeVisible();
  await tabTo(app, 'ENG', 5);
  await app.keyboard.press('Space');
  await expect(app.locator('html')).toHaveAttribute('lang', 'en');
  await expect(app.getByRole('heading', { name: 'Popular booth ranking' })).toBeVisible();

  // A bottom tab by Enter opens its screen; a day tab there is picked with Space.
  await tabTo(app, 'Schedule', 120);
  await app.keyboard.press('Enter');
  await expect(app).toHaveURL(/\/timetable/);
  const days = app.getByRole('tab');
  await expect(days.first()).toBeVisible();
  const other = (await days.nth(0).getAttribute('aria-selected')) === 'true' ? days.nth(1) : days.nth(0);
  const otherName = /"(.*?)"/.exec(await other.ariaSnapshot())?.[1] ?? '';
  expect(otherName).not.toBe('');
  await tabTo(app, otherName, 40);
  await app.keyboard.press('Space');
  await expect(other).toHaveAttribute('aria-selected', 'true');

  // The game by keyboard alone: the intro, the start button, then a word card.
  await app.goto('/event');
  await expect(app.getByRole('button', { name: /Tap to start/ })).toBeVisible();
  await tabTo(app, /Tap to start/, 40);
  await app.keyboard.press('Enter');
  await tabTo(app, 'Start game', 40);
  await app.keyboard.press('Enter');
  await expect(app).toHaveURL(/phase=countdown|phase=playing/);
  const cards = app.getByRole('group', { name: 'Word cards' }).getByRole('button');
  await expect(cards.first()).not.toHaveAttribute('aria-disabled', 'true');
  await app.keyboard.press('Tab');
  await expect(cards.first()).toBeFocused();
  await app.keyboard.press('Enter');
  await expect(app.getByText(/Correct!|Wrong!|Stage 2/).first()).toBeVisible();
});

/** Names of the CSS animations and transitions running on the page now. */
function running(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? 'animation'),
  );
}

test('16.17 reduced motion: no carousel slide, marquee, sheet spring or countdown animation', async ({ app }) => {
  await app.emulateMedia({ reducedMotion: 'reduce' });
  await app.goto('/');
  await expect(app.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
  // The seeded urgent notice: home shows its marquee.
  await expect(app.getByRole('link', { name: /^긴급 공지/ })).toBeVisible();
  await expect.poll(() => running(app)).toEqual([]);
  // The carousel stays on its first slide (a slide would change the track's transform).
  const track = app.locator('ul[style*="translateX"]').first();
  const before = await track.getAttribute('style');
  await expect.poll(() => running(app), { timeout: 8000, intervals: [1000, 2000, 2000, 2000] }).toEqual([]);
  expect(await track.getAttribute('style')).toBe(before);

  // The map's sheet goes to its rest at once: no spring frames.
  await app.goto('/map');
  await firstAct(app);
  const sheet = app.locator('section[data-motion="ready"]');
  await expect(sheet).toBeVisible();
  // The handle shows the rest height its machine chose.
  const handle = sheet.getByRole('button', { name: '결과 목록 크기 조절' });
  const height = await handle.getAttribute('data-height');
  await handle.click();
  await expect(handle).not.toHaveAttribute('data-height', height ?? '');
  // Two frames after the machine chose the new rest, the sheet is already there (a spring takes ~20 frames).
  const gap = await sheet.evaluate(
    (el: HTMLElement) =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done(Math.abs(el.getBoundingClientRect().height - Number(el.querySelector<HTMLElement>('[data-height]')?.dataset.height)))),
        ),
      ),
  );
  expect(gap).toBeLessThan(2);

  // The game's countdown digits do not pulse.
  await app.goto('/event');
  await app.getByRole('button', { name: /화면을 눌러 시작/ }).click();
  await app.getByRole('button', { name: '게임 시작' }).click();
  await expect(app.getByRole('timer', { name: /게임 시작까지/ })).toBeVisible();
  expect(await running(app)).toEqual([]);
});

test('16.17 without reduced motion the same parts do move (the journey above can fail)', async ({ app }) => {
  await app.goto('/event');
  await app.getByRole('button', { name: /화면을 눌러 시작/ }).click();
  await app.getByRole('button', { name: '게임 시작' }).click();
  await expect(app.getByRole('timer', { name: /게임 시작까지/ })).toBeVisible();
  await expect.poll(() => running(app)).not.toEqual([]);
});
