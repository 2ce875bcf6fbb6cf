import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GiftBox } from '@/components/game/gift-box';

const meta = {
  title: 'Game/GiftBox',
  component: GiftBox,
  args: { playing: false, onOpen: fn(), onEnded: fn() },
  // Plays like the modal: opening starts the animation, whose end is reported.
  render: function Render(args) {
    const [playing, setPlaying] = useState(args.playing);
    return <GiftBox playing={playing} onOpen={() => (setPlaying(true), args.onOpen())} onEnded={args.onEnded} />;
  },
} satisfies Meta<typeof GiftBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening plays the box's 'video'; its end (animationend) is reported once. */
export const OpensAndEnds: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '선물 상자 열기' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('button', { name: '상자를 눌러 열어 보세요' })).toBeVisible();
    await waitFor(() => expect(args.onEnded).toHaveBeenCalledTimes(1), { timeout: 3000 });
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Open the gift box' })).toBeVisible();
    await expect(c.getByRole('img', { name: 'Gift box' })).toBeVisible();
  },
};
