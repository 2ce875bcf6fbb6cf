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

/** Staff rename a booth and move it to another location from its editor; the server's answer says saved. */
export const StaffRenamesAndMovesBooth: Story = {
  parameters: { route: { path: '/admin/console/booth/13' }, store: asAdmin(STAFF) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const form = within(await c.findByRole('region', { name: '이름·위치·사진' }, { timeout: 4000 }));
    const name = await form.findByRole('textbox', { name: '이름' }, { timeout: 4000 });
    await expect(name).toHaveValue('빛그림 즉석 사진관');
    await userEvent.clear(name);
    await userEvent.type(name, '빛그림 사진관');
    await userEvent.selectOptions(form.getByRole('combobox', { name: '위치' }), '다향관');
    await userEvent.click(form.getByRole('button', { name: '이름·위치 바꾸기' }));
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('저장했어요'));
  },
};

/** A blank name is named beside its field in English, and nothing is sent. */
export const StaffBlankNameEnglish: Story = {
  parameters: { route: { path: '/admin/console/booth/13' }, store: asAdmin(STAFF), locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const form = within(await c.findByRole('region', { name: 'Name, place and photo' }, { timeout: 4000 }));
    const name = await form.findByRole('textbox', { name: 'Name' }, { timeout: 4000 });
    await userEvent.clear(name);
    await userEvent.click(form.getByRole('button', { name: 'Apply name and place' }));
    await expect(form.getByRole('alert')).toHaveTextContent('Please fix the marked fields');
    await expect(name).toHaveAccessibleDescription('Please enter the name');
  },
};

/** Turning a booth with menus into a toilet is refused beside the category, in Japanese. */
export const StaffToiletWithMenusJapanese: Story = {
  parameters: { route: { path: '/admin/console/booth/13' }, store: asAdmin(STAFF), locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const form = within(await c.findByRole('region', { name: '名前・場所・写真' }, { timeout: 4000 }));
    await userEvent.selectOptions(await form.findByRole('combobox', { name: '種類' }, { timeout: 4000 }), 'Toilet');
    await userEvent.click(form.getByRole('button', { name: '名前と場所を変更' }));
    await expect(form.getByRole('combobox', { name: '種類' })).toHaveAccessibleDescription('トイレにメニューはありません');
  },
};

/** Staff remove the booth's photo (Chinese): the photo goes and the save is confirmed. */
export const StaffRemovesPhotoChinese: Story = {
  parameters: { route: { path: '/admin/console/booth/13' }, store: asAdmin(STAFF), locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const form = within(await c.findByRole('region', { name: '名称、位置和照片' }, { timeout: 4000 }));
    await userEvent.click(await form.findByRole('button', { name: '删除照片' }, { timeout: 4000 }));
    await expect(form.getByText('保存后照片将被删除')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '更改名称和位置' }));
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('已保存'));
    await expect(form.getByText('没有照片')).toBeVisible();
  },
};

/** A Club's own booth editor has no name, place or photo section: those are Staff's. */
export const ClubHasNoIdentitySection: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('button', { name: '메뉴 추가' }, { timeout: 4000 });
    await expect(c.queryByRole('region', { name: '이름·위치·사진' })).toBeNull();
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
