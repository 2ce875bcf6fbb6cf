import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from '@/components/console/accounts-panel';
import { ConfirmRow } from '@/components/console/confirm-row';

const meta = {
  title: 'Console/ConfirmRow',
  component: ConfirmRow,
  args: {
    className: `${admin.secondary} ${admin.danger}`,
    label: '삭제',
    name: '삭제: 프론티어',
    question: '프론티어 공연을 삭제할까요?',
    cancelLabel: '취소',
    asking: false,
    onAsk: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <ul className={admin.list}>
      <li>
        <span>프론티어</span> <ConfirmRow {...args} />
      </li>
    </ul>
  ),
} satisfies Meta<typeof ConfirmRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Korean, idle: the row's button names its row; a press asks (no question yet). */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = c.getByRole('button', { name: '삭제: 프론티어' });
    await expect(button).toHaveTextContent('삭제');
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(button);
    await expect(args.onAsk).toHaveBeenCalledTimes(1);
  },
};

/** Korean, asking: the question in a dialog with the confirm button focused; Escape or cancel closes it. */
export const Asking: Story = {
  args: { asking: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: '프론티어 공연을 삭제할까요?' });
    const yes = within(dialog).getByRole('button', { name: '삭제' });
    await expect(yes).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await userEvent.click(yes);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** English, busy: the removal runs, both of the dialog's buttons wait and the row's button is disabled. */
export const BusyEnglish: Story = {
  parameters: { locale: 'en' },
  args: { asking: true, busy: true, disabled: true, label: 'Delete', name: 'Delete: Frontier', question: 'Delete the act Frontier?', cancelLabel: 'Cancel' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete the act Frontier?' });
    const yes = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(yes).toBeDisabled();
    await expect(yes).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(body.getByRole('button', { name: 'Delete: Frontier', hidden: true })).toBeDisabled();
  },
};

/** Korean, failed: the dialog is closed, the list's note says why, and the row's button is offered again. */
export const Failed: Story = {
  render: (args) => (
    <div>
      <ConsoleNote message={{ id: 'admin.error.editFailed', tone: 'error' }} />
      <ul className={admin.list}>
        <li>
          <span>프론티어</span> <ConfirmRow {...args} />
        </li>
      </ul>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('수정에 실패했어요');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
    const button = c.getByRole('button', { name: '삭제: 프론티어' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onAsk).toHaveBeenCalled();
  },
};
