import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminMessage } from '@/components/admin/admin-message';
import type { AdminMessageId } from '@machines/admin-shared';

const meta = {
  title: 'Admin/AdminMessage/States',
  component: AdminMessage,
  args: { message: null },
} satisfies Meta<typeof AdminMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Nothing: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

function alertStory(id: AdminMessageId, text: string, locale: 'ko' | 'en' = 'ko'): Story {
  return {
    args: { message: { id } },
    parameters: { locale },
    play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text),
  };
}

export const LoginRequired: Story = alertStory('admin.error.loginRequired', '로그인이 필요해요');
export const LoginRequiredEnglish: Story = alertStory('admin.error.loginRequired', 'Login required', 'en');
export const SessionExpired: Story = alertStory('admin.error.sessionExpired', '세션이 만료되었어요. 다시 로그인해 주세요');
export const SessionExpiredEnglish: Story = alertStory('admin.error.sessionExpired', 'Session expired, please log in again', 'en');
export const EditFailed: Story = alertStory('admin.error.editFailed', '수정에 실패했어요');
export const EditFailedEnglish: Story = alertStory('admin.error.editFailed', 'Edit failed', 'en');
export const UnknownShort: Story = alertStory('admin.error.unknownShort', '알 수 없는 오류');
export const UnknownShortEnglish: Story = alertStory('admin.error.unknownShort', 'Unknown error', 'en');
export const Unknown: Story = alertStory('admin.error.unknown', '알 수 없는 오류가 발생했어요. 잠시 후 다시 시도해 주세요');
export const UnknownEnglish: Story = alertStory('admin.error.unknown', 'Unknown error occurred, please try again later', 'en');
export const EventFailed: Story = alertStory('admin.error.eventFailed', '이벤트 등록에 실패했어요');
export const EventFailedEnglish: Story = alertStory('admin.error.eventFailed', 'Event registration failed', 'en');
export const LoginFailed: Story = alertStory('admin.login.failed', '관리자 코드를 확인해 주세요');
export const LoginFailedEnglish: Story = alertStory('admin.login.failed', 'Please check the admin code', 'en');
export const RequestFailedEnglish: Story = alertStory('admin.error.requestFailed', 'Request failed', 'en');
export const ReadOnly: Story = alertStory('admin.error.readOnly', '잠시 읽기 전용이에요: 변경은 잠시 멈췄어요. 몇 분 뒤에 다시 시도해 주세요.');
export const ReadOnlyEnglish: Story = alertStory(
  'admin.error.readOnly',
  'The app is read-only for a moment: changes are paused. Please try again in a few minutes.',
  'en',
);

export const SavedEnglish: Story = {
  args: { message: { id: 'admin.saved' } },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved'),
};
