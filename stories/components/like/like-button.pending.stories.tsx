import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LikeButton } from '@/components/like/like-button';

/** A like made offline: shown at once, marked as waiting for the network (src/offline/like-outbox.ts). */
const meta = {
  title: 'Like/LikeButton/Pending',
  component: LikeButton,
  args: { liked: true, count: 42, pending: true, onToggle: fn() },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const pendingIn = (locale: string, name: string, description: string): Story => ({
  parameters: { locale },
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('data-pending', 'true');
    await expect(like).toHaveAccessibleDescription(description);
    await expect(like).toHaveTextContent('42');
  },
});

export const Korean = pendingIn('ko', '좋아요, 42개', '저장됨 · 연결되면 보내요');
export const English = pendingIn('en', 'Like, 42 likes', 'Saved · sent when you are back online');
export const Japanese = pendingIn('ja', 'いいね、42件', '保存済み · 接続が戻ったら送信します');
export const Chinese = pendingIn('zh-CN', '点赞，42 个赞', '已保存 · 恢复联网后发送');
