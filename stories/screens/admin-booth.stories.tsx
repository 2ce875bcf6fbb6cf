import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boardError, boardSlow } from '@mocks/handlers';
import BoothAdminScreen from '@/screens/admin/booth-admin-screen';
import { adminScreen, asAdmin, CLUB, loginRequiredPlay, signedOut, STAFF, STUCO } from '../components/admin/admin-story-kit';

const meta = {
  title: 'Screens/Admin/Booth',
  component: BoothAdminScreen,
  ...adminScreen('/admin/booth', asAdmin(CLUB)),
} satisfies Meta<typeof BoothAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only this club's events (posts 6 and 14 of the sample festival), newest first. */
export const Club: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '진행한 이벤트 목록' })).toBeVisible();
    await waitFor(() => expect(c.getAllByRole('listitem')).toHaveLength(2));
    const rows = c.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('룰렛 돌리고 간식 받아 가세요');
    await expect(rows[1]).toHaveTextContent('틀린 글자 찾기 챌린지 상품 증정');
    await expect(within(rows[0]!).getByText('이벤트')).toBeVisible();
    await expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/admin/booth/notice/event/14');
    await userEvent.click(c.getByRole('button', { name: '이벤트 추가' }));
    await expect(c.getByLabelText('current path')).toHaveTextContent('/admin/booth/event');
  },
};

/** Issue 16, item 14 (spec §6): Staff and Stuco do not write events: told so, sent to login, no list shown. */
export const StucoIsSentAway: Story = {
  name: '16.14 Stuco is told and sent to login',
  parameters: { store: asAdmin(STUCO) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
    await expect(c.getByRole('alert')).toHaveTextContent('이벤트를 작성할 권한이 없어요');
    await expect(c.queryByRole('heading', { name: '진행한 이벤트 목록' })).toBeNull();
  },
};
export const StaffIsSentAway: Story = {
  parameters: { store: asAdmin(STAFF), locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
    await expect(c.getByRole('alert')).toHaveTextContent('No permission to write events');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...boardSlow);
  },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중'),
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...boardError);
  },
  play: async ({ canvasElement }) =>
    waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('게시글을 불러오지 못했어요')),
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: loginRequiredPlay,
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'List of events held' })).toBeVisible();
    await waitFor(() => expect(c.getAllByRole('listitem')).toHaveLength(2));
    await expect(c.getByRole('button', { name: 'Add event' })).toBeVisible();
  },
};
