import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_DRAFT } from '@machines/console-accounts.machine';
import { AccountsPanel } from '@/components/console/accounts-panel';
import { expectRetryOffered, LOAD_FAILED_ARGS } from './console-story-kit';

const meta = {
  title: 'Console/AccountsPanel/States',
  component: AccountsPanel,
  args: {
    accounts: [],
    booths: [{ id: 1, name: '프론티어 주점' }],
    draft: EMPTY_DRAFT,
    message: null,
    onChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onDismissCode: fn(),
    onRevoke: fn(),
    onConfirmRevoke: fn(),
    onCancelRevoke: fn(),
  },
} satisfies Meta<typeof AccountsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('불러오는 중');
    await expect(c.getByRole('button', { name: '계정 만들기' })).toBeDisabled();
  },
};

export const LoadFailed: Story = { args: LOAD_FAILED_ARGS, play: expectRetryOffered };

/** A Stuco account needs no booth: the booth picker is gone. */
export const StucoDraft: Story = {
  args: { draft: { name: '총학생회 2', role: 'Stuco', boothId: '' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: '계정 이름' })).toHaveValue('총학생회 2');
    await expect(c.queryByRole('combobox', { name: '부스' })).toBeNull();
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: '계정 이름' }), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('name', 'a');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '부스' }), '1');
    await expect(args.onChange).toHaveBeenCalledWith('boothId', '1');
    await userEvent.click(c.getByRole('button', { name: '계정 만들기' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Creating: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '계정 만들기' })).toHaveAttribute('aria-busy', 'true'),
};

export const ServerWords: Story = {
  args: { message: { id: 'console.error.createFailed', serverText: 'name must not contain control characters', tone: 'error' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('name must not contain control characters'),
};
