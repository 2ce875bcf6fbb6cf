import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminRows } from '@/components/admin/admin-rows';

const meta = {
  title: 'Admin/AdminRows',
  component: AdminRows,
  args: {
    emptyId: 'admin.myPosts.empty',
    rows: [
      { id: 3, href: '/admin/festa/notice/3', badgeId: 'admin.detail.notice', title: '축제 기간 셔틀버스 안내', sub: '축제기획단' },
      { id: 7, href: '/admin/festa/notice/7', badgeId: 'admin.detail.lost', title: '검정 지갑을 찾아가세요', sub: '총학생회' },
    ],
  },
} satisfies Meta<typeof AdminRows>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const links = c.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/admin/festa/notice/3', '/admin/festa/notice/7']);
    await expect(links[0]).toHaveTextContent('공지');
    await expect(links[0]).toHaveTextContent('축제 기간 셔틀버스 안내');
    await expect(links[1]).toHaveTextContent('분실물');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('link')).toBeNull();
    await expect(c.getByText('아직 작성한 글이 없어요')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const Failed: Story = {
  args: { failed: true },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Failed to load posts');
    await expect(c.queryByRole('link')).toBeNull();
  },
};
