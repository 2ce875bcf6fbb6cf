import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UrgentEditor } from '@/components/admin/urgent-editor';

const meta = {
  title: 'Admin/UrgentEditor/States',
  component: UrgentEditor,
  args: { content: '공지 내용', onChange: fn(), onSave: fn(), canSave: true, message: null },
} satisfies Meta<typeof UrgentEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { content: '', loading: true, canSave: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '긴급 공지' })).toBeDisabled();
  },
};
export const Blank: Story = {
  args: { content: '   ', canSave: false },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '저장' })).toBeDisabled(),
};
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const b = within(canvasElement).getByRole('button', { name: '저장' });
    await expect(b).toBeDisabled();
    await expect(b).toHaveAttribute('aria-busy', 'true');
  },
};
export const Saved: Story = {
  args: { canSave: false, message: { id: 'admin.saved' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('저장했어요'),
};
export const EditFailed: Story = {
  args: { message: { id: 'admin.error.editFailed' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('수정에 실패했어요'),
};
export const UnknownError: Story = {
  args: { message: { id: 'admin.error.unknownShort' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('알 수 없는 오류'),
};
export const ServerError: Story = {
  args: { message: { id: 'admin.error.contentRequired' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('내용을 입력해 주세요'),
};
export const English: Story = {
  parameters: { locale: 'en' },
  args: { message: { id: 'admin.error.editFailed' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Urgent notice' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(c.getByRole('alert')).toHaveTextContent('Edit failed');
  },
};

/** The title is edited too; a standing notice can be taken down when the danger is over. */
export const TitleAndTakeDown: Story = {
  args: { title: '긴급 공지', onTitleChange: fn(), onClear: fn(), canClear: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const title = c.getByRole('textbox', { name: '제목' });
    await expect(title).toHaveValue('긴급 공지');
    await userEvent.type(title, '!');
    await expect(args.onTitleChange).toHaveBeenLastCalledWith('긴급 공지!');
    await userEvent.click(c.getByRole('button', { name: '긴급 공지 내리기' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
/** Nothing standing: nothing to take down. */
export const NothingToTakeDown: Story = {
  args: { content: '', title: '', canSave: false, onTitleChange: fn(), onClear: fn(), canClear: false },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '긴급 공지 내리기' })).toBeDisabled(),
};
export const TakenDown: Story = {
  args: { content: '', title: '', canSave: false, onTitleChange: fn(), onClear: fn(), canClear: false, message: { id: 'admin.urgent.cleared' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('긴급 공지를 내렸습니다'),
};
export const TakeDownEnglish: Story = {
  parameters: { locale: 'en' },
  args: { title: 'Urgent', onTitleChange: fn(), onClear: fn(), canClear: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Title' })).toHaveValue('Urgent');
    await expect(c.getByRole('button', { name: 'Take down the notice' })).toBeEnabled();
  },
};
export const TakeDownJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { title: '緊急', onTitleChange: fn(), onClear: fn(), canClear: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'お知らせを取り下げる' })).toBeEnabled(),
};
export const TakeDownChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { title: '紧急', onTitleChange: fn(), onClear: fn(), canClear: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '撤下公告' })).toBeEnabled(),
};
