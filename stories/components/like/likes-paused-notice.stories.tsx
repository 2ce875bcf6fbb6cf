import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LikesPausedNotice, PausedNotice } from '@/components/like/likes-paused-notice';
import { noteLikesPaused, writePauseStore } from '@/stores/write-pause';

const meta = {
  title: 'Like/PausedNotice',
  component: PausedNotice,
  args: { shown: true },
} satisfies Meta<typeof PausedNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

function says(text: string, locale: 'ko' | 'en' | 'ja' | 'zh-CN'): Story {
  return {
    parameters: { locale },
    play: async ({ canvasElement }) => {
      const status = within(canvasElement).getByRole('status');
      await expect(status).toHaveTextContent(text);
      await expect(status).toBeVisible();
    },
  };
}

export const Korean: Story = says('좋아요가 잠시 멈췄어요. 몇 분 뒤에 다시 눌러 주세요.', 'ko');
export const English: Story = says('Likes are paused for a moment. Please try again in a few minutes.', 'en');
export const Japanese: Story = says('いいねは一時停止中です。数分後にもう一度お試しください。', 'ja');
export const Chinese: Story = says('点赞暂时暂停。请几分钟后再试。', 'zh-CN');

export const Hidden: Story = {
  args: { shown: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-likes-paused]')?.textContent).toBe('');
  },
};

/** A like refused in read-only mode shows the notice; it goes after its few seconds. */
export const AfterARefusedLike: Story = {
  parameters: { locale: 'en' },
  render: () => <LikesPausedNotice />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('status')).toBeNull();
    noteLikesPaused();
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('Likes are paused for a moment. Please try again in a few minutes.'));
    // Time up: the notice clears itself.
    writePauseStore.likesPausedUntil = Date.now() + 50;
    await waitFor(() => expect(c.queryByRole('status')).toBeNull(), { timeout: 2000 });
  },
};
