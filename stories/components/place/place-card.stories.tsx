import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlaceCard } from '@/components/place/place-card';
import { groupHours } from '@/lib/hours';

const days = ['2025-09-24', '2025-09-25', '2025-09-26'].map((day) => ({ day, start_time: '12:00:00', end_time: '21:00:00' }));

const meta = {
  title: 'Place/PlaceCard',
  component: PlaceCard,
  args: {
    category: 'FoodTruck',
    name: '타코야끼 하우스',
    locationName: '팔정도',
    imageUrl: null,
    distanceM: 48,
    hours: groupHours(days, 'ko'),
    highlighted: false,
    href: '/foodtruck/30',
    onSelect: fn(),
  },
  decorators: [(S) => <div style={{ padding: 12, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof PlaceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FoodTruck: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: '타코야끼 하우스' }));
    await expect(card.getByRole('link', { name: '타코야끼 하우스' })).toHaveAttribute('href', '/foodtruck/30');
    await expect(card.getByText('48m')).toBeVisible();
    await expect(card.getByText('수, 목, 금 12:00 ~ 21:00')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', '/images/defaults/foodtruck.svg');
    await expect(card.queryByRole('button', { name: /^좋아요/ })).toBeNull();
  },
};

export const StoreSelectsItsPin: Story = {
  args: { category: 'Store', name: '문화관 편의점', locationName: '문화관 편의점', href: null },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('link')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '문화관 편의점' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', '/images/defaults/other.svg');
  },
};
