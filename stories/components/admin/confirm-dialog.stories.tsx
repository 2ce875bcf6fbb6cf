import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';

const meta = {
  title: 'Admin/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: '정말 삭제하시겠어요?',
    confirmLabel: '삭제',
    cancelLabel: '취소',
    danger: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: '정말 삭제하시겠어요?' });
    await expect(within(dialog).getByRole('button', { name: '삭제' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelWithEscape: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '취소' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
