import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConsoleLocation } from '@contract/console-booths';
import { boothProblems } from '@contract/rules/booth-admin';
import { blankDraft, type NewBoothDraft } from '@machines/console-booth-create.machine';
import { BoothCreateForm } from '@/components/console/booth-create-form';

const LOCATIONS: ConsoleLocation[] = [
  { id: 3, names: { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' } },
  { id: 11, names: { ko: '만해광장', en: 'Manhae Square', ja: '万海広場', 'zh-CN': '万海广场' } },
];
const DAYS = ['2025-09-24', '2025-09-25', '2025-09-26'];
const TRUCK: NewBoothDraft = {
  ...blankDraft(DAYS),
  name: '타코 트럭',
  category: 'FoodTruck',
  locationId: '3',
  menus: [
    { name: '타코', price: '5000', soldout: false },
    { name: '나초', price: '4,000', soldout: true },
  ],
  hours: [
    { day: '2025-09-24', start: '', end: '' },
    { day: '2025-09-25', start: '20:00', end: '11:00' },
    { day: '2025-09-26', start: '', end: '' },
  ],
};
const TRUCK_PROBLEMS = boothProblems(
  { name: TRUCK.name, category: 'FoodTruck', location_id: 3, is_night: false, is_dorder: false, description: null, corners: [], menus: [{ name: '타코', price: 5000 }, { name: '나초', price: Number.NaN }], hours: [{ day: '2025-09-25', start_time: '20:00', end_time: '11:00' }] },
  { days: DAYS, locationIds: new Set([3, 11]) },
);

const meta = {
  title: 'Console/BoothCreateForm',
  component: BoothCreateForm,
  args: {
    draft: blankDraft(DAYS),
    locations: LOCATIONS,
    problems: [],
    message: null,
    onField: fn(),
    onCategory: fn(),
    onNight: fn(),
    onDorder: fn(),
    onImage: fn(),
    onCorner: fn(),
    onAddCorner: fn(),
    onRemoveCorner: fn(),
    onMenu: fn(),
    onSoldout: fn(),
    onAddMenu: fn(),
    onRemoveMenu: fn(),
    onHours: fn(),
    onSubmit: fn(),
    onAnother: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BoothCreateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A blank day booth: name, category, location, night, photo, description, corners, menus, one hours row a day. */
export const BlankBooth: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox', { name: '종류' })).toHaveValue('Booth');
    await expect(c.getByRole('checkbox', { name: '야간 부스 (주점)' })).not.toBeChecked();
    await expect(c.queryByRole('checkbox', { name: '디오더 주문 가능' })).toBeNull();
    await expect(c.getByRole('group', { name: '코너' })).toBeVisible();
    await expect(c.getAllByLabelText(/시작 시간$/)).toHaveLength(3);
    await userEvent.type(c.getByRole('textbox', { name: '이름' }), 'a');
    await expect(args.onField).toHaveBeenCalledWith('name', 'a');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '위치' }), '다향관');
    await expect(args.onField).toHaveBeenCalledWith('locationId', '3');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '종류' }), '푸드트럭');
    await expect(args.onCategory).toHaveBeenCalledWith('FoodTruck');
    await userEvent.click(c.getByRole('checkbox', { name: '야간 부스 (주점)' }));
    await expect(args.onNight).toHaveBeenCalledWith(true);
    await userEvent.click(c.getByRole('button', { name: '코너 추가' }));
    await expect(args.onAddCorner).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: '메뉴 추가' }));
    await expect(args.onAddMenu).toHaveBeenCalled();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'truck.png', { type: 'image/png' });
    await userEvent.upload(c.getByLabelText('사진 (PNG, JPEG, WebP, 1MB 이하)'), file);
    await expect(args.onImage).toHaveBeenCalledWith(file);
    await userEvent.click(c.getByRole('button', { name: '부스 만들기' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** A night booth may take dorder; it has no corners. */
export const NightBooth: Story = {
  args: { draft: { ...blankDraft(DAYS), night: true } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: '디오더 주문 가능' }));
    await expect(args.onDorder).toHaveBeenCalledWith(true);
    await expect(c.queryByRole('group', { name: '코너' })).toBeNull();
  },
};

/** A toilet has no menus, night or corners on the form. */
export const Toilet: Story = {
  parameters: { locale: 'en' },
  args: { draft: { ...blankDraft(DAYS), category: 'Toilet' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox', { name: 'Category' })).toHaveValue('Toilet');
    await expect(c.queryByRole('group', { name: 'Menus' })).toBeNull();
    await expect(c.queryByRole('checkbox', { name: 'Night booth (pub)' })).toBeNull();
    await expect(c.queryByRole('group', { name: 'Corners' })).toBeNull();
    await expect(c.getByRole('group', { name: 'Opening hours' })).toBeVisible();
  },
};

/** A food truck with a bad price and hours in the wrong order: each problem under its field, in each language. */
const problems = (locale: string, price: string, hours: string, priceLabel: string): Story => ({
  parameters: { locale },
  args: { draft: TRUCK, problems: TRUCK_PROBLEMS, message: { id: 'console.booths.fixFields', tone: 'error' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toBeVisible();
    const bad = c.getByRole('textbox', { name: priceLabel });
    await expect(bad).toHaveAttribute('aria-invalid', 'true');
    await expect(bad).toHaveAccessibleDescription(price);
    await expect(c.getByText(hours)).toBeVisible();
    await expect(c.getAllByRole('textbox').filter((el) => el.getAttribute('aria-invalid') === 'true')).toHaveLength(1);
  },
});
export const ProblemsKorean = problems('ko', '2번째 메뉴의 가격은 0에서 1,000,000 사이의 숫자로 써 주세요', '2025-09-25: 마감 시간은 시작 시간보다 늦어야 해요', '2번째 메뉴 가격');
export const ProblemsEnglish = problems('en', 'Menu 2: the price must be a whole number of won from 0 to 1,000,000', '2025-09-25: the closing time must be after the opening time', 'Menu 2 price');
export const ProblemsJapanese = problems('ja', '2番目のメニューの価格は0～1,000,000ウォンの整数で入力してください', '2025-09-25：終了時刻は開始時刻より後にしてください', '2番目のメニュー価格');
export const ProblemsChinese = problems('zh-CN', '第2个菜单的价格须为 0 至 1,000,000 韩元的整数', '2025-09-25：结束时间必须晚于开始时间', '第 2 个菜单价格');

/** Locations are named in the admin's language. */
export const LocationsInJapanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(c.getByRole('combobox', { name: '場所' })).getByRole('option', { name: '茶香館' })).toBeTruthy();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중'),
};

export const LoadFailed: Story = {
  args: { failed: true, message: { id: 'console.error.loadFailed', tone: 'error' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { draft: TRUCK, busy: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '부스 만들기' })).toBeDisabled(),
};

/** Created: said in each language, with links to the new booth and the list, and a fresh form. */
const created = (locale: string, text: string, open: string): Story => ({
  parameters: { locale },
  args: { draft: TRUCK, createdId: 46, message: { id: 'console.booths.created', values: { name: '타코 트럭' }, tone: 'ok' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(text);
    await expect(c.getByRole('link', { name: open })).toHaveAttribute('href', '/admin/console/booth/46');
    await expect(c.queryByRole('textbox')).toBeNull();
    await userEvent.click(c.getAllByRole('button')[0]);
    await expect(args.onAnother).toHaveBeenCalled();
  },
});
export const CreatedKorean = created('ko', '타코 트럭을(를) 만들었어요. 지도와 목록에 바로 보여요.', '만든 부스 열기');
export const CreatedEnglish = created('en', '타코 트럭 was created; the map and lists show it now.', 'Open the new booth');
export const CreatedJapanese = created('ja', '타코 트럭を作成しました。地図と一覧にすぐ表示されます。', '作成したブースを開く');
export const CreatedChinese = created('zh-CN', '已创建타코 트럭，地图和列表中立即可见。', '打开新摊位');
