import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameOver } from '@/components/game/game-over';

const meta = {
  title: 'Game/GameOver',
  component: GameOver,
  args: {
    kind: 'lost',
    stagesCompleted: 2,
    percentile: 86,
    busy: false,
    error: null,
    canRetry: true,
    nextIn: null,
    onHome: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GameOver>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '아쉽게도 실패했어요' })).toBeVisible();
    await expect(c.getByText('2단계까지 통과했어요')).toBeVisible();
    await expect(c.getByText('상위 86%')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '다시 도전' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: '처음으로' }));
    await expect(args.onHome).toHaveBeenCalled();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'So close! Game over' })).toBeVisible();
    await expect(c.getByText('Stages cleared: 2')).toBeVisible();
    await expect(c.getByText('Top 86%')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Back to start' })).toBeVisible();
  },
};
