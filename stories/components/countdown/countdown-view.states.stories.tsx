import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountdownView } from '@/components/countdown/countdown-view';

const meta = {
  title: 'Countdown/CountdownView/States',
  component: CountdownView,
  args: { days: 0, hours: 3, minutes: 0, seconds: 59 },
} satisfies Meta<typeof CountdownView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening day in Korea: the badge reads D-DAY. */
export const DDay: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('D-DAY')).toBeVisible();
    await expect(c.queryByText(/^D-\d/)).toBeNull();
    await expect(c.getByRole('timer', { name: '03 시간 00 분 59 초' })).toBeVisible();
  },
};

/** Time is up: zeros everywhere. */
export const TimeUp: Story = {
  args: { days: 0, hours: 0, minutes: 0, seconds: 0 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('D-DAY')).toBeVisible();
    await expect(c.getByRole('timer', { name: '00 시간 00 분 00 초' })).toBeVisible();
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  args: { days: 12, hours: 1, minutes: 2, seconds: 3 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('D-12')).toBeVisible();
    await expect(c.getByRole('heading', { name: 'サーバーオープンまでの残り時間' })).toBeVisible();
  },
};

export const SimplifiedChinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('D-DAY')).toBeVisible();
    await expect(c.getByRole('heading', { name: '距离服务器开放还剩' })).toBeVisible();
  },
};
