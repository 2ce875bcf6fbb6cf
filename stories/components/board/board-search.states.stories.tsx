import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BoardSearch } from '@/components/board/board-search';

const meta = {
  title: 'Board/BoardSearch/States',
  component: BoardSearch,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof BoardSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('');
  },
};

export const WithQuery: Story = {
  args: { value: '지갑' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: '게시글 검색' })).toHaveValue('지갑');
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: '投稿を検索' })).toBeVisible();
  },
};
