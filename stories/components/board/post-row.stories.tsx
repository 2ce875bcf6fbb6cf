import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PostRow } from '@/components/board/post-row';
import { ROWS } from './board-samples';

const meta = {
  title: 'Board/PostRow',
  component: PostRow,
  args: { row: ROWS[0], onOpen: fn(() => true) },
} satisfies Meta<typeof PostRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const link = c.getByRole('link', { name: /주점 마감 시간 및 귀가 안내/ });
    await expect(link).toHaveAttribute('href', '/board/27');
    await expect(link).toHaveTextContent('공지');
    await expect(link).toHaveTextContent('총학생회');
    await expect(link).toHaveTextContent('09. 26. 11:00');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(ROWS[0]);
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { row: ROWS[3] },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /보조배터리/ });
    await expect(link).toHaveTextContent('Lost item');
    await expect(link).toHaveTextContent('09/26, 16:30');
  },
};
