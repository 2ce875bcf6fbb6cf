import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NearbyList } from '@/components/place/nearby-list';

const meta = { title: 'Place/NearbyList/States', component: NearbyList, args: { items: [] } } satisfies Meta<typeof NearbyList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('운영 중인 부스가 없어요')).toBeVisible();
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  args: { items: [{ boothId: 9, name: 'Lab Pocha', locationName: 'Myeongjin Hall', imageUrl: null }] },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Nearby recommendations' }));
    await expect(region.getByRole('link', { name: /Lab Pocha/ })).toHaveAttribute('href', '/booth/9');
  },
};
