import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RelatedPosts } from '@/components/board/related-posts';
import { ROWS } from './board-samples';

const meta = {
  title: 'Board/RelatedPosts/States',
  component: RelatedPosts,
  args: { rows: [], onOpen: fn(() => true) },
} satisfies Meta<typeof RelatedPosts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The oldest post has nothing before it: the section is left out. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const One: Story = {
  args: { rows: ROWS.slice(3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

/** Never more than three, whatever is given. */
export const AtMostThree: Story = {
  args: { rows: ROWS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};
