import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GiftBox } from '@/components/game/gift-box';

const meta = {
  title: 'Game/GiftBox/States',
  component: GiftBox,
  args: { playing: false, onOpen: fn(), onEnded: fn() },
} satisfies Meta<typeof GiftBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('button', { name: '선물 상자 열기' });
    await expect(box).not.toHaveAttribute('data-playing');
    await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(args.onEnded).not.toHaveBeenCalled();
  },
};

/** A tap while it plays skips to the prize, so nobody is stuck on the box. */
export const PlayingSkippedByTap: Story = {
  args: { playing: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('button', { name: '상자를 눌러 열어 보세요' });
    await expect(box).toHaveAttribute('data-playing');
    await userEvent.click(box);
    await expect(args.onEnded).toHaveBeenCalled();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};
