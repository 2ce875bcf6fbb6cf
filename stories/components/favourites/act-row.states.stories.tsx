import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActRow } from '@/components/favourites/act-row';

const act = { id: 10, name: '윤서하', location: '대운동장 특설무대', start: '2025-09-25T20:00:00+09:00', end: '2025-09-25T20:40:00+09:00', celebrity: true };
const list = (children: React.ReactNode) => <ul style={{ listStyle: 'none', padding: 16, margin: 0 }}>{children}</ul>;

const meta = {
  title: 'Favourites/ActRow/States',
  component: ActRow,
  decorators: [(Story) => list(<Story />)],
  args: {
    act,
    lang: 'ko',
    status: { kind: 'soon', minutes: 25 },
    reminder: null,
    walkMinutes: null,
    dueAt: null,
    onToggleStar: fn(),
    onReminderChange: fn(),
    onCalendar: fn(),
  },
} satisfies Meta<typeof ActRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StartsSoon: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('25분 후 시작')).toBeVisible();
    await expect(c.getByText(/09\/25 \(목\) 20:00~20:40 · 대운동장 특설무대/)).toBeVisible();
    await userEvent.selectOptions(c.getByRole('combobox', { name: '윤서하 알림' }), '10');
    await expect(args.onReminderChange).toHaveBeenCalledWith({ lead: 10, walk: false });
  },
};

export const CalendarAndStar: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '윤서하 캘린더에 추가' }));
    await expect(args.onCalendar).toHaveBeenCalledOnce();
    await userEvent.click(c.getByRole('button', { name: '윤서하 즐겨찾기' }));
    await expect(args.onToggleStar).toHaveBeenCalledOnce();
  },
};

export const Later: Story = {
  args: { status: { kind: 'later' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/분 후 시작|공연 중/)).toBeNull();
  },
};

export const NowOnStage: Story = {
  args: { status: { kind: 'now' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('지금 공연 중')).toBeVisible();
    // Too late to remind.
    await expect(c.queryByRole('combobox')).toBeNull();
  },
};

export const Ended: Story = {
  args: { status: { kind: 'ended' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('공연 종료')).toBeVisible();
  },
};

export const ReminderSet: Story = {
  args: { reminder: { lead: 10, walk: false }, dueAt: Date.parse('2025-09-25T19:50:00+09:00') },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox', { name: '윤서하 알림' })).toHaveValue('10');
    await expect(c.getByRole('status')).toHaveTextContent('19:50에 알려 드릴게요');
    await userEvent.click(c.getByRole('checkbox', { name: '걸어가는 시간도 더하기' }));
    await expect(args.onReminderChange).toHaveBeenCalledWith({ lead: 10, walk: true });
  },
};

export const LeaveNowWithWalk: Story = {
  args: { reminder: { lead: 10, walk: true }, walkMinutes: 7, dueAt: Date.parse('2025-09-25T19:43:00+09:00') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('무대까지 걸어서 약 7분')).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('19:43에 알려 드릴게요');
  },
};

export const WalkUnknown: Story = {
  args: { reminder: { lead: 5, walk: true }, walkMinutes: null, dueAt: Date.parse('2025-09-25T19:55:00+09:00') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('위치를 알 수 없어 걷는 시간은 빼고 알려 드려요')).toBeVisible();
  },
};

export const NotificationsBlocked: Story = {
  args: { reminder: { lead: 15, walk: false }, dueAt: Date.parse('2025-09-25T19:45:00+09:00'), denied: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/알림이 차단되어 있어/)).toBeVisible();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { lang: 'en', reminder: { lead: 10, walk: true }, walkMinutes: 7, dueAt: Date.parse('2025-09-25T19:43:00+09:00') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Starts in 25 min')).toBeVisible();
    await expect(c.getByText(/09\/25 \(Thu\) 20:00–20:40/)).toBeVisible();
    await expect(c.getByText('About 7 min walk to the stage')).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('We will remind you at 19:43');
    await expect(c.getByRole('button', { name: 'Add 윤서하 to calendar' })).toBeVisible();
  },
};

export const WithShare: Story = {
  args: { onShare: fn(async () => 'copied' as const) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '윤서하 공유하기' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await expect(await c.findByText('링크를 복사했어요')).toBeVisible();
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  args: { lang: 'ja', status: { kind: 'now' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ただいま公演中')).toBeVisible();
  },
};

export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { lang: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('25分钟后开始')).toBeVisible();
    await expect(c.getByRole('combobox', { name: '윤서하的提醒' })).toBeVisible();
  },
};
