import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LikeButton } from '@/components/like/like-button';

const meta = {
  title: 'Like/LikeButton/States',
  component: LikeButton,
  args: { liked: true, count: 128, onToggle: fn() },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (root: HTMLElement, name: string) => within(root).getByRole('button', { name });

export const Liked: Story = {
  play: async ({ canvasElement }) => {
    const b = button(canvasElement, '좋아요, 128개');
    await expect(b).toHaveAttribute('aria-pressed', 'true');
    await expect(b).toHaveTextContent('128');
    await expect(b).toBeVisible();
  },
};

export const NotLiked: Story = {
  args: { liked: false },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, '좋아요, 128개')).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const b = button(canvasElement, '좋아요, 128개');
    await expect(b).toHaveAttribute('aria-busy', 'true');
    // Busy stays focusable: the like machine, not the button, ignores toggles in flight.
    await expect(b).toBeEnabled();
  },
};

export const Zero: Story = {
  args: { liked: false, count: 0 },
  play: async ({ canvasElement }) => {
    const b = button(canvasElement, '좋아요, 0개');
    await expect(b).toHaveAttribute('aria-pressed', 'false');
    // The visible count (the name, hidden text, says "좋아요, 0개").
    await expect(within(b).getByText('0', { exact: true })).toBeVisible();
  },
};

export const LargeCount: Story = {
  args: { count: 1234567 },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, '좋아요, 1,234,567개')).toHaveTextContent('1,234,567');
  },
};

export const LargeSize: Story = {
  args: { size: 'large', count: 97 },
  play: async ({ canvasElement }) => {
    const b = button(canvasElement, '좋아요, 97개');
    await expect(b.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await expect(b.querySelector('svg')!.getBoundingClientRect().width).toBe(26);
  },
};

export const SmallSizeKeepsATouchTarget: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    const b = button(canvasElement, '좋아요, 1개').getBoundingClientRect();
    await expect(b.height).toBeGreaterThanOrEqual(44);
    await expect(b.width).toBeGreaterThanOrEqual(44);
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { count: 1234, busy: true },
  play: async ({ canvasElement }) => {
    const b = button(canvasElement, 'Like, 1,234 likes');
    await expect(b).toHaveAttribute('aria-pressed', 'true');
    await expect(b).toHaveAttribute('aria-busy', 'true');
    await expect(b).toHaveTextContent('1,234');
  },
};

export const EnglishOne: Story = {
  parameters: { locale: 'en' },
  args: { liked: false, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Like, 1 like')).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'いいね、3件')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Korean: Story = {
  parameters: { locale: 'ko' },
  args: { liked: false, count: 2048 },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, '좋아요, 2,048개')).toHaveTextContent('2,048');
  },
};
