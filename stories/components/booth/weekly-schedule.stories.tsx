import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WeeklySchedule } from '@/components/booth/weekly-schedule';
import { groupHours } from '@/lib/hours';

const entries = [
  { day: '2025-09-24', start_time: '11:00:00', end_time: '17:00:00' },
  { day: '2025-09-25', start_time: '11:00:00', end_time: '17:00:00' },
  { day: '2025-09-26', start_time: '10:00:00', end_time: '15:00:00' },
];

const meta = {
  title: 'Booth/WeeklySchedule',
  component: WeeklySchedule,
  args: { groups: groupHours(entries, 'ko') },
} satisfies Meta<typeof WeeklySchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedByTimeRange: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows.map((r) => r.textContent)).toEqual(['수, 목11:00 ~ 17:00', '금10:00 ~ 15:00']);
  },
};
