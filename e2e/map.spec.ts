import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

// Near Paljeongdo, in the middle of the campus (x is latitude, y is longitude on the wire).
const ON_CAMPUS = { latitude: 37.55896, longitude: 126.99986 };

const sheet = (app: Page) => app.getByRole('region', { name: '검색 결과' });
const pins = (app: Page) => app.getByRole('list', { name: '장소' });
const cardNames = (app: Page) =>
  sheet(app)
    .getByRole('article')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

const NOW = '2025-09-25T19:00:00+09:00';
// The client clock starts there too (?now=), whether or not the server hands it over.
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;

test.use({ festivalNow: NOW, geolocation: ON_CAMPUS, permissions: ['geolocation'] });

test.describe('campus map on the night of day 2', () => {
  test('lists tonight’s booths nearest first with distances, and searches by booth or place name', async ({ app }) => {
    const lists: unknown[] = [];
    app.on('request', (r) => {
      if (r.url().endsWith('/api/booths/list/') && r.method() === 'POST') lists.push(r.postDataJSON());
    });
    await app.goto(at('/map'));
    await expect(sheet(app).getByRole('article', { name: '푸름누리' })).toBeVisible();
    await expect(app.getByRole('button', { name: '부스' })).toHaveAttribute('aria-pressed', 'true');
    // The position went out as x = latitude, y = longitude, with the night toggle and the day.
    await expect.poll(() => lists.some((b) => JSON.stringify(b).includes(`"x":${ON_CAMPUS.latitude}`))).toBe(true);
    const withLocation = lists.find((b) => JSON.stringify(b).includes('"x"')) as Record<string, unknown>;
    expect(withLocation).toMatchObject({
      types: ['Booth'],
      limit: 50,
      ordering: 'distance',
      is_night: true,
      date: '2025-09-25',
      user_location: { x: ON_CAMPUS.latitude, y: ON_CAMPUS.longitude },
    });
    // Paljeongdo is where we stand: its pub comes first, with a distance in metres.
    await expect.poll(async () => (await cardNames(app))[0]).toBe('푸름누리');
    await expect(sheet(app).getByRole('article', { name: '푸름누리' }).getByText(/^\d+m$/)).toBeVisible();

    await app.getByRole('searchbox', { name: '검색' }).fill('원흥');
    await expect.poll(() => cardNames(app)).toEqual(['공과대학']);
    await app.getByRole('searchbox', { name: '검색' }).fill('없는 부스');
    await expect(sheet(app).getByText('검색 결과가 없어요')).toBeVisible();
  });

  test('filters by category and pin, opens a building map, and comes back as it was', async ({ app }) => {
    await app.goto(at('/map'));
    await expect(sheet(app).getByRole('article', { name: '프론티어' })).toBeVisible();
    await app.getByRole('button', { name: '푸드트럭' }).click();
    // The pins are the food trucks' once their list shows (a pin tapped while the set changes can move under the finger).
    await expect(sheet(app).getByRole('article', { name: '타코야끼 하우스' })).toBeVisible();
    await pins(app).getByRole('button', { name: '팔정도' }).click();
    await expect.poll(() => cardNames(app)).toEqual(['타코야끼 하우스']);

    await app.getByRole('button', { name: '부스' }).click();
    await expect(pins(app).getByRole('button', { name: '팔정도' })).toHaveAttribute('aria-pressed', 'false');
    await pins(app).getByRole('button', { name: '만해광장' }).click();
    const building = app.getByRole('region', { name: '만해광장 상세 지도' });
    await expect(building).toBeVisible();
    await expect(building.getByRole('link', { name: '예술대학 아트포차' })).toBeVisible();
    await building.getByRole('button', { name: '캠퍼스 지도로 돌아가기' }).click();
    await expect(building).toBeHidden();

    // Open a booth from the building map, then back: the building map, pin and list are as they were.
    await pins(app).getByRole('button', { name: '만해광장' }).click();
    await building.getByRole('link', { name: '프론티어' }).click();
    await expect(app).toHaveURL(/\/booth\/1$/);
    await expect(app.getByRole('heading', { name: '프론티어' })).toBeVisible();
    await app.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(app).toHaveURL(/\/map(\?|$)/);
    await expect(building).toBeVisible();
    await expect.poll(() => cardNames(app)).toEqual(['프론티어', '예술대학 아트포차']);
  });

  test('a like on the booth page shows on the map card and survives a reload', async ({ app }) => {
    await app.goto(at('/map'));
    const card = sheet(app).getByRole('article', { name: '푸름누리' });
    await expect(card).toBeVisible();
    const before = Number(await card.getByRole('button', { name: /^좋아요, \d+개$/ }).getByText(/^\d+$/).textContent());
    const liked = (n: number) => `좋아요, ${n}개`;
    await card.getByRole('link', { name: '푸름누리' }).click();
    await expect(app).toHaveURL(/\/booth\/3$/);

    const like = app.getByRole('button', { name: /^좋아요, \d+개$/ });
    await expect(like).toHaveAccessibleName(liked(before));
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(liked(before + 1));
    await expect(like.getByText(/^\d+$/)).toHaveText(String(before + 1));

    await app.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(card.getByRole('button', { name: liked(before + 1), exact: true })).toHaveAttribute('aria-pressed', 'true');

    await app.reload();
    await expect(card.getByRole('button', { name: liked(before + 1), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await app.goto(at('/booth/3'));
    await expect(app.getByRole('button', { name: liked(before + 1), exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('names of booths, places, corners and menus follow the chosen language', async ({ app }) => {
    await app.goto(at('/map'));
    await expect(sheet(app).getByRole('article', { name: '프론티어' })).toBeVisible();
    await app.getByRole('button', { name: /언어 선택/ }).click();
    await app.getByRole('option', { name: 'ENG' }).click();
    const results = app.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('article', { name: 'Frontier' })).toBeVisible();
    await expect(results.getByRole('article', { name: 'Frontier' }).getByText('Manhae Square')).toBeVisible();
    await app.getByRole('searchbox', { name: 'Search' }).fill('lab poc');
    await expect(results.getByRole('article', { name: 'Lab Pocha' })).toBeVisible();
    await results.getByRole('link', { name: 'Lab Pocha' }).click();
    await expect(app.getByRole('heading', { name: 'Lab Pocha' })).toBeVisible();
    await expect(app.getByText('Myeongjin Hall')).toBeVisible();
    await expect(app.getByRole('list', { name: 'Menu' }).getByRole('listitem', { name: 'Beaker ade' })).toContainText('₩4,000');
    // A day booth's corners, translated too.
    await app.goto(at('/booth/13'));
    await expect(app.getByRole('heading', { name: 'Bitgeurim Instant Photo Studio' })).toBeVisible();
    await expect(app.getByRole('region', { name: 'Corners' }).getByText('Polaroid Photo Zone')).toBeVisible();
    await expect(app.getByRole('listitem', { name: 'One Polaroid' })).toContainText('₩5,000');
  });

  test('a missing booth shows that it does not exist, with a way back', async ({ app }) => {
    await app.goto(at('/booth/9999'));
    await expect(app.getByText('존재하지 않는 부스예요')).toBeVisible();
    await app.getByRole('button', { name: '돌아가기' }).click();
    await expect(app).toHaveURL(/\/map(\?|$)/);
  });
});
