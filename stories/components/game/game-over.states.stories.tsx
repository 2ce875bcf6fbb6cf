import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameOver } from '@/components/game/game-over';

const meta = {
  title: 'Game/GameOver/States',
  component: GameOver,
  args: {
    kind: 'lost',
    stagesCompleted: 0,
    percentile: null,
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

/** Lost in stage 1: no stage and no percentile to show. */
export const LostFirstStage: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByText(/통과했어요/)).toBeNull();
    await expect(c.queryByText(/상위/)).toBeNull();
  },
};

export const LostAfterThreeStages: Story = {
  args: { stagesCompleted: 3, percentile: 42 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('3단계까지 통과했어요')).toBeVisible();
    await expect(c.getByText('상위 42%')).toBeVisible();
  },
};

/** The fifth play is over: only home, with the time to the next day. */
export const NoPlaysLeft: Story = {
  args: { canRetry: false, nextIn: '03:00:00', stagesCompleted: 1, percentile: 91 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: '다시 도전' })).toBeNull();
    await expect(c.getByText(/오늘의 기회를 모두 사용했어요/)).toBeVisible();
    await expect(c.getByRole('timer')).toHaveTextContent('다음 참여까지 03:00:00');
    await expect(c.getByRole('button', { name: '처음으로' })).toBeEnabled();
  },
};

export const NoPlaysLeftEnglish: Story = {
  args: { canRetry: false, nextIn: '03:00:00' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('Next try in 03:00:00');
  },
};

export const Retrying: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '다시 도전' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '처음으로' })).toBeDisabled();
  },
};

export const RetryFailed: Story = {
  args: { error: 'game.error.start' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('게임 시작 중 오류가 발생했어요. 다시 시도해 주세요');
  },
};

/** The server said the plays of today are used up (its 400). */
export const RetryRefused: Story = {
  args: { error: 'game.error.limit', canRetry: false, nextIn: '01:02:03' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('오늘의 참여 횟수를 초과했어요');
    await expect(c.queryByRole('button', { name: '다시 도전' })).toBeNull();
  },
};

/** All 4 stages done but the success call failed: send it again. */
export const ReportFailed: Story = {
  args: { kind: 'report-failed', stagesCompleted: 4, percentile: 18, error: 'game.error.success', onReportRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '4단계 모두 성공!' })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('게임 성공 처리 중 오류가 발생했어요');
    await expect(c.getByText('상위 18%')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '다시 보내기' }));
    await expect(args.onReportRetry).toHaveBeenCalled();
  },
};

export const ReportFailedEnglish: Story = {
  args: { kind: 'report-failed', stagesCompleted: 4, percentile: 18, error: 'game.error.success', onReportRetry: fn() },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Error processing game success');
    await expect(c.getByRole('button', { name: 'Send again' })).toBeVisible();
  },
};
