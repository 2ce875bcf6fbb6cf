import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '@/components/admin/login-form';

const meta = {
  title: 'Admin/LoginForm/States',
  component: LoginForm,
  args: { code: 'wrong-code', onCodeChange: fn(), onSubmit: fn(), canSubmit: true, message: null },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  args: { message: { id: 'admin.login.failed' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('관리자 코드를 확인해 주세요');
    await expect(c.getByLabelText('관리자 코드')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '로그인' });
    await expect(button).toBeDisabled();
    await userEvent.type(within(canvasElement).getByLabelText('관리자 코드'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { message: { id: 'admin.login.failed' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    await expect(c.getByLabelText('Admin code')).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('Please check the admin code');
    await expect(c.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};
