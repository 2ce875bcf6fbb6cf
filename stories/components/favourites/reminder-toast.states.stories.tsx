import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReminderToast } from '@/components/favourites/reminder-toast';

const meta = {
  title: 'Favourites/ReminderToast/States',
  component: ReminderToast,
  args: { name: '윤서하', start: Date.parse('2025-09-25T20:00:00+09:00'), place: '대운동장 특설무대', leave: false, onDismiss: fn() },
} satisfies Meta<typeof ReminderToast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StartsSoon: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('곧 공연이 시작돼요: 윤서하 · 20:00 · 대운동장 특설무대');
    await userEvent.click(c.getByRole('button', { name: '알림 닫기' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const LeaveNow: Story = {
  args: { leave: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('지금 출발하세요: 윤서하 20:00 시작 (대운동장 특설무대)');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { leave: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Leave now: 윤서하 starts at 20:00 (대운동장 특설무대)');
    await expect(c.getByRole('button', { name: 'Dismiss reminder' })).toBeVisible();
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('まもなく公演が始まります');
  },
};

export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('演出即将开始');
  },
};
