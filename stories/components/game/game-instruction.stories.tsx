import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameInstruction } from '@/components/game/game-instruction';

const meta = {
  title: 'Game/GameInstruction',
  component: GameInstruction,
  args: { triesLeft: 5, busy: false, error: null, nextIn: null, successCount: 912, onStart: fn() },
} satisfies Meta<typeof GameInstruction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '다른 단어 찾기' })).toBeVisible();
    await expect(c.getByText(/5초 안에 찾아 주세요/)).toBeVisible();
    await expect(c.getByText('오늘 남은 기회 5번')).toBeVisible();
    await expect(c.getByText('지금까지 912명이 성공했어요')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '게임 시작' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { triesLeft: 2, successCount: 1234 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('2 tries left today')).toBeVisible();
    await expect(c.getByText('1,234 people have succeeded so far')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Start game' })).toBeEnabled();
  },
};
