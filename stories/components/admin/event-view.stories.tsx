import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventView } from '@/components/admin/event-view';

const meta = {
  title: 'Admin/EventView',
  component: EventView,
  args: {
    event: {
      title: '선착순 50명 음료 증정',
      writer: '멋쟁이사자처럼',
      start_time: '2025-09-25T18:00:00+09:00',
      end_time: '2025-09-25T19:30:00+09:00',
      detail: '주점에 오시는 선착순 50분께 음료를 드려요.',
    },
  },
} satisfies Meta<typeof EventView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Times are Korea time whatever the phone's zone. */
export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('공지', { selector: 'span' })).toBeVisible();
    await expect(c.getByRole('heading', { name: '선착순 50명 음료 증정' })).toBeVisible();
    await expect(c.getByText('멋쟁이사자처럼')).toBeVisible();
    const times = canvasElement.querySelectorAll('time');
    await expect(times[0]).toHaveTextContent('9월 25일 (목) 18:00');
    await expect(times[1]).toHaveTextContent('9월 25일 (목) 19:30');
    await expect(c.getByText('주점에 오시는 선착순 50분께 음료를 드려요.')).toBeVisible();
  },
};
