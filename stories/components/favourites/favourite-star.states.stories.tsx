import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouriteStar } from '@/components/favourites/favourite-star';

const meta = {
  title: 'Favourites/FavouriteStar/States',
  component: FavouriteStar,
  args: { name: '프론티어', on: false, onToggle: fn() },
} satisfies Meta<typeof FavouriteStar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button', { name: '프론티어 즐겨찾기' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onToggle).toHaveBeenCalledOnce();
    const box = star.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const On: Story = {
  args: { on: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '프론티어 즐겨찾기' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { name: 'Frontier', on: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add Frontier to My festival' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  args: { name: 'フロンティア' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'フロンティアをマイフェスに追加' })).toBeVisible();
  },
};

export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { name: '前沿' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '将前沿加入我的庆典' })).toBeVisible();
  },
};
