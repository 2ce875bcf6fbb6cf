// The lines on the organiser dashboard (issue 25; src/components/dashboard/queue-lines-chart.tsx) with empty,
// normal and large days (mocks/fixtures/dashboard.ts) in the four languages: the day table per booth, and for the
// booth chosen the parties waiting, the average wait and the no-show rate per hour.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardEmpty, dashboardLarge, dashboardNormal } from '@mocks/fixtures/dashboard';
import { QueueLinesChart } from '@/components/dashboard/queue-lines-chart';

const meta = {
  title: 'Components/Dashboard/QueueLines',
  component: QueueLinesChart,
  args: { lines: dashboardNormal().queue_lines },
  decorators: [(Story) => <div style={{ width: 390, padding: 8 }}><Story /></div>],
} satisfies Meta<typeof QueueLinesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (el: HTMLElement, header: string) => within(el).getByRole('rowheader', { name: header }).closest('tr')!;
const cells = (tr: HTMLElement) => within(tr).getAllByRole('cell').map((c) => c.textContent);
const drawn = (el: HTMLElement) => waitFor(() => expect(el.querySelector('canvas')).not.toBeNull());

export const EmptyKorean: Story = {
  args: { lines: dashboardEmpty().queue_lines },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '대기줄' })).toBeVisible();
    await expect(c.getByText('이 날은 줄을 연 부스가 없어요')).toBeVisible();
    await expect(c.queryByRole('table')).toBeNull();
  },
};
export const EmptyEnglish: Story = {
  args: { lines: dashboardEmpty().queue_lines },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No booth ran a line on this day')).toBeVisible();
  },
};

export const NormalKorean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drawn(canvasElement);
    const day = c.getByRole('table', { name: '대기줄' });
    // 프론티어: 146 joined, 130 called, 75.9 minutes on average, 6% no-shows; 공과대학 had none.
    await expect(cells(row(day, '프론티어'))).toEqual(['146', '130', '75.9분', '6%']);
    await expect(cells(row(day, '공과대학'))).toEqual(['73', '73', '39.2분', '0%']);
    await expect(c.getByRole('heading', { name: '시간대별 대기줄: 프론티어' })).toBeVisible();
    // The hour table (for screen readers, and on screen when asked): 19:00 had 14 parties waiting at its end.
    const hours = c.getByRole('table', { name: '시간대별 대기줄: 프론티어' });
    await expect(cells(row(hours, '19시'))).toEqual(['14', '100', '8']);
  },
};
export const NormalEnglishChoosesABooth: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drawn(canvasElement);
    // The legend names the three series.
    const legend = within(c.getByRole('list'));
    await expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Parties waiting', 'Average wait (min)', 'No-shows (%)']);
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Booth' }), '공과대학');
    await expect(await c.findByRole('heading', { name: 'Line by hour: 공과대학' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Show as table' }));
    const hours = c.getByRole('table', { name: 'Line by hour: 공과대학' });
    await expect(hours).toBeVisible();
    await expect(cells(row(hours, '20:00'))).toEqual(['5', '72', '0']);
  },
};
export const NormalJapanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('columnheader', { name: '不在率' })).toBeVisible();
    await expect(cells(row(c.getByRole('table', { name: '順番待ちの列' }), '프론티어'))[2]).toBe('75.9分');
  },
};
export const NormalChinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '按小时排队: 프론티어' })).toBeVisible();
    await expect(cells(row(c.getByRole('table', { name: '排队' }), '프론티어'))[2]).toBe('75.9 分钟');
  },
};

export const LargeKorean: Story = {
  args: { lines: dashboardLarge().queue_lines },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drawn(canvasElement);
    await expect(within(c.getByRole('table', { name: '대기줄' })).getAllByRole('row')).toHaveLength(15);
    await expect(within(c.getByRole('combobox', { name: '부스' })).getAllByRole('option')).toHaveLength(14);
    await expect(c.getByRole('rowheader', { name: '아주 긴 이름의 동아리 주점 14번째 부스 — 밤새 줄을 서요' })).toBeVisible();
  },
};
export const LargeEnglish: Story = {
  args: { lines: dashboardLarge().queue_lines },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('columnheader', { name: 'No-show rate' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Line by hour: 아주 긴 이름의 동아리 주점 1번째 부스 — 밤새 줄을 서요' })).toBeVisible();
  },
};
