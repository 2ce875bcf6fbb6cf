import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '@/components/admin/login-form';

const meta = {
  title: 'Admin/LoginForm',
  component: LoginForm,
  args: { code: '', onCodeChange: fn(), onSubmit: fn(), canSubmit: false, message: null },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
    await expect(c.getByRole('button', { name: '로그인' })).toBeDisabled();
    await userEvent.type(c.getByLabelText('관리자 코드'), 'a');
    await expect(args.onCodeChange).toHaveBeenCalledWith('a');
  },
};

export const Filled: Story = {
  args: { code: 'staff-dev-1', canSubmit: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('관리자 코드')).toHaveValue('staff-dev-1');
    await userEvent.click(c.getByRole('button', { name: '로그인' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Enter in the field submits too. */
export const SubmitWithEnter: Story = {
  args: { code: 'staff-dev-1', canSubmit: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('관리자 코드'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
