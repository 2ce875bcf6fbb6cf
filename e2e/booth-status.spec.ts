// Booth status (issue 20): a Club admin sets "long wait" and marks a menu item sold out from /admin/booth;
// a visitor's booth detail follows live (no reload) and the map card shows both; 45 minutes later on the
// replay clock the status reads unknown.
import { test, expect, ADMIN_CODES } from './fixtures';

const NOW = '2025-09-25T19:00:00+09:00';
const LATER = '2025-09-25T19:46:00+09:00';
const at = (path: string, now = NOW) => `${path}?now=${encodeURIComponent(now)}`;
const ON_CAMPUS = { latitude: 37.55896, longitude: 126.99986 };

test.use({
  festivalNow: NOW,
  isolate: 'booth-status',
  // The Club of booth 1 (프론티어, a night pub with menus) signs in too.
  adminCodes: `${ADMIN_CODES},Club:중앙동아리 프론티어:e2e-frontier-code:1`,
  geolocation: ON_CAMPUS,
  permissions: ['geolocation'],
});

test('a Club admin sets long wait and a sold-out item; the visitor sees both live, then unknown after 45 min', async ({ app, browser, server }) => {
  test.setTimeout(120_000);
  // The visitor has the booth open before anything is said.
  await app.goto(at('/booth/1'));
  await expect(app.getByRole('heading', { name: '프론티어' })).toBeVisible();
  const badge = app.getByRole('region', { name: '부스 상태' }).getByTestId('booth-status');
  await expect(badge).toHaveText('상태 모름');
  const stew = app.getByRole('listitem', { name: '김치찌개' });
  await expect(stew).not.toContainText('품절');

  // The Club admin, on a phone of their own: log in, one tap for the wait, one for the sold-out item.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await admin.goto(`${server.url}${at('/admin/login')}`);
    await admin.getByLabel('관리자 코드').fill('e2e-frontier-code');
    await admin.getByRole('button', { name: '로그인' }).click();
    await expect(admin).toHaveURL(/\/admin\/booth$/);
    await expect(admin.getByRole('heading', { name: '프론티어 지금 상태' })).toBeVisible();
    await admin.getByRole('button', { name: '대기 김 (10~30분)' }).click();
    await expect(admin.getByRole('status').filter({ hasText: '(으)로 바꿨어요' })).toHaveText('대기 김 (10~30분)(으)로 바꿨어요');
    await expect(admin.getByRole('button', { name: '대기 김 (10~30분)' })).toHaveAttribute('aria-pressed', 'true');
    await admin.getByRole('button', { name: '김치찌개 품절' }).click();
    await expect(admin.getByRole('status').filter({ hasText: '김치찌개' })).toHaveText('김치찌개 품절로 바꿨어요');
  } finally {
    await adminContext.close();
  }

  // The visitor's page followed the live feed without a reload.
  await expect(badge).toContainText('대기 김 (10~30분)');
  await expect(badge).toContainText(/분 전 업데이트|방금 업데이트/);
  await expect(badge).toContainText('품절 2개');
  await expect(stew).toContainText('품절');

  // The map card says the same.
  await app.goto(at('/map'));
  const card = app.getByRole('region', { name: '검색 결과' }).getByRole('article', { name: '프론티어' });
  await expect(card.getByTestId('booth-status')).toContainText('대기 김 (10~30분)');
  await expect(card.getByTestId('booth-status')).toContainText('품절 2개');

  // 46 minutes later on the replay clock nobody has said anything new: unknown.
  await app.goto(at('/booth/1', LATER));
  await expect(app.getByRole('region', { name: '부스 상태' }).getByTestId('booth-status')).toHaveText(/^상태 모름/);
  await app.goto(at('/map', LATER));
  await expect(app.getByRole('region', { name: '검색 결과' }).getByRole('article', { name: '프론티어' }).getByTestId('booth-status')).toContainText(
    '상태 모름',
  );
});

test('another booth’s admin cannot set this booth’s status, and a bad value changes nothing', async ({ server }) => {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ admin_code: 'e2e-club-code' }),
  });
  const { uid } = (await login.json()) as { uid: string };
  const other = await fetch(`${server.url}/api/status/booths/1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, status: 'open' }),
  });
  expect(other.status).toBe(403);
  const bad = await fetch(`${server.url}/api/status/booths/12`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, status: 'busy' }),
  });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toBe('status must be one of open, short, long, very_long, closed');
});
