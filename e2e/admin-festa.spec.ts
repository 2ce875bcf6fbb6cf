// Staff and Stuco journeys against the real server: login, the urgent notice on home, notices and lost
// items with a photo (compressed in the browser, metadata gone), edit and delete; an expired session.
import type { Page } from '@playwright/test';
import { pngBomb } from '../server/test/image-bomb';
import { test, expect } from './fixtures';

const NOW = '2025-09-25T15:00:00+09:00';
const AT_NOW = `now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW });

async function logIn(app: Page, code: string) {
  await app.goto(`/admin/login?${AT_NOW}`);
  await app.getByLabel('관리자 코드').fill(code);
  await app.getByRole('button', { name: '로그인' }).click();
}

/** A 3000 x 2000 JPEG made by the browser, with an EXIF block carrying a GPS marker spliced in. */
async function cameraPhoto(app: Page): Promise<Buffer> {
  const b64 = await app.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const ctx = canvas.getContext('2d')!;
    const g = ctx.createLinearGradient(0, 0, 3000, 2000);
    g.addColorStop(0, '#ff7a00');
    g.addColorStop(1, '#1d4ed8');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 3000, 2000);
    for (let i = 0; i < 3000; i += 1) {
      ctx.fillStyle = `hsl(${i % 360} 80% 50%)`;
      ctx.fillRect((i * 7919) % 3000, (i * 104729) % 2000, 14, 14);
    }
    return canvas.toDataURL('image/jpeg', 0.98).split(',')[1]!;
  });
  const jpeg = Buffer.from(b64, 'base64');
  const payload = Buffer.from('Exif\0\0GPSLatitude 37.5583 GPSLongitude 127.0002', 'latin1');
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

test.describe('Staff', () => {
  test('logs in, edits the urgent notice and sees it on home', async ({ app }) => {
    await logIn(app, 'e2e-staff-code');
    await expect(app).toHaveURL(/\/admin\/festa$/);
    await expect(app.getByRole('alert')).toHaveText('로그인 성공');
    // Admin routes: back-only top bar, no bottom tabs.
    await expect(app.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
    await expect(app.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);

    const urgent = app.getByRole('textbox', { name: '긴급 공지' });
    await expect(urgent).not.toHaveValue('');
    const save = app.getByRole('button', { name: '저장' });
    await expect(save).toBeDisabled();
    await urgent.fill('   ');
    await expect(save).toBeDisabled();
    await urgent.fill('우천으로 야간 공연이 30분 늦게 시작해요.');
    await save.click();
    await expect(app.getByRole('status')).toHaveText('저장했어요');
    await expect(save).toBeDisabled();

    await app.goto(`/?${AT_NOW}`);
    await expect(app.getByRole('link', { name: /우천으로 야간 공연이 30분 늦게 시작해요\./ })).toBeVisible();
  });

  test('posts a notice, edits it, sees it on the board and deletes it', async ({ app }) => {
    await logIn(app, 'e2e-staff-code');
    await expect(app).toHaveURL(/\/admin\/festa$/);
    await app.getByRole('link', { name: '공지 등록' }).click();
    await expect(app).toHaveURL(/\/admin\/festa\/notice\/normal$/);
    const register = app.getByRole('button', { name: '등록' });
    await expect(register).toBeDisabled();
    await app.getByLabel('제목').fill('셔틀버스 시간 변경 안내');
    await app.getByLabel('내용').fill('야간 셔틀버스가 23시까지 운행해요.');
    await register.click();
    await expect(app.getByRole('status')).toHaveText('저장했어요');
    await expect(app).toHaveURL(/\/admin\/festa$/);

    const mine = app.getByRole('region', { name: '내가 쓴 글' });
    await mine.getByRole('link', { name: /셔틀버스 시간 변경 안내/ }).click();
    await expect(app.getByRole('heading', { name: '셔틀버스 시간 변경 안내' })).toBeVisible();
    await expect(app.getByText('공지', { exact: true })).toBeVisible();
    await expect(app.getByText('축제기획단', { exact: true })).toBeVisible();

    await app.getByRole('button', { name: '수정' }).click();
    await expect(app).toHaveURL(/\/admin\/festa\/notice\/edit\/\d+$/);
    await expect(app.getByLabel('제목')).toHaveValue('셔틀버스 시간 변경 안내');
    const edit = app.getByRole('button', { name: '수정' });
    await expect(edit).toBeDisabled();
    await app.getByLabel('내용').fill('야간 셔틀버스가 24시까지 운행해요.');
    await edit.click();
    await expect(app.getByRole('status')).toHaveText('저장했어요');
    await expect(app).toHaveURL(/\/admin\/festa$/);

    await app.goto('/board?category=Notice');
    await expect(app.getByText('셔틀버스 시간 변경 안내')).toBeVisible();

    await app.goto('/admin/festa');
    await app.getByRole('region', { name: '내가 쓴 글' }).getByRole('link', { name: /셔틀버스 시간 변경 안내/ }).click();
    await expect(app.getByText('야간 셔틀버스가 24시까지 운행해요.')).toBeVisible();
    await app.getByRole('button', { name: '삭제' }).click();
    const dialog = app.getByRole('alertdialog', { name: '정말 삭제하시겠어요?' });
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(app.getByRole('status')).toHaveText('삭제했어요');
    await expect(app).toHaveURL(/\/admin\/festa$/);
    await expect(app.getByRole('region', { name: '내가 쓴 글' }).getByText('셔틀버스 시간 변경 안내')).toHaveCount(0);
  });

  test('posts a lost item with a photo, edits it and deletes it', async ({ app, request, server }) => {
    await logIn(app, 'e2e-staff-code');
    await expect(app).toHaveURL(/\/admin\/festa$/);
    await app.getByRole('link', { name: '분실물 등록' }).click();
    await expect(app).toHaveURL(/\/admin\/festa\/notice\/lost$/);
    await app.getByLabel('제목').fill('검은색 카드지갑');
    await app.getByLabel('내용').fill('팔정도 벤치 아래에서 찾았어요.');
    await app.getByLabel('습득 장소').fill('팔정도');
    const photo = await cameraPhoto(app);
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    await app.getByLabel('사진 업로드').setInputFiles({ name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: photo });
    const preview = app.getByRole('img', { name: '사진 미리보기' });
    await expect(preview).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
    await app.getByRole('button', { name: '등록' }).click();
    await expect(app.getByRole('status')).toHaveText('저장했어요');
    await expect(app).toHaveURL(/\/admin\/festa$/);

    await app.getByRole('region', { name: '내가 쓴 글' }).getByRole('link', { name: /검은색 카드지갑/ }).click();
    await expect(app.getByRole('heading', { name: '검은색 카드지갑' })).toBeVisible();
    await expect(app.getByText('분실물', { exact: true })).toBeVisible();
    await expect(app.getByText('팔정도', { exact: true })).toBeVisible();
    const image = app.getByRole('img', { name: '사진 미리보기' });
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.jpg$/);
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => [i.naturalWidth, i.naturalHeight])).toEqual([1024, 683]);
    const uploaded = Buffer.from(await (await request.get(server.url + src)).body());
    expect(uploaded.length).toBeLessThanOrEqual(1024 * 1024);
    expect(uploaded.includes(Buffer.from('Exif'))).toBe(false);
    expect(uploaded.includes(Buffer.from('GPSLatitude'))).toBe(false);

    await app.getByRole('button', { name: '수정' }).click();
    await expect(app).toHaveURL(/\/admin\/festa\/lost\/edit\/\d+$/);
    await expect(app.getByLabel('습득 장소')).toHaveValue('팔정도');
    const edit = app.getByRole('button', { name: '수정' });
    await expect(edit).toBeDisabled();
    await app.getByLabel('습득 장소').fill('만해광장 본부석');
    await edit.click();
    await expect(app.getByRole('status')).toHaveText('저장했어요');
    await expect(app).toHaveURL(/\/admin\/festa$/);

    await app.getByRole('region', { name: '내가 쓴 글' }).getByRole('link', { name: /검은색 카드지갑/ }).click();
    await expect(app.getByText('만해광장 본부석')).toBeVisible();
    // The photo stayed with the post through the edit.
    await expect(app.getByRole('img', { name: '사진 미리보기' })).toHaveAttribute('src', src!);
    await app.getByRole('button', { name: '삭제' }).click();
    await app.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(app).toHaveURL(/\/admin\/festa$/);
    await expect(app.getByRole('region', { name: '내가 쓴 글' }).getByText('검은색 카드지갑')).toHaveCount(0);
    expect((await request.get(server.url + src)).status()).toBe(404);
  });
});

test.describe('client checks', () => {
  test('a form without a session says login required and goes to login after 2 s', async ({ app }) => {
    await app.goto(`/admin/festa/notice/normal?${AT_NOW}`);
    await expect(app.getByRole('alert')).toHaveText('로그인이 필요해요');
    await expect(app).toHaveURL(/\/admin\/login$/, { timeout: 4000 });
  });

  test('an expired session is sent to login', async ({ app, request, server }) => {
    await logIn(app, 'e2e-stuco-code');
    await expect(app).toHaveURL(/\/admin\/festa$/);
    // A second device of the same admin logs in, and this page's uid is signed out on the server.
    const again = await request.post(`${server.url}/api/admin/login`, { data: { admin_code: 'e2e-stuco-code' } });
    expect(again.ok()).toBe(true);
    const uid = await app.evaluate(() => sessionStorage.getItem('uid'));
    const out = await request.post(`${server.url}/api/admin/logout`, { data: { uid } });
    expect(await out.json()).toMatchObject({ ok: true, ended: true });
    // The other device is still signed in.
    const other = await request.post(`${server.url}/api/board/notices`, { data: { uid: (await again.json()).uid, title: '다른 기기', content: '내용' } });
    expect(other.status()).toBe(201);
    await app.getByRole('link', { name: '공지 등록' }).click();
    await app.getByLabel('제목').fill('세션 테스트');
    await app.getByLabel('내용').fill('내용');
    await app.getByRole('button', { name: '등록' }).click();
    await expect(app.getByRole('alert').filter({ hasText: '세션이 만료되었어요. 다시 로그인해 주세요' })).toBeVisible();
    await expect(app).toHaveURL(/\/admin\/login$/, { timeout: 4000 });
    expect(await app.evaluate(() => sessionStorage.getItem('uid'))).toBeNull();
  });

  test('a 389 kB photo that declares 20000x20000 pixels is refused at once, in the browser and by the server', async ({ app, request, server }) => {
    await logIn(app, 'e2e-staff-code');
    await expect(app).toHaveURL(/\/admin\/festa$/);
    await app.goto(`/admin/festa/notice/lost?${AT_NOW}`);
    const bomb = pngBomb(20_000, 20_000);
    await app.getByLabel('사진 업로드').setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: bomb });
    await expect(app.getByRole('alert')).toHaveText('사진이 너무 커요. 한 변 10,000픽셀, 4,000만 화소 이하의 사진만 첨부할 수 있어요', { timeout: 2000 });
    await expect(app.getByRole('img', { name: '사진 미리보기' })).toHaveCount(0);
    // Sent straight to the API, the server refuses it from the header too.
    const uid = await app.evaluate(() => sessionStorage.getItem('uid'));
    const r = await request.post(`${server.url}/api/board/losts`, {
      multipart: { uid: uid!, title: '폭탄', content: '내용', location: '정문', image: { name: 'bomb.png', mimeType: 'image/png', buffer: bomb } },
    });
    expect(r.status()).toBe(413);
    expect((await r.json()).message).toMatch(/^the image is too large: 20000×20000 pixels/);
  });

  test('signing out ends this uid, clears the stored session and opens the login page', async ({ app, request, server }) => {
    await logIn(app, 'e2e-staff-code');
    await expect(app).toHaveURL(/\/admin\/festa$/);
    const uid = await app.evaluate(() => sessionStorage.getItem('uid'));
    expect(uid).toBeTruthy();
    await app.getByRole('button', { name: '로그아웃' }).click();
    await expect(app).toHaveURL(/\/admin\/login$/);
    await expect(app.getByRole('alert')).toHaveText('로그아웃했어요');
    expect(await app.evaluate(() => sessionStorage.getItem('uid'))).toBeNull();
    await expect
      .poll(async () => (await request.post(`${server.url}/api/board/notices`, { data: { uid, title: '로그아웃 뒤', content: '내용' } })).status())
      .toBe(401);
  });

  test('a wrong code shows the message for 3 s', async ({ app }) => {
    await logIn(app, 'not-the-code');
    const alert = app.getByRole('alert');
    await expect(alert).toHaveText('관리자 코드를 확인해 주세요');
    await expect(app).toHaveURL(/\/admin\/login\?/);
    await expect(alert).toHaveCount(0, { timeout: 5000 });
  });
});
