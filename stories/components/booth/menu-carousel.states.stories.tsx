import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MenuCarousel } from '@/components/booth/menu-carousel';

const meta = {
  title: 'Booth/MenuCarousel/States',
  component: MenuCarousel,
  args: { label: 'Menu', items: [{ key: '1', name: 'Beaker ade', price: 4000, imageUrl: null, soldOut: true }] },
} satisfies Meta<typeof MenuCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishWon: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const item = within(within(canvasElement).getByRole('listitem', { name: 'Beaker ade' }));
    await expect(item.getByText('₩4,000')).toBeVisible();
    await expect(item.getByText('Sold out')).toBeVisible();
  },
};
export const JapaneseWon: Story = {
  parameters: { locale: 'ja' },
  args: { label: 'メニュー', items: [{ key: '1', name: 'ビーカーエード', price: 4000, imageUrl: null, soldOut: false }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem', { name: 'ビーカーエード' })).toHaveTextContent('4,000');
  },
};
export const NoMenu: Story = {
  parameters: { locale: 'ko' },
  args: { label: '메뉴', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('등록된 메뉴가 없어요')).toBeVisible();
  },
};
