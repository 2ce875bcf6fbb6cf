import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignOutButton } from '@/components/admin/sign-out-button';

const meta = {
  title: 'Admin/SignOutButton',
  component: SignOutButton,
  args: { name: '축제기획단', onSignOut: fn() },
} satisfies Meta<typeof SignOutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('축제기획단')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '로그아웃' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'ログアウト' })).toBeEnabled(),
};

export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '退出登录' })).toBeEnabled(),
};

/** Without a name only the button shows. */
export const NoName: Story = {
  args: { name: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByText('축제기획단')).toBeNull();
    await expect(c.getByRole('button', { name: '로그아웃' })).toBeEnabled();
  },
};
