// The virtual queue, visitor side (issue 25): the line of 프론티어 (booth 1) is opened through the API; visitor A
// joins from the booth page and holds number 1, visitor B (a second phone) joins and sees one party ahead; the
// booth calls next and A, now on the map, sees "your turn" without a reload while the map card shows the line;
// a third line after two open tickets is refused with the reason.
import { test, expect, ADMIN_CODES } from './fixtures';
import { QUEUE_PATHS } from '../contract/queue';

const NOW = '2025-09-25T19:00:00+09:00';
const at = (path: string) => `${path}?now=${encodeURIComponent(NOW)}`;

test.use({
  festivalNow: NOW,
  isolate: 'queue',
  // The Club of booth 1 (프론티어, a night pub) signs in too.
  adminCodes: `${ADMIN_CODES},Club:중앙동아리 프론티어:e2e-frontier-code:1`,
});

async function post<T>(base: string, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

async function login(base: string, code: string): Promise<string> {
  const { status, body } = await post<{ uid: string }>(base, '/admin/login', { admin_code: code });
  expect(status).toBe(200);
  return body.uid;
}

test('visitors join from the booth page, see their place, and the call reaches an open page live', async ({ app, browser, server }) => {
  test.setTimeout(150_000);
  const club = await login(server.url, 'e2e-frontier-code');
  const staff = await login(server.url, 'e2e-staff-code');
  // The pub opens its line; two more booths open theirs (Staff may run any booth's line).
  for (const [booth, uid] of [
    [1, club],
    [2, staff],
    [3, staff],
  ] as const) {
    const opened = await post(server.url, QUEUE_PATHS.settings(booth), { uid, state: 'open', party_min: 1, party_max: 6, minutes_per_party: 5 });
    expect(opened.status).toBe(200);
  }

  // Visitor A: the booth page shows the line and joins it with a party of 3.
  await app.goto(at('/booth/1'));
  await expect(app.getByRole('heading', { name: '프론티어' })).toBeVisible();
  const line = app.getByRole('region', { name: '원격 줄 서기' });
  await expect(line).toContainText('대기 없음 · 약 0분');
  await line.getByLabel('인원').selectOption('3');
  await line.getByRole('button', { name: '줄 서기' }).click();
  const ticketA = app.getByTestId('queue-ticket');
  await expect(ticketA.getByText('1번')).toBeVisible();
  await expect(ticketA).toContainText('다음 차례예요');
  await expect(ticketA).toContainText('3명');

  // Visitor B, on a phone of their own.
  const bContext = await browser.newContext();
  const b = await bContext.newPage();
  try {
    await b.goto(`${server.url}${at('/booth/1')}`);
    const lineB = b.getByRole('region', { name: '원격 줄 서기' });
    await expect(lineB).toContainText('1팀 대기 · 약 5분');
    await lineB.getByRole('button', { name: '줄 서기' }).click();
    const ticketB = b.getByTestId('queue-ticket');
    await expect(ticketB.getByText('2번')).toBeVisible();
    await expect(ticketB).toContainText('앞에 1팀');
    await expect(ticketB).toContainText('약 5분');

    // A moves on to the map; the card of 프론티어 shows the line's length.
    await app.goto(at('/map'));
    const card = app.getByRole('region', { name: '검색 결과' }).getByRole('article', { name: '프론티어' });
    await expect(card.getByTestId('queue-line')).toHaveText('2팀 대기 · 약 10분');

    // The booth calls next: A sees "your turn" on the map without a reload; B still has A ahead until A is in.
    const called = await post(server.url, QUEUE_PATHS.next(1), { uid: club });
    expect(called.status).toBe(200);
    const banner = app.getByTestId('queue-your-turn');
    await expect(banner).toContainText('차례가 됐어요! 입구로 와 주세요.', { timeout: 5_000 });
    await expect(banner).toContainText('프론티어 대기 · 1번');
    await expect(card.getByTestId('queue-line')).toHaveText('1팀 대기 · 약 5분');
    await expect(ticketB).toContainText('앞에 1팀');

    // The banner leads to the ticket, which says the same.
    await banner.getByRole('button', { name: '프론티어 대기 · 1번' }).click();
    await expect(app).toHaveURL(/\/booth\/1/);
    await expect(app.getByTestId('queue-ticket').getByRole('alert')).toHaveText('차례가 됐어요! 입구로 와 주세요.');
  } finally {
    await bContext.close();
  }

  // A joins a second line (allowed: two at once), then a third is refused with the reason.
  await app.goto(at('/booth/2'));
  await app.getByRole('region', { name: '원격 줄 서기' }).getByRole('button', { name: '줄 서기' }).click();
  await expect(app.getByTestId('queue-ticket').getByText('1번')).toBeVisible();
  await app.goto(at('/booth/3'));
  const third = app.getByRole('region', { name: '원격 줄 서기' });
  await third.getByRole('button', { name: '줄 서기' }).click();
  await expect(third.getByRole('alert')).toHaveText('이미 두 곳에 줄을 서 있어요. 하나를 나간 뒤 다시 해 주세요.');
  await expect(app.getByTestId('queue-ticket')).toHaveCount(0);
  // The banner of the called ticket shows over this page too.
  await expect(app.getByTestId('queue-your-turn')).toContainText('프론티어 대기 · 1번');
});

test('the ticket is kept on the device: offline the booth page still shows its number, with the time it was read', async ({ app, server, context }) => {
  test.setTimeout(90_000);
  const staff = await login(server.url, 'e2e-staff-code');
  expect((await post(server.url, QUEUE_PATHS.settings(4), { uid: staff, state: 'open' })).status).toBe(200);
  await app.goto(at('/booth/4'));
  await app.getByRole('region', { name: '원격 줄 서기' }).getByRole('button', { name: '줄 서기' }).click();
  await expect(app.getByTestId('queue-ticket').getByText('1번')).toBeVisible();
  // To the map and, offline, back: the booth page shows the ticket as kept on the device.
  await app.getByRole('navigation').getByRole('link', { name: '지도' }).click();
  await expect(app).toHaveURL(/\/map/);
  await context.setOffline(true);
  try {
    await app.goBack();
    await expect(app).toHaveURL(/\/booth\/4/);
    await expect(app.getByTestId('queue-ticket').getByText('1번')).toBeVisible();
    await expect(app.getByTestId('queue-as-of')).toHaveText(/^\d\d:\d\d 기준$/);
  } finally {
    await context.setOffline(false);
  }
});
