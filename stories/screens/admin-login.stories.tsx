import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminSession } from '@/stores/admin-session';
import AdminLoginScreen from '@/screens/admin/admin-login-screen';
import { loginFails } from '@mocks/handlers';
import { adminScreen, signedOut } from '../components/admin/admin-story-kit';

const meta = {
  title: 'Screens/Admin/Login',
  component: AdminLoginScreen,
  ...adminScreen('/admin/login', signedOut),
} satisfies Meta<typeof AdminLoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const logIn = async (canvasElement: HTMLElement, code: string) => {
  const c = within(canvasElement);
  await userEvent.type(c.getByLabelText('관리자 코드'), code);
  await userEvent.click(c.getByRole('button', { name: '로그인' }));
  return c;
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
    await expect(c.getByRole('button', { name: '로그인' })).toBeDisabled();
  },
};

/** Staff: session stored, 'login success' alert, on to /admin/festa. */
export const StaffGoesToFesta: Story = {
  play: async ({ canvasElement }) => {
    const c = await logIn(canvasElement, 'staff-dev-1');
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/festa'));
    await expect(c.getByRole('alert')).toHaveTextContent('로그인 성공');
    await expect(adminSession.role).toBe('Staff');
    await expect(adminSession.name).toBe('축제기획단');
    await expect(adminSession.uid).toMatch(/^\w{32}$/);
  },
};

export const StucoGoesToFesta: Story = {
  play: async ({ canvasElement }) => {
    const c = await logIn(canvasElement, 'stuco-dev-1');
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/festa'));
  },
};

export const ClubGoesToBooth: Story = {
  play: async ({ canvasElement }) => {
    const c = await logIn(canvasElement, 'club-dev-2');
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/booth'));
    await expect(adminSession.role).toBe('Club');
  },
};

export const MajorGoesToBooth: Story = {
  play: async ({ canvasElement }) => {
    const c = await logIn(canvasElement, 'major-dev-1');
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/booth'));
  },
};

/** Wrong code: 'please check the admin code' for 3 s, and no session. */
export const WrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(...loginFails);
  },
  play: async ({ canvasElement }) => {
    const c = await logIn(canvasElement, 'not-a-code');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('관리자 코드를 확인해 주세요'));
    await expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login');
    await expect(adminSession.uid).toBeNull();
    await waitFor(() => expect(c.queryByRole('alert')).toBeNull(), { timeout: 4000 });
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    await userEvent.type(c.getByLabelText('Admin code'), 'club-dev-1');
    await expect(c.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};
