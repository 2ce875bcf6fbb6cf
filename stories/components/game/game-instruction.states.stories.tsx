import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameInstruction } from '@/components/game/game-instruction';

const meta = {
  title: 'Game/GameInstruction/States',
  component: GameInstruction,
  args: { triesLeft: 3, busy: false, error: null, nextIn: null, successCount: null, onStart: fn() },
} satisfies Meta<typeof GameInstruction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The start call is on its way: no second start. */
export const Starting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '게임 시작' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Five plays used: start is blocked, with the time to local midnight. */
export const LimitReached: Story = {
  args: { triesLeft: 0, nextIn: '05:12:09' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('오늘 남은 기회 0번')).toBeVisible();
    await expect(c.getByText(/오늘의 기회를 모두 사용했어요/)).toBeVisible();
    await expect(c.getByRole('timer')).toHaveTextContent('다음 참여까지 05:12:09');
    const start = c.getByRole('button', { name: '게임 시작' });
    await expect(start).toBeDisabled();
    await userEvent.click(start, { pointerEventsCheck: 0 });
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const LimitReachedEnglish: Story = {
  args: { triesLeft: 0, nextIn: '00:00:59' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/You have used all of today's tries/)).toBeVisible();
    await expect(c.getByRole('timer')).toHaveTextContent('Next try in 00:00:59');
  },
};

export const StartFailed: Story = {
  args: { error: 'game.error.start' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('게임 시작 중 오류가 발생했어요. 다시 시도해 주세요');
    await expect(c.getByRole('button', { name: '게임 시작' })).toBeEnabled();
  },
};

/** The server refused with its 400 (the try limit). */
export const ServerLimit: Story = {
  args: { error: 'game.error.limit', triesLeft: 0, nextIn: '10:00:00' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('오늘의 참여 횟수를 초과했어요');
    await expect(c.getByRole('button', { name: '게임 시작' })).toBeDisabled();
  },
};

export const StartFailedEnglish: Story = {
  args: { error: 'game.error.start' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error starting game, try again');
  },
};

/** The success count is left out while it is unknown. */
export const NoSuccessCount: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/명이 성공했어요/)).toBeNull();
  },
};

/** A new festival: nobody has won yet, so no "0 people" (issue 16 item 10). */
export const NobodyHasWonYet: Story = {
  args: { successCount: 0 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('아직 성공한 사람이 없어요. 첫 성공에 도전해 보세요!')).toBeVisible();
    await expect(c.queryByText(/0명/)).toBeNull();
  },
};

export const NobodyHasWonYetEnglish: Story = {
  args: { successCount: 0 },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody has succeeded yet. Be the first!')).toBeVisible();
  },
};

export const OneWinnerEnglish: Story = {
  args: { successCount: 1 },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 person has succeeded so far')).toBeVisible();
  },
};
