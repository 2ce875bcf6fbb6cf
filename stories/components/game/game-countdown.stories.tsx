import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameCountdown } from '@/components/game/game-countdown';

const meta = {
  title: 'Game/GameCountdown',
  component: GameCountdown,
  args: { value: 3 },
} satisfies Meta<typeof GameCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: '게임 시작까지 3' })).toHaveTextContent('3');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { value: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: 'Game starts in 2' })).toHaveTextContent('2');
  },
};
