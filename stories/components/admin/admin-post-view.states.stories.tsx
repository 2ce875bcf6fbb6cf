import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminPostView } from '@/components/admin/admin-post-view';
import { postViewArgs } from './form-args';

const meta = {
  title: 'Admin/AdminPostView/States',
  component: AdminPostView,
  args: {
    ...postViewArgs(),
    post: { id: 30, category: 'Notice', title: '분실물 센터 위치 안내', writer: '축제기획단', content: '본부석 옆', location: null, image: null },
  },
} satisfies Meta<typeof AdminPostView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deleting: Story = {
  args: { confirming: true, deleting: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: '삭제' })).toBeDisabled();
  },
};
export const Deleted: Story = {
  args: { message: { id: 'admin.detail.deleted' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('삭제했어요'),
};
export const DeleteRefused: Story = {
  args: { message: { id: 'admin.error.requestFailed', serverText: 'you can only delete your own posts' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('you can only delete your own posts'),
};
export const LongWriterName: Story = {
  args: {
    post: { id: 30, category: 'Notice', title: '공지', writer: '아주아주아주아주아주아주아주긴이름의운영팀', content: '내용', location: null, image: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('아주아주아주아주아주아주아주긴이름의운영')).toBeVisible();
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  args: { confirming: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Writer')).toBeVisible();
    await expect(c.getByRole('alertdialog', { name: 'Are you sure you want to delete?' })).toBeVisible();
    await expect(c.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
    await expect(c.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};
