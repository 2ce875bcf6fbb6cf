import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NoticeForm } from '@/components/admin/notice-form';

const meta = {
  title: 'Admin/NoticeForm/States',
  component: NoticeForm,
  args: { mode: 'create', title: '제목', content: '내용', onChange: fn(), onSubmit: fn(), canSubmit: true, message: null },
} satisfies Meta<typeof NoticeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '등록' })).toBeDisabled(),
};
export const Saved: Story = {
  args: { canSubmit: false, message: { id: 'admin.saved' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('저장했어요'),
};
export const RequestFailed: Story = {
  args: { message: { id: 'admin.error.requestFailed' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('요청에 실패했어요'),
};
export const UnknownError: Story = {
  args: { message: { id: 'admin.error.unknown' } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent('알 수 없는 오류가 발생했어요. 잠시 후 다시 시도해 주세요'),
};
export const SessionExpired: Story = {
  args: { canSubmit: false, message: { id: 'admin.error.sessionExpired' } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent('세션이 만료되었어요. 다시 로그인해 주세요'),
};
export const LoginRequired: Story = {
  args: { title: '', content: '', canSubmit: false, locked: true, message: { id: 'admin.error.loginRequired' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('로그인이 필요해요');
    await expect(c.getByLabelText('제목')).toBeDisabled();
    await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  args: { mode: 'edit' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Title')).toHaveValue('제목');
    await expect(c.getByLabelText('Content')).toHaveValue('내용');
    await expect(c.getByRole('button', { name: 'Edit' })).toBeEnabled();
  },
};
