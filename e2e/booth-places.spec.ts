import { test, expect } from './fixtures';

// Near Paljeongdo, in the middle of the campus.
const ON_CAMPUS = { latitude: 37.55896, longitude: 126.99986 };

const NOW = '2025-09-25T13:00:00+09:00';
// The client clock starts there too (?now=), whether or not the server hands it over.
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;

test.use({ festivalNow: NOW, geolocation: ON_CAMPUS, permissions: ['geolocation'] });

test.describe('detail pages of places', () => {
  test('a toilet shows each day with its hours and three nearby booths', async ({ app }) => {
    await app.goto(at('/toilet/40'));
    await expect(app.getByRole('heading', { name: '명진관 1층 화장실' })).toBeVisible();
    await expect(app.getByText('9월 24일 08:00 ~ 23:00')).toBeVisible();
    await expect(app.getByText('9월 26일 08:00 ~ 23:00')).toBeVisible();
    const nearby = app.getByRole('region', { name: '주변 추천' });
    await expect(nearby.getByRole('link')).toHaveCount(3);
    await expect(app.getByRole('region', { name: '메뉴' })).toHaveCount(0);
  });

  test('a food truck shows its menu with prices in won', async ({ app }) => {
    await app.goto(at('/foodtruck/30'));
    await expect(app.getByRole('heading', { name: '타코야끼 하우스' })).toBeVisible();
    await expect(app.getByRole('list', { name: '메뉴' }).getByRole('listitem').first()).toContainText('원');
    await expect(app.getByRole('region', { name: '주변 추천' }).getByRole('link')).toHaveCount(3);
  });
});
