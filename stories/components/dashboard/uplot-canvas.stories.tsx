// The drawing under each dashboard chart (src/components/dashboard/uplot-canvas.tsx): uPlot arrives on first
// draw, the canvas is hidden from screen readers (the chart's table says the same) and follows its box's width.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { UplotCanvas } from '@/components/dashboard/uplot-canvas';

const hours = (at: Record<number, number>) => Array.from({ length: 24 }, (_, h) => at[h] ?? 0);

const meta = {
  title: 'Components/Dashboard/UplotCanvas',
  component: UplotCanvas,
  args: { kind: 'bars', series: [{ label: 'likes', color: '#c2410c', values: hours({ 18: 30, 19: 60 }) }] },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof UplotCanvas>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (el: HTMLElement) => waitFor(() => expect(el.querySelector('canvas')).not.toBeNull());

export const Bars: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const canvas = canvasElement.querySelector('canvas')!;
    await expect(canvas.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

export const TallLines: Story = {
  args: {
    kind: 'lines',
    height: 280,
    series: [
      { label: 'plays', color: '#1d4ed8', values: hours({ 15: 4, 16: 8, 17: 12 }) },
      { label: 'wins', color: '#047857', dash: true, values: hours({ 16: 1, 17: 3 }) },
    ],
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvasElement.querySelector('[data-chart="lines"]')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(280);
  },
};
