import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpotList } from '@/components/map/spot-list';

const meta = { title: 'Map/SpotList/States', component: SpotList, args: { items: [], emptyText: 'No booth selected yet' } } satisfies Meta<typeof SpotList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyShowsTheMessage: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No booth selected yet');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
export const EnglishMetres: Story = {
  parameters: { locale: 'en' },
  args: { items: [{ key: 'c2', title: 'GS25 학림관점', subtitle: 'Convenience store · Hakrim Hall', distanceM: 170 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('170 m');
  },
};
