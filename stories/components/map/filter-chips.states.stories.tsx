import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FilterChips } from '@/components/map/filter-chips';

const meta = {
  title: 'Map/FilterChips/States',
  component: FilterChips<string>,
  args: {
    items: [
      { id: 'booth', label: 'Booth' },
      { id: 'toilet', label: 'Toilet' },
      { id: 'alcohol', label: 'Alcohol sales' },
      { id: 'convenience', label: 'Convenience store' },
      { id: 'foodtruck', label: 'Food truck' },
    ],
    value: 'alcohol',
    onSelect: fn(),
    label: 'Category',
  },
} satisfies Meta<typeof FilterChips<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishOldMapChips: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Alcohol sales' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};

/** Whether the row's end fade lies over a chip (it shows only while chips are cut at the right edge). */
const fadeOverChips = (row: HTMLElement) => {
  const fade = row.lastElementChild!.getBoundingClientRect();
  return [...row.querySelectorAll('button')].some((b) => {
    const r = b.getBoundingClientRect();
    return Math.min(r.right, fade.right) - Math.max(r.left, fade.left) > 0.5;
  });
};

/** On a phone the English chips run past the edge: a fade there until the row is scrolled to its end (issue 16 item 11). */
export const CutAtTheEdge: Story = {
  name: '16.11 cut at the edge: a fade says there is more',
  parameters: { locale: 'en' },
  decorators: [(S) => <div style={{ width: 366, background: 'var(--page)' }}><S /></div>],
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group', { name: 'Category' });
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(fadeOverChips(row)).toBe(true);
    row.scrollLeft = row.scrollWidth;
    await waitFor(() => expect(fadeOverChips(row)).toBe(false));
  },
};

export const AllChipsFit: Story = {
  name: '16.11 all chips fit: no fade',
  args: { items: [{ id: 'booth', label: '부스' }, { id: 'toilet', label: '화장실' }], value: 'booth' },
  decorators: [(S) => <div style={{ width: 366, background: 'var(--page)' }}><S /></div>],
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(fadeOverChips(row)).toBe(false);
  },
};
