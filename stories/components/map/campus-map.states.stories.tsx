import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { CampusMap } from '@/components/map/campus-map';

const meta = {
  title: 'Map/CampusMap/States',
  component: CampusMap,
  args: { pins: [], selectedId: null, onSelectPin: fn() },
  decorators: [(S) => <div style={{ position: 'relative', height: 520, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof CampusMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoPins: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: '캠퍼스 지도' })).toBeVisible();
    await expect(c.queryAllByRole('button', { pressed: false })).toHaveLength(0);
    // The drawing is one image, decoded and painted; with no place chosen nothing is highlighted over it.
    const art = canvasElement.querySelector<HTMLImageElement>('img[src^="data:image/svg+xml"]')!;
    await waitFor(() => expect(art.complete && art.naturalWidth > 0).toBe(true));
    await expect(art.getBoundingClientRect().height).toBeGreaterThan(400);
    await expect(canvasElement.querySelector('svg rect')).toBeNull();
  },
};

export const EnglishSelectedPin: Story = {
  parameters: { locale: 'en' },
  args: {
    pins: CAMPUS_LOCATIONS.map((l) => ({ id: l.id, name: l.names.en, x: l.pin.x, y: l.pin.y })),
    selectedId: 11,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'Campus map' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Manhae Square' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await expect(c.getAllByRole('listitem')).toHaveLength(19);
    await expect(c.getByText('Main field')).toBeInTheDocument();
    // The chosen place's footprint is drawn over the image, centred on its place.
    const highlight = canvasElement.querySelector('svg rect')!.getBoundingClientRect();
    const frame = c.getByRole('region', { name: 'Campus map' }).getBoundingClientRect();
    const place = CAMPUS_LOCATIONS.find((l) => l.id === 11)!.pin;
    await expect(Math.abs(highlight.x + highlight.width / 2 - (frame.x + (frame.width * place.x) / 100))).toBeLessThan(2);
    await expect(Math.abs(highlight.y + highlight.height / 2 - (frame.y + (frame.height * place.y) / 100))).toBeLessThan(2);
  },
};
