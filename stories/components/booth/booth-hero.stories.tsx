import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoothHero } from '@/components/booth/booth-hero';

const meta = {
  title: 'Booth/BoothHero',
  component: BoothHero,
  args: { name: '프론티어', imageUrl: '/images/booths/pub.svg', category: 'Booth', isNight: true, dorder: true },
} satisfies Meta<typeof BoothHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NightDorderBooth: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: '프론티어' })).toBeVisible();
    await expect(c.getByRole('img', { name: '프론티어 사진' })).toHaveAttribute('src', '/images/booths/pub.svg');
    await expect(c.getByText('밤')).toBeVisible();
    await expect(c.getByText('디오더 주문 가능')).toBeVisible();
  },
};
