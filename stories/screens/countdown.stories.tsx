import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import CountdownScreen from '@/screens/countdown/countdown-screen';

const meta = {
  title: 'Screens/Countdown',
  component: CountdownScreen,
  parameters: { route: { path: '/' }, now: '2025-09-20T12:00:00+09:00' },
} satisfies Meta<typeof CountdownScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four days before opening (Korea dates), ticking down every second. */
export const Ticking: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '서버 오픈까지 남은 시간' })).toBeVisible();
    await expect(c.getByText('D-4')).toBeVisible();
    const timer = c.getByRole('timer');
    await expect(timer.getAttribute('aria-label')).toMatch(/^(21 시간 00 분 00 초|20 시간 59 분 5\d 초)$/);
    const before = timer.getAttribute('aria-label');
    await waitFor(() => expect(timer.getAttribute('aria-label')).not.toBe(before), { timeout: 2500 });
    await expect(timer.getAttribute('aria-label')).toMatch(/^20 시간 59 분 5\d 초$/);
    await expect(c.getByText('가을 축제를 즐길 준비 되셨나요?')).toBeVisible();
  },
};

/** The opening day in Korea: D-DAY with the hours left until 09:00. */
export const OpeningDayEnglish: Story = {
  parameters: { locale: 'en', now: '2025-09-24T06:30:00+09:00' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('D-DAY')).toBeVisible();
    await expect(c.getByRole('timer').getAttribute('aria-label')).toMatch(/^02 hours (30 minutes 00|29 minutes 5\d) seconds$/);
    await expect(c.getByText('Ready to enjoy the autumn festival?')).toBeVisible();
  },
};

/** Time is up (the route then shows the home screen; this screen alone shows zeros). */
export const TimeUp: Story = {
  parameters: { now: '2025-09-24T09:00:05+09:00' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('D-DAY')).toBeVisible();
    await expect(c.getByRole('timer', { name: '00 시간 00 분 00 초' })).toBeVisible();
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'サーバーオープンまでの残り時間' })).toBeVisible();
    await expect(c.getByText('D-4')).toBeVisible();
  },
};
