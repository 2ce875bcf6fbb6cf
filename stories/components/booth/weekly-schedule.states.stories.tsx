import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WeeklySchedule } from '@/components/booth/weekly-schedule';
import { groupHours } from '@/lib/hours';

const entries = [
  { day: '2025-09-24', start_time: '17:00:00', end_time: '23:59:00' },
  { day: '2025-09-26', start_time: '17:00:00', end_time: '23:59:00' },
  { day: '2025-09-25', start_time: null, end_time: null },
];

const meta = { title: 'Booth/WeeklySchedule/States', component: WeeklySchedule, args: { groups: [] } } satisfies Meta<typeof WeeklySchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  parameters: { locale: 'en' },
  args: { groups: groupHours(entries, 'en') },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem').map((r) => r.textContent);
    await expect(rows).toEqual(['Wed, Fri17:00 – 23:59', 'ThuHours being prepared']);
  },
};
export const ChineseWeekdays: Story = {
  parameters: { locale: 'zh-CN' },
  args: { groups: groupHours(entries, 'zh-CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('周三、周五')).toBeVisible();
  },
};
export const NoSchedule: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('운영 시간 준비 중')).toBeVisible();
  },
};
