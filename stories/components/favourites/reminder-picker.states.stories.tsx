import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReminderPicker } from '@/components/favourites/reminder-picker';

// The reminder of a favourite performance: off, a lead time, "add my walking time" with the position known or
// not, the time it will ring, and the note when the browser blocks notifications; in the four languages.
const DUE = Date.parse('2025-09-25T19:50:00+09:00');
const meta = {
  title: 'Favourites/ReminderPicker/States',
  component: ReminderPicker,
  args: { name: '윤서하', setting: null, walkMinutes: null, dueAt: null, onChange: fn() },
} satisfies Meta<typeof ReminderPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OffKorean: Story = {
  parameters: { locale: 'ko' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const select = c.getByRole('combobox', { name: '윤서하 알림' });
    await expect(select).toHaveValue('');
    await expect(c.getByRole('option', { name: '끄기' })).toBeInTheDocument();
    await expect(c.queryByRole('checkbox')).toBeNull();
    await userEvent.selectOptions(select, '15');
    await expect(args.onChange).toHaveBeenCalledWith({ lead: 15, walk: false });
  },
};
export const SetEnglish: Story = {
  parameters: { locale: 'en' },
  args: { setting: { lead: 10, walk: false }, dueAt: DUE },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox', { name: 'Reminder for 윤서하' })).toHaveValue('10');
    await expect(c.getByRole('option', { name: '30 min before' })).toBeInTheDocument();
    await expect(c.getByRole('status')).toHaveTextContent('We will remind you at 19:50');
    await userEvent.click(c.getByRole('checkbox', { name: 'Add my walking time' }));
    await expect(args.onChange).toHaveBeenCalledWith({ lead: 10, walk: true });
    await userEvent.selectOptions(c.getByRole('combobox'), '');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
export const WalkKnownJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { setting: { lead: 5, walk: true }, walkMinutes: 7, dueAt: DUE },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('checkbox', { name: '歩く時間も足す' })).toBeChecked();
    await expect(c.getByText('ステージまで徒歩約7分')).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('19:50にお知らせします');
  },
};
export const WalkUnknownChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { setting: { lead: 30, walk: true }, walkMinutes: null, dueAt: DUE },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox', { name: '윤서하的提醒' })).toHaveValue('30');
    await expect(c.getByText('无法获取位置，不计步行时间')).toBeVisible();
  },
};
export const NotificationsBlockedKorean: Story = {
  parameters: { locale: 'ko' },
  args: { setting: { lead: 10, walk: false }, dueAt: DUE, denied: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('알림이 차단되어 있어 앱을 열어 두면 화면으로 알려 드려요')).toBeVisible();
  },
};
