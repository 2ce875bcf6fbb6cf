import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleCreditsError, mockCredits, siteError } from '@mocks/handlers';
import ConsoleCreditsScreen from '@/screens/console/console-credits-screen';
import { adminScreen, asAdmin, CLUB, loginRequiredPlay, routes, signedOut, STAFF } from '../components/admin/admin-story-kit';

const Screen = routes({ '/admin/console/credits': ConsoleCreditsScreen });

const meta = {
  title: 'Screens/Admin/ConsoleCredits',
  component: Screen,
  ...adminScreen('/admin/console/credits', asAdmin(STAFF)),
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const people = (c: ReturnType<typeof within>) => within(c.getByRole('list', { name: '소개 순서대로' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

/** The 2025 team in the page's order, against the mock server. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('list', { name: '소개 순서대로' }, { timeout: 4000 });
    await expect(people(c)).toHaveLength(24);
    await expect(people(c).slice(0, 2)).toEqual(['김도윤', '이서연']);
    await expect(c.getByRole('button', { name: '김도윤 위로' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '노은채 아래로' })).toBeDisabled();
  },
};

/** Staff add a person with a web page: each problem is named first, then it is saved and listed last. */
export const AddPerson: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const add = await c.findByRole('button', { name: '사람 추가' }, { timeout: 4000 });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await userEvent.type(c.getByRole('textbox', { name: '웹 페이지 (선택, https://…)' }), 'javascript:alert(1)');
    await userEvent.click(c.getByRole('button', { name: '저장' }));
    await expect(c.getByRole('alert')).toHaveTextContent('표시된 칸을 고쳐 주세요');
    await expect(c.getByRole('textbox', { name: '이름' })).toHaveAccessibleDescription('이름을 입력하세요');
    await expect(c.getByText('팀을 하나 이상 고르세요')).toBeVisible();
    await expect(c.getByRole('textbox', { name: '웹 페이지 (선택, https://…)' })).toHaveAccessibleDescription('웹 페이지는 http:// 또는 https:// 로 시작하는 주소만 쓸 수 있어요');
    await userEvent.type(c.getByRole('textbox', { name: '이름' }), '김새봄');
    await userEvent.click(c.getByRole('checkbox', { name: '프론트엔드' }));
    await userEvent.type(c.getByRole('textbox', { name: '맡은 일' }), '프론트엔드 개발');
    await userEvent.clear(c.getByRole('textbox', { name: '웹 페이지 (선택, https://…)' }));
    await userEvent.type(c.getByRole('textbox', { name: '웹 페이지 (선택, https://…)' }), 'https://example.com/saebom');
    await userEvent.click(c.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('김새봄을(를) 추가했어요. 개발자 소개에 바로 보여요.'));
    await waitFor(() => expect(people(c).at(-1)).toBe('김새봄'));
    await expect(mockCredits().at(-1)).toMatchObject({ name: '김새봄', roles: ['Front-End'], link: 'https://example.com/saebom' });
  },
};

/** Moving a person shows at once and is stored (English). */
export const MoveDownEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Move 김도윤 down' }, { timeout: 4000 }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('Order saved'));
    const list = within(c.getByRole('list', { name: "In the page's order" })).getAllByRole('listitem');
    await expect(list.slice(0, 2).map((li) => li.getAttribute('aria-label'))).toEqual(['이서연', '김도윤']);
    await expect(mockCredits().slice(0, 2).map((p) => p.name)).toEqual(['이서연', '김도윤']);
  },
};

/** A refused move goes back, said in Japanese. */
export const MoveRefusedJapanese: Story = {
  parameters: { locale: 'ja' },
  beforeEach({ msw }) {
    msw.use(...consoleCreditsError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '김도윤を下へ' }, { timeout: 4000 }));
    await waitFor(() => expect(c.getByRole('alert')).toBeVisible());
    const list = within(c.getByRole('list', { name: 'ページの順番' })).getAllByRole('listitem');
    await expect(list.slice(0, 2).map((li) => li.getAttribute('aria-label'))).toEqual(['김도윤', '이서연']);
  },
};

/** Staff edit a person's role and remove another after the confirmation naming them (Chinese). */
export const EditAndRemoveChinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const edit = await c.findByRole('button', { name: '编辑박지우' }, { timeout: 4000 });
    await waitFor(() => expect(edit).toBeEnabled());
    await userEvent.click(edit);
    const role = c.getByRole('textbox', { name: '职责' });
    await expect(role).toHaveValue('기획');
    await userEvent.clear(role);
    await userEvent.type(role, '기획 · 일정');
    await userEvent.click(c.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('已保存박지우'));
    const remove = await c.findByRole('button', { name: '移除최하은' });
    // The list is read again after the save; its buttons wait for it.
    await waitFor(() => expect(remove).toBeEnabled());
    await userEvent.click(remove);
    await expect(c.getByRole('alertdialog')).toHaveTextContent('要从制作成员中移除최하은吗？');
    await userEvent.click(within(c.getByRole('alertdialog')).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('已移除최하은'));
    await expect(mockCredits().map((p) => p.name)).not.toContain('최하은');
    await expect(mockCredits().find((p) => p.name === '박지우')?.roleDisplay).toBe('기획 · 일정');
  },
};

/** The list could not be read: a retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...siteError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: '다시 시도' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A Club account is not Staff: sent to login. */
export const ClubRefused: Story = {
  parameters: { store: asAdmin(CLUB) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
  },
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: loginRequiredPlay,
};
