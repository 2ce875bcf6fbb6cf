import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PlaceCard } from '@/components/place/place-card';
import { groupHours } from '@/lib/hours';

const meta = {
  title: 'Place/PlaceCard/States',
  component: PlaceCard,
  args: {
    category: 'Toilet',
    name: '본관 지하 1층 화장실',
    locationName: '본관',
    imageUrl: null,
    distanceM: null,
    hours: groupHours([{ day: '2025-09-25', start_time: '08:00:00', end_time: '22:00:00' }], 'ko'),
    highlighted: true,
    href: '/toilet/41',
    onSelect: fn(),
  },
  decorators: [(S) => <div style={{ padding: 12, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof PlaceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectedToiletWithoutDistance: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('article')).toHaveAttribute('data-highlighted', 'true');
    await expect(c.getByText('위치 정보 없음')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', '/images/defaults/toilet.svg');
  },
};
export const EnglishDrink: Story = {
  parameters: { locale: 'en' },
  args: {
    category: 'Drink',
    name: 'Paljeongdo Alcohol Stand',
    locationName: 'Paljeongdo',
    distanceM: 20,
    highlighted: false,
    href: '/drink/35',
    hours: groupHours([{ day: '2025-09-25', start_time: '17:00:00', end_time: '23:59:00' }], 'en'),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Paljeongdo Alcohol Stand' })).toHaveAttribute('href', '/drink/35');
    await expect(c.getByText('20 m')).toBeVisible();
    await expect(c.getByText('Thu 17:00 – 23:59')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', '/images/defaults/drink.svg');
  },
};
