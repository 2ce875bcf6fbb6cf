import { test, expect, firstAct } from './fixtures';
import type { Page, Route } from '@playwright/test';

// The map paints before its drag, spring and machine code arrives (it is asked for at the visitor's first act on
// the page). These journeys hold that code back, as a slow campus network would, and then let it through.
const ON_CAMPUS = { latitude: 37.55896, longitude: 126.99986 };
const NOW = '2025-09-25T19:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;

test.use({ festivalNow: NOW, geolocation: ON_CAMPUS, permissions: ['geolocation'] });

/** Holds the map's motion code until release() is called. */
async function holdMotionCode(app: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await app.route('**/assets/map-motion-*.js', async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

const transformOf = (el: Element) => getComputedStyle(el).transform;

test.describe('the campus map on a slow network', () => {
  test('is usable before its motion code arrives, and takes it on where the visitor left it', async ({ app }) => {
    const release = await holdMotionCode(app);
    await app.goto(at('/map'));
    const sheet = app.getByRole('region', { name: '검색 결과' });
    const handle = app.getByRole('button', { name: '결과 목록 크기 조절' });
    const map = app.getByRole('region', { name: '캠퍼스 지도' });
    const canvas = app.getByRole('list', { name: '장소' }).locator('..');

    await expect(sheet.getByRole('article', { name: '프론티어' })).toBeVisible();
    await expect(sheet).not.toHaveAttribute('data-motion', 'ready');
    expect((await sheet.boundingBox())!.height).toBeCloseTo(150, 0);
    // A like works already: its machine is not part of the motion code.
    const like = sheet.getByRole('article', { name: '프론티어' }).getByRole('button', { name: /좋아요/ });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // The zoom buttons work already.
    const width = (await canvas.boundingBox())!.width;
    await app.getByRole('button', { name: '지도 확대' }).click();
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(width * 1.3);
    // The zoom as it settles (its transition over), not a frame of it.
    await expect.poll(() => canvas.evaluate((el) => el.getAnimations().length)).toBe(0);
    const zoomed = await canvas.evaluate(transformOf);
    // A tap on the handle is kept until the sheet can open.
    await handle.click();

    release();
    await expect(sheet).toHaveAttribute('data-motion', 'ready');
    await expect(map).toHaveAttribute('data-motion', 'ready');
    expect(await canvas.evaluate(transformOf)).toBe(zoomed);
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => Math.round((await sheet.boundingBox())!.height)).toBe(410);
    // The handle the visitor tapped is a new one now, and it has kept the keyboard's focus.
    await expect(handle).toBeFocused();

    // Now the sheet follows the finger and the map pans. While it moves the sheet slides (a transform) rather than
    // changing its height: what shows of it is from its top to where its bottom rests.
    // At rest, not while the spring still slides it (the box keeps its height then, its place moves).
    await expect.poll(() => sheet.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    const rest = (await sheet.boundingBox())!;
    const shown = async () => rest.y + rest.height - (await sheet.boundingBox())!.y;
    const h = (await handle.boundingBox())!;
    await app.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await app.mouse.down();
    for (let i = 1; i <= 5; i++) await app.mouse.move(h.x + h.width / 2, h.y + h.height / 2 + i * 20);
    await expect.poll(shown).toBeLessThan(330);
    await app.mouse.up();
    await expect.poll(async () => Math.round(await shown())).toBe(410);
    const m = (await map.boundingBox())!;
    const panX = () => canvas.evaluate((e) => new DOMMatrixReadOnly(getComputedStyle(e).transform).e);
    const before = await panX();
    await app.mouse.move(m.x + 100, m.y + 100);
    await app.mouse.down();
    for (let i = 1; i <= 5; i++) await app.mouse.move(m.x + 100 + i * 10, m.y + 100);
    await app.mouse.up();
    await expect.poll(panX).toBeGreaterThan(before + 30);
  });

  test('the screen’s code downloads while the messages are still on their way', async ({ app }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await app.route('**/assets/ko-*.js', async (route: Route) => {
      await held;
      await route.continue();
    });
    const screenAsked = app.waitForRequest(/\/assets\/map-screen-[^/]+\.js$/);
    await app.goto(at('/map'), { waitUntil: 'commit' });
    await screenAsked; // asked for before the messages have arrived
    release();
    await expect(app.getByRole('region', { name: '검색 결과' }).getByRole('article', { name: '프론티어' })).toBeVisible();
  });

  test('nothing on screen moves when the motion code attaches', async ({ app }) => {
    const release = await holdMotionCode(app);
    await app.goto(at('/map'));
    const sheet = app.getByRole('region', { name: '검색 결과' });
    await expect(sheet.getByRole('article', { name: '프론티어' })).toBeVisible();
    // Every frame from here on records the sheet's height and the map's transform.
    await app.evaluate(() => {
      const frames = new Set<string>();
      (window as unknown as { frames_: Set<string> }).frames_ = frames;
      const s = document.querySelector('section[aria-label="검색 결과"]')!;
      const c = document.querySelector('[aria-label="장소"]')!.parentElement!;
      const tick = () => {
        frames.add(`${s.getBoundingClientRect().height}|${getComputedStyle(c).transform}`);
        requestAnimationFrame(tick);
      };
      tick();
    });
    await firstAct(app);
    release();
    await expect(sheet).toHaveAttribute('data-motion', 'ready');
    await app.waitForTimeout(600);
    expect(await app.evaluate(() => [...(window as unknown as { frames_: Set<string> }).frames_])).toEqual(['150|none']);
  });
});

test.describe('code that only acting needs', () => {
  test('a visitor who only reads downloads no motion, gesture or like code; the first touch brings it', async ({ app, server }) => {
    const scripts: string[] = [];
    app.on('request', (r) => {
      if (r.url().startsWith(server.url) && r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    const acting = (list: string[]) => list.filter((p) => /\/assets\/(map-motion|use-gesture|live-like)-/.test(p));
    await app.goto(at('/'));
    const ranking = app.locator('section', { has: app.getByRole('heading', { name: '인기 부스 랭킹' }) });
    await expect(ranking.getByRole('listitem')).toHaveCount(3);
    await app.goto(at('/map'));
    const sheet = app.getByRole('region', { name: '검색 결과' });
    await expect(sheet.getByRole('article', { name: '프론티어' })).toBeVisible();
    await app.waitForLoadState('networkidle');
    expect(acting(scripts)).toEqual([]);
    await expect(sheet).not.toHaveAttribute('data-motion', 'ready');

    // A swipe up that starts on the plain handle and ends after its code has arrived and replaced it (a fast
    // network): the sheet opens all the same.
    const release = await holdMotionCode(app);
    const handle = app.getByRole('button', { name: '결과 목록 크기 조절' });
    const h = (await handle.boundingBox())!;
    await app.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await app.mouse.down();
    await app.mouse.move(h.x + h.width / 2, h.y + h.height / 2 - 60, { steps: 3 });
    release();
    await expect(sheet).toHaveAttribute('data-motion', 'ready');
    await app.mouse.up();
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => Math.round((await sheet.boundingBox())!.height)).toBe(410);
    // The gesture library is part of the motion's code (nothing else on a visitor's page uses it).
    expect(acting(scripts).map((p) => p.replace(/-[\w-]{8}\.js$/, ''))).toEqual(expect.arrayContaining(['/assets/live-like', '/assets/map-motion']));
  });
});

test('a swipe up on the plain handle, made while its code is still on its way, opens the sheet when it arrives', async ({ app }) => {
  const release = await holdMotionCode(app);
  await app.goto(at('/map'));
  const sheet = app.getByRole('region', { name: '검색 결과' });
  const handle = app.getByRole('button', { name: '결과 목록 크기 조절' });
  await expect(sheet.getByRole('article', { name: '프론티어' })).toBeVisible();
  const h = (await handle.boundingBox())!;
  await app.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await app.mouse.down();
  await app.mouse.move(h.x + h.width / 2, h.y + h.height / 2 - 60, { steps: 3 });
  await app.mouse.up();
  await expect(sheet).not.toHaveAttribute('data-motion', 'ready');
  release();
  await expect(sheet).toHaveAttribute('data-motion', 'ready');
  await expect(handle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => Math.round((await sheet.boundingBox())!.height)).toBe(410);
});
