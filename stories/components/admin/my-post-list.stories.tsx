import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyPostList } from '@/components/admin/my-post-list';

const meta = {
  title: 'Admin/MyPostList',
  component: MyPostList,
  args: {
    posts: [
      { id: 31, category: 'LostItem', title: '검은색 카드지갑을 찾았어요', created_at: '2025-09-25T14:10:00+09:00' },
      { id: 30, category: 'Notice', title: '분실물 센터 위치 안내', created_at: '2025-09-25T12:00:00+09:00' },
    ],
  },
} satisfies Meta<typeof MyPostList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPosts: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const list = c.getByRole('region', { name: '내가 쓴 글' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/admin/festa/notice/31');
    await expect(rows[0]).toHaveTextContent('분실물검은색 카드지갑을 찾았어요');
    await expect(rows[1]).toHaveTextContent('공지분실물 센터 위치 안내');
    await expect(c.getByRole('link', { name: '분실물 등록' })).toHaveAttribute('href', '/admin/festa/notice/lost');
    await expect(c.getByRole('link', { name: '공지 등록' })).toHaveAttribute('href', '/admin/festa/notice/normal');
  },
};
