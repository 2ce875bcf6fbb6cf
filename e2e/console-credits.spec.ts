// Staff add a person to the developers page from the console, against the real server: a bad web page is refused
// on the form first; then the person is added with a link, and a visitor's /developers shows them in their team
// with the link; Staff move them to the top of the team and the visitor sees the new order.
import { test, expect } from './fixtures';

const NOW = '2025-09-28T12:00:00+09:00';
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}now=${encodeURIComponent(NOW)}`;

test.use({ festivalNow: NOW, isolate: 'console-credits' });

test('Staff add a person to the credits; the visitor’s developers page shows them with their link', async ({ app, server }) => {
  test.setTimeout(180_000);
  await app.goto(at('/admin/login'));
  await app.getByLabel('관리자 코드').fill('e2e-staff-code');
  await app.getByRole('button', { name: '로그인' }).click();
  await expect(app).toHaveURL(/\/admin\/festa$/);
  await app.getByRole('link', { name: '운영 콘솔' }).click();
  await app.getByRole('link', { name: '만든 사람들 (개발자 소개)' }).click();
  await expect(app).toHaveURL(/\/admin\/console\/credits$/);
  const list = app.getByRole('list', { name: '소개 순서대로' });
  await expect(list.getByRole('listitem')).toHaveCount(24);

  await app.getByRole('button', { name: '사람 추가' }).click();
  await app.getByRole('textbox', { name: '이름', exact: true }).fill('김새봄');
  await app.getByRole('checkbox', { name: '대외협력' }).check();
  await app.getByRole('textbox', { name: '맡은 일' }).fill('대외협력 · 홍보');
  await app.getByRole('textbox', { name: '전공 (선택)' }).fill('광고홍보학과');
  const link = app.getByRole('textbox', { name: '웹 페이지 (선택, https://…)' });
  await link.fill('javascript:alert(1)');
  await app.getByRole('button', { name: '저장' }).click();
  await expect(link).toHaveAccessibleDescription('웹 페이지는 http:// 또는 https:// 로 시작하는 주소만 쓸 수 있어요');
  const developers = await (await fetch(`${server.url}/api/developers/`)).json();
  expect(developers.results).toHaveLength(24);

  await link.fill('https://example.com/saebom');
  await app.getByRole('button', { name: '저장' }).click();
  await expect(app.getByRole('status')).toHaveText('김새봄을(를) 추가했어요. 개발자 소개에 바로 보여요.');
  await expect(list.getByRole('listitem')).toHaveCount(25);
  await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-label', '김새봄');

  // A visitor opens the developers page: the new person is in their team, with the link.
  const visitor = await app.context().browser()!.newPage();
  await visitor.goto(`${server.url}${at('/developers')}`);
  await visitor.getByRole('button', { name: '대외협력' }).click();
  const names = visitor.getByRole('list').getByRole('heading', { level: 2 });
  await expect(names).toHaveText(['문가은', '배승민', '노은채', '김새봄']);
  const card = visitor.getByRole('listitem').filter({ hasText: '김새봄' });
  await expect(card).toContainText('대외협력 · 홍보');
  await expect(card).toContainText('광고홍보학과');
  await expect(card.getByRole('link', { name: '김새봄의 페이지' })).toHaveAttribute('href', 'https://example.com/saebom');

  // Staff move them up past the three before them; the visitor's next visit shows the new order.
  const up = app.getByRole('button', { name: '김새봄 위로' });
  for (let i = 1; i <= 3; i++) {
    await expect(up).toBeEnabled();
    await up.click();
    await expect(list.getByRole('listitem').nth(24 - i)).toHaveAttribute('aria-label', '김새봄');
    await expect(app.getByRole('status')).toHaveText('순서를 저장했어요');
    await expect(up).toBeEnabled();
  }
  const stored = async () => ((await (await fetch(`${server.url}/api/developers/`)).json()) as { results: { name: string }[] }).results.map((d) => d.name).slice(21);
  await expect.poll(stored).toEqual(['김새봄', '문가은', '배승민', '노은채']);
  await visitor.reload();
  await visitor.getByRole('button', { name: '대외협력' }).click();
  await expect(names).toHaveText(['김새봄', '문가은', '배승민', '노은채']);
  await visitor.close();
});
