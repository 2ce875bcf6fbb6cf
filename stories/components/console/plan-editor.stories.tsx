import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import type { BuildingPlan } from '@contract/building-plans';
import type { PlanBooth } from '@machines/console-plans.machine';
import { PlanEditor } from '@/components/console/plan-editor';
import { STORY_LOCATIONS, STORY_MAP_IMAGE } from './map-fixtures';
import { expectRetryOffered, lastCall, LOAD_FAILED_ARGS, tapAt } from './console-story-kit';

const DAYS = ['2025-09-24', '2025-09-25', '2025-09-26'];
const BOOTHS: PlanBooth[] = [
  { id: 12, name: '멋사 미니게임존', location_id: 11 },
  { id: 25, name: '세계 음식 부스', location_id: 11 },
  { id: 28, name: '불꽃 닭꼬치', location_id: 11 },
  { id: 40, name: '다향관 카페', location_id: 3 },
];
/** Manhae Square's plan without an image: the sample's drawn shapes, two labels on the first day, one at night. */
const DRAWN: BuildingPlan = {
  location_id: 11,
  image: null,
  spots: [
    { booth_id: 12, date: DAYS[0]!, night: false, x: 28, y: 40 },
    { booth_id: 25, date: DAYS[0]!, night: false, x: 70, y: 60 },
    { booth_id: 28, date: DAYS[0]!, night: true, x: 50, y: 50 },
  ],
};
/** The same plan with an uploaded image of 800 x 600. */
const UPLOADED: BuildingPlan = { ...DRAWN, image: { url: STORY_MAP_IMAGE, width: 800, height: 600 } };
/** A plan with neither image nor labels (a location the festival has not drawn). */
const EMPTY: BuildingPlan = { location_id: 25, image: null, spots: [] };

const meta = {
  title: 'Console/PlanEditor',
  component: PlanEditor,
  args: {
    lang: 'ko',
    locations: STORY_LOCATIONS,
    booths: BOOTHS,
    days: DAYS,
    locationId: 11,
    plan: DRAWN,
    date: DAYS[0]!,
    night: false,
    boothId: null,
    message: null,
    onLocation: fn(),
    onDate: fn(),
    onNight: fn(),
    onBooth: fn(),
    onTap: fn(),
    onMove: fn(),
    onRemoveSpot: fn(),
    onImage: fn(),
    onRemoveImage: fn(),
    onConfirmRemove: fn(),
    onCancelRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PlanEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const placer = (c: ReturnType<typeof within>): HTMLElement => c.getByTestId('plan-placer');
const spotOf = (c: ReturnType<typeof within>, boothId: number) => placer(c).parentElement!.querySelector<HTMLElement>(`[data-spot="${boothId}"]`);

/** Korean, no image: the drawn plan with the first day's labels where they are; the list says which are placed. */
export const DrawnPlanWithLabels: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '만해광장' })).toBeVisible();
    await expect(c.getByText('이미지가 없어요: 방문자에게는 그려진 기본 지도가 보여요.')).toBeVisible();
    await expect(placer(c).querySelector('img')).toBeNull();
    await expect(placer(c).querySelector('svg')).not.toBeNull();
    await expect(placer(c)).toHaveAccessibleName('부스를 고른 뒤 이름표를 놓을 곳을 지도에서 누르세요. 이름표는 끌어서 옮길 수 있어요.');
    await expect(spotOf(c, 12)).toHaveTextContent('멋사 미니게임존');
    await expect(spotOf(c, 12)!.style.left).toBe('28%');
    await expect(spotOf(c, 12)!.style.top).toBe('40%');
    await expect(spotOf(c, 25)).toHaveTextContent('세계 음식 부스');
    // The night's label is not shown by day.
    await expect(spotOf(c, 28)).toBeNull();
    const rows = within(c.getByRole('list', { name: '부스 이름표' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('멋사 미니게임존놓임');
    await expect(rows[2]).toHaveTextContent('불꽃 닭꼬치아직 안 놓임');
    await expect(within(rows[2]!).queryByRole('button', { name: '이름표 빼기: 불꽃 닭꼬치' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '이름표 빼기: 세계 음식 부스' }));
    await expect(args.onRemoveSpot).toHaveBeenCalledWith(25);
    await userEvent.click(c.getByRole('button', { name: '밤' }));
    await expect(args.onNight).toHaveBeenCalledWith(true);
    await expect(c.getByRole('button', { name: '낮' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Korean: a tap on the plan gives the spot in percent of the plan (the machine says to choose a booth first). */
export const TapGivesPercent: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await tapAt(placer(c), 0.25, 0.8);
    const [x, y] = lastCall(args.onTap) ;
    await expect(x).toBeCloseTo(25, 0);
    await expect(y).toBeCloseTo(80, 0);
  },
};

/** Korean: a booth chosen: the hint and the plan's name say whose label a tap places, its row and label are marked. */
export const LabelSelected: Story = {
  args: { boothId: 28 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('불꽃 닭꼬치의 이름표를 놓을 곳을 지도에서 누르세요')).toBeVisible();
    await expect(placer(c)).toHaveAccessibleName('불꽃 닭꼬치의 이름표를 놓을 곳을 지도에서 누르세요');
    await expect(c.getByRole('button', { name: '이름표 놓기: 불꽃 닭꼬치' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: '이름표 놓기: 멋사 미니게임존' })).toHaveAttribute('aria-pressed', 'false');
    await tapAt(placer(c), 0.5, 0.5);
    const [x, y] = lastCall(args.onTap) ;
    await expect(x).toBeCloseTo(50, 0);
    await expect(y).toBeCloseTo(50, 0);
  },
};

/** Korean: a placed label, pressed and dragged, follows the pointer and is moved where it is let go. */
export const DraggingALabel: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = placer(c).getBoundingClientRect();
    const at = (fx: number, fy: number) => ({ pointerId: 1, clientX: box.left + box.width * fx, clientY: box.top + box.height * fy });
    const label = spotOf(c, 12)!;
    await fireEvent.pointerDown(label, at(0.28, 0.4));
    await fireEvent.pointerMove(label, at(0.6, 0.3));
    await expect(label).toHaveAttribute('data-dragging', 'true');
    await expect(parseFloat(label.style.left)).toBeCloseTo(60, 0);
    await expect(parseFloat(label.style.top)).toBeCloseTo(30, 0);
    await expect(args.onMove).not.toHaveBeenCalled();
    await fireEvent.pointerUp(label, at(0.6, 0.3));
    const [id, x, y] = lastCall(args.onMove);
    await expect(id).toBe(12);
    await expect(x).toBeCloseTo(60, 0);
    await expect(y).toBeCloseTo(30, 0);
    await expect(label).not.toHaveAttribute('data-dragging');
    // A press without a drag chooses the booth instead.
    await fireEvent.pointerDown(spotOf(c, 25)!, at(0.7, 0.6));
    await fireEvent.pointerUp(spotOf(c, 25)!, at(0.7, 0.6));
    await expect(args.onBooth).toHaveBeenCalledWith(25);
  },
};

/** English, an uploaded image: the plan keeps the image's proportions, with its labels; replace and remove it. */
export const UploadedImageEnglish: Story = {
  parameters: { locale: 'en' },
  args: { lang: 'en', plan: UPLOADED },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Manhae Square' })).toBeVisible();
    await expect(placer(c).querySelector('img')).toHaveAttribute('src', STORY_MAP_IMAGE);
    await expect(placer(c).parentElement!.style.aspectRatio).toBe('800 / 600');
    await expect(placer(c)).toHaveAccessibleName('Choose a booth, then tap the plan where its label goes. Drag a label to move it.');
    await expect(spotOf(c, 25)).toHaveTextContent('세계 음식 부스');
    await expect(c.queryByText('No plan image: visitors see the drawn plan.')).toBeNull();
    const input = c.getByLabelText('Replace the plan image (PNG, JPEG, WebP)');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'plan.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onImage).toHaveBeenCalledWith(file);
    await userEvent.click(c.getByRole('button', { name: 'Remove the image' }));
    await expect(args.onRemoveImage).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Place label: 불꽃 닭꼬치' }));
    await expect(args.onBooth).toHaveBeenCalledWith(28);
  },
};

/** English: a location without a plan yet opens on plain ground, without labels, offering the upload. */
export const NoImageNoLabelsEnglish: Story = {
  parameters: { locale: 'en' },
  args: { lang: 'en', locationId: 25, plan: EMPTY },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'New Square' })).toBeVisible();
    await expect(c.getByText('No plan image: visitors see the drawn plan.')).toBeVisible();
    await expect(c.getByText('No booths at this location yet.')).toBeVisible();
    await expect(placer(c).parentElement!.querySelector('[data-spot]')).toBeNull();
    await expect(c.getByLabelText('Upload the plan image (PNG, JPEG, WebP)')).toBeEnabled();
    await expect(c.queryByRole('button', { name: 'Remove the image' })).toBeNull();
  },
};

/** Korean, while a change is saved: the plan, the toggles, the list and the upload are disabled; a drag does nothing. */
export const Disabled: Story = {
  args: { busy: true, plan: UPLOADED },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(placer(c)).toBeDisabled();
    await expect(c.getByRole('button', { name: '밤' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '이름표 놓기: 불꽃 닭꼬치' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '이미지 삭제' })).toBeDisabled();
    await expect(c.getByLabelText('상세 지도 이미지 바꾸기 (PNG, JPEG, WebP)')).toBeDisabled();
    await expect(c.getByLabelText('장소')).toBeDisabled();
    const label = spotOf(c, 12)!;
    const box = placer(c).getBoundingClientRect();
    await fireEvent.pointerDown(label, { pointerId: 1, clientX: box.left + box.width * 0.28, clientY: box.top + box.height * 0.4 });
    await fireEvent.pointerMove(label, { pointerId: 1, clientX: box.left + box.width * 0.8, clientY: box.top + box.height * 0.8 });
    await fireEvent.pointerUp(label, { pointerId: 1, clientX: box.left + box.width * 0.8, clientY: box.top + box.height * 0.8 });
    await expect(label.style.left).toBe('28%');
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(args.onBooth).not.toHaveBeenCalled();
  },
};

/** Korean: a message about the plan shows above it. */
export const PlacedMessage: Story = {
  args: { boothId: 28, message: { id: 'console.plans.placed', values: { name: '불꽃 닭꼬치' }, tone: 'ok' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const planCard = c.getByRole('heading', { name: '만해광장' }).closest('section')!;
    await expect(within(planCard as HTMLElement).getByRole('status')).toHaveTextContent('불꽃 닭꼬치의 이름표를 놓았어요.');
  },
};

/** English: removing the image asks first. */
export const ConfirmRemoveEnglish: Story = {
  parameters: { locale: 'en' },
  args: { lang: 'en', plan: UPLOADED, confirmRemove: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('Remove the plan image of Manhae Square? Its booth labels stay.')).toBeVisible();
    await userEvent.click(body.getAllByRole('button', { name: 'Remove the image' }).at(-1)!);
    await expect(args.onConfirmRemove).toHaveBeenCalled();
  },
};

/** Korean: no location chosen yet: only the picker. */
export const NoLocation: Story = {
  args: { locationId: null, plan: null },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByTestId('plan-placer')).toBeNull();
    await userEvent.selectOptions(c.getByLabelText('장소'), c.getByRole('option', { name: '만해광장 · 상세 지도 있음' }));
    await expect(args.onLocation).toHaveBeenCalledWith(11);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('불러오는 중');
    await expect(c.queryByTestId('plan-placer')).toBeNull();
  },
};

export const PlanLoading: Story = {
  args: { plan: null, planLoading: true, busy: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('불러오는 중');
    await expect(c.getByLabelText('장소')).toBeEnabled();
  },
};

export const LoadFailed: Story = { args: LOAD_FAILED_ARGS, play: expectRetryOffered };
