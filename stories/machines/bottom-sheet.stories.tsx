import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useActorRef, useSelector } from '@xstate/react';
import { bottomSheetMachine, OLD_MAP_SHEET_INPUT, type BottomSheetInput } from '@machines/bottom-sheet.machine';
import { MachineStepper } from './machine-stepper';

function SheetStepper({ input }: { input: BottomSheetInput }) {
  const actor = useActorRef(bottomSheetMachine, { input });
  const height = useSelector(actor, (s) => s.context.height);
  return (
    <MachineStepper
      actor={actor}
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
    >
      <div style={{ position: 'relative', height: 220, background: '#eee', overflow: 'hidden', borderRadius: 8 }}>
        <div role="region" aria-label="sheet" style={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: height / 4, background: '#ff7a00', transition: 'height .2s' }} />
      </div>
    </MachineStepper>
  );
}

const meta = {
  title: 'Machines/BottomSheet',
  component: SheetStepper,
  args: { input: { windowHeight: 844 } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SheetStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const ctx = (el: HTMLElement) => JSON.parse(within(el).getByLabelText('context').textContent ?? '{}');

export const SnapsToTheNearer: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(ctx(canvasElement).height).toBe(150);
    await expect(c.getByRole('button', { name: 'release at 300' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'drag start' }));
    await expect(c.getByLabelText('tags')).toHaveTextContent('dragging');
    await userEvent.click(c.getByRole('button', { name: 'release at 300' }));
    await expect(ctx(canvasElement).height).toBe(410);
    await userEvent.click(c.getByRole('button', { name: 'drag start' }));
    await userEvent.click(c.getByRole('button', { name: 'release at 200' }));
    await expect(ctx(canvasElement).height).toBe(150);
  },
};

export const MaxAfterResizeIsCapped: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
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
    await expect(ctx(canvasElement).height).toBe(400);
    await userEvent.click(c.getByRole('button', { name: 'drag start' }));
    await userEvent.click(c.getByRole('button', { name: 'release at 700' }));
    await expect(ctx(canvasElement).height).toBe(800);
  },
};
