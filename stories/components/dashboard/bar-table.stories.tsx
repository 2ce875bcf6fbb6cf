// The dashboard's table-shaped parts (src/components/dashboard/bar-table.tsx): coupon stock, live visitors and
// languages used, with empty, normal and large data (mocks/fixtures/dashboard.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DashboardResponse } from '@contract/types';
import { dashboardEmpty, dashboardLarge, dashboardNormal } from '@mocks/fixtures/dashboard';
import { LanguagesChart, LiveVisitors, StockChart } from '@/components/dashboard/bar-table';

function Part({ which, data }: { which: 'stock' | 'live' | 'languages'; data: DashboardResponse }) {
  if (which === 'stock') return <StockChart stock={data.coupon_stock} />;
  if (which === 'live') return <LiveVisitors count={data.live_visitors} />;
  return <LanguagesChart languages={data.languages} />;
}

const meta = {
  title: 'Components/Dashboard/BarTable',
  component: Part,
  decorators: [(Story) => <div style={{ width: 390, padding: 8 }}><Story /></div>],
} satisfies Meta<typeof Part>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (c: ReturnType<typeof within>, header: string) => c.getByRole('rowheader', { name: header }).closest('tr')!;
const emptyPlay = (heading: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const c = within(canvasElement);
  await expect(c.getByRole('heading', { name: heading })).toBeVisible();
  await expect(c.getByText('이 날은 아직 기록이 없어요')).toBeVisible();
  await expect(c.queryByRole('table')).toBeNull();
};

export const StockEmpty: Story = {
  args: { which: 'stock', data: dashboardEmpty() },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('쿠폰을 주는 주점이 없어요')).toBeVisible(),
};
export const StockNormal: Story = {
  args: { which: 'stock', data: dashboardNormal() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(row(c, '프론티어')).getAllByRole('cell')[0]).toHaveTextContent('60장 중 40장');
  },
};
export const StockLarge: Story = {
  args: { which: 'stock', data: dashboardLarge() },
  play: async ({ canvasElement }) => expect(within(canvasElement).getAllByRole('row')).toHaveLength(13),
};

export const LiveEmpty: Story = {
  args: { which: 'live', data: dashboardEmpty() },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('0')).toBeVisible(),
};
export const LiveNormal: Story = {
  args: { which: 'live', data: dashboardNormal() },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('214')).toBeVisible(),
};
export const LiveLarge: Story = {
  args: { which: 'live', data: dashboardLarge() },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('48,213')).toBeVisible(),
};

export const LanguagesEmpty: Story = { args: { which: 'languages', data: dashboardEmpty() }, play: emptyPlay('사용 언어') };
export const LanguagesNormal: Story = {
  args: { which: 'languages', data: dashboardNormal() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(row(c, '영어')).getAllByRole('cell').map((x) => x.textContent)).toEqual(['530', '10%']);
  },
};
export const LanguagesLarge: Story = {
  args: { which: 'languages', data: dashboardLarge() },
  play: async ({ canvasElement }) => expect(within(row(within(canvasElement), '한국어')).getAllByRole('cell')[0]).toHaveTextContent('1,204,332'),
};

