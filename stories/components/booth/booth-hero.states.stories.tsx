import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoothHero } from '@/components/booth/booth-hero';

const meta = {
  title: 'Booth/BoothHero/States',
  component: BoothHero,
  args: { name: '빛그림 즉석 사진관', imageUrl: null, category: 'Booth', isNight: false },
} satisfies Meta<typeof BoothHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DayBoothWithoutImage: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('낮')).toBeVisible();
    await expect(c.queryByText('디오더 주문 가능')).toBeNull();
    await expect(c.getByRole('img', { name: '빛그림 즉석 사진관 사진' })).toHaveAttribute('src', '/images/defaults/booth.svg');
  },
};
export const ToiletWithoutBadge: Story = {
  args: { name: '본관 지하 1층 화장실', category: 'Toilet', isNight: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByText('낮')).toBeNull();
    await expect(c.getByRole('img')).toHaveAttribute('src', '/images/defaults/toilet.svg');
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  args: { name: 'Frontier', isNight: true, dorder: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Night')).toBeVisible();
    await expect(c.getByText('Dorder available')).toBeVisible();
    await expect(c.getByRole('img', { name: 'Photo of Frontier' })).toBeVisible();
  },
};
