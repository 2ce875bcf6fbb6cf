import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AdminPageScreen from '@/screens/admin/admin-page-screen';

const meta = {
  title: 'Screens/Admin/Page',
  component: AdminPageScreen,
  parameters: { route: { path: '/admin' } },
} satisfies Meta<typeof AdminPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'admin page' })).toBeVisible();
    await expect(c.getByRole('link', { name: '관리자 로그인으로 가기' })).toHaveAttribute('href', '/admin/login');
  },
};
