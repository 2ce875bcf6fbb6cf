import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { CampusMap } from '@/components/map/campus-map';

const pins = CAMPUS_LOCATIONS.slice(0, 8).map((l) => ({ id: l.id, name: l.names.ko, x: l.pin.x, y: l.pin.y }));

const meta = {
  title: 'Map/CampusMap',
  component: CampusMap,
  args: { pins, selectedId: null, onSelectPin: fn() },
  decorators: [(S) => <div style={{ position: 'relative', height: 520, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof CampusMap>;
export default meta;
type Story = StoryObj<typeof meta>;

function Selectable({ onSelectPin }: { onSelectPin: (id: number) => void }) {
  const [sel, set] = useState<number | null>(null);
  return <CampusMap pins={pins} selectedId={sel} onSelectPin={(id) => (set(id), onSelectPin(id))} />;
}

export const PinsAtTheirPlaces: Story = {
  render: (args) => <Selectable onSelectPin={args.onSelectPin} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const map = c.getByRole('region', { name: '캠퍼스 지도' });
    const frame = map.getBoundingClientRect();
    const pin = c.getByRole('button', { name: '팔정도' });
    const spot = pin.parentElement!.getBoundingClientRect();
    // Paljeongdo's pin sits at 48 %, 33 % of the map, moved a little where it would cover a neighbour's
    // 44 px target (issue 16, item 5).
    await expect(Math.abs(((spot.left - frame.left) / frame.width) * 100 - 48)).toBeLessThan(6);
    await expect(Math.abs(((spot.top - frame.top) / frame.height) * 100 - 33)).toBeLessThan(6);
    await userEvent.click(pin);
    await expect(args.onSelectPin).toHaveBeenCalledWith(7);
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByText('팔정도', { selector: 'span:not(.visually-hidden)' })).toBeVisible();
    // No image tiles and nothing from another host: the drawing is one image the page carries itself.
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(1);
    await expect(images[0]!.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  },
};

export const ZoomButtons: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const canvas = c.getByRole('list', { name: '장소' }).parentElement!;
    const widthBefore = canvas.getBoundingClientRect().width;
    await userEvent.click(c.getByRole('button', { name: '지도 확대' }));
    await waitFor(() => expect(canvas.getBoundingClientRect().width).toBeGreaterThan(widthBefore * 1.3));
    await userEvent.click(c.getByRole('button', { name: '지도 축소' }));
    await waitFor(() => expect(canvas.getBoundingClientRect().width).toBeCloseTo(widthBefore, 0));
  },
};
