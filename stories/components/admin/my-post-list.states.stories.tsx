import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyPostList } from '@/components/admin/my-post-list';

const meta = { title: 'Admin/MyPostList/States', component: MyPostList, args: { posts: [] } } satisfies Meta<typeof MyPostList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중'),
};
export const Empty: Story = {
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('아직 작성한 글이 없어요')).toBeVisible(),
};
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('게시글을 불러오지 못했어요'),
};
export const EmptyEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'My posts' })).toBeVisible();
    await expect(c.getByText('You have not written any posts yet')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Add lost item' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Add notice' })).toBeVisible();
  },
};
