import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SheetHandleButton, ZoomButtons } from '@/components/map/map-parts';

/** The plain sheet handle and zoom buttons: what the map paints before its motion code (map-motion.tsx) arrives. */
const meta = {
  title: 'Map/MapParts',
  component: SheetHandleButton,
  args: { label: '결과 목록 크기 조절', expanded: false, onTap: fn() },
} satisfies Meta<typeof SheetHandleButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Handle: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: '결과 목록 크기 조절' });
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(handle);
    await expect(args.onTap).toHaveBeenCalledOnce();
  },
};

const onZoom = fn();
export const Zoom: Story = {
  parameters: { locale: 'en' },
  render: () => <ZoomButtons onZoom={onZoom} />,
  play: async ({ canvasElement }) => {
    onZoom.mockClear();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(c.getByRole('button', { name: 'Zoom out' }));
    await expect(onZoom.mock.calls.map(([f]) => Number(f.toFixed(3)))).toEqual([1.4, 0.714]);
  },
};
