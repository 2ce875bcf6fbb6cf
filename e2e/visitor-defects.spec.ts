import { test, expect } from './fixtures';
import type { Locator, Page } from '@playwright/test';

// Defects a visitor met on the running app (issue 16, visitor items), each checked the way a visitor meets it:
// a phone (390x844), a finger, the real server.
const NOW = '2025-09-25T19:00:00+09:00';
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(NOW)}`;
const ON_CAMPUS = { latitude: 37.55896, longitude: 126.99986 };
const CLOSE_BUILDING = '캠퍼스 지도로 돌아가기';

test.use({ festivalNow: NOW, geolocation: ON_CAMPUS, permissions: ['geolocation'] });

/** Drags `handle` vertically by `dy` pixels in small steps, as a finger would. */
async function dragBy(app: Page, handle: Locator, dy: number) {
  const h = (await handle.boundingBox())!;
  const x = h.x + h.width / 2;
  const y = h.y + h.height / 2;
  await app.mouse.move(x, y);
  await app.mouse.down();
  for (let i = 1; i <= 10; i++) await app.mouse.move(x, y + (dy * i) / 10);
  await app.mouse.up();
}

test('16.1 the old map’s sheet stays under the top bar and can always be dragged back', async ({ app }) => {
  await app.goto(at('/mapold'));
  const sheet = app.getByRole('region', { name: '검색 결과' });
  const handle = app.getByRole('button', { name: '결과 목록 크기 조절' });
  await expect(sheet).toHaveAttribute('data-motion', 'ready');
  await expect.poll(async () => Math.round((await sheet.boundingBox())!.height)).toBe(400);

  await dragBy(app, handle, -300);
  await expect(handle).toHaveAttribute('aria-expanded', 'true');
  // Capped by the window (844 - 182), not 800: the handle stays below the top bar, where a finger reaches it.
  await expect.poll(async () => Math.round((await sheet.boundingBox())!.height)).toBe(844 - 182);
  const topBar = (await app.getByRole('banner').boundingBox())!;
  const grip = (await handle.boundingBox())!;
  expect(grip.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);
  expect(await handle.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  })).toBe(true);

  await dragBy(app, handle, 300);
  await expect(handle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => Math.round((await sheet.boundingBox())!.height)).toBe(400);
});

test('16.5 pins stay tappable: no two 44 px targets overlap and each tap selects its own place', async ({ app }) => {
  await app.goto(at('/map'));
  const pins = app.getByRole('list', { name: '장소' }).getByRole('button');
  await expect(pins.first()).toBeVisible();
  const names = await pins.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  expect(names).toEqual(expect.arrayContaining(['팔정도', '명진관', '다향관', '원흥관']));
  const boxes = await pins.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { name: e.getAttribute('aria-label'), x: r.x, y: r.y, w: r.width, h: r.height };
    }),
  );
  const overlaps: string[] = [];
  for (const [i, a] of boxes.entries()) {
    expect(a.w).toBeGreaterThanOrEqual(44);
    expect(a.h).toBeGreaterThanOrEqual(44);
    for (const b of boxes.slice(i + 1)) {
      const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (ox > 0.5 && oy > 0.5) overlaps.push(`${a.name} / ${b.name}`);
    }
  }
  expect(overlaps).toEqual([]);

  // A finger on each pin opens that building and no other.
  for (const name of ['명진관', '팔정도', '다향관', '원흥관']) {
    const pin = app.getByRole('list', { name: '장소' }).getByRole('button', { name, exact: true });
    const b = (await pin.boundingBox())!;
    await app.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    await expect(app.getByRole('region', { name: `${name} 상세 지도` })).toBeVisible();
    await app.getByRole('button', { name: CLOSE_BUILDING }).click();
    await expect(app.getByRole('region', { name: `${name} 상세 지도` })).toBeHidden();
  }
});

test('16.9 a detail route shows only its own category: others go to their route, a store has no page', async ({ app }) => {
  // A booth opened as a drink place goes to the booth page, in place of the wrong entry.
  await app.goto(at('/drink/1'));
  await expect(app).toHaveURL(/\/booth\/1(\?|$)/);
  await expect(app.getByRole('heading', { name: '프론티어' })).toBeVisible();
  // A drink place opened as a booth goes to the drink page.
  await app.goto(at('/booth/34'));
  await expect(app).toHaveURL(/\/drink\/34(\?|$)/);
  await expect(app.getByRole('heading', { name: '만해광장 주류 판매소' })).toBeVisible();
  // A convenience store has no detail page of its own.
  await app.goto(at('/foodtruck/38'));
  await expect(app.getByRole('alert')).toHaveText('존재하지 않는 장소예요');
  await expect(app.getByRole('heading', { name: '문화관 편의점' })).toHaveCount(0);
});

test('16.6 toilets show their distance, measured on the device from where each toilet is', async ({ app }) => {
  const lists: unknown[] = [];
  app.on('request', (r) => {
    if (r.url().endsWith('/api/booths/list/') && r.method() === 'POST') lists.push(r.postDataJSON());
  });
  await app.goto(at('/map'));
  await app.getByRole('button', { name: '화장실' }).click();
  const sheet = app.getByRole('region', { name: '검색 결과' });
  const card = sheet.getByRole('article', { name: '명진관 1층 화장실' });
  await expect(card.getByText(/^\d+m$/)).toBeVisible();
  // The position itself stays on the device: the toilet list is asked without it (spec §7).
  const toiletLists = lists.filter((b) => JSON.stringify(b).includes('"Toilet"'));
  expect(toiletLists.length).toBeGreaterThan(0);
  for (const b of toiletLists) expect(b).toMatchObject({ user_location: null });
});

test('16.8 an act with no photo shows the default art on the timetable and on home’s LINE-UP', async ({ app }) => {
  const loaded = (img: Locator) => img.evaluate((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0);
  await app.goto(at('/timetable'));
  const row = app.getByRole('listitem').filter({ has: app.getByRole('heading', { name: '재즈 스윙잇' }) });
  const art = row.locator('img');
  await expect(art).toHaveAttribute('src', /\/images\/defaults\//);
  await expect.poll(() => loaded(art)).toBe(true);

  await app.goto(at('/'));
  const lineup = app.getByRole('link', { name: /LINE-UP/ });
  await expect(lineup.getByText('재즈 스윙잇')).toBeVisible();
  const photo = lineup.locator('img');
  await expect(photo).toHaveAttribute('src', /\/images\/defaults\//);
  await expect.poll(() => loaded(photo)).toBe(true);
});
