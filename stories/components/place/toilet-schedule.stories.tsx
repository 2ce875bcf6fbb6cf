import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ToiletSchedule } from '@/components/place/toilet-schedule';

const meta = {
  title: 'Place/ToiletSchedule',
  component: ToiletSchedule,
  args: {
    lang: 'ko',
    schedules: [
      { day: '2025-09-26', start_time: '08:00:00', end_time: '02:00:00' },
      { day: '2025-09-24', start_time: '08:00:00', end_time: '02:00:00' },
      { day: '2025-09-25', start_time: null, end_time: null },
    ],
  },
} satisfies Meta<typeof ToiletSchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EachDayOnItsOwnLine: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem').map((r) => r.textContent);
    await expect(rows).toEqual(['9월 24일 08:00 ~ 02:00', '9월 25일 운영 시간 준비 중', '9월 26일 08:00 ~ 02:00']);
  },
};
