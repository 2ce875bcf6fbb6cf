import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostDetail } from '@/components/board/post-detail';
import { NOTICE } from './board-samples';

const meta = {
  title: 'Board/PostDetail',
  component: PostDetail,
  args: { post: NOTICE },
} satisfies Meta<typeof PostDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: '2025 동국대학교 가을 축제 일정 안내' })).toBeVisible();
    await expect(c.getByRole('article')).toHaveTextContent('작성자축제기획단');
    await expect(c.getByText(/9월 24일\(수\)부터/)).toBeVisible();
    await expect(c.queryByText('부스 위치')).toBeNull();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { post: { ...NOTICE, title: '2025 Dongguk University Autumn Festival schedule' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '2025 Dongguk University Autumn Festival schedule' })).toBeVisible();
    await expect(c.getByText('Writer')).toBeVisible();
    await expect(c.getByText('Notice')).toBeVisible();
  },
};
