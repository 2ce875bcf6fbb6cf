import { test, expect, firstAct } from './fixtures';
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
  await firstAct(app);
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
  // A pin is named by its text (the place, then any wait badge's hidden words).
  const names = await pins.evaluateAll((els) => els.map((e) => e.querySelector('.visually-hidden')!.textContent));
  expect(names).toEqual(expect.arrayContaining(['팔정도', '명진관', '다향관', '원흥관']));
  const boxes = await pins.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { name: e.querySelector('.visually-hidden')!.textContent, x: r.x, y: r.y, w: r.width, h: r.height };
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

/** What the map says in each language, for the journeys below. */
const IN = {
  ko: { pins: '장소', place: '팔정도', building: '팔정도 상세 지도', dayNight: '낮/밤 전환', day: '낮', night: '밤', filter: '분류', sheet: '검색 결과' },
  en: { pins: 'Places', place: 'Paljeongdo', building: 'Paljeongdo detailed map', dayNight: 'Day / night', day: 'Day', night: 'Night', filter: 'Category', sheet: 'Results' },
  ja: { pins: '場所', place: '八正道', building: '八正道 詳細マップ', dayNight: '昼/夜の切替', day: '昼', night: '夜', filter: 'カテゴリー', sheet: '検索結果' },
  'zh-CN': { pins: '地点', place: '八正道', building: '八正道 详细地图', dayNight: '白天/夜晚切换', day: '白天', night: '夜晚', filter: '分类', sheet: '搜索结果' },
} as const;
type Lang = keyof typeof IN;
const LANGS = Object.keys(IN) as Lang[];

async function inLanguage(app: Page, lang: Lang) {
  await app.addInitScript((l) => localStorage.setItem('language', l), lang);
}

/**
 * How each label of a building map shows: its box, its whole name, and its text lines against the box that
 * clips them (a line is either shown whole inside the label or hidden whole; never cut or spilling over).
 */
function labelsOf(building: Locator) {
  return building.getByRole('link').evaluateAll((links) =>
    links.map((a) => {
      const box = a.getBoundingClientRect();
      const text = document.createTreeWalker(a, NodeFilter.SHOW_TEXT).nextNode() as Text;
      let clipper: Element = text.parentElement!;
      while (clipper !== a && getComputedStyle(clipper).overflow === 'visible') clipper = clipper.parentElement!;
      const clip = clipper.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      const inside = (r: DOMRect) => r.top >= clip.top - 0.5 && r.bottom <= clip.bottom + 0.5;
      const outside = (r: DOMRect) => r.bottom <= clip.top + 0.5 || r.top >= clip.bottom - 0.5;
      // Words (split at spaces) whose shown letters sit on more than one line: broken inside the word.
      const broken: string[] = [];
      let at = 0;
      for (const word of text.data.split(' ')) {
        const r = document.createRange();
        r.setStart(text, at);
        r.setEnd(text, at + word.length);
        at += word.length + 1;
        const tops = new Set([...r.getClientRects()].filter((x) => x.width > 0 && !outside(x)).map((x) => Math.round(x.top)));
        if (tops.size > 1) broken.push(word);
      }
      return {
        name: text.data,
        href: a.getAttribute('href')!,
        box: { x: box.x, y: box.y, w: box.width, h: box.height },
        cutLines: lines.filter((l) => !inside(l) && !outside(l)).length,
        clipOutsideLabel: clip.top < box.top - 0.5 || clip.bottom > box.bottom + 0.5 || clip.left < box.left - 0.5 || clip.right > box.right + 0.5,
        hiddenLines: lines.filter(outside).length,
        cut: clipper.scrollHeight > clipper.clientHeight + 1 || clipper.scrollWidth > clipper.clientWidth + 1,
        broken,
      };
    }),
  );
}

type Box = { x: number; y: number; w: number; h: number };
const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
const within = (a: Box, b: Box) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;

for (const lang of LANGS) {
  test(`16.2 Paljeongdo by day (${lang}): labels fit their pills without overlap, cut names show whole on tap`, async ({ app }) => {
    const t = IN[lang];
    await inLanguage(app, lang);
    await app.goto(at('/map'));
    const daySwitch = app.getByRole('switch', { name: t.dayNight });
    await expect(daySwitch).toHaveAttribute('aria-checked', 'true');
    await daySwitch.click();
    await expect(daySwitch).toHaveAttribute('aria-checked', 'false');
    await app.getByRole('list', { name: t.pins }).getByRole('button', { name: t.place, exact: true }).click();
    const building = app.getByRole('region', { name: t.building });
    await expect(building.getByRole('link')).toHaveCount(3);
    // This machine has no Korean, Japanese or Chinese font: its stand-in glyphs are 0.6 em wide where a phone's
    // font draws these letters 1 em wide. The labels get the difference as letter spacing, so that they are as
    // long as on a phone.
    if (lang !== 'en') await app.addStyleTag({ content: `[aria-label="${t.building}"] a { letter-spacing: 0.4em; }` });
    const plan = (await building.getByRole('img').boundingBox())!;
    const visibleTop = (await app.getByRole('region', { name: t.sheet }).boundingBox())!.y;

    const labels = await labelsOf(building);
    for (const l of labels) {
      // Inside the plan, above the sheet, every line whole inside its pill (or hidden behind the ellipsis).
      expect.soft(within(l.box, { x: plan.x, y: plan.y, w: plan.width, h: plan.height }), `${l.name} inside the plan`).toBe(true);
      expect.soft(l.box.y + l.box.h, `${l.name} above the sheet`).toBeLessThanOrEqual(visibleTop);
      expect.soft(l.cutLines, `${l.name}: lines cut or spilling out of the pill`).toBe(0);
      expect.soft(l.clipOutsideLabel, `${l.name}: text shown outside the pill`).toBe(false);
      // Korean and English break between words only.
      if (lang === 'ko' || lang === 'en') expect.soft(l.broken, `${l.name}: words broken across lines`).toEqual([]);
    }
    const overlaps = labels.flatMap((a, i) => labels.slice(i + 1).filter((b) => overlap(a.box, b.box)).map((b) => `${a.name} / ${b.name}`));
    expect(overlaps).toEqual([]);

    // A cut name: the first tap shows it whole (still on the map), the second opens the booth.
    const cut = labels.filter((l) => l.cut);
    if (lang === 'en') expect(cut.length).toBeGreaterThan(0);
    for (const l of cut) {
      expect(l.hiddenLines + (l.cut ? 1 : 0)).toBeGreaterThan(0);
      const link = building.getByRole('link', { name: l.name, exact: true });
      await link.tap();
      await expect(app).toHaveURL(/\/map(\?|$)/);
      await expect.poll(async () => (await labelsOf(building)).find((x) => x.href === l.href)).toMatchObject({ cut: false, cutLines: 0, hiddenLines: 0 });
      const shown = (await labelsOf(building)).find((x) => x.href === l.href)!;
      expect(within(shown.box, { x: plan.x, y: plan.y, w: plan.width, h: plan.height })).toBe(true);
      // A tap beside it shows it cut again.
      await app.touchscreen.tap(plan.x + plan.width / 2, plan.y + plan.height / 2);
      await expect.poll(async () => (await labelsOf(building)).find((x) => x.href === l.href)?.cut).toBe(true);
    }
    if (cut[0]) {
      const link = building.getByRole('link', { name: cut[0].name, exact: true });
      await link.tap();
      await expect.poll(async () => (await labelsOf(building)).find((x) => x.href === cut[0]!.href)?.cut).toBe(false);
      await link.tap();
      await expect(app).toHaveURL(new RegExp(`${cut[0].href}$`));
    }
  });
}

for (const lang of LANGS) {
  test(`16.11 the day/night switch shows each word centred in its half (${lang})`, async ({ app }) => {
    const t = IN[lang];
    await inLanguage(app, lang);
    await app.goto(at('/map'));
    const toggle = app.getByRole('switch', { name: t.dayNight });
    await expect(toggle).toContainText(t.day);
    for (const night of [true, false]) {
      await expect(toggle).toHaveAttribute('aria-checked', String(night));
      const halves = await toggle.evaluate((sw) => {
        const outer = sw.getBoundingClientRect();
        return [...sw.children].map((half) => {
          const pill = half.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(half);
          const text = range.getBoundingClientRect();
          return {
            word: half.textContent,
            // Offsets of the word's centre from its half's centre, and of the half's from the switch's.
            textDx: text.x + text.width / 2 - (pill.x + pill.width / 2),
            textDy: text.y + text.height / 2 - (pill.y + pill.height / 2),
            pillDy: pill.y + pill.height / 2 - (outer.y + outer.height / 2),
          };
        });
      });
      expect(halves.map((h) => h.word)).toEqual([t.day, t.night]);
      for (const h of halves) {
        expect.soft(Math.abs(h.textDx), `${h.word} across`).toBeLessThanOrEqual(1);
        expect.soft(Math.abs(h.textDy), `${h.word} up and down`).toBeLessThanOrEqual(1);
        expect.soft(Math.abs(h.pillDy), `${h.word}'s half in the switch`).toBeLessThanOrEqual(1);
      }
      await toggle.click();
    }
  });
}

/** Where the row's chips are and whether its end-of-row fade lies over any of them. */
function chipRow(row: Locator) {
  return row.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const chips = [...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    const fade = [...el.children].find((c) => c.tagName !== 'BUTTON' && c.getAttribute('aria-hidden') === 'true')?.getBoundingClientRect();
    const over = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5;
    return {
      hasFade: !!fade,
      overflows: el.scrollWidth > el.clientWidth + 1,
      cutChips: chips.filter((c) => c.left < box.right - 0.5 && c.right > box.right + 0.5).length,
      fadeOverChips: fade ? chips.some((c) => over(c, fade) && c.left < box.right && c.right > box.left) : false,
      fadeAtRightEdge: fade ? Math.abs(fade.right - box.right) <= 1 && fade.width >= 16 : false,
      atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    };
  });
}

test('16.11 a chip row cut at the right edge fades there until it is scrolled to its end; a row that fits has no fade', async ({ app }) => {
  await inLanguage(app, 'en');
  await app.goto(at('/map'));
  const row = app.getByRole('group', { name: IN.en.filter });
  await expect(row.getByRole('button', { name: 'Booth' })).toBeVisible();
  // English: the chips run past the right edge, and a fade there says the row goes on.
  expect(await chipRow(row)).toMatchObject({ hasFade: true, overflows: true, atEnd: false, fadeOverChips: true, fadeAtRightEdge: true });
  expect((await chipRow(row)).cutChips).toBeGreaterThan(0);
  // Swiped to its end: the last chip shows whole, with no fade over it.
  const box = (await row.boundingBox())!;
  await app.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await app.mouse.wheel(600, 0);
  await expect.poll(async () => (await chipRow(row)).atEnd).toBe(true);
  expect(await chipRow(row)).toMatchObject({ cutChips: 0, fadeOverChips: false });
  await expect(row.getByRole('button').last()).toBeInViewport({ ratio: 1 });

  // Korean on the widest column (430 px): every chip fits, and nothing fades. (At 390 px the Korean row fits only
  // without a Korean font; with the Noto Sans CJK phones have it runs 36 px past the edge and fades like English.)
  await inLanguage(app, 'ko');
  await app.setViewportSize({ width: 430, height: 844 });
  await app.goto(at('/map'));
  const koRow = app.getByRole('group', { name: IN.ko.filter });
  await expect(koRow.getByRole('button', { name: '부스' })).toBeVisible();
  expect(await chipRow(koRow)).toMatchObject({ overflows: false, cutChips: 0, fadeOverChips: false });
});

test('16.11 after a tap on a pin the sheet shows its list from the first card, even when it was scrolled before', async ({ app }) => {
  await app.goto(at('/map'));
  const sheet = app.getByRole('region', { name: IN.ko.sheet });
  await app.getByRole('button', { name: '푸드트럭' }).click();
  await expect(sheet.getByRole('article')).toHaveCount(6);
  await expect(sheet).toHaveAttribute('data-motion', 'ready');
  const body = sheet.getByRole('list').first().locator('..');
  const firstCardShowsWhole = async () => {
    const card = (await sheet.getByRole('article').first().boundingBox())!;
    const list = (await body.boundingBox())!;
    return card.y >= list.y - 0.5 && card.y + card.height <= list.y + list.height + 0.5;
  };
  // The visitor scrolls the list of all food trucks down, then taps Manhae Square (two trucks).
  const b = (await body.boundingBox())!;
  await app.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await app.mouse.wheel(0, 2000);
  await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
  await app.getByRole('list', { name: IN.ko.pins }).getByRole('button', { name: '만해광장' }).click();
  await expect(sheet.getByRole('article')).toHaveCount(2);
  expect(await body.evaluate((el) => el.scrollTop)).toBe(0);
  expect(await firstCardShowsWhole()).toBe(true);
});

test.describe('16.4 English chosen: the map paints booth names in English from its first frame', () => {
  test.use({ serviceWorkers: 'allow' });

  test('first visit, a visit whose answers bring no translations, and a visit offline: never a Korean booth name', async ({ app, server, context }) => {
    test.setTimeout(90_000);
    // Every booth, food truck, pub, store and toilet: its Korean name and the English one the server keeps.
    const korean: string[] = [];
    const english = new Map<number, string>();
    // (The server has its translations ready a moment after it starts.)
    await expect
      .poll(async () => {
        const answer = await app.request.post(`${server.url}/api/booths/list/?lang=en`, { data: { types: ['Booth'], limit: 50 } });
        return ((await answer.json()) as { results: { translations?: unknown }[] }).results.every((b) => b.translations);
      })
      .toBe(true);
    for (const type of ['Booth', 'FoodTruck', 'Drink', 'Store', 'Toilet']) {
      const answer = await app.request.post(`${server.url}/api/booths/list/?lang=en`, { data: { types: [type], limit: 50 } });
      for (const b of ((await answer.json()) as { results: { booth_id: number; name: string; translations?: { BoothName?: string } }[] }).results) {
        korean.push(b.name);
        if (b.translations?.BoothName) english.set(b.booth_id, b.translations.BoothName);
      }
    }
    expect(korean.length).toBeGreaterThan(20);

    // English chosen; the page's text is recorded when the document is parsed and at every change after it.
    await app.addInitScript(() => {
      localStorage.setItem('language', 'en');
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      const record = () => seen.push(document.body?.innerText ?? '');
      document.addEventListener('DOMContentLoaded', record);
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const koreanSeen = async () => {
      const frames = await app.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
      expect(frames.length).toBeGreaterThan(1);
      return korean.filter((name) => frames.some((f) => f.includes(name)));
    };
    const results = app.getByRole('region', { name: IN.en.sheet });
    const frontier = english.get(1)!;
    expect(frontier).toBe('Frontier');

    // First visit on a normal network: the list brings its translations along.
    await app.goto(at('/map'));
    await expect(results.getByRole('article', { name: frontier })).toBeVisible();
    // The building map of Manhae Square (chosen on the first visit; the map remembers it).
    const openManhaeSquare = async () => {
      const pin = app.getByRole('list', { name: IN.en.pins }).getByRole('button', { name: 'Manhae Square', exact: true });
      if ((await pin.getAttribute('aria-pressed')) !== 'true') await pin.click();
      await expect(app.getByRole('region', { name: 'Manhae Square detailed map' }).getByRole('link', { name: frontier })).toBeVisible();
    };
    await openManhaeSquare();
    expect(await koreanSeen()).toEqual([]);
    // The device keeps what the lists brought (written to localStorage shortly after they arrive).
    await expect.poll(() => app.evaluate(() => localStorage.getItem('translations:en') ?? '')).toContain('"Frontier"');

    // Next visit: the answers bring no translations and the translation service does not answer; what the
    // device kept paints the names in English at once.
    await app.route('**/api/booths/list/**', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { results?: Record<string, unknown>[] };
      for (const item of body.results ?? []) delete item.translations;
      await route.fulfill({ response: answer, json: body });
    });
    await app.route('**/api/common/translations/**', (route) => route.abort());
    await app.goto(at('/map'));
    await expect(results.getByRole('article', { name: frontier })).toBeVisible();
    await openManhaeSquare();
    expect(await koreanSeen()).toEqual([]);
    await app.unrouteAll({ behavior: 'ignoreErrors' });

    // Offline: the same, from what the device kept.
    await app.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => app.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await app.goto(at('/map'));
    await expect(results.getByRole('article', { name: frontier })).toBeVisible();
    expect(await koreanSeen()).toEqual([]);
  });
});
