import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetStatusState } from '@mocks/handlers';
import ConsoleBoothScreen from '@/screens/console/console-booth-screen';
import { adminScreen, asAdmin, CLUB, expectSessionExpiredRedirect, routes, signedOut, STAFF, withExpiredUid } from '../components/admin/admin-story-kit';

const Screen = routes({ '/admin/console/booth': ConsoleBoothScreen, '/admin/console/booth/:id': ConsoleBoothScreen });

const meta = {
  title: 'Screens/Admin/ConsoleBooth',
  component: Screen,
  ...adminScreen('/admin/console/booth', asAdmin(CLUB)),
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Club opens its own booth, adds a menu with its price and saves. */
export const ClubEditsOwnMenu: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '메뉴 추가' }, { timeout: 4000 }));
    await userEvent.type(c.getByRole('textbox', { name: '1번째 메뉴 이름' }), '솜사탕');
    await userEvent.type(c.getByRole('textbox', { name: '1번째 메뉴 가격' }), '4500');
    await userEvent.click(c.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('저장했어요'));
  },
};

/** A bad price is named by its row, in the admin's language, and nothing is sent. */
export const BadPrice: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Add menu' }, { timeout: 4000 }));
    await userEvent.type(c.getByRole('textbox', { name: 'Menu 1 name' }), 'Cotton candy');
    await userEvent.type(c.getByRole('textbox', { name: 'Menu 1 price' }), '3,000');
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Menu 1: the price must be a whole number of won from 0 to 1,000,000');
  },
};

/** A Club opening another booth's editor is refused by the server, said in its language. */
export const OtherBoothRefused: Story = {
  parameters: { route: { path: '/admin/console/booth/1' }, locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('button', { name: 'メニューを追加' }, { timeout: 4000 });
    await userEvent.click(c.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('自分のブースだけ編集できます'));
  },
};

/** Staff open any booth by its id. */
export const StaffAnyBooth: Story = {
  parameters: { route: { path: '/admin/console/booth/1' }, store: asAdmin(STAFF), locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('textbox', { name: '第 1 个菜单价格' }, { timeout: 4000 });
    await userEvent.click(c.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(c.getByRole('status')).toBeVisible());
  },
};

/** Staff set another booth's wait from its editor in one tap (issue 20), the status panel above the form. */
export const StaffSetsAnyBoothsWait: Story = {
  parameters: { route: { path: '/admin/console/booth/2' }, store: asAdmin(STAFF) },
  beforeEach() {
    resetStatusState();
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '공과대학 지금 상태' }, { timeout: 4000 })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '대기 아주 김 (30분 이상)' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('대기 아주 김 (30분 이상)(으)로 바꿨어요'), { timeout: 5000 });
    await expect(c.getByRole('button', { name: '대기 아주 김 (30분 이상)' })).toHaveAttribute('aria-pressed', 'true');
    // The editor is still there below it.
    await expect(c.getByRole('textbox', { name: '1번째 메뉴 가격' })).toBeVisible();
  },
};

/** The same in English. */
export const StaffSetsAnyBoothsWaitEnglish: Story = {
  ...StaffSetsAnyBoothsWait,
  parameters: { ...StaffSetsAnyBoothsWait.parameters, locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '공과대학: status now' }, { timeout: 4000 })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Closed for now' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('Status set: Closed for now'), { timeout: 5000 });
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

export const SessionExpired: Story = {
  parameters: { store: withExpiredUid(CLUB) },
  play: async ({ canvasElement }) => expectSessionExpiredRedirect(within(canvasElement)),
};
