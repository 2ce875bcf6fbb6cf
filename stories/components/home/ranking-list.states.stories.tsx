import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RankingList } from '@/components/home/ranking-list';

const meta = {
  title: 'Home/RankingList/States',
  component: RankingList,
  args: { status: 'ready', count: 0 },
} satisfies Meta<typeof RankingList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

/** Fewer than three liked booths: the ranking is still being calculated. */
export const Pending: Story = {
  args: { count: 2 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('랭킹 집계 중이에요')).toBeVisible();
    await expect(c.queryByRole('list')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('랭킹을 불러올 수 없어요');
  },
};

export const PendingEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rankings being calculated')).toBeVisible();
  },
};

export const FailedEnglish: Story = {
  parameters: { locale: 'en' },
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Rankings cannot be loaded');
  },
};
