import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
