import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EventList } from '@/components/admin/event-list';

const meta = { title: 'Admin/EventList/States', component: EventList, args: { events: [], onAdd: fn() } } satisfies Meta<typeof EventList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중'),
};
export const Empty: Story = {
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('아직 진행한 이벤트가 없어요')).toBeVisible(),
};
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('게시글을 불러오지 못했어요'),
};
export const English: Story = {
  parameters: { locale: 'en' },
  args: { events: [{ id: 1, title: '선착순 이벤트', booth_name: '멋쟁이사자처럼 주점' }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'List of events held' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Add event' })).toBeVisible();
    await expect(c.getByRole('listitem')).toHaveTextContent('Event선착순 이벤트');
  },
};
