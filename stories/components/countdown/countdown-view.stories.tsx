import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountdownView } from '@/components/countdown/countdown-view';

const meta = {
  title: 'Countdown/CountdownView',
  component: CountdownView,
  args: { days: 4, hours: 21, minutes: 5, seconds: 9 },
} satisfies Meta<typeof CountdownView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '서버 오픈까지 남은 시간' })).toBeVisible();
    await expect(c.getByText('D-4')).toBeVisible();
    await expect(c.getByRole('timer', { name: '21 시간 05 분 09 초' })).toBeVisible();
    await expect(c.getByText('가을 축제를 즐길 준비 되셨나요?')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Time left until server opens' })).toBeVisible();
    await expect(c.getByText('D-4')).toBeVisible();
    await expect(c.getByRole('timer', { name: '21 hours 05 minutes 09 seconds' })).toBeVisible();
    await expect(c.getByText('Ready to enjoy the autumn festival?')).toBeVisible();
  },
};
