import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';

const meta = {
  title: 'Admin/ConfirmDialog/States',
  component: ConfirmDialog,
  args: {
    open: true,
    message: 'Events are hard to edit. Really register?',
    confirmLabel: 'I understand',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** While the confirmed call runs, nothing can be pressed twice. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'I understand' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const NotDanger: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alertdialog', { name: 'Events are hard to edit. Really register?' })).toBeVisible();
  },
};
