import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { BoothStatusEntry } from '@contract/status';
import { BoothStatus } from '@/components/status/booth-status';
import { boothStatusStore } from '@/stores/booth-status';

// The badge as map cards and booth pages mount it: it reads every booth's status from the store (loaded once,
// patched by the live feed) and fades a status older than 45 minutes to unknown.
const NOW = '2025-09-25T19:03:00+09:00';
const entry = (over: Partial<BoothStatusEntry> = {}): BoothStatusEntry => ({
  booth_id: 1,
  status: 'long',
  updated_at: '2025-09-25T19:00:00+09:00',
  soldout_menus: 0,
  line: null,
  ...over,
});
const withStatuses = (...statuses: BoothStatusEntry[]) => () => {
  boothStatusStore.reset({ now: NOW, statuses });
  return () => boothStatusStore.reset();
};

const meta = {
  title: 'Status/BoothStatus',
  component: BoothStatus,
  args: { boothId: 1 },
  parameters: { now: NOW },
} satisfies Meta<typeof BoothStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const badge = async (el: HTMLElement) => within(el).findByTestId('booth-status');

export const LongWaitKorean: Story = {
  parameters: { locale: 'ko' },
  beforeEach: withStatuses(entry()),
  play: async ({ canvasElement }) => {
    await expect(await badge(canvasElement)).toHaveTextContent('대기 김 (10~30분)');
    await expect(await badge(canvasElement)).toHaveTextContent('3분 전 업데이트');
  },
};
export const SoldOutMenusEnglish: Story = {
  parameters: { locale: 'en' },
  beforeEach: withStatuses(entry({ status: 'short', soldout_menus: 2 })),
  play: async ({ canvasElement }) => {
    await expect(await badge(canvasElement)).toHaveTextContent('Short wait (under 10 min)');
    await expect(await badge(canvasElement)).toHaveTextContent('2 sold out');
  },
};
export const OlderThan45MinutesIsUnknownJapanese: Story = {
  parameters: { locale: 'ja' },
  beforeEach: withStatuses(entry({ updated_at: '2025-09-25T18:15:00+09:00' })),
  play: async ({ canvasElement }) => {
    const b = await badge(canvasElement);
    await expect(b).toHaveTextContent('状況不明');
    await expect(b).not.toHaveTextContent('待ち時間長め');
  },
};
export const NoStatusYetChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { boothId: 2 },
  beforeEach: withStatuses(entry()),
  play: async ({ canvasElement }) => {
    await expect(await badge(canvasElement)).toHaveTextContent('状态未知');
  },
};
export const CompactOnAMapCard: Story = {
  parameters: { locale: 'en' },
  args: { compact: true },
  beforeEach: withStatuses(entry({ status: 'very_long' })),
  play: async ({ canvasElement }) => {
    const b = await badge(canvasElement);
    await expect(b).toHaveTextContent('Very long wait (over 30 min)');
    await expect(b).toHaveAttribute('data-compact', 'true');
  },
};
export const FollowsTheLiveFeedKorean: Story = {
  parameters: { locale: 'ko' },
  beforeEach: withStatuses(entry()),
  play: async ({ canvasElement }) => {
    await expect(await badge(canvasElement)).toHaveTextContent('대기 김 (10~30분)');
    boothStatusStore.apply({ booth_id: 1, status: 'closed', updated_at: NOW, soldout_menus: 0, line: null });
    await waitFor(async () => expect(await badge(canvasElement)).toHaveTextContent('잠시 영업 중지'));
  },
};

// Issue 25: an open line sets the wait (it wins over the admin's setting); a paused or closed one falls back.
const lineOf = (waiting: number, est: number, status: 'open' | 'short' | 'long' | 'very_long') => ({ status, waiting, est_wait_minutes: est });
export const FromAnOpenLineKorean: Story = {
  parameters: { locale: 'ko' },
  beforeEach: withStatuses(entry({ status: 'short', line: lineOf(8, 40, 'very_long') })),
  play: async ({ canvasElement }) => {
    const b = await badge(canvasElement);
    await expect(b).toHaveTextContent('대기 아주 김 (30분 이상)');
    await expect(b).toHaveTextContent('대기줄 기준');
    await expect(b).not.toHaveTextContent('분 전 업데이트');
  },
};
export const FromAnOpenLineEnglish: Story = {
  parameters: { locale: 'en' },
  beforeEach: withStatuses(entry({ status: null, updated_at: null, line: lineOf(2, 10, 'long') })),
  play: async ({ canvasElement }) => {
    const b = await badge(canvasElement);
    await expect(b).toHaveTextContent('Long wait (10–30 min)');
    await expect(b).toHaveTextContent('from the line');
    await expect(b).toHaveAttribute('data-source', 'line');
  },
};
export const FromAnOpenLineJapanese: Story = {
  parameters: { locale: 'ja' },
  // The admin's setting is old: the line's wait still shows, it is counted now.
  beforeEach: withStatuses(entry({ updated_at: '2025-09-25T18:00:00+09:00', line: lineOf(1, 5, 'short') })),
  play: async ({ canvasElement }) => {
    const b = await badge(canvasElement);
    await expect(b).not.toHaveTextContent('状況不明');
    await expect(b).toHaveTextContent('列の人数から');
  },
};
export const LineClosedFallsBackChinese: Story = {
  parameters: { locale: 'zh-CN' },
  beforeEach: withStatuses(entry({ line: lineOf(2, 10, 'long') })),
  play: async ({ canvasElement }) => {
    await expect(await badge(canvasElement)).toHaveTextContent('按排队计算');
    boothStatusStore.apply({ booth_id: 1, status: 'short', updated_at: '2025-09-25T19:00:00+09:00', soldout_menus: 0, line: null });
    await waitFor(async () => expect(await badge(canvasElement)).not.toHaveTextContent('按排队计算'));
    await expect(await badge(canvasElement)).toHaveAttribute('data-source', 'admin');
  },
};
