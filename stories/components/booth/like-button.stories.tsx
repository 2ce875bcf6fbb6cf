import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LikeButton } from '@/components/booth/like-button';

const meta = {
  title: 'Booth/LikeButton',
  component: LikeButton,
  args: { liked: false, count: 41, onToggle: fn() },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotLiked: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '좋아요' })).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByLabelText('좋아요 41개')).toHaveTextContent('41');
    await userEvent.click(c.getByRole('button', { name: '좋아요' }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

function Toggling() {
  const [s, set] = useState({ liked: false, count: 9 });
  return <LikeButton {...s} onToggle={() => set((p) => ({ liked: !p.liked, count: p.count + (p.liked ? -1 : 1) }))} />;
}

export const TogglesBothWays: Story = {
  render: () => <Toggling />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '좋아요' }));
    await expect(c.getByRole('button', { name: '좋아요' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByLabelText('좋아요 10개')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '좋아요' }));
    await expect(c.getByLabelText('좋아요 9개')).toBeVisible();
  },
};
