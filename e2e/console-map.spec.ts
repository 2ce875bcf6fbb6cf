// The campus map as data (issue 22), from a phone: Staff upload a map image, add three locations in four
// languages and place each pin by tapping the image; a visitor's /map then draws that image with three pins at
// those spots instead of the built-in 2025 drawing.
import { test, expect } from './fixtures';
import { solidPng } from '../server/test/png';

const NOW = '2025-09-25T19:00:00+09:00';
test.use({ festivalNow: NOW, isolate: 'console-map' });

const PLACES = [
  { ko: '북문 광장', en: 'North Gate Square', ja: '北門広場', zh: '北门广场', at: [0.2, 0.25] },
  { ko: '호수 무대', en: 'Lake Stage', ja: '湖ステージ', zh: '湖畔舞台', at: [0.75, 0.3] },
  { ko: '남쪽 잔디', en: 'South Lawn', ja: '南の芝生', zh: '南草坪', at: [0.5, 0.8] },
] as const;

test('Staff upload a map and place three locations by tapping; a visitor’s map shows the image with those pins', async ({ app, browser, server }) => {
  test.setTimeout(150_000);
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const staff = await staffContext.newPage();
  try {
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByLabel('관리자 코드').fill('e2e-staff-code');
    await staff.getByRole('button', { name: '로그인' }).click();
    await expect(staff).toHaveURL(/\/admin\/festa$/);
    await staff.goto(`${server.url}/admin/console`);
    await staff.getByRole('link', { name: '캠퍼스 지도와 장소' }).click();
    await expect(staff).toHaveURL(/\/admin\/console\/map$/);
    await expect(staff.getByText('아직 지도 이미지가 없어요. 방문자 지도에는 기본 그림이 보여요.')).toBeVisible();

    await staff.getByLabel('지도 이미지 올리기 (PNG, JPEG, WebP)').setInputFiles({ name: 'campus.png', mimeType: 'image/png', buffer: solidPng(600, 400, [214, 232, 200]) });
    await expect(staff.getByRole('status')).toHaveText('지도 이미지를 올렸어요.');
    const placer = staff.getByTestId('map-placer');
    await expect(placer.locator('img')).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    await expect.poll(() => placer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

    for (const p of PLACES) {
      await staff.getByRole('button', { name: '장소 추가' }).click();
      await staff.getByLabel('이름 (한국어)').fill(p.ko);
      await staff.getByLabel('이름 (영어)').fill(p.en);
      await staff.getByLabel('이름 (일본어)').fill(p.ja);
      await staff.getByLabel('이름 (중국어 간체)').fill(p.zh);
      await staff.getByRole('button', { name: '장소 저장' }).click();
      await expect(staff.getByRole('status')).toHaveText(`${p.ko}을(를) 추가했어요. 지도를 눌러 핀을 꽂으세요.`);
      // The new location is chosen: a tap on the image places its pin there.
      await expect(staff.getByRole('button', { name: `핀 꽂기: ${p.ko}` })).toHaveAttribute('aria-pressed', 'true');
      await placer.scrollIntoViewIfNeeded();
      const box = (await placer.boundingBox())!;
      await staff.touchscreen.tap(box.x + box.width * p.at[0], box.y + box.height * p.at[1]);
      await expect(staff.getByRole('status')).toHaveText(`${p.ko}의 핀을 꽂았어요.`);
    }
    await expect(staff.locator('[data-pin]')).toHaveCount(3);
  } finally {
    await staffContext.close();
  }

  // The visitor's map: the uploaded image instead of the drawing, and a pin for each placed location.
  await app.goto('/map');
  const region = app.getByRole('region', { name: '캠퍼스 지도' });
  const image = region.getByRole('img', { name: '캠퍼스 지도' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await expect(region.getByText('대운동장')).toHaveCount(0);
  const pins = app.getByRole('list', { name: '장소' });
  await expect(pins.getByRole('button')).toHaveCount(3);
  const imageBox = (await image.boundingBox())!;
  for (const p of PLACES) {
    const pin = pins.getByRole('button', { name: new RegExp(`^${p.ko}`) });
    await expect(pin).toBeVisible();
    const spot = (await pin.locator('xpath=..').boundingBox())!;
    // The pin's spot (its list item, a point at the pin's tip) sits where Staff tapped, as a share of the image.
    expect(Math.abs((spot.x - imageBox.x) / imageBox.width - p.at[0])).toBeLessThan(0.02);
    expect(Math.abs((spot.y - imageBox.y) / imageBox.height - p.at[1])).toBeLessThan(0.02);
    const target = (await pin.boundingBox())!;
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.height).toBeGreaterThanOrEqual(44);
  }
});
