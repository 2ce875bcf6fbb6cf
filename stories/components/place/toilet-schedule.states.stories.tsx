import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ToiletSchedule } from '@/components/place/toilet-schedule';

const meta = {
  title: 'Place/ToiletSchedule/States',
  component: ToiletSchedule,
  args: { lang: 'en', schedules: [{ day: '2025-09-25', start_time: '12:00:00', end_time: '02:00:00' }] },
} satisfies Meta<typeof ToiletSchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('Sep 25 12:00 – 02:00');
  },
};
export const Japanese: Story = {
  parameters: { locale: 'ja' },
  args: { lang: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('9月25日 12:00〜02:00');
  },
};
export const NoSchedule: Story = {
  parameters: { locale: 'ko' },
  args: { lang: 'ko', schedules: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('운영 일정이 없어요')).toBeVisible();
  },
};
