import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Category } from '@contract/constants';
import { FilterChips } from '@/components/map/filter-chips';

const items = [
  { id: 'Booth', label: '부스' },
  { id: 'FoodTruck', label: '푸드트럭' },
  { id: 'Drink', label: '주류 판매' },
  { id: 'Store', label: '편의점' },
  { id: 'Toilet', label: '화장실' },
] as { id: Category; label: string }[];

const meta = {
  title: 'Map/FilterChips',
  component: FilterChips<Category>,
  args: { items, value: 'Booth', onSelect: fn(), label: '분류' },
} satisfies Meta<typeof FilterChips<Category>>;
export default meta;
type Story = StoryObj<typeof meta>;

function Toggle({ onSelect }: { onSelect: (c: Category) => void }) {
  const [v, set] = useState<Category>('Booth');
  return <FilterChips items={items} value={v} label="분류" onSelect={(c) => (set(c), onSelect(c))} />;
}

export const ToggleRules: Story = {
  render: (args) => <Toggle onSelect={args.onSelect} />,
  play: async ({ canvasElement, args }) => {
    const c = within(within(canvasElement).getByRole('group', { name: '분류' }));
    await expect(c.getAllByRole('button').map((b) => b.textContent)).toEqual(['부스', '푸드트럭', '주류 판매', '편의점', '화장실']);
    await expect(c.getByRole('button', { name: '부스' })).toHaveAttribute('aria-pressed', 'true');
    // The active chip stays selected on a second click (and the click is still reported).
    await userEvent.click(c.getByRole('button', { name: '부스' }));
    await expect(c.getByRole('button', { name: '부스' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelect).toHaveBeenCalledWith('Booth');
    // Another click switches.
    await userEvent.click(c.getByRole('button', { name: '화장실' }));
    await expect(c.getByRole('button', { name: '화장실' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: '부스' })).toHaveAttribute('aria-pressed', 'false');
  },
};
