// One hourly chart (src/components/dashboard/hour-chart.tsx): the legend with each series' total (or last value),
// the drawing, and the table that is in the accessibility tree and shown on screen when asked for.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HourChart } from '@/components/dashboard/hour-chart';

const hours = (at: Record<number, number>) => Array.from({ length: 24 }, (_, h) => at[h] ?? 0);
/** A running total that grows at the given hours and then holds. */
const running = (at: Record<number, number>) => {
  let total = 0;
  return Array.from({ length: 24 }, (_, h) => (total += at[h] ?? 0));
};

const meta = {
  title: 'Components/Dashboard/HourChart',
  component: HourChart,
  args: {
    title: '시간대별 좋아요',
    kind: 'bars',
    series: [{ label: '좋아요', color: '#c2410c', values: hours({ 17: 12, 18: 30, 19: 60 }) }],
  },
  decorators: [(Story) => <div style={{ width: 390, padding: 8 }}><Story /></div>],
} satisfies Meta<typeof HourChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await expect(c.getByText('좋아요 · 102')).toBeVisible();
    // Only hours with something in them are rows.
    await expect(c.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['17시', '18시', '19시']);
    await userEvent.click(c.getByRole('button', { name: '표로 보기' }));
    await expect(c.getByRole('table', { name: '시간대별 좋아요' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '표 숨기기' }));
    await expect(c.getByRole('button', { name: '표로 보기' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Running totals: the legend gives each line's last value, in English. */
export const LinesWithLastValue: Story = {
  parameters: { locale: 'en' },
  args: {
    title: 'Coupons per pub per hour',
    kind: 'lines',
    legendValue: 'last',
    series: [
      { label: 'Issued', color: '#1d4ed8', values: running({ 18: 5, 19: 4, 20: 5 }) },
      { label: 'Redeemed', color: '#047857', dash: true, values: running({ 19: 2, 20: 4 }) },
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Issued · 14')).toBeVisible();
    await expect(c.getByText('Redeemed · 6')).toBeVisible();
    await expect(c.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Hour', 'Issued', 'Redeemed']);
    await expect(within(c.getByRole('rowheader', { name: '20:00' }).closest('tr')!).getAllByRole('cell').map((x) => x.textContent)).toEqual(['14', '6']);
  },
};

export const Empty: Story = {
  parameters: { locale: 'ja' },
  args: { series: [{ label: 'いいね', color: '#c2410c', values: hours({}) }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('この日はまだ記録がありません')).toBeVisible();
    await expect(c.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};
