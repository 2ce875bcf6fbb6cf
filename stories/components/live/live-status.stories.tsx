import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LiveStatus } from '@/components/live/live-status';

const meta = {
  title: 'Live/LiveStatus',
  component: LiveStatus,
  args: { status: 'connected' },
} satisfies Meta<typeof LiveStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Connected: nothing in the way. */
export const Connected: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** The stream dropped: a small pill while the back-off runs. */
export const Reconnecting: Story = {
  args: { status: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('다시 연결하는 중…');
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

/** The phone is offline: what shows is the last thing received. */
export const Offline: Story = {
  args: { status: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('오프라인: 마지막으로 받은 정보를 보여 줍니다');
  },
};

export const ReconnectingEnglish: Story = {
  args: { status: 'reconnecting' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reconnecting…');
  },
};

export const OfflineJapanese: Story = {
  args: { status: 'offline' },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('オフライン：最後に受信した情報を表示しています');
  },
};

export const ReconnectingChinese: Story = {
  args: { status: 'reconnecting' },
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在重新连接…');
  },
};

/** Paused (hidden tab) and still connecting say nothing. */
export const Paused: Story = {
  args: { status: 'paused' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
