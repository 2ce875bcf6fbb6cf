import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventForm } from '@/components/admin/event-form';
import type { AdminMessageId } from '@machines/admin-shared';
import { eventFormArgs, FILLED_EVENT } from './form-args';

const meta = {
  title: 'Admin/EventForm/States',
  component: EventForm,
  args: { ...eventFormArgs(), values: FILLED_EVENT, canConfirm: true },
} satisfies Meta<typeof EventForm>;
export default meta;
type Story = StoryObj<typeof meta>;

function timeErrorStory(timeError: AdminMessageId, text: string, locale: 'ko' | 'en' = 'ko'): Story {
  return {
    args: { timeError, canConfirm: false },
    parameters: { locale },
    play: async ({ canvasElement }) => {
      const c = within(canvasElement);
      await expect(c.getByRole('alert')).toHaveTextContent(text);
      await expect(c.getByRole('button', { name: locale === 'ko' ? '확인' : 'Confirm' })).toBeDisabled();
      for (const input of c.getAllByRole('textbox').filter((i) => i.getAttribute('inputmode') === 'numeric')) {
        await expect(input).toHaveAttribute('aria-invalid', 'true');
      }
    },
  };
}

export const TimesRequired: Story = timeErrorStory('admin.error.timesRequired', '시작 시간과 종료 시간을 모두 입력해 주세요');
export const TimeFormat: Story = timeErrorStory('admin.error.timeFormat', '올바른 시간 형식이 아니에요');
export const TimeRange: Story = timeErrorStory('admin.error.timeRange', '잘못된 숫자예요 (00-23시, 00-59분)');
export const StartBeforeNow: Story = timeErrorStory('admin.error.startBeforeNow', '시작 시간은 현재보다 이를 수 없어요');
export const EndBeforeStart: Story = timeErrorStory('admin.error.endBeforeStart', '종료 시간은 시작 시간보다 이를 수 없어요');
export const TimesRequiredEnglish: Story = timeErrorStory('admin.error.timesRequired', 'Enter both start and end times', 'en');
export const TimeFormatEnglish: Story = timeErrorStory('admin.error.timeFormat', 'Not a valid time format', 'en');
export const TimeRangeEnglish: Story = timeErrorStory('admin.error.timeRange', 'Invalid number (00-23 hours, 00-59 minutes)', 'en');
export const StartBeforeNowEnglish: Story = timeErrorStory('admin.error.startBeforeNow', 'Start time cannot be earlier than now', 'en');
export const EndBeforeStartEnglish: Story = timeErrorStory('admin.error.endBeforeStart', 'End time cannot be earlier than start time', 'en');

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: '이해했어요' })).toBeDisabled();
  },
};
export const Failed: Story = {
  args: { message: { id: 'admin.error.eventFailed' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('이벤트 등록에 실패했어요'),
};
export const Saved: Story = {
  args: { canConfirm: false, message: { id: 'admin.saved' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('저장했어요'),
};
export const LoginRequired: Story = {
  args: { values: { title: '', detail: '', startHour: '', startMinute: '', endHour: '', endMinute: '' }, canConfirm: false, locked: true, message: { id: 'admin.error.loginRequired' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('로그인이 필요해요');
    await expect(c.getByRole('textbox', { name: '시작 시간 시' })).toBeDisabled();
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  args: { dialogOpen: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Start time Hour' })).toHaveValue('18');
    await expect(c.getByRole('textbox', { name: 'End time Minute' })).toHaveValue('30');
    await expect(c.getByRole('alertdialog', { name: 'Events are hard to edit. Really register?' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'I understand' })).toBeVisible();
  },
};
