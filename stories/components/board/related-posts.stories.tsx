import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RelatedPosts } from '@/components/board/related-posts';
import { ROWS } from './board-samples';

const meta = {
  title: 'Board/RelatedPosts',
  component: RelatedPosts,
  args: { rows: ROWS.slice(0, 3), onOpen: fn(() => true) },
} satisfies Meta<typeof RelatedPosts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '관련 게시글' })).toBeVisible();
    await expect(c.getAllByRole('link')).toHaveLength(3);
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Related posts' })).toBeVisible();
  },
};
