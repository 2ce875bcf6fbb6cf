import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MapControls, SheetHandle } from '@/components/map/map-motion';
import { viewTransform } from '@/components/map/map-view';
import { dragBy, mapSheetMax, shownHeight } from './story-helpers';

/**
 * The sheet's handle with its motion code on its own, taking over a plain element as it does when it arrives after
 * the map's first paint: `tappedBefore` is a tap on the plain handle made before the code was here. It does not
 * follow the window: the test runner sizes its frame at moments of its own, and a resize mid-story would change the
 * sheet's maximum to the after-resize one (480 instead of 410) under the story's feet.
 */
function TakeOver({ tappedBefore }: { tappedBefore: boolean }) {
  const sheet = useRef<HTMLElement>(null);
  const [rests, setRests] = useState<number[]>([]);
  return (
    <div style={{ position: 'relative', height: '100dvh', maxWidth: 430 }}>
      <section
        ref={sheet}
        aria-label="sheet"
        style={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 150, background: '#fff', borderTop: '1px solid #ddd' }}
      >
        <SheetHandle
          input={{ windowHeight: window.innerHeight }}
          followWindow={false}
          sheet={sheet}
          label="handle"
          tappedBefore={tappedBefore}
          onRest={(h) => setRests((r) => [...r, h])}
        />
        <output aria-label="rests">{rests.join(',')}</output>
      </section>
    </div>
  );
}

const meta = { title: 'Map/MapMotion', component: TakeOver, args: { tappedBefore: false } } satisfies Meta<typeof TakeOver>;
export default meta;
type Story = StoryObj<typeof meta>;

const height = shownHeight;

export const TakesOverTheSheet: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = c.getByRole('region', { name: 'sheet' });
    const handle = c.getByRole('button', { name: 'handle' });
    await waitFor(() => expect(sheet).toHaveAttribute('data-motion', 'ready'));
    await expect(height(sheet)).toBeCloseTo(150, 0);
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    // A tap opens it: the machine decides, the spring writes the element's height.
    await userEvent.click(handle);
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(height(sheet)).toBeCloseTo(mapSheetMax(), 0));
    // A drag down past the middle: it comes to rest closed, and the rest is reported.
    await dragBy(handle, 200);
    await waitFor(() => expect(height(sheet)).toBeCloseTo(150, 0));
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    await expect(c.getByRole('status', { name: 'rests' }).textContent?.split(',').at(-1)).toBe('150');
  },
};

export const CarriesOutATapMadeBeforeItArrived: Story = {
  args: { tappedBefore: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = c.getByRole('region', { name: 'sheet' });
    await waitFor(() => expect(sheet).toHaveAttribute('data-motion', 'ready'));
    await expect(c.getByRole('button', { name: 'handle' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(height(sheet)).toBeCloseTo(mapSheetMax(), 0));
  },
};

/** The map's controls taking over a drawing the static zoom buttons had already zoomed once (scale 1.4). */
function MapTakeOver() {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const before = { x: 0, y: 0, scale: 1.4 };
  return (
    <div ref={frame} role="region" aria-label="map" style={{ position: 'relative', width: 320, height: 320, overflow: 'hidden', touchAction: 'none' }}>
      <div
        ref={canvas}
        aria-label="drawing"
        role="img"
        style={{ position: 'absolute', inset: 0, transform: viewTransform(before), background: 'repeating-linear-gradient(45deg, #cde 0 10px, #fff 10px 20px)' }}
      />
      <MapControls frame={frame} canvas={canvas} viewBefore={before} />
    </div>
  );
}

const matrixOf = (el: HTMLElement) => new DOMMatrixReadOnly(getComputedStyle(el).transform);

export const TakesOverTheMapWhereTheButtonsLeftIt: Story = {
  render: () => <MapTakeOver />,
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const map = c.getByRole('region', { name: 'map' });
    const drawing = c.getByRole('img', { name: 'drawing' });
    await waitFor(() => expect(map).toHaveAttribute('data-motion', 'ready'));
    await expect(matrixOf(drawing).a).toBeCloseTo(1.4, 2);
    // The spring zooms on from there.
    await userEvent.click(c.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(matrixOf(drawing).a).toBeCloseTo(1.96, 2));
    // A drag pans the zoomed drawing.
    await dragBy(drawing, 40);
    await waitFor(() => expect(matrixOf(drawing).f).toBeGreaterThan(20));
  },
};
