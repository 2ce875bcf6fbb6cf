// Club and Major journeys against the real server: a same-day event written from the form shows on the
// board and, once it runs, in the home carousel; a Club cannot write notices, not even through the API.
import { test, expect } from './fixtures';

// 15 s before 15:01 on day 2: the event below starts at 15:01 and is running a few seconds into the test.
const NOW = '2025-09-25T15:00:45+09:00';
const AT_NOW = `now=${encodeURIComponent(NOW)}`;
test.use({ festivalNow: NOW });

test.describe('booth admins', () => {
  test('posts an event and sees it on the board and the home carousel', async ({ app }) => {
    test.setTimeout(120_000);
    await app.goto(`/admin/login?${AT_NOW}`);
    await app.getByLabel('관리자 코드').fill('e2e-club-code');
    await app.getByRole('button', { name: '로그인' }).click();
    await expect(app).toHaveURL(/\/admin\/booth$/);
    await expect(app.getByRole('alert')).toHaveText('로그인 성공');
    await expect(app.getByRole('heading', { name: '진행한 이벤트 목록' })).toBeVisible();
    // The sample festival's two events of this club.
    await expect(app.getByRole('listitem')).toHaveCount(2);

    await app.getByRole('button', { name: '이벤트 추가' }).click();
    await expect(app).toHaveURL(/\/admin\/booth\/event$/);
    await app.getByLabel('이벤트 제목').fill('오후 깜짝 룰렛');
    await app.getByLabel('이벤트 내용').fill('룰렛을 돌리면 꽝 없이 간식을 드려요.');
    const confirm = app.getByRole('button', { name: '확인' });
    await app.getByRole('textbox', { name: '시작 시간 시' }).fill('14');
    await app.getByRole('textbox', { name: '시작 시간 분' }).fill('00');
    await app.getByRole('textbox', { name: '종료 시간 시' }).fill('16');
    await app.getByRole('textbox', { name: '종료 시간 분' }).fill('00');
    await expect(app.getByRole('alert').filter({ hasText: '시작 시간은 현재보다 이를 수 없어요' })).toBeVisible();
    await expect(confirm).toBeDisabled();
    await app.getByRole('textbox', { name: '시작 시간 시' }).fill('15');
    await app.getByRole('textbox', { name: '시작 시간 분' }).fill('01');
    await expect(app.getByRole('alert').filter({ hasText: '시간' })).toHaveCount(0);
    await confirm.click();
    const dialog = app.getByRole('alertdialog', { name: '이벤트는 수정이 어려워요. 정말 등록할까요?' });
    await dialog.getByRole('button', { name: '이해했어요' }).click();
    await expect(app.getByRole('status')).toHaveText('저장했어요');
    await expect(app).toHaveURL(/\/admin\/booth$/);

    const row = app.getByRole('listitem').filter({ hasText: '오후 깜짝 룰렛' });
    await expect(row).toContainText('이벤트');
    await expect(row).toContainText('멋사 미니게임존');
    await row.getByRole('link').click();
    await expect(app).toHaveURL(/\/admin\/booth\/notice\/event\/\d+$/);
    await expect(app.getByRole('heading', { name: '오후 깜짝 룰렛' })).toBeVisible();
    await expect(app.locator('time').first()).toHaveText('9월 25일 (목) 15:01');
    await expect(app.locator('time').nth(1)).toHaveText('9월 25일 (목) 16:00');

    await app.goto('/board?category=Event');
    await expect(app.getByText('오후 깜짝 룰렛')).toBeVisible();

    // Once 15:01 has come on the server, the booth is among the home's event booths.
    await expect(async () => {
      await app.goto('/');
      await expect(app.getByTestId('event-carousel').locator('a[href="/booth/12"]')).toHaveCount(1, { timeout: 3000 });
    }).toPass({ timeout: 90_000, intervals: [2000] });
  });

  test('cannot post a notice, not even by calling the API directly', async ({ app, request, server }) => {
    const login = await request.post(`${server.url}/api/admin/login`, { data: { admin_code: 'e2e-club-code' } });
    expect(login.ok()).toBe(true);
    const { uid, role } = (await login.json()) as { uid: string; role: string };
    expect(role).toBe('Club');

    const notice = await request.post(`${server.url}/api/board/notices`, {
      data: { uid, category: 'Notice', title: '동아리가 쓴 공지', content: '쓰면 안 돼요' },
    });
    expect(notice.status()).toBe(403);
    expect(((await notice.json()) as { message: string }).message).toBe('no permission to write a general notice');
    const urgent = await request.patch(`${server.url}/api/board/emergency`, { data: { uid, title: '긴급', content: '쓰면 안 돼요' } });
    expect(urgent.status()).toBe(403);
    const lost = await request.post(`${server.url}/api/board/losts`, {
      multipart: { uid, category: 'LostItem', title: '지갑', content: '쓰면 안 돼요', location: '팔정도' },
    });
    expect(lost.status()).toBe(403);
    const notices = (await (await request.get(`${server.url}/api/board/notices`)).json()) as { result: { title: string }[] };
    expect(notices.result.map((p) => p.title)).not.toContain('동아리가 쓴 공지');

    // In the app, the form alerts and sends the Club to login.
    await app.goto(`/admin/login?${AT_NOW}`);
    await app.getByLabel('관리자 코드').fill('e2e-club-code');
    await app.getByRole('button', { name: '로그인' }).click();
    await expect(app).toHaveURL(/\/admin\/booth$/);
    await app.goto('/admin/festa/notice/normal');
    await expect(app).toHaveURL(/\/admin\/login$/);
    await expect(app.getByRole('alert')).toHaveText('일반 공지를 작성할 권한이 없어요');
  });

  test('Staff may not open the booth page nor add events', async ({ app }) => {
    await app.goto(`/admin/login?${AT_NOW}`);
    await app.getByLabel('관리자 코드').fill('e2e-staff-code');
    await app.getByRole('button', { name: '로그인' }).click();
    await expect(app).toHaveURL(/\/admin\/festa$/);
    // Spec §6 (issue 16, item 14): a wrong role is told so and sent to login.
    await app.goto('/admin/booth');
    await expect(app).toHaveURL(/\/admin\/login$/);
    await expect(app.getByRole('alert')).toHaveText('이벤트를 작성할 권한이 없어요');
    await app.goto('/admin/booth/event');
    await expect(app).toHaveURL(/\/admin\/login$/);
    await expect(app.getByRole('alert')).toHaveText('이벤트를 작성할 권한이 없어요');
  });

  test('a Major posts an event for its own booth', async ({ app }) => {
    await app.goto(`/admin/login?${AT_NOW}`);
    await app.getByLabel('관리자 코드').fill('e2e-major-code');
    await app.getByRole('button', { name: '로그인' }).click();
    await expect(app).toHaveURL(/\/admin\/booth$/);
    await app.getByRole('button', { name: '이벤트 추가' }).click();
    await app.getByLabel('이벤트 제목').fill('전공 설명회');
    await app.getByLabel('이벤트 내용').fill('전공 소개');
    await app.getByRole('textbox', { name: '시작 시간 시' }).fill('20');
    await app.getByRole('textbox', { name: '시작 시간 분' }).fill('00');
    await app.getByRole('textbox', { name: '종료 시간 시' }).fill('21');
    await app.getByRole('textbox', { name: '종료 시간 분' }).fill('00');
    await app.getByRole('button', { name: '확인' }).click();
    await app.getByRole('button', { name: '이해했어요' }).click();
    await expect(app.getByRole('status')).toHaveText('저장했어요');
    await expect(app).toHaveURL(/\/admin\/booth$/);
    const row = app.getByRole('listitem').filter({ hasText: '전공 설명회' });
    await expect(row).toHaveCount(1);
    // Only this admin's events: none of the club's.
    await expect(app.getByRole('listitem').filter({ hasText: '오후 깜짝 룰렛' })).toHaveCount(0);
  });
});
