import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ConsoleFestivalScreen from '@/screens/console/console-festival-screen';
import { adminScreen, asAdmin, CLUB, routes, signedOut, STAFF } from '../components/admin/admin-story-kit';

const Screen = routes({ '/admin/console/festival': ConsoleFestivalScreen });

const meta = {
  title: 'Screens/Admin/ConsoleFestival',
  component: Screen,
  ...adminScreen('/admin/console/festival', asAdmin(STAFF)),
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff move the festival to 2026 and save it against the mock server. */
export const StaffMovesTheDates: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const first = await c.findByLabelText('첫날', undefined, { timeout: 4000 });
    await userEvent.clear(first);
    await userEvent.type(first, '2026-09-23');
    const opening = c.getByLabelText('오픈 시각 (한국 시간)');
    await userEvent.clear(opening);
    await userEvent.type(opening, '2026-09-23T10:00');
    await userEvent.click(c.getByRole('button', { name: '축제 설정 저장' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('저장했어요'));
  },
};

/** A bad count of days is said in English and nothing is sent. */
export const TooManyDays: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const days = await c.findByRole('textbox', { name: 'Number of days (1 to 7)' }, { timeout: 4000 });
    await userEvent.clear(days);
    await userEvent.type(days, '9');
    await userEvent.click(c.getByRole('button', { name: 'Save festival settings' }));
    await expect(c.getByRole('alert')).toHaveTextContent('The festival lasts 1 to 7 days');
  },
};

/** A Club account is not Staff: told and sent to login. */
export const ClubRefused: Story = {
  parameters: { store: asAdmin(CLUB) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
  },
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('로그인이 필요해요');
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'), { timeout: 2600 });
  },
};
