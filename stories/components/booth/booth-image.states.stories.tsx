import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoothImage } from '@/components/booth/booth-image';

const meta = {
  title: 'Booth/BoothImage/States',
  component: BoothImage,
  args: { src: null, alt: 'default', width: 68, height: 68, category: 'Booth' },
} satisfies Meta<typeof BoothImage>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectDefault = (file: string): Story['play'] => async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', `/images/defaults/${file}.svg`);
};

export const FoodTruckDefault: Story = { args: { category: 'FoodTruck' }, play: expectDefault('foodtruck') };
export const DrinkDefault: Story = { args: { category: 'Drink' }, play: expectDefault('drink') };
export const ToiletDefault: Story = { args: { category: 'Toilet' }, play: expectDefault('toilet') };
export const StoreDefault: Story = { args: { category: 'Store' }, play: expectDefault('other') };
export const LazyBelowTheFold: Story = {
  args: { lazy: true, src: '/images/booths/food.svg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('loading', 'lazy');
  },
};
