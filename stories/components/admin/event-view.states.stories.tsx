import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventView } from '@/components/admin/event-view';

const meta = {
  title: 'Admin/EventView/States',
  component: EventView,
  args: {
    event: {
      title: 'Free drinks',
      writer: '멋쟁이사자처럼',
      start_time: '2025-09-25T18:00:00+09:00',
      end_time: '2025-09-25T19:30:00+09:00',
      detail: 'For the first 50 guests.',
    },
  },
} satisfies Meta<typeof EventView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Notice', { selector: 'span' })).toBeVisible();
    await expect(c.getByText('Start time')).toBeVisible();
    await expect(canvasElement.querySelectorAll('time')[0]).toHaveTextContent('Thu, September 25 at 18:00');
  },
};
export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('time')[1]).toHaveTextContent('9月25日(木) 19:30');
  },
};
/** A time the server could not give stays blank instead of 'Invalid Date'. */
export const MissingTimes: Story = {
  args: { event: { title: 'x', writer: 'y', start_time: '', end_time: '', detail: 'z' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('time')[0]).toHaveTextContent('');
    await expect(canvasElement.textContent).not.toContain('Invalid');
  },
};
