import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OLD_MAP_SHEET_INPUT } from '@machines/bottom-sheet.machine';
import { BottomSheet } from '@/components/map/bottom-sheet';
import { dragBy, readyHandle, mapSheetMax, shownHeight } from './story-helpers';

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
