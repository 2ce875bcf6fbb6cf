import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventList } from '@/components/admin/event-list';

const meta = {
  title: 'Admin/EventList',
  component: EventList,
  args: {
    events: [
      { id: 41, title: '선착순 50명 음료 증정', booth_name: '멋쟁이사자처럼 주점' },
      { id: 38, title: '가위바위보 이기면 할인', booth_name: '멋쟁이사자처럼 주점' },
    ],
    onAdd: fn(),
  },
} satisfies Meta<typeof EventList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Held: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '진행한 이벤트 목록' })).toBeVisible();
    const rows = c.getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('이벤트선착순 50명 음료 증정멋쟁이사자처럼 주점');
    await expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/admin/booth/notice/event/41');
    await userEvent.click(c.getByRole('button', { name: '이벤트 추가' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};
