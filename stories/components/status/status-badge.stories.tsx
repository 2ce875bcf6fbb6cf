import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '@/components/status/status-badge';

const NOW = Date.parse('2025-09-25T19:03:00+09:00');
const meta = {
  title: 'Status/StatusBadge',
  component: StatusBadge,
  args: { shown: 'long', updatedAt: '2025-09-25T19:00:00+09:00', nowMs: NOW, soldoutMenus: 0 },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const badge = (el: HTMLElement) => within(el).getByTestId('booth-status');

export const LongWaitKorean: Story = {
  parameters: { locale: 'ko' },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('대기 김 (10~30분)');
    await expect(badge(canvasElement)).toHaveTextContent('3분 전 업데이트');
  },
};
export const LongWaitEnglish: Story = {
  parameters: { locale: 'en' },
  args: { soldoutMenus: 2 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('Long wait (10–30 min)');
    await expect(badge(canvasElement)).toHaveTextContent('updated 3 min ago');
    await expect(badge(canvasElement)).toHaveTextContent('2 sold out');
  },
};
export const ShortWaitJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { shown: 'short', updatedAt: '2025-09-25T19:03:00+09:00' },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('待ち時間短め (10分未満)');
    await expect(badge(canvasElement)).toHaveTextContent('たった今更新');
  },
};
export const VeryLongChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { shown: 'very_long', soldoutMenus: 1 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('等候很久 (30 分钟以上)');
    await expect(badge(canvasElement)).toHaveTextContent('3 分钟前更新');
    await expect(badge(canvasElement)).toHaveTextContent('1 项售罄');
  },
};
export const OpenAndClosed: Story = {
  parameters: { locale: 'en' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StatusBadge {...args} shown="open" />
      <StatusBadge {...args} shown="closed" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [open, closed] = within(canvasElement).getAllByTestId('booth-status');
    await expect(open).toHaveTextContent('Open');
    await expect(closed).toHaveTextContent('Closed for now');
  },
};
export const UnknownHasNoTime: Story = {
  parameters: { locale: 'en' },
  args: { shown: 'unknown' },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('Status unknown');
    await expect(badge(canvasElement)).not.toHaveTextContent('updated');
  },
};
export const CompactOnACard: Story = {
  parameters: { locale: 'ko' },
  args: { compact: true, soldoutMenus: 1 },
  render: (args) => (
    <div style={{ width: 180 }}>
      <StatusBadge {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const b = badge(canvasElement);
    await expect(b).toHaveAttribute('data-compact', 'true');
    await expect(b.getBoundingClientRect().height).toBeLessThanOrEqual(16);
  },
};
