import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MenuCarousel } from '@/components/booth/menu-carousel';

const meta = {
  title: 'Booth/MenuCarousel',
  component: MenuCarousel,
  args: {
    label: '메뉴',
    items: [
      { key: '1', name: '입장료 (1인)', price: 3000, imageUrl: null, soldOut: false },
      { key: '2', name: '모둠 감자튀김', price: 12000, imageUrl: '/images/booths/food.svg', soldOut: false, best: true },
      { key: '3', name: '오징어볶음', price: 16000, imageUrl: null, soldOut: true },
    ],
  },
} satisfies Meta<typeof MenuCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesPricesAndFlags: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: '메뉴' }));
    const fries = within(list.getByRole('listitem', { name: '모둠 감자튀김' }));
    await expect(fries.getByText('12,000원')).toBeVisible();
    await expect(fries.getByText('BEST')).toBeVisible();
    await expect(fries.queryByText('품절')).toBeNull();
    const squid = within(list.getByRole('listitem', { name: '오징어볶음' }));
    await expect(squid.getByText('품절')).toBeInTheDocument();
    await expect(list.getByRole('listitem', { name: '입장료 (1인)' })).toHaveTextContent('3,000원');
  },
};
