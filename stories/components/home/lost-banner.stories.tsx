import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LostBanner } from '@/components/home/lost-banner';

const meta = { title: 'Home/LostBanner', component: LostBanner } satisfies Meta<typeof LostBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const link = c.getByRole('link', { name: '분실물 게시판 바로가기' });
    await expect(link).toHaveAttribute('href', '/board?category=LostItem');
    // Space is reserved before the image arrives, so nothing below it shifts.
    const img = c.getByRole('img');
    await expect(img).toHaveAttribute('width', '400');
    await expect(img).toHaveAttribute('height', '120');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to lost items' })).toHaveAttribute('href', '/board?category=LostItem');
  },
};
