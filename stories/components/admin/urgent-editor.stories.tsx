import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UrgentEditor } from '@/components/admin/urgent-editor';

const meta = {
  title: 'Admin/UrgentEditor',
  component: UrgentEditor,
  args: { content: '우천으로 야간 공연이 30분 늦게 시작해요.', onChange: fn(), onSave: fn(), canSave: false, message: null },
} satisfies Meta<typeof UrgentEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched: save stays disabled. */
export const Untouched: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: '긴급 공지' });
    await expect(field).toHaveValue('우천으로 야간 공연이 30분 늦게 시작해요.');
    await expect(c.getByRole('button', { name: '저장' })).toBeDisabled();
    await userEvent.type(field, '!');
    await expect(args.onChange).toHaveBeenLastCalledWith('우천으로 야간 공연이 30분 늦게 시작해요.!');
  },
};

export const Edited: Story = {
  args: { canSave: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '저장' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};
