import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConsoleAccount } from '@contract/console';
import { EMPTY_DRAFT } from '@machines/console-accounts.machine';
import { AccountsPanel } from '@/components/console/accounts-panel';

const ACCOUNTS: ConsoleAccount[] = [
  { id: 1, name: '축제기획단', role: 'Staff', booth_id: null, booth_name: null, revoked_at: null, created_at: null },
  { id: 3, name: '총학생회', role: 'Stuco', booth_id: null, booth_name: null, revoked_at: null, created_at: null },
  { id: 4, name: '중앙동아리 프론티어', role: 'Club', booth_id: 1, booth_name: '프론티어 주점', revoked_at: null, created_at: null },
  { id: 7, name: '공과대학 학생회', role: 'Major', booth_id: 2, booth_name: '공대 포차', revoked_at: '2025-09-25T05:00:00.000Z', created_at: null },
];
const BOOTHS = [
  { id: 1, name: '프론티어 주점' },
  { id: 2, name: '공대 포차' },
];

const meta = {
  title: 'Console/AccountsPanel',
  component: AccountsPanel,
  args: {
    accounts: ACCOUNTS,
    booths: BOOTHS,
    draft: EMPTY_DRAFT,
    message: null,
    onChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onDismissCode: fn(),
    onRevoke: fn(),
    onConfirmRevoke: fn(),
    onCancelRevoke: fn(),
  },
} satisfies Meta<typeof AccountsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Korean: every account with its role and booth; Staff and revoked accounts have no revoke button. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const rows = within(c.getByRole('list', { name: '관리자 계정 목록' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[2]).toHaveTextContent('중앙동아리 프론티어동아리 · 프론티어 주점');
    await expect(rows[3]).toHaveTextContent('해지됨');
    await expect(c.getAllByRole('button', { name: /계정 해지$/ })).toHaveLength(2);
    await userEvent.click(c.getByRole('button', { name: '중앙동아리 프론티어 계정 해지' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(4);
    await expect(c.getByRole('combobox', { name: '부스' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { message: { id: 'console.error.name_taken', tone: 'error' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Admin accounts' })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('An account with this name already exists');
    await expect(c.getByRole('button', { name: 'Create account' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Revoke 총학생회' })).toBeVisible();
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  args: { createdCode: 'K7M3Q9XWPA2D', createdName: '새 동아리', message: { id: 'console.accounts.created', tone: 'ok' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('アカウントを作成しました');
    await expect(c.getByLabelText('新しい管理者コード')).toHaveTextContent('K7M3Q9XWPA2D');
    await expect(c.getByRole('button', { name: 'コードを控えました' })).toBeVisible();
  },
};

export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { confirmRevoke: ACCOUNTS[2] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alertdialog')).toHaveTextContent('要停用账号 중앙동아리 프론티어 吗？');
    await userEvent.click(within(c.getByRole('alertdialog')).getByRole('button', { name: '停用' }));
    await expect(args.onConfirmRevoke).toHaveBeenCalled();
  },
};
