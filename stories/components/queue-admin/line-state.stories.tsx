// The line's state and its open / pause / close buttons (src/components/queue-admin/line-state.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LineStateControls } from '@/components/queue-admin/line-state';
import { OPEN, PAUSED, say } from './fixtures';

const meta = {
  title: 'Admin/QueueLineState',
  component: LineStateControls,
  args: { state: OPEN.state, summary: OPEN.summary, busy: false, onSetState: fn() },
} satisfies Meta<typeof LineStateControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: its own button is pressed and disabled; pausing is one tap. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const open = c.getByRole('button', { name: say('ko', 'admin.queue.open') });
    await expect(open).toHaveAttribute('aria-pressed', 'true');
    await expect(open).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: say('ko', 'admin.queue.pause') }));
    await expect(args.onSetState).toHaveBeenCalledWith('paused');
  },
};

/** Paused, in English; while a change is on its way no button can be pressed. */
export const PausedBusy: Story = {
  parameters: { locale: 'en' },
  args: { state: PAUSED.state, summary: PAUSED.summary, busy: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('line-state')).toHaveTextContent(say('en', 'admin.queue.state.paused'));
    for (const b of c.getAllByRole('button')) await expect(b).toBeDisabled();
  },
};
