import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleBoothsError } from '@mocks/handlers';
import ConsoleBoothNewScreen from '@/screens/console/console-booth-new-screen';
import ConsoleBoothsScreen from '@/screens/console/console-booths-screen';
import { adminScreen, asAdmin, CLUB, loginRequiredPlay, routes, signedOut, STAFF } from '../components/admin/admin-story-kit';

const Screen = routes({ '/admin/console/booths': ConsoleBoothsScreen, '/admin/console/booths/new': ConsoleBoothNewScreen });

const meta = {
  title: 'Screens/Admin/ConsoleBooths',
  component: Screen,
  ...adminScreen('/admin/console/booths', asAdmin(STAFF)),
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (c: ReturnType<typeof within>) => within(await c.findByRole('list', { name: '부스' }, { timeout: 4000 })).getAllByRole('listitem');

/** Staff narrow the list to food trucks, search one and delete it after the confirmation names it. */
export const StaffDeletesAFoodTruck: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(async () => expect((await rows(c)).length).toBeGreaterThan(40));
    await userEvent.selectOptions(c.getByRole('combobox', { name: '종류' }), '푸드트럭');
    await userEvent.type(c.getByRole('searchbox', { name: '이름으로 찾기' }), '스테이크');
    await waitFor(async () => expect(await rows(c)).toHaveLength(1));
    await userEvent.click(c.getByRole('button', { name: '스테이크 트럭 삭제' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('스테이크 트럭을(를) 삭제할까요?');
    await expect(dialog).toHaveTextContent('함께 삭제돼요');
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('스테이크 트럭을(를) 삭제했어요'));
    await expect(c.getByText('해당하는 부스가 없어요')).toBeVisible();
  },
};

/** Staff create a food truck with two menus and hours; it is in the list after. */
export const StaffCreatesAFoodTruck: Story = {
  parameters: { route: { path: '/admin/console/booths/new' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const name = await c.findByRole('textbox', { name: '이름' }, { timeout: 4000 });
    await userEvent.type(name, '타코 트럭');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '종류' }), '푸드트럭');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '위치' }), '다향관');
    await userEvent.click(c.getByRole('button', { name: '메뉴 추가' }));
    await userEvent.type(c.getByRole('textbox', { name: '1번째 메뉴 이름' }), '타코');
    await userEvent.type(c.getByRole('textbox', { name: '1번째 메뉴 가격' }), '5000');
    await userEvent.click(c.getByRole('button', { name: '메뉴 추가' }));
    await userEvent.type(c.getByRole('textbox', { name: '2번째 메뉴 이름' }), '나초');
    await userEvent.type(c.getByRole('textbox', { name: '2번째 메뉴 가격' }), '4000');
    await userEvent.type(c.getByLabelText('2025-09-25 시작 시간'), '1100');
    await userEvent.type(c.getByLabelText('2025-09-25 마감 시간'), '2000');
    await userEvent.click(c.getByRole('button', { name: '부스 만들기' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('타코 트럭을(를) 만들었어요'));
    await userEvent.click(c.getByRole('link', { name: '부스 목록으로' }));
    await userEvent.type(await c.findByRole('searchbox', { name: '이름으로 찾기' }, { timeout: 4000 }), '타코 트럭');
    await waitFor(async () => expect((await rows(c)).map((li) => li.textContent)).toEqual([expect.stringContaining('푸드트럭 · 다향관')]));
  },
};

/** A price with a comma is refused under its field in English, and nothing is sent. */
export const BadPriceInEnglish: Story = {
  parameters: { route: { path: '/admin/console/booths/new' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('textbox', { name: 'Name' }, { timeout: 4000 }), 'Taco truck');
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Category' }), 'Food truck');
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Location' }), 'Dahyang Hall');
    await userEvent.click(c.getByRole('button', { name: 'Add menu' }));
    await userEvent.type(c.getByRole('textbox', { name: 'Menu 1 name' }), 'Taco');
    await userEvent.type(c.getByRole('textbox', { name: 'Menu 1 price' }), '5,000');
    await userEvent.click(c.getByRole('button', { name: 'Create booth' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Please fix the marked fields');
    await expect(c.getByRole('textbox', { name: 'Menu 1 price' })).toHaveAccessibleDescription('Menu 1: the price must be a whole number of won from 0 to 1,000,000');
    await expect(c.queryByRole('status')).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...consoleBoothsError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('internal server error'));
    await expect(c.getByRole('button', { name: '다시 시도' })).toBeVisible();
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
  play: loginRequiredPlay,
};
