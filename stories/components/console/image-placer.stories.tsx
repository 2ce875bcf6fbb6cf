import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { ImagePlacer, type PlacerMark } from '@/components/console/image-placer';
import { lastCall, tapAt } from './console-story-kit';
import { STORY_MAP_IMAGE } from './map-fixtures';

const IMAGE = { url: STORY_MAP_IMAGE, width: 800, height: 600 };
const ART = (
  <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
    <rect width="100" height="100" fill="#f3efe8" />
    <rect x="20" y="30" width="40" height="20" fill="#c9b8a3" />
  </svg>
);
const LABELS: PlacerMark[] = [
  { id: 12, x: 28, y: 40, text: '멋사 미니게임존', name: '멋사 미니게임존 이름표: 끌어서 옮기기' },
  { id: 25, x: 70, y: 60, text: '세계 음식 부스', name: '세계 음식 부스 이름표: 끌어서 옮기기' },
];
const PINS: PlacerMark[] = [
  { id: 3, x: 0.275, y: 0.36, text: '3', name: '3 · Pin of Dahyang Hall' },
  { id: 11, x: 0.7, y: 0.2, text: '11', name: '11 · Pin of Manhae Square' },
];

const meta = {
  title: 'Console/ImagePlacer',
  component: ImagePlacer,
  args: {
    unit: 'percent',
    kind: 'label',
    drag: true,
    image: null,
    art: ART,
    marks: LABELS,
    chosenId: null,
    label: '부스를 고른 뒤 이름표를 놓을 곳을 지도에서 누르세요.',
    testId: 'placer',
    onTap: fn(),
    onMove: fn(),
    onChoose: fn(),
  },
} satisfies Meta<typeof ImagePlacer>;
export default meta;
type Story = StoryObj<typeof meta>;

const placer = (c: ReturnType<typeof within>): HTMLElement => c.getByTestId('placer');

/** Korean, labels in percent on a drawing: a tap gives the spot in percent; each label is a button that says how it moves. */
export const LabelsInPercent: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(placer(c)).toHaveAccessibleName('부스를 고른 뒤 이름표를 놓을 곳을 지도에서 누르세요.');
    await expect(placer(c).querySelector('svg')).not.toBeNull();
    await expect(placer(c).parentElement!.style.aspectRatio).toBe('1 / 1');
    const label = c.getByRole('button', { name: '멋사 미니게임존 이름표: 끌어서 옮기기' });
    await expect(label).toHaveTextContent('멋사 미니게임존');
    await expect(label).toHaveAccessibleDescription('화살표 키로 옮길 수 있어요 (Shift를 함께 누르면 더 멀리).');
    await expect(label.style.left).toBe('28%');
    await tapAt(placer(c), 0.25, 0.8);
    const [x, y] = lastCall(args.onTap);
    await expect(x).toBeCloseTo(25, 0);
    await expect(y).toBeCloseTo(80, 0);
  },
};

/** English, pins in fractions on an uploaded image: the image keeps its proportions and a tap gives fractions. */
export const PinsInFractionsEnglish: Story = {
  parameters: { locale: 'en' },
  args: { unit: 'fraction', kind: 'pin', drag: false, image: IMAGE, art: undefined, marks: PINS, chosenId: 11, label: 'Tap the map to place the pin of Manhae Square' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(placer(c).querySelector('img')).toHaveAttribute('src', STORY_MAP_IMAGE);
    await expect(placer(c).parentElement!.style.aspectRatio).toBe('800 / 600');
    const pin = c.getByRole('button', { name: '11 · Pin of Manhae Square' });
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(pin).toHaveAccessibleDescription('Arrow keys move it (with Shift, farther).');
    await expect(pin.style.left).toBe('70%');
    await tapAt(placer(c), 0.25, 0.5);
    const [x, y] = lastCall(args.onTap);
    await expect(x).toBeCloseTo(0.25, 2);
    await expect(y).toBeCloseTo(0.5, 2);
  },
};

/** The keyboard places a mark in the middle of the image (percent here). */
export const KeyboardPlacesInTheMiddle: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    placer(c).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTap).toHaveBeenCalledWith(50, 50);
  },
};

/** Korean: a focused label follows the arrow keys while one is held, and is moved once when it is let go; Shift goes ten times as far. */
export const ArrowKeysMoveALabel: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const label = c.getByRole('button', { name: '멋사 미니게임존 이름표: 끌어서 옮기기' });
    label.focus();
    // One session, so the held key is released by the same keyboard.
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight>3}');
    await expect(label.style.left).toBe('31%');
    await expect(label).toHaveAttribute('data-dragging', 'true');
    await expect(args.onMove).not.toHaveBeenCalled();
    await user.keyboard('{/ArrowRight}');
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await expect(args.onMove).toHaveBeenLastCalledWith(12, 31, 40);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(args.onMove).toHaveBeenLastCalledWith(12, 28, 30);
    // Enter chooses the label.
    await user.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(12);
  },
};

/** Japanese, pins in fractions: the arrow keys move a focused pin, handed over in fractions, never past the edge. */
export const ArrowKeysMoveAPinJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { unit: 'fraction', kind: 'pin', drag: false, image: IMAGE, art: undefined, marks: [{ id: 11, x: 0.995, y: 0.2, text: '11', name: '11 · 万海広場のピン' }], label: '場所を選んで、ピンを立てる所を押してください。' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const pin = c.getByRole('button', { name: '11 · 万海広場のピン' });
    await expect(pin).toHaveAccessibleDescription('矢印キーで動かせます（Shift を押しながらだと大きく動きます）。');
    pin.focus();
    await userEvent.keyboard('{ArrowDown}');
    const [id, x, y] = lastCall(args.onMove);
    await expect(id).toBe(11);
    await expect(x).toBeCloseTo(0.995, 4);
    await expect(y).toBeCloseTo(0.21, 4);
    await userEvent.keyboard('{ArrowRight}');
    await expect(lastCall(args.onMove)[1]).toBe(1);
  },
};

/** A label pressed and dragged follows the pointer and is moved where it is let go; a press alone chooses it. */
export const DragALabel: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = placer(c).getBoundingClientRect();
    const at = (fx: number, fy: number) => ({ pointerId: 1, clientX: box.left + box.width * fx, clientY: box.top + box.height * fy });
    const label = c.getByRole('button', { name: '세계 음식 부스 이름표: 끌어서 옮기기' });
    await fireEvent.pointerDown(label, at(0.7, 0.6));
    await fireEvent.pointerMove(label, at(0.5, 0.2));
    await expect(label).toHaveAttribute('data-dragging', 'true');
    await fireEvent.pointerUp(label, at(0.5, 0.2));
    const [id, x, y] = lastCall(args.onMove);
    await expect(id).toBe(25);
    await expect(x).toBeCloseTo(50, 0);
    await expect(y).toBeCloseTo(20, 0);
    await fireEvent.pointerDown(label, at(0.7, 0.6));
    await fireEvent.pointerUp(label, at(0.7, 0.6));
    await expect(args.onChoose).toHaveBeenCalledWith(25);
  },
};

/** Busy: the image is disabled, and neither keys nor a drag move a mark. */
export const Disabled: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(placer(c)).toBeDisabled();
    const label = c.getByRole('button', { name: '멋사 미니게임존 이름표: 끌어서 옮기기' });
    await expect(label).toHaveAttribute('aria-disabled', 'true');
    label.focus();
    await userEvent.keyboard('{ArrowRight}');
    await fireEvent.pointerDown(label, { pointerId: 1, clientX: 10, clientY: 10 });
    await fireEvent.pointerMove(label, { pointerId: 1, clientX: 200, clientY: 200 });
    await fireEvent.pointerUp(label, { pointerId: 1, clientX: 200, clientY: 200 });
    await expect(label.style.left).toBe('28%');
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};
