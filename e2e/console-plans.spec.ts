// Building plans as data (issue 22), from a phone: Staff open a building's plan, upload its image and place two
// booth labels for a date at night by tapping the plan; a visitor on /map opening that building sees the image with
// those labels at the spots Staff tapped.
import { test, expect } from './fixtures';
import { solidPng } from '../server/test/png';

const NOW = '2025-09-25T19:00:00+09:00';
test.use({ festivalNow: NOW, isolate: 'console-plans' });

const LABELS = [
  { name: '프론티어', at: [0.25, 0.8] },
  { name: '예술대학 아트포차', at: [0.75, 0.25] },
] as const;

test('Staff upload a plan image and place two booth labels; a visitor opening that building sees them at their spots', async ({ app, browser, server }) => {
  test.setTimeout(150_000);
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const staff = await staffContext.newPage();
  try {
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByLabel('관리자 코드').fill('e2e-staff-code');
    await staff.getByRole('button', { name: '로그인' }).click();
    await expect(staff).toHaveURL(/\/admin\/festa$/);
    await staff.goto(`${server.url}/admin/console`);
    await staff.getByRole('link', { name: '건물 상세 지도' }).click();
    await expect(staff).toHaveURL(/\/admin\/console\/plans$/);
    await staff.getByLabel('장소').selectOption({ label: '만해광장 · 상세 지도 있음' });
    await expect(staff.getByRole('heading', { name: '만해광장' })).toBeVisible();

    await staff.getByLabel('상세 지도 이미지 올리기 (PNG, JPEG, WebP)').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: solidPng(600, 300, [236, 226, 210]) });
    await expect(staff.getByRole('status')).toHaveText('상세 지도 이미지를 올렸어요.');
    const placer = staff.getByTestId('plan-placer');
    await expect(placer.locator('img')).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.png$/);

    // The 25th at night.
    await staff.getByRole('group', { name: '날짜' }).getByRole('button', { name: /25/ }).click();
    await staff.getByRole('group', { name: '낮/밤 전환' }).getByRole('button', { name: '밤' }).click();
    for (const l of LABELS) {
      await staff.getByRole('button', { name: `이름표 놓기: ${l.name}` }).click();
      await expect(staff.getByRole('button', { name: `이름표 놓기: ${l.name}` })).toHaveAttribute('aria-pressed', 'true');
      await placer.scrollIntoViewIfNeeded();
      const box = (await placer.boundingBox())!;
      await staff.touchscreen.tap(box.x + box.width * l.at[0], box.y + box.height * l.at[1]);
      await expect(staff.getByRole('status')).toHaveText(`${l.name}의 이름표를 놓았어요.`);
    }
  } finally {
    await staffContext.close();
  }

  // The visitor's /map on the 25th at night: the building opens on the uploaded image with both labels where Staff tapped.
  await app.goto('/map');
  await expect(app.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await app.getByRole('list', { name: '장소' }).getByRole('button', { name: '만해광장' }).click();
  const building = app.getByRole('region', { name: '만해광장 상세 지도' });
  const image = building.getByRole('img', { name: '만해광장 부스 배치도' });
  await expect(image).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  const imageBox = (await image.boundingBox())!;
  expect(imageBox.width / imageBox.height).toBeCloseTo(2, 1);
  for (const l of LABELS) {
    const label = building.getByRole('link', { name: l.name });
    await expect(label).toBeVisible();
    const box = (await label.boundingBox())!;
    // The label is centred on its spot, as a share of the image.
    expect(Math.abs((box.x + box.width / 2 - imageBox.x) / imageBox.width - l.at[0])).toBeLessThan(0.03);
    expect(Math.abs((box.y + box.height / 2 - imageBox.y) / imageBox.height - l.at[1])).toBeLessThan(0.03);
  }
});
