import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LikeButton } from '@/components/booth/like-button';

const meta = {
  title: 'Booth/LikeButton/States',
  component: LikeButton,
  args: { liked: true, count: 1234, onToggle: fn() },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Liked: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '좋아요' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByLabelText('좋아요 1,234개')).toHaveTextContent('1,234');
  },
};
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '좋아요' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const EnglishLarge: Story = {
  args: { liked: false, count: 0, size: 'large' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByLabelText('0 likes')).toHaveTextContent('0');
  },
};
