import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PostList } from '@/components/board/post-list';
import { ROWS } from './board-samples';

const meta = {
  title: 'Board/PostList',
  component: PostList,
  args: { state: 'ready', rows: ROWS, emptyId: 'board.noPosts', onOpen: fn(() => true) },
} satisfies Meta<typeof PostList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const list = c.getByRole('list', { name: '게시글 목록' });
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
    await userEvent.click(c.getByRole('link', { name: /보조배터리/ }));
    await expect((args as { onOpen: ReturnType<typeof fn> }).onOpen).toHaveBeenCalledWith(ROWS[3]);
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Posts' })).toBeVisible();
  },
};
