// Each hourly dashboard chart (src/components/dashboard/dashboard-charts.tsx) with empty, normal and large data
// (mocks/fixtures/dashboard.ts): what a person reads is the legend and the table, which the play functions check.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DashboardResponse } from '@contract/types';
import { dashboardEmpty, dashboardLarge, dashboardNormal } from '@mocks/fixtures/dashboard';
import { BoardReadsChart, CouponsChart, GameChart, LikesChart, TopBoothsChart } from '@/components/dashboard/dashboard-charts';

type Which = 'likes' | 'top' | 'game' | 'coupons' | 'reads';

function Chart({ which, data }: { which: Which; data: DashboardResponse }) {
  switch (which) {
    case 'likes':
      return <LikesChart likes={data.likes_per_hour} />;
    case 'top':
      return <TopBoothsChart booths={data.top_booths} />;
    case 'game':
      return <GameChart plays={data.plays_per_hour} wins={data.wins_per_hour} />;
    case 'coupons':
      return <CouponsChart pubs={data.coupons_per_hour} />;
    default:
      return <BoardReadsChart reads={data.board_reads_per_hour} />;
  }
}

const meta = {
  title: 'Components/Dashboard/Charts',
  component: Chart,
  decorators: [(Story) => <div style={{ width: 390, padding: 8 }}><Story /></div>],
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (c: ReturnType<typeof within>, header: string) => c.getByRole('rowheader', { name: header }).closest('tr')!;
/** The chart drew (uPlot loads on first draw). */
const drawn = (el: HTMLElement) => waitFor(() => expect(el.querySelector('canvas')).not.toBeNull());

const emptyPlay = (heading: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const c = within(canvasElement);
  await expect(c.getByRole('heading', { name: heading })).toBeVisible();
  await expect(c.getByText('이 날은 아직 기록이 없어요')).toBeVisible();
  await expect(c.queryByRole('table')).toBeNull();
};

export const LikesEmpty: Story = { args: { which: 'likes', data: dashboardEmpty() }, play: emptyPlay('시간대별 좋아요') };
export const LikesNormal: Story = {
  args: { which: 'likes', data: dashboardNormal() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drawn(canvasElement);
    await expect(within(row(c, '19시')).getByRole('cell')).toHaveTextContent('60');
    await expect(c.getByText('좋아요 · 438')).toBeVisible();
    // The table is for screen readers until asked for on screen.
    const toggle = c.getByRole('button', { name: '표로 보기' });
    await userEvent.click(toggle);
    await expect(c.getByRole('table', { name: '시간대별 좋아요' })).toBeVisible();
    await expect(c.getByRole('button', { name: '표 숨기기' })).toHaveAttribute('aria-expanded', 'true');
  },
};
export const LikesLarge: Story = {
  args: { which: 'likes', data: dashboardLarge() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drawn(canvasElement);
    await expect(within(row(c, '19시')).getByRole('cell')).toHaveTextContent('24,001');
  },
};

export const TopBoothsEmpty: Story = { args: { which: 'top', data: dashboardEmpty() }, play: emptyPlay('인기 부스 추이') };
export const TopBoothsNormal: Story = {
  args: { which: 'top', data: dashboardNormal() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drawn(canvasElement);
    await expect(c.getAllByRole('columnheader')).toHaveLength(6);
    await expect(c.getAllByRole('row')).toHaveLength(25);
  },
};
export const TopBoothsLarge: Story = {
  args: { which: 'top', data: dashboardLarge() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drawn(canvasElement);
    await expect(c.getByRole('columnheader', { name: '아주 긴 이름의 동아리 주점 1번째 부스 — 밤새 열려요' })).toBeInTheDocument();
  },
};

export const GameEmpty: Story = { args: { which: 'game', data: dashboardEmpty() }, play: emptyPlay('시간대별 게임 참여와 당첨') };
export const GameNormal: Story = {
  args: { which: 'game', data: dashboardNormal() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drawn(canvasElement);
    const cells = within(row(c, '19시')).getAllByRole('cell');
    await expect(cells.map((x) => x.textContent)).toEqual(['20', '9']);
  },
};
export const GameLarge: Story = { args: { which: 'game', data: dashboardLarge() }, play: async ({ canvasElement }) => drawn(canvasElement) };

export const CouponsEmpty: Story = { args: { which: 'coupons', data: dashboardEmpty() }, play: emptyPlay('주점별 시간대별 쿠폰') };
export const CouponsNormal: Story = {
  args: { which: 'coupons', data: dashboardNormal() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drawn(canvasElement);
    const all = Number(within(row(c, '19시')).getAllByRole('cell')[0].textContent);
    await userEvent.selectOptions(c.getByRole('combobox', { name: '주점' }), '프론티어');
    // One pub alone gives fewer than all of them together.
    await waitFor(() => expect(Number(within(row(c, '19시')).getAllByRole('cell')[0].textContent)).toBeLessThan(all));
  },
};
export const CouponsLarge: Story = {
  args: { which: 'coupons', data: dashboardLarge() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(c.getByRole('combobox', { name: '주점' })).getAllByRole('option')).toHaveLength(13);
  },
};

export const BoardReadsEmpty: Story = { args: { which: 'reads', data: dashboardEmpty() }, play: emptyPlay('시간대별 게시글 조회') };
export const BoardReadsNormal: Story = {
  args: { which: 'reads', data: dashboardNormal() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drawn(canvasElement);
    await expect(within(row(c, '20시')).getByRole('cell')).toHaveTextContent('70');
  },
};
export const BoardReadsLarge: Story = { args: { which: 'reads', data: dashboardLarge() }, play: async ({ canvasElement }) => drawn(canvasElement) };

