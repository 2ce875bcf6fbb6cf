import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OLD_MAP_SHEET_INPUT, type BottomSheetInput, type BottomSheetRef } from '@machines/bottom-sheet.machine';
import { BottomSheet } from '@/components/map/bottom-sheet';
import { MachineStepper, resettable, type ResetProps } from './machine-stepper';

/**
 * The real BottomSheet (its machine, drag and spring) in a phone-sized frame; the stepper takes over the sheet's
 * own machine once it runs, so a button here moves the real sheet and a drag there shows in the panel.
 */
function SheetStepper({ input, onReset }: { input: BottomSheetInput } & ResetProps) {
  const [actor, setActor] = useState<BottomSheetRef | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {/* transform: the sheet is absolutely placed; the frame stands for the map screen */}
      <div style={{ position: 'relative', height: 844, maxWidth: 430, overflow: 'hidden', background: '#e9e4dc', transform: 'translateZ(0)' }}>
        <BottomSheet input={input} followWindow={false} label="results" handleLabel="move the sheet" onMachine={setActor}>
          <p>booth list</p>
        </BottomSheet>
      </div>
      {actor ? (
        <MachineStepper
          actor={actor}
          onReset={onReset}
          events={[
            { label: 'drag start', event: { type: 'sheet.drag.start' } },
            { label: 'release at 200', event: { type: 'sheet.drag.end', height: 200 } },
            { label: 'release at 300', event: { type: 'sheet.drag.end', height: 300 } },
            { label: 'release at 700', event: { type: 'sheet.drag.end', height: 700 } },
            { label: 'snap min', event: { type: 'sheet.snap', to: 'min' } },
            { label: 'snap max', event: { type: 'sheet.snap', to: 'max' } },
            { label: 'resize to 900', event: { type: 'sheet.resize', windowHeight: 900 } },
            { label: 'resize to 500', event: { type: 'sheet.resize', windowHeight: 500 } },
          ]}
        />
      ) : (
        <p role="status">the sheet's machine is loading</p>
      )}
    </div>
  );
}

const Stepper = resettable(SheetStepper);

const meta = {
  title: 'Machines/BottomSheet',
  component: Stepper,
  args: { input: { windowHeight: 844 } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const ctx = (el: HTMLElement) => JSON.parse(within(el).getByLabelText('context').textContent ?? '{}');
/** The real sheet comes to rest at the height the machine chose. */
const sheetRestsAt = (el: HTMLElement, h: number) =>
  waitFor(() => expect(Math.round(within(el).getByRole('region', { name: 'results' }).getBoundingClientRect().height)).toBe(h), { timeout: 3000 });
const ready = (el: HTMLElement) => within(el).findByLabelText('state value', {}, { timeout: 5000 });

/** Issue 16, items 15-16: the real sheet at the machine's initial state; nothing runs until QA steps. */
export const StepByHand: Story = {
  name: '16.16 opens at the initial state',
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(ctx(canvasElement).height).toBe(150);
    await sheetRestsAt(canvasElement, 150);
    await expect(within(canvasElement).getByRole('button', { name: 'reset' })).toBeVisible();
  },
};

export const SnapsToTheNearer: Story = {
  name: '16.15 the real sheet snaps to the nearer height',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(canvasElement);
    await expect(ctx(canvasElement).height).toBe(150);
    await expect(c.queryByRole('button', { name: 'release at 300' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'drag start' }));
    await expect(c.getByLabelText('tags')).toHaveTextContent('dragging');
    await userEvent.click(c.getByRole('button', { name: 'release at 300' }));
    await expect(ctx(canvasElement).height).toBe(410);
    await sheetRestsAt(canvasElement, 410);
    await userEvent.click(c.getByRole('button', { name: 'drag start' }));
    await userEvent.click(c.getByRole('button', { name: 'release at 200' }));
    await expect(ctx(canvasElement).height).toBe(150);
    await sheetRestsAt(canvasElement, 150);
  },
};

export const MaxAfterResizeIsCapped: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'resize to 900' }));
    await expect(ctx(canvasElement).max).toBe(480);
    await userEvent.click(c.getByRole('button', { name: 'resize to 500' }));
    // 500 - 182 = 318 caps the maximum.
    await expect(ctx(canvasElement).max).toBe(318);
  },
};

export const OldMapSheet: Story = {
  args: { input: OLD_MAP_SHEET_INPUT },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(canvasElement);
    await expect(ctx(canvasElement).height).toBe(400);
    await userEvent.click(c.getByRole('button', { name: 'drag start' }));
    await userEvent.click(c.getByRole('button', { name: 'release at 700' }));
    await expect(ctx(canvasElement).height).toBe(800);
  },
};
