import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminMessage } from '@/components/admin/admin-message';

const meta = {
  title: 'Admin/AdminMessage',
  component: AdminMessage,
  args: { message: { id: 'admin.error.requestFailed' } },
} satisfies Meta<typeof AdminMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Failure: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('요청에 실패했어요');
  },
};

/** The server's own words win over the fallback text. */
export const ServerRefusal: Story = {
  args: { message: { id: 'admin.error.notOwnPost' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('내가 쓴 글만 수정하거나 삭제할 수 있어요');
  },
};

export const Saved: Story = {
  args: { message: { id: 'admin.saved' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('저장했어요');
    await expect(c.queryByRole('alert')).toBeNull();
  },
};
