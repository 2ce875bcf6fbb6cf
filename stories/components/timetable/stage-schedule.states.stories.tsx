import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StageSchedule } from '@/components/timetable/stage-schedule';

const meta = {
  title: 'Timetable/StageSchedule/States',
  component: StageSchedule,
  args: { status: 'ready', sections: [], emptyIds: ['timetable.noToday'], onRetry: fn() },
} satisfies Meta<typeof StageSchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('공연 정보를 불러올 수 없어요');
    await userEvent.click(c.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Day1NoEvent: Story = {
  args: { emptyIds: ['timetable.noEvent'], sections: [{ key: 'day', items: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('행사가 없어요')).toBeVisible();
  },
};

export const NoPerformancesToday: Story = {
  args: { sections: [{ key: 'day', items: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('오늘은 공연이 없어요')).toBeVisible();
  },
};

/** Nothing in the chosen hour, but later shows exist. */
export const NoOngoingCheckNext: Story = {
  args: {
    sections: [
      { key: 'current', heading: '17:00 ~ 18:00', items: [], emptyIds: ['timetable.noOngoing', 'timetable.checkNext'] },
      {
        key: 'next',
        heading: '다음 공연',
        items: [{ id: 6, name: '아카펠라 화음', place: '팔정도 야외무대', imageUrl: null, start: '18:00', end: '18:30', status: 'soon' }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const current = within(c.getByRole('region', { name: '17:00 ~ 18:00' }));
    await expect(current.getByText('진행 중인 공연이 없어요')).toBeVisible();
    await expect(current.getByText('다음 공연을 확인해 보세요')).toBeVisible();
    await expect(c.getByRole('heading', { name: '아카펠라 화음' })).toBeVisible();
  },
};

export const NoCelebrityEnglish: Story = {
  parameters: { locale: 'en' },
  args: { emptyIds: ['timetable.noCelebrity'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No celebrity performances')).toBeVisible();
  },
};

export const ErrorEnglish: Story = {
  parameters: { locale: 'en' },
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Performances cannot be loaded');
    await expect(c.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
