import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SearchBox } from '@/components/map/search-box';

const meta = {
  title: 'Map/SearchBox/States',
  component: SearchBox,
  args: { value: 'Frontier', onChange: fn(), label: 'Search', placeholder: 'Search booths and places' },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishWithText: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveValue('Frontier');
  },
};
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByPlaceholderText('Search booths and places')).toHaveValue('');
  },
};
