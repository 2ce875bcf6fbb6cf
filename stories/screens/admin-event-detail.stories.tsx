import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import EventDetailScreen from '@/screens/admin/event-detail-screen';
import { adminScreen, asAdmin, CLUB, loginRequiredPlay, routes, signedOut } from '../components/admin/admin-story-kit';

const EventDetailRoute = routes({ '/admin/booth/notice/event/:id': EventDetailScreen });

const meta = {
  title: 'Screens/Admin/EventDetail',
  component: EventDetailRoute,
  ...adminScreen('/admin/booth/notice/event/14', asAdmin(CLUB)),
} satisfies Meta<typeof EventDetailRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Event: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '룰렛 돌리고 간식 받아 가세요' })).toBeVisible();
    await expect(c.getByText('공지', { selector: 'span' })).toBeVisible();
    await expect(c.getByText(CLUB)).toBeVisible();
    const times = canvasElement.querySelectorAll('time');
    await expect(times).toHaveLength(2);
    await expect(times[0]!.textContent).toMatch(/^9월 2[456]일 \([월화수목금토일]\) \d\d:\d\d$/);
  },
};

export const Missing: Story = {
  parameters: { route: { path: '/admin/booth/notice/event/9999' } },
  play: async ({ canvasElement }) =>
    waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('이 글은 더 이상 없어요')),
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: loginRequiredPlay,
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: '룰렛 돌리고 간식 받아 가세요' });
    await expect(c.getByText('Notice', { selector: 'span' })).toBeVisible();
    await expect(c.getByText('End time')).toBeVisible();
  },
};
