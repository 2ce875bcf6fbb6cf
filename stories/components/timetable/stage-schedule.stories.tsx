import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StageSchedule, type StageCard } from '@/components/timetable/stage-schedule';

const current: StageCard[] = [
  { id: 4, name: '풍물패 한울림', place: '팔정도 야외무대', imageUrl: '/images/clubs/traditional.svg', start: '16:30', end: '17:10', status: 'ended' },
  { id: 5, name: '힙합 비트라인', place: '대운동장 특설무대', imageUrl: '/images/clubs/hiphop.svg', start: '17:10', end: '17:40', status: 'now' },
];
const next: StageCard[] = [
  { id: 6, name: '아카펠라 화음', place: '팔정도 야외무대', imageUrl: '/images/clubs/acoustic.svg', start: '18:00', end: '18:30', status: 'soon' },
  { id: 8, name: '재즈 스윙잇', place: '팔정도 야외무대', imageUrl: null, start: '19:00', end: '19:20', status: 'soon' },
];

const meta = {
  title: 'Timetable/StageSchedule',
  component: StageSchedule,
  args: {
    status: 'ready',
    sections: [
      { key: 'current', heading: '17:00 ~ 18:00', items: current, emptyIds: ['timetable.noOngoing'] },
      { key: 'next', heading: '다음 공연', items: next },
    ],
    emptyIds: ['timetable.noToday'],
  },
} satisfies Meta<typeof StageSchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const now = within(c.getByRole('region', { name: '17:00 ~ 18:00' }));
    const items = now.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[1]!).getByRole('heading', { name: '힙합 비트라인' })).toBeVisible();
    await expect(within(items[1]!).getByText('STAGE NOW')).toBeVisible();
    await expect(within(items[1]!).getByText('17:10 ~ 17:40')).toBeVisible();
    await expect(within(items[1]!).getByText('대운동장 특설무대')).toBeVisible();
    await expect(within(items[0]!).queryByText('STAGE NOW')).toBeNull();
    const later = within(c.getByRole('region', { name: '다음 공연' }));
    await expect(later.getAllByText('공연 예정')).toHaveLength(2);
  },
};

export const Preparing: Story = {
  args: {
    sections: [{ key: 'current', heading: '18:00 ~ 19:00', items: [{ ...next[0]!, status: 'preparing' }] }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('준비 중')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: {
    sections: [
      { key: 'current', heading: '17:00 – 18:00', items: [{ ...current[1]!, name: 'Hip-hop Beatline', place: 'Main Field Special Stage' }] },
      { key: 'next', heading: 'Up next', items: [{ ...next[0]!, name: 'A cappella Harmony' }] },
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('STAGE NOW')).toBeVisible();
    await expect(c.getByText('Coming soon')).toBeVisible();
    await expect(c.getByText('17:10 – 17:40')).toBeVisible();
  },
};
