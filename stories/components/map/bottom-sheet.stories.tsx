import { lazy, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OLD_MAP_SHEET_INPUT } from '@machines/bottom-sheet.machine';
import { BottomSheet, type BottomSheetProps } from '@/components/map/bottom-sheet';
import { dragBy, pointerDrag, readyHandle, mapSheetMax, shownHeight } from './story-helpers';

const meta = {
  title: 'Map/BottomSheet',
  component: BottomSheet,
  args: {
    label: '검색 결과',
    handleLabel: '결과 목록 크기 조절',
    onRest: fn(),
    // Results are links, as the map's booth cards are: the scrolling sheet is reached by Tab through them.
    children: (
      <ul>
        {Array.from({ length: 20 }, (_, i) => (
          <li key={i}>
            <a href={`/booth/${i + 1}`}>결과 {i + 1}</a>
          </li>
        ))}
      </ul>
    ),
  },
  decorators: [(S) => <div style={{ position: 'relative', height: '100dvh', maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof BottomSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const height = shownHeight;

export const DragSnapsToTheNearerEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const sheet = c.getByRole('region', { name: '검색 결과' });
    const handle = await readyHandle(c, '결과 목록 크기 조절');
    const max = mapSheetMax();
    await expect(height(sheet)).toBeCloseTo(150, 0);
    // Up by a little: nearer the minimum, so it springs back to 150.
    await dragBy(handle, -40);
    await waitFor(() => expect(height(sheet)).toBeCloseTo(150, 0));
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    // Up past the middle: snaps to the maximum (410, or less in a short window).
    await dragBy(handle, -(max - 150) / 2 - 40);
    await waitFor(() => expect(height(sheet)).toBeCloseTo(max, 0));
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onRest).toHaveBeenLastCalledWith(max);
    // Dragging never goes past the ends.
    await dragBy(handle, -300);
    await waitFor(() => expect(height(sheet)).toBeCloseTo(max, 0));
  },
};

export const TapOrKeyboardToggles: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = c.getByRole('region', { name: '검색 결과' });
    const handle = await readyHandle(c, '결과 목록 크기 조절');
    await userEvent.click(handle);
    await waitFor(() => expect(height(sheet)).toBeCloseTo(mapSheetMax(), 0));
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(height(sheet)).toBeCloseTo(150, 0));
  },
};

export const OldMapRange: Story = {
  args: { input: OLD_MAP_SHEET_INPUT, followWindow: false },
  decorators: [(S) => <div style={{ position: 'relative', height: 900, maxWidth: 430 }}><S /></div>],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = c.getByRole('region', { name: '검색 결과' });
    await expect(height(sheet)).toBeCloseTo(400, 0);
    await dragBy(await readyHandle(c, '결과 목록 크기 조절'), -250);
    await waitFor(() => expect(height(sheet)).toBeCloseTo(800, 0));
  },
};

/**
 * The sheet with its motion code held back until "Let the motion code arrive" is pressed (on the map it comes at the
 * visitor's first act, over a network that may be slow): the plain handle of the first paint is what the visitor has.
 */
function HeldMotion(args: BottomSheetProps) {
  const [held] = useState(() => {
    let release = () => {};
    const arrived = new Promise<void>((r) => (release = r));
    const Motion = lazy(() => arrived.then(() => import('@/components/map/map-motion')).then((m) => ({ default: m.SheetHandle })));
    return { release, Motion };
  });
  return (
    <>
      <button type="button" onClick={held.release}>
        Let the motion code arrive
      </button>
      <BottomSheet {...args} motion={held.Motion} />
    </>
  );
}

export const SwipeBeforeTheMotionCode: Story = {
  render: (args) => <HeldMotion {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = c.getByRole('region', { name: '검색 결과' });
    const plain = c.getByRole('button', { name: '결과 목록 크기 조절' });
    // A swipe up on the plain handle: the sheet waits for its code, and keeps the swipe.
    await pointerDrag(plain, -120, { pointerType: 'touch' });
    await expect(sheet).not.toHaveAttribute('data-motion', 'ready');
    await expect(height(sheet)).toBeCloseTo(150, 0);
    await userEvent.click(c.getByRole('button', { name: 'Let the motion code arrive' }));
    await waitFor(() => expect(sheet).toHaveAttribute('data-motion', 'ready'));
    await waitFor(() => expect(height(sheet)).toBeCloseTo(mapSheetMax(), 0));
    await expect(c.getByRole('button', { name: '결과 목록 크기 조절' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const SwipeWhileTheMotionCodeArrives: Story = {
  render: (args) => <HeldMotion {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = c.getByRole('region', { name: '검색 결과' });
    const plain = c.getByRole('button', { name: '결과 목록 크기 조절' });
    // The finger goes down on the plain handle; the code arrives and replaces it before the finger lifts.
    await pointerDrag(plain, -120, {
      pointerType: 'touch',
      beforeRelease: async () => {
        c.getByRole('button', { name: 'Let the motion code arrive' }).click();
        await waitFor(() => expect(sheet).toHaveAttribute('data-motion', 'ready'));
        await expect(plain).not.toBeInTheDocument();
      },
    });
    await waitFor(() => expect(height(sheet)).toBeCloseTo(mapSheetMax(), 0));
    await expect(c.getByRole('button', { name: '결과 목록 크기 조절' })).toHaveAttribute('aria-expanded', 'true');
  },
};
