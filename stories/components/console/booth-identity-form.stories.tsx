import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConsoleLocation } from '@contract/console-booths';
import { boothIdentityProblems } from '@contract/rules/booth-admin';
import type { IdentityDraft } from '@machines/console-booth-identity.machine';
import { BoothIdentityForm } from '@/components/console/booth-identity-form';

const LOCATIONS: ConsoleLocation[] = [
  { id: 3, names: { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' } },
  { id: 7, names: { ko: '명진관', en: 'Myeongjin Hall', ja: '明進館', 'zh-CN': '明进馆' } },
];
const PHOTO_BOOTH: IdentityDraft = {
  name: '빛그림 즉석 사진관',
  category: 'Booth',
  locationId: '7',
  night: false,
  dorder: false,
  imageUrl: '/images/booths/photo.svg',
  image: { kind: 'keep' },
  corners: ['즉석 인화', '폴라로이드 포토존'],
};
const BAD: IdentityDraft = { ...PHOTO_BOOTH, name: '=1+1', locationId: '', corners: ['<b>'] };
const BAD_PROBLEMS = boothIdentityProblems(
  { name: BAD.name, category: 'Booth', location_id: null, is_night: false, is_dorder: false, corners: BAD.corners, menus: [] },
  { days: [], locationIds: new Set([3, 7]) },
);

const meta = {
  title: 'Console/BoothIdentityForm',
  component: BoothIdentityForm,
  args: {
    draft: PHOTO_BOOTH,
    locations: LOCATIONS,
    problems: [],
    message: null,
    onField: fn(),
    onCategory: fn(),
    onNight: fn(),
    onDorder: fn(),
    onImage: fn(),
    onRemoveImage: fn(),
    onCorner: fn(),
    onAddCorner: fn(),
    onRemoveCorner: fn(),
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BoothIdentityForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A day booth as it is: its name, category, place, photo and corners; each change goes out as a callback. */
export const DayBooth: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '이름·위치·사진' })).toBeVisible();
    await expect(c.getByRole('textbox', { name: '이름' })).toHaveValue('빛그림 즉석 사진관');
    await expect(c.getByRole('combobox', { name: '위치' })).toHaveValue('7');
    await expect(c.getByRole('img', { name: '지금 사진' })).toHaveAttribute('src', '/images/booths/photo.svg');
    await expect(c.getByRole('textbox', { name: '2번째 코너 이름' })).toHaveValue('폴라로이드 포토존');
    await userEvent.type(c.getByRole('textbox', { name: '이름' }), '!');
    await expect(args.onField).toHaveBeenCalledWith('name', '빛그림 즉석 사진관!');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '위치' }), '다향관');
    await expect(args.onField).toHaveBeenCalledWith('locationId', '3');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '종류' }), '편의점');
    await expect(args.onCategory).toHaveBeenCalledWith('Store');
    await userEvent.click(c.getByRole('button', { name: '2번째 코너 삭제' }));
    await expect(args.onRemoveCorner).toHaveBeenCalledWith(1);
    await userEvent.click(c.getByRole('button', { name: '사진 지우기' }));
    await expect(args.onRemoveImage).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: '이름·위치 바꾸기' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** Every problem beside its field, in English, with the fields marked. */
export const ProblemsEnglish: Story = {
  args: { draft: BAD, problems: BAD_PROBLEMS, message: { id: 'console.booths.fixFields', tone: 'error' } },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Please fix the marked fields');
    await expect(c.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('The name may not start with = + - @ nor contain < or >');
    await expect(c.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription("Choose one of the festival's locations");
    await expect(c.getByRole('textbox', { name: 'Corner 1 name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByRole('button', { name: 'Apply name and place' })).toBeEnabled();
  },
};

/** A photo marked for removal says so until the save, in Japanese. */
export const PhotoRemovedJapanese: Story = {
  args: { draft: { ...PHOTO_BOOTH, image: { kind: 'remove' } } },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('保存すると写真が削除されます')).toBeVisible();
    await expect(c.queryByRole('img', { name: '現在の写真' })).toBeNull();
    await expect(c.queryByRole('button', { name: '写真を削除' })).toBeNull();
    await expect(c.getByRole('button', { name: '名前と場所を変更' })).toBeVisible();
  },
};

/** A new photo chosen shows instead of the old one, with its file name (Chinese). */
export const NewPhotoChinese: Story = {
  args: {
    draft: {
      ...PHOTO_BOOTH,
      image: { kind: 'replace', name: 'stand.png', dataUrl: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC' },
    },
  },
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('已选照片：stand.png')).toBeVisible();
    await expect(c.getByRole('img', { name: '当前照片' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    await expect(c.getByRole('heading', { name: '名称、位置和照片' })).toBeVisible();
  },
};

/** A store carries no night switch and no corners; a booth without a photo says so. */
export const StoreWithoutPhoto: Story = {
  args: { draft: { ...PHOTO_BOOTH, category: 'Store', imageUrl: null, corners: [] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('checkbox', { name: '야간 부스 (주점)' })).toBeNull();
    await expect(c.queryByRole('group', { name: '코너' })).toBeNull();
    await expect(c.getByText('사진이 없습니다')).toBeVisible();
  },
};

/** A night booth may take dorder. */
export const NightBooth: Story = {
  args: { draft: { ...PHOTO_BOOTH, night: true, corners: [] } },
  parameters: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('checkbox', { name: 'Night booth (pub)' })).toBeChecked();
    await userEvent.click(c.getByRole('checkbox', { name: 'Takes dorder orders' }));
    await expect(args.onDorder).toHaveBeenCalledWith(true);
    await expect(c.queryByRole('group', { name: 'Corners' })).toBeNull();
  },
};

/** Saving: the button is busy and does not send twice. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '이름·위치 바꾸기' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { draft: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const LoadFailed: Story = {
  args: { draft: null, failed: true, message: { id: 'console.error.loadFailed', tone: 'error' } },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A refusal for a Club or Major account, worded in the admin's language. */
export const StaffOnlyRefusal: Story = {
  args: { message: { id: 'console.error.identity_staff_only', tone: 'error' } },
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('只有Staff可以更改摊位的名称、类别、位置、照片或角落。');
  },
};
