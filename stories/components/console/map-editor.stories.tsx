import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { MapEditor } from '@/components/console/map-editor';
import { STORY_LOCATIONS, STORY_MAP } from './map-fixtures';
import { expectRetryOffered, LOAD_FAILED_ARGS } from './console-story-kit';

const meta = {
  title: 'Console/MapEditor',
  component: MapEditor,
  args: {
    lang: 'ko',
    locations: STORY_LOCATIONS,
    map: STORY_MAP,
    selectedId: null,
    draft: null,
    problems: {},
    message: null,
    onImage: fn(),
    onSelect: fn(),
    onTap: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onDraft: fn(),
    onSave: fn(),
    onCancel: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MapEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const placer = (c: ReturnType<typeof within>): HTMLElement => c.getByTestId('map-placer');

/** Korean: the uploaded image with its numbered pins, each location with its pin state and its buttons. */
export const ImageAndPins: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '지도 이미지' })).toBeVisible();
    await expect(c.getByText('장소를 고른 뒤 지도에서 핀을 꽂을 곳을 누르세요.')).toBeVisible();
    const map = placer(c);
    await expect(map.querySelector('img')).toHaveAttribute('src', STORY_MAP.image_url);
    const pin3 = map.parentElement!.querySelector<HTMLElement>('[data-pin="3"]')!;
    await expect(pin3).toHaveTextContent('3');
    await expect(pin3.style.left).toBe('27.5%');
    await expect(pin3.style.top).toBe('36%');
    const rows = within(c.getByRole('list', { name: '장소' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('다향관핀 있음');
    await expect(rows[2]).toHaveTextContent('새 광장핀 없음');
    await expect(c.getByText('지도 이미지 바꾸기 (PNG, JPEG, WebP)')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '핀 꽂기: 새 광장' }));
    await expect(args.onSelect).toHaveBeenCalledWith(25);
    await userEvent.click(c.getByRole('button', { name: '수정: 만해광장' }));
    await expect(args.onEdit).toHaveBeenCalledWith(11);
    await userEvent.click(c.getByRole('button', { name: '삭제: 다향관' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
    await userEvent.click(c.getByRole('button', { name: '장소 추가' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** A location chosen: the hint names it, its row is marked, and a tap gives the spot as fractions of the image. */
export const TapPlacesThePin: Story = {
  args: { selectedId: 25, message: { id: 'console.map.pinPlaced', values: { name: '만해광장' }, tone: 'ok' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('만해광장의 핀을 꽂았어요.');
    await expect(c.getByRole('button', { name: '핀 꽂기: 새 광장' })).toHaveAttribute('aria-pressed', 'true');
    const map = placer(c);
    await expect(map).toHaveAccessibleName('새 광장의 핀을 꽂을 곳을 누르세요');
    const box = map.getBoundingClientRect();
    await fireEvent.click(map, { clientX: box.left + box.width * 0.25, clientY: box.top + box.height * 0.5, detail: 1 });
    const [x, y] = (args.onTap as ReturnType<typeof fn>).mock.calls[0] as [number, number];
    await expect(x).toBeCloseTo(0.25, 2);
    await expect(y).toBeCloseTo(0.5, 2);
  },
};

/** English, no image yet: the built-in drawing is said to show, the upload field is offered, no pins to place. */
export const NoImageEnglish: Story = {
  parameters: { locale: 'en' },
  args: { lang: 'en', map: null },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No map image yet: visitors see the built-in drawing.')).toBeVisible();
    await expect(c.queryByTestId('map-placer')).toBeNull();
    await expect(c.queryByRole('button', { name: /^Place pin/ })).toBeNull();
    const input = c.getByLabelText('Upload the map image (PNG, JPEG, WebP)');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'campus.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onImage).toHaveBeenCalledWith(file);
    await expect(c.getByText('Dahyang Hall')).toBeVisible();
  },
};

/** Japanese: the location form with a problem under each field it names. */
export const FormProblemsJapanese: Story = {
  parameters: { locale: 'ja' },
  args: {
    lang: 'ja',
    draft: { id: null, names: { ko: '새 광장', en: '=cmd', ja: '', 'zh-CN': '' }, lat: '37.5', lng: '' },
    problems: {
      en: { id: 'console.map.error.nameChars' },
      ja: { id: 'console.map.error.nameRequired' },
      'zh-CN': { id: 'console.map.error.nameRequired' },
      lng: { id: 'console.map.error.together' },
    },
    message: { id: 'console.map.error.fixFields', tone: 'error' },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '新しい場所' })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('表示された項目を直してください。');
    await expect(c.getByLabelText('名前（韓国語）')).not.toHaveAttribute('aria-invalid');
    await expect(c.getByLabelText('名前（英語）')).toHaveAccessibleDescription('< と > は使えず、= + - @ で始めることはできません。');
    await expect(c.getByLabelText('名前（日本語）')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByLabelText('名前（日本語）')).toHaveAccessibleDescription('名前を入力してください。');
    await expect(c.getByLabelText('経度（任意・距離の計算用）')).toHaveAccessibleDescription('緯度と経度は両方入力するか、両方空欄にしてください。');
    await userEvent.type(c.getByLabelText('名前（日本語）'), '新');
    await expect(args.onDraft).toHaveBeenCalledWith('ja', '新');
    await userEvent.click(c.getByRole('button', { name: '場所を保存' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(c.getByRole('button', { name: '編集: 新広場' })).toBeDisabled();
  },
};

/** Chinese: deleting asks first. */
export const ConfirmDeleteChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { lang: 'zh-CN', confirmDelete: STORY_LOCATIONS[2] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement.ownerDocument.body);
    await expect(c.getByText('要删除新广场吗？此操作无法撤销。')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '删除' }));
    await expect(args.onConfirmDelete).toHaveBeenCalled();
  },
};

/** Korean: a location booths still use is not deleted, and the reason says how many. */
export const InUseRefused: Story = {
  args: { message: { id: 'console.map.error.location_in_use', values: { count: 4 }, tone: 'error' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('부스 4곳이 이 장소를 쓰고 있어요. 부스를 다른 장소로 옮긴 뒤 삭제하세요.');
  },
};

/** Korean: a refused image is said above the map. */
export const ImageRefused: Story = {
  args: { message: { id: 'console.map.error.unsupported_media_type', tone: 'error' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const imageCard = c.getByRole('heading', { name: '지도 이미지' }).closest('section')!;
    await expect(within(imageCard as HTMLElement).getByRole('alert')).toHaveTextContent('PNG, JPEG, WebP 이미지만 올릴 수 있어요.');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('불러오는 중');
    await expect(c.queryByTestId('map-placer')).toBeNull();
  },
};

export const LoadFailed: Story = { args: LOAD_FAILED_ARGS, play: expectRetryOffered };

/** No locations yet (an empty festival). */
export const Empty: Story = {
  args: { locations: [], map: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('아직 장소가 없어요.')).toBeVisible();
    await expect(c.getByRole('button', { name: '장소 추가' })).toBeEnabled();
  },
};

/** Korean: a focused pin moves with the arrow keys: its location is chosen and the pin placed one step over. */
export const ArrowKeysMoveAPin: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const pin = c.getByRole('button', { name: '3 · 다향관 핀' });
    await expect(pin).toHaveAccessibleDescription('화살표 키로 옮길 수 있어요 (Shift를 함께 누르면 더 멀리).');
    pin.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    const [x, y] = (args.onTap as ReturnType<typeof fn>).mock.calls.at(-1) as [number, number];
    await expect(x).toBeCloseTo(0.285, 4);
    await expect(y).toBeCloseTo(0.36, 4);
  },
};
