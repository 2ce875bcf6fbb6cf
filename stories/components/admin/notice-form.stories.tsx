import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeForm } from '@/components/admin/notice-form';

const meta = {
  title: 'Admin/NoticeForm',
  component: NoticeForm,
  args: { mode: 'create', title: '', content: '', onChange: fn(), onSubmit: fn(), canSubmit: false, message: null },
} satisfies Meta<typeof NoticeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
    await userEvent.type(c.getByLabelText('제목'), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('title', 'a');
    await userEvent.type(c.getByLabelText('내용'), 'b');
    await expect(args.onChange).toHaveBeenCalledWith('content', 'b');
  },
};

export const Ready: Story = {
  args: { title: '분실물 센터 위치 안내', content: '분실물 센터는 만해광장 본부석 옆에 있어요.', canSubmit: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '등록' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Editing: Story = {
  args: { mode: 'edit', title: '분실물 센터 위치 안내', content: '본부석 옆', canSubmit: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '수정' })).toBeDisabled();
    await expect(c.queryByRole('button', { name: '등록' })).toBeNull();
  },
};
