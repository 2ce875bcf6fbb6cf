import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoardSearch } from '@/components/board/board-search';

const meta = {
  title: 'Board/BoardSearch',
  component: BoardSearch,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof BoardSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('searchbox', { name: '게시글 검색' });
    await expect(box).toHaveAttribute('placeholder', '제목, 작성자, 내용으로 검색');
    await userEvent.type(box, '지');
    await expect(args.onChange).toHaveBeenCalledWith('지');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('searchbox', { name: 'Search posts' })).toHaveAttribute('placeholder', 'Search by title, writer or content');
  },
};
