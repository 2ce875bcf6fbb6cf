import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameCountdown } from '@/components/game/game-countdown';

const meta = {
  title: 'Game/GameCountdown/States',
  component: GameCountdown,
  args: { value: 3 },
} satisfies Meta<typeof GameCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

const shows = (n: number): Story => ({
  args: { value: n },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(String(n));
  },
});
export const Three = shows(3);
export const Two = shows(2);
export const One = shows(1);
