import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareButton, type ShareOutcome } from '@/components/favourites/share-button';

const meta = {
  title: 'Favourites/ShareButton/States',
  component: ShareButton,
  args: { name: '프론티어', onShare: fn(async (): Promise<ShareOutcome> => 'copied') },
} satisfies Meta<typeof ShareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '프론티어 공유하기' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await expect(await c.findByRole('status')).toHaveTextContent('링크를 복사했어요');
  },
};

export const Shared: Story = {
  args: { onShare: fn(async (): Promise<ShareOutcome> => 'shared') },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '프론티어 공유하기' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    // The system share sheet said it: no toast of ours.
    await expect(c.queryByRole('status')).toBeNull();
  },
};

export const CopyFailed: Story = {
  args: { onShare: fn(async (): Promise<ShareOutcome> => 'failed') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '프론티어 공유하기' }));
    await expect(await c.findByRole('status')).toHaveTextContent('링크를 복사하지 못했어요');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Share 프론티어' }));
    await expect(await c.findByRole('status')).toHaveTextContent('Link copied');
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '프론티어を共有' }));
    await expect(await c.findByRole('status')).toHaveTextContent('リンクをコピーしました');
  },
};

export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '分享프론티어' }));
    await expect(await c.findByRole('status')).toHaveTextContent('链接已复制');
  },
};
