import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusPanel } from '@/components/status/status-panel';

const NOW = Date.parse('2025-09-25T19:05:00+09:00');
const MENUS = [
  { id: 101, name: '모둠 감자튀김', price: 12000, soldout: false },
  { id: 102, name: '오징어볶음', price: 16000, soldout: true },
];
const meta = {
  title: 'Status/StatusPanel',
  component: StatusPanel,
  args: {
    boothName: '프론티어',
    status: null,
    updatedAt: null,
    nowMs: NOW,
    menus: MENUS,
    busy: false,
    saved: null,
    failure: null,
    onSetStatus: fn(),
    onToggleMenu: fn(),
  },
} satisfies Meta<typeof StatusPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSetKorean: Story = {
  parameters: { locale: 'ko' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '프론티어 지금 상태' })).toBeVisible();
    await expect(c.getByText('아직 상태를 알리지 않았어요')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '대기 김 (10~30분)' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('long');
    await userEvent.click(c.getByRole('button', { name: '모둠 감자튀김 품절' }));
    await expect(args.onToggleMenu).toHaveBeenCalledWith(101);
  },
};
export const CurrentLongWaitEnglish: Story = {
  parameters: { locale: 'en' },
  args: { status: 'long', updatedAt: '2025-09-25T19:00:00+09:00' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Now: Long wait (10–30 min) (5 min ago)')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Long wait (10–30 min)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByRole('button', { name: '오징어볶음 sold out' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: '모둠 감자튀김 sold out' })).toHaveTextContent('On sale');
  },
};
export const SavingJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { busy: true, status: 'open', updatedAt: '2025-09-25T19:05:00+09:00' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const b of c.getAllByRole('button')) await expect(b).toBeDisabled();
    await expect(c.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};
export const SavedChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { status: 'short', updatedAt: '2025-09-25T19:05:00+09:00', saved: { status: 'short' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('状态已设为：等候较短 (10 分钟内)');
  },
};
export const MenuSavedEnglish: Story = {
  parameters: { locale: 'en' },
  args: { saved: { menuId: 102, soldout: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('오징어볶음 marked sold out');
  },
};
export const RefusedKorean: Story = {
  parameters: { locale: 'ko' },
  args: { failure: 'forbidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('이 부스의 상태를 바꿀 권한이 없어요');
  },
};
export const OfflineEnglish: Story = {
  parameters: { locale: 'en' },
  args: { failure: 'network' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('A connection is needed; tap again once connected');
  },
};
export const NoMenusJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { menus: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('メニューがありません')).toBeVisible();
  },
};
