// The whole dashboard (src/components/dashboard/dashboard-view.tsx) in each of the four languages: headings,
// hours and numbers in the reader's language, and the day switch.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardEmpty, dashboardLarge, dashboardNormal } from '@mocks/fixtures/dashboard';
import { DashboardView } from '@/components/dashboard/dashboard-view';

const meta = {
  title: 'Components/Dashboard/DashboardView',
  component: DashboardView,
  args: { data: dashboardNormal(), onDay: fn() },
  decorators: [(Story) => <div style={{ width: 390, padding: 8 }}><Story /></div>],
} satisfies Meta<typeof DashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (c: ReturnType<typeof within>, header: string) => c.getByRole('rowheader', { name: header }).closest('tr')!;

/** Every chart in each language: headings, hours and numbers in the reader's language. */
export const AllEnglish: Story = {
    parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const name of ['Live visitors now', 'Likes per hour', 'Top booths over the day', 'Game plays and wins per hour', 'Coupons per pub per hour', 'Coupon stock left', 'Languages used', 'Board posts read per hour', 'Lines', 'Line by hour: 프론티어']) {
      await expect(c.getByRole('heading', { name })).toBeVisible();
    }
    await expect(within(c.getByRole('table', { name: 'Likes per hour' })).getByRole('rowheader', { name: '19:00' })).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Day 2 · 9/25' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(row(c, 'Japanese')).getAllByRole('cell')[0]).toHaveTextContent('262');
  },
};
export const AllJapanese: Story = {
    parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '時間帯別のいいね' })).toBeVisible();
    await expect(c.getByRole('heading', { name: '残りのクーポン' })).toBeVisible();
    // 프론티어 has a row in the coupon stock and in the lines (issue 25): each table says its own.
    await expect(within(row(within(c.getByRole('table', { name: '残りのクーポン' })), '프론티어')).getAllByRole('cell')[0]).toHaveTextContent('60枚中40枚');
    await expect(within(row(within(c.getByRole('table', { name: '順番待ちの列' })), '프론티어')).getAllByRole('cell')[3]).toHaveTextContent('6%');
  },
};
export const AllChinese: Story = {
    parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '每小时点赞数' })).toBeVisible();
    await expect(c.getByRole('group', { name: '节日日期' })).toBeVisible();
    await expect(c.getByRole('heading', { name: '按小时排队: 프론티어' })).toBeVisible();
    await expect(within(row(c, '英语')).getAllByRole('cell')[0]).toHaveTextContent('530');
  },
};
export const AllKoreanLarge: Story = {
  args: { data: dashboardLarge() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '3일차 · 9. 26.' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByText('48,213')).toBeVisible();
  },
};
export const AllEnglishEmpty: Story = {
  args: { data: dashboardEmpty() },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText('Nothing on this day yet').length).toBeGreaterThanOrEqual(5);
    await expect(c.getByText('No pub gives coupons')).toBeVisible();
    await expect(c.getByText('No booth ran a line on this day')).toBeVisible();
  },
};

/** Another day asked for with its button. */
export const ChoosesADay: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^1일차/ }));
    await expect(args.onDay).toHaveBeenCalledWith('2025-09-24');
  },
};
