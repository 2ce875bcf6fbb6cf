import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadNotice } from '@/components/admin/load-notice';

const meta = { title: 'Admin/LoadNotice', component: LoadNotice, args: { loading: true, failedId: 'board.detailFailed' } } satisfies Meta<typeof LoadNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('불러오는 중…');
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

export const Failed: Story = {
  args: { loading: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('게시글을 불러오지 못했어요');
  },
};

export const FailedInEnglish: Story = {
  args: { loading: false, failedId: 'board.loadFailed' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load posts');
  },
};

/** A post deleted meanwhile (read again, the server answers 404): gone, in each language. */
export const Gone: Story = {
  args: { loading: false, failedId: 'admin.error.postGone' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('이 글은 더 이상 없어요');
  },
};

export const GoneInJapanese: Story = {
  args: { loading: false, failedId: 'admin.error.postGone' },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('この投稿はもう存在しません');
  },
};
