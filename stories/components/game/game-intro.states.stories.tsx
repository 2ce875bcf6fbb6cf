import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GameIntro } from '@/components/game/game-intro';

const meta = {
  title: 'Game/GameIntro/States',
  component: GameIntro,
  args: { onTap: fn() },
} satisfies Meta<typeof GameIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole area is the tap target. */
export const LargeTapTarget: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const box = button.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(300);
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: '違う単語を探せ' })).toBeVisible();
    await expect(c.getByText('タップしてスタート')).toBeVisible();
  },
};
