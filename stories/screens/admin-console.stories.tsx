import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleError } from '@mocks/handlers';
import { state } from '@mocks/state';
import ConsoleScreen from '@/screens/console/console-screen';
import { adminScreen, asAdmin, expectSessionExpiredRedirect, loginRequiredPlay, signedOut, STAFF, STUCO, withExpiredUid } from '../components/admin/admin-story-kit';

const meta = {
  title: 'Screens/Admin/Console',
  component: ConsoleScreen,
  ...adminScreen('/admin/console', asAdmin(STAFF)),
} satisfies Meta<typeof ConsoleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const accountRows = async (c: ReturnType<typeof within>) => {
  const list = await c.findByRole('list', { name: '관리자 계정 목록' });
  return within(list).getAllByRole('listitem');
};

/** Staff create a Club account tied to a booth: the code shows once, the audit log has the change. */
export const CreateClubAccount: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(async () => expect(await accountRows(c)).toHaveLength(9));
    await userEvent.type(c.getByRole('textbox', { name: '계정 이름' }), '새 동아리');
    await userEvent.click(c.getByRole('button', { name: '계정 만들기' }));
    // No booth chosen yet: said here, nothing sent.
    await expect(c.getByRole('alert')).toHaveTextContent('동아리와 학과 계정은 부스를 골라야 해요');
    const booth = c.getByRole('combobox', { name: '부스' });
    await waitFor(() => expect(within(booth).getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.selectOptions(booth, within(booth).getAllByRole('option')[1]);
    await userEvent.click(c.getByRole('button', { name: '계정 만들기' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('계정을 만들었어요'));
    await expect(c.getByLabelText('새 관리자 코드')).toHaveTextContent(/^[A-Z2-9]{12}$/);
    // The list is fetched again after the save: wait for it, as a person would.
    await waitFor(async () => expect(await accountRows(c)).toHaveLength(10));
    await userEvent.click(c.getByRole('button', { name: '코드를 옮겨 적었어요' }));
    await expect(c.queryByLabelText('새 관리자 코드')).toBeNull();
    // The change log is read again after the save (a loading line while it is): found afresh each try.
    await waitFor(() =>
      expect(within(c.getByRole('list', { name: '변경 기록' })).getAllByRole('listitem')[0]).toHaveTextContent('축제기획단 · 계정 10 추가'),
    );
  },
};

/** Revoking asks first; the account is then marked revoked and its sessions end on the backend. */
export const RevokeAccount: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(async () => expect(await accountRows(c)).toHaveLength(9));
    await userEvent.click(c.getByRole('button', { name: '총학생회 계정 해지' }));
    const dialog = within(c.getByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '해지' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('계정을 해지했어요'));
    await expect((await accountRows(c))[2]).toHaveTextContent('해지됨');
    await expect(c.queryByRole('button', { name: '총학생회 계정 해지' })).toBeNull();
    await expect([...state.sessions.values()].some((s) => s.admin.name === '총학생회')).toBe(false);
  },
};

export const CancelRevoke: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(async () => expect(await accountRows(c)).toHaveLength(9));
    await userEvent.click(c.getByRole('button', { name: '총학생회 계정 해지' }));
    await userEvent.click(within(c.getByRole('alertdialog')).getByRole('button', { name: '취소' }));
    await expect(c.queryByRole('alertdialog')).toBeNull();
    await expect((await accountRows(c))[2]).not.toHaveTextContent('해지됨');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'Organiser console' })).toBeVisible();
    const list = await c.findByRole('list', { name: 'Admin accounts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
    await expect(await c.findByText('No changes yet')).toBeVisible();
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '運営コンソール' })).toBeVisible();
    await waitFor(() => expect(c.getByRole('button', { name: 'アカウントを作成' })).toBeEnabled());
  },
};

export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '运营控制台' })).toBeVisible();
    await waitFor(() => expect(c.getByRole('button', { name: '创建账号' })).toBeEnabled());
  },
};

/** The hub links every console screen, the developers page's credits among them (English). */
export const CreditsLinkEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: 'Credits (developers page)' })).toHaveAttribute('href', '/admin/console/credits');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...consoleError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getAllByRole('alert')[0]).toHaveTextContent('internal server error'));
    await expect(c.getAllByRole('button', { name: '다시 시도' }).length).toBeGreaterThan(0);
  },
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: loginRequiredPlay,
};

/** Stuco may not manage accounts: sent to login with 'No permission'. */
export const StucoRefused: Story = {
  parameters: { store: asAdmin(STUCO) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
  },
};

export const SessionExpired: Story = {
  parameters: { store: withExpiredUid(STAFF) },
  play: async ({ canvasElement }) => expectSessionExpiredRedirect(within(canvasElement)),
};
