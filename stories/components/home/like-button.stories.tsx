import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LikeButton } from '@/components/home/like-button';

const meta = {
  title: 'Home/LikeButton',
  component: LikeButton,
  args: { liked: false, count: 128, onToggle: fn() },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotLiked: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: '좋아요 128개' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Liked: Story = {
  args: { liked: true, count: 1204 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '좋아요 1,204개' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByText('1,204')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { liked: true, count: 3, busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '3 likes' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
