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
  args: { message: { id: 'admin.error.notOwnPost' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('내가 쓴 글만 수정하거나 삭제할 수 있어요'),
};
/** Issue 16, item 13: another writer's post offers neither edit nor delete, and says why. */
export const OthersPost: Story = {
  name: '16.13 another writer’s post offers no edit or delete',
  args: { canEdit: false, canDelete: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '분실물 센터 위치 안내' })).toBeVisible();
    await expect(c.queryByRole('button', { name: '수정' })).toBeNull();
    await expect(c.queryByRole('button', { name: '삭제' })).toBeNull();
    await expect(c.getByText('글쓴이만 이 글을 수정하거나 삭제할 수 있어요.')).toBeVisible();
  },
};
/** Issue 16, item 13: a Club admin's own notice can be deleted, not edited (the server's rule). */
export const DeleteOnly: Story = {
  name: '16.13 delete only',
  args: { canEdit: false, canDelete: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: '수정' })).toBeNull();
    await expect(c.getByRole('button', { name: '삭제' })).toBeEnabled();
  },
};
/** Issue 16, item 13: a refusal in each of the four languages, never the server's English. */
export const RefusalInFourLanguages: Story = {
  name: '16.13 refusal in the admin’s language',
  args: { message: { id: 'admin.error.notOwnPost' } },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('You can only edit or delete your own posts');
    await expect(alert).not.toHaveTextContent('you can only delete your own posts');
  },
};
export const RefusalJapanese: Story = {
  name: '16.13 refusal in Japanese',
  args: { message: { id: 'admin.error.notOwnPost' } },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('自分が書いた投稿だけ編集・削除できます'),
};
export const RefusalChinese: Story = {
  name: '16.13 refusal in Chinese',
  args: { message: { id: 'admin.error.notOwnPost' } },
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('只能编辑或删除自己发布的帖子'),
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
