import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BoothImage } from '@/components/booth/booth-image';

const meta = {
  title: 'Booth/BoothImage',
  component: BoothImage,
  args: { src: '/images/booths/pub.svg', category: 'Booth', alt: '프론티어 사진', width: 68, height: 68 },
} satisfies Meta<typeof BoothImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnImage: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: '프론티어 사진' });
    await expect(img).toHaveAttribute('src', '/images/booths/pub.svg');
    // Space is reserved before the image arrives.
    await expect(img).toHaveAttribute('width', '68');
    await expect(img).toHaveAttribute('height', '68');
  },
};

export const NoImageUsesTheDefault: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', '/images/defaults/booth.svg');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: '/images/booths/missing.png', category: 'FoodTruck', alt: '트럭 사진' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: '트럭 사진' })).toHaveAttribute('src', '/images/defaults/foodtruck.svg'));
  },
};
