import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlashBanner } from '@/components/admin/flash-banner';

const meta = { title: 'Admin/FlashBanner', component: FlashBanner, args: { message: 'admin.login.success' } } satisfies Meta<typeof FlashBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginSuccess: Story = {
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('로그인 성공'),
};
export const NoPermission: Story = {
  args: { message: 'admin.error.noNoticePermission' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('일반 공지를 작성할 권한이 없어요'),
};
