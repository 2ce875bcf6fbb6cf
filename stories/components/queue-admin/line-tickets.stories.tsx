// The line's parties (src/components/queue-admin/line-tickets.tsx): call next, seat a called party, no-show only
// once its grace window has passed on the festival clock, and an empty line.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LineTickets } from '@/components/queue-admin/line-tickets';
import { CLOSED, GRACE_OVER, NOW_MS, OPEN, say } from './fixtures';

const meta = {
  title: 'Admin/QueueLineTickets',
  component: LineTickets,
  args: { tickets: OPEN.tickets, undo: OPEN.undo, nowMs: NOW_MS, busy: false, onCallNext: fn(), onSeated: fn(), onNoShow: fn(), onUndo: fn() },
} satisfies Meta<typeof LineTickets>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Number 1 is called inside its grace window: it can be seated, not yet marked no-show. */
export const CalledInsideGrace: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: say('ko', 'admin.queue.markNoShow', { number: 1 }) })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: say('ko', 'admin.queue.markSeated', { number: 1 }) }));
    await expect(args.onSeated).toHaveBeenCalledWith(OPEN.tickets[0]!.id);
    await userEvent.click(c.getByRole('button', { name: say('ko', 'admin.queue.callNext') }));
    await expect(args.onCallNext).toHaveBeenCalled();
  },
};

/** The grace window has passed: no-show is offered, in English. */
export const GraceOver: Story = {
  parameters: { locale: 'en' },
  args: { tickets: GRACE_OVER.tickets, undo: GRACE_OVER.undo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: say('en', 'admin.queue.markNoShow', { number: 1 }) }));
    await expect(args.onNoShow).toHaveBeenCalledWith(GRACE_OVER.tickets[0]!.id);
  },
};

export const Empty: Story = {
  parameters: { locale: 'ja' },
  args: { tickets: CLOSED.tickets, undo: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(say('ja', 'admin.queue.empty'))).toBeVisible();
  },
};
