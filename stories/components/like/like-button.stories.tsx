import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LikeButton } from '@/components/like/like-button';

const meta = {
  title: 'Like/LikeButton',
  component: LikeButton,
  args: { liked: false, count: 41, onToggle: fn() },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotLiked: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: '좋아요, 41개' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(button).toHaveTextContent('41');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** A card link around the button, as on the map and in the ranking. */
function InsideALink({ onToggle, onOpen }: { onToggle: () => void; onOpen: () => void }) {
  return (
    <a
      href="#booth-1"
      onClick={(e) => {
        // Stands in for the router's navigation, so the story page stays put.
        e.preventDefault();
        onOpen();
      }}
    >
      <span>프론티어</span>
      <LikeButton liked={false} count={3} onToggle={onToggle} />
    </a>
  );
}

const onOpen = fn();
export const DoesNotOpenTheEnclosingLink: Story = {
  beforeEach: () => {
    onOpen.mockClear();
  },
  render: (args) => <InsideALink onToggle={args.onToggle} onOpen={onOpen} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '좋아요, 3개' }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
    await expect(onOpen).not.toHaveBeenCalled();
    await expect(window.location.hash).not.toBe('#booth-1');
    // The link itself still opens when its own text is clicked.
    await userEvent.click(c.getByText('프론티어'));
    await expect(onOpen).toHaveBeenCalledOnce();
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
    await userEvent.click(c.getByRole('button', { name: '좋아요, 9개' }));
    await expect(c.getByRole('button', { name: '좋아요, 10개' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: '좋아요, 10개' })).toHaveTextContent('10');
    await userEvent.click(c.getByRole('button', { name: '좋아요, 10개' }));
    await expect(c.getByRole('button', { name: '좋아요, 9개' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const KeyboardToggles: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '좋아요, 41개' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};
