import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SheetMotion, type SheetControls } from '@/components/map/map-motion';
import type { SheetState } from '@/components/map/sheet-start';
import { dragBy, mapSheetMax, shownHeight } from './story-helpers';

/**
 * The sheet's motion code on its own, taking over a plain element as it does when it arrives after the map's
 * first paint: `tappedBefore` is a tap on the handle made before the code was here.
 */
function TakeOver({ tappedBefore }: { tappedBefore: boolean }) {
  const sheet = useRef<HTMLElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const controls = useRef<SheetControls | null>(null);
  const pendingToggle = useRef(tappedBefore);
  const [state, setState] = useState<SheetState>({ height: 150, expanded: false });
  const [attached, setAttached] = useState(false);
  const [rests, setRests] = useState<number[]>([]);
  return (
    <div style={{ position: 'relative', height: '100dvh', maxWidth: 430 }}>
      <section
        ref={sheet}
        aria-label="sheet"
        data-motion={attached ? 'ready' : 'static'}
        style={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 150, background: '#fff', borderTop: '1px solid #ddd' }}
      >
        <button ref={handle} type="button" aria-expanded={state.expanded} onClick={() => controls.current?.toggle()}>
          handle
        </button>
        <output aria-label="rests">{rests.join(',')}</output>
      </section>
      <SheetMotion
        input={() => ({ windowHeight: window.innerHeight })}
        followWindow
        shownHeight={150}
        sheet={sheet}
        handle={handle}
        controls={controls}
        pendingToggle={pendingToggle}
        onState={setState}
        onRest={(h) => setRests((r) => [...r, h])}
        onAttach={setAttached}
      />
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
