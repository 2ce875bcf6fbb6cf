import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { SwipeArea } from '@/components/home/swipe-area';

const meta = {
  title: 'Home/SwipeArea',
  component: SwipeArea,
  args: {
    thresholdPx: 50,
    onDrag: fn(),
    onSwipe: fn(),
    children: <div style={{ height: 120, display: 'grid', placeItems: 'center', background: '#fff1e5' }}>swipe me</div>,
  },
} satisfies Meta<typeof SwipeArea>;
export default meta;
type Story = StoryObj<typeof meta>;

function drag(el: HTMLElement, dx: number, dy = 0) {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const base = { pointerId: 1, pointerType: 'touch', isPrimary: true, buttons: 1 };
  fireEvent.pointerDown(el, { ...base, clientX: x, clientY: y });
  for (let i = 1; i <= 5; i++) fireEvent.pointerMove(el, { ...base, clientX: x + (dx * i) / 5, clientY: y + (dy * i) / 5 });
  fireEvent.pointerUp(el, { ...base, buttons: 0, clientX: x + dx, clientY: y + dy });
}

/** Past 50 px a release is a swipe: left for the next slide, right for the previous one. */
export const Threshold: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByTestId('event-carousel');
    drag(area, -49);
    await expect(args.onSwipe).not.toHaveBeenCalled();
    await expect(args.onDrag).toHaveBeenLastCalledWith(0);
    drag(area, -60);
    await expect(args.onSwipe).toHaveBeenLastCalledWith(1);
    drag(area, 60);
    await expect(args.onSwipe).toHaveBeenLastCalledWith(-1);
    await expect(args.onSwipe).toHaveBeenCalledTimes(2);
  },
};

/** A tap is not a drag. */
export const Tap: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByTestId('event-carousel');
    drag(area, 0);
    await expect(args.onSwipe).not.toHaveBeenCalled();
    await expect(args.onDrag).not.toHaveBeenCalled();
  },
};

/** A finger that first moves more down than sideways scrolls the page: the slides neither follow nor change. */
export const VerticalScroll: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByTestId('event-carousel');
    drag(area, -60, 90);
    await expect(args.onDrag).not.toHaveBeenCalled();
    await expect(args.onSwipe).not.toHaveBeenCalled();
  },
};

/** A drag the browser takes over (pointercancel) puts the slides back without a swipe. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByTestId('event-carousel');
    const r = area.getBoundingClientRect();
    const base = { pointerId: 2, pointerType: 'touch', isPrimary: true, buttons: 1, clientY: r.top + 20 };
    fireEvent.pointerDown(area, { ...base, clientX: r.left + 150 });
    fireEvent.pointerMove(area, { ...base, clientX: r.left + 70 });
    await expect(args.onDrag).toHaveBeenLastCalledWith(-80);
    fireEvent.pointerCancel(area, { ...base, buttons: 0, clientX: r.left + 70 });
    await expect(args.onDrag).toHaveBeenLastCalledWith(0);
    await expect(args.onSwipe).not.toHaveBeenCalled();
  },
};
