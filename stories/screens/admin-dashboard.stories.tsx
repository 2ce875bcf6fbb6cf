// /admin/dashboard against the MSW handlers: Staff on a busy day (fixtures) and on the bare sample (the mock
// backend's own numbers), switching days; Stuco allowed; a Club admin told no and sent to login; signed out;
// a failed read with a retry; English.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardError, dashboardWith, seedMockQueue } from '@mocks/handlers';
import { setMockNow } from '@mocks/state';
import { dashboardNormal } from '@mocks/fixtures/dashboard';
import DashboardScreen from '@/screens/admin/dashboard-screen';
import { adminScreen, asAdmin, CLUB, loginRequiredPlay, signedOut, STAFF, STUCO } from '../components/admin/admin-story-kit';

const meta = {
  title: 'Screens/Admin/Dashboard',
  component: DashboardScreen,
  ...adminScreen('/admin/dashboard', asAdmin(STAFF), { now: '2025-09-25T21:30:00+09:00' }),
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (c: ReturnType<typeof within>, table: string, header: string) =>
  within(within(c.getByRole('table', { name: table })).getByRole('rowheader', { name: header }).closest('tr')!);

/** Staff on a busy day: every chart, and another day's numbers a tap away. */
export const BusyDay: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardWith((day) => dashboardNormal(day)));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: '축제 현황판' })).toBeVisible();
    const day2 = await c.findByRole('button', { name: '2일차 · 9. 25.' });
    await expect(day2).toHaveAttribute('aria-pressed', 'true');
    await expect(await c.findByRole('heading', { name: '시간대별 좋아요' })).toBeVisible();
    await expect(row(c, '시간대별 좋아요', '19시').getByRole('cell')).toHaveTextContent('60');
    // The lines (issue 25): each booth's day, and the first booth's hours.
    await expect(row(c, '대기줄', '프론티어').getAllByRole('cell').map((x) => x.textContent)).toEqual(['146', '130', '75.9분', '6%']);
    await expect(c.getByRole('heading', { name: '시간대별 대기줄: 프론티어' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '3일차 · 9. 26.' }));
    await waitFor(() => expect(c.getByRole('button', { name: '3일차 · 9. 26.' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(c.getByRole('link', { name: '관리자 페이지로' })).toHaveAttribute('href', '/admin/festa');
  },
};

/** The sample alone on the mock backend: no activity yet, the full coupon stock. */
export const SampleAlone: Story = {
  parameters: { store: asAdmin(STUCO) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '남은 쿠폰' })).toBeVisible();
    await expect(row(c, '남은 쿠폰', '프론티어').getAllByRole('cell')[0]).toHaveTextContent('60장 중 60장');
    await expect(c.getAllByText('이 날은 아직 기록이 없어요').length).toBeGreaterThan(0);
    await expect(c.getByText('이 날은 줄을 연 부스가 없어요')).toBeVisible();
  },
};

/**
 * The mock backend's own line (its tickets keep their instants, as the server's rows): 프론티어 opened its line,
 * two parties were called 20 minutes after joining (one came, one did not), two wait now.
 */
export const LineFromTheMockBackend: Story = {
  parameters: {
    store: () => {
      setMockNow('2025-09-25T21:30:00+09:00');
      seedMockQueue(1, {}, [
        { partySize: 2, state: 'seated', minutesAgo: 50, calledMinutesAgo: 30 },
        { partySize: 3, state: 'missed', minutesAgo: 45, calledMinutesAgo: 25 },
        { partySize: 2, minutesAgo: 20 },
        { partySize: 4, minutesAgo: 5 },
      ]);
      asAdmin(STAFF)();
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '대기줄' })).toBeVisible();
    await expect(row(c, '대기줄', '프론티어').getAllByRole('cell').map((x) => x.textContent)).toEqual(['4', '2', '20분', '50%']);
    // At 21:30 (the hour running) two parties wait; 20:00 ended with the first two still waiting.
    await expect(row(c, '시간대별 대기줄: 프론티어', '21시').getAllByRole('cell').map((x) => x.textContent)).toEqual(['2', '20', '50']);
    await expect(row(c, '시간대별 대기줄: 프론티어', '20시').getAllByRole('cell').map((x) => x.textContent)).toEqual(['2', '0', '0']);
  },
};

export const ClubHasNoAccess: Story = {
  parameters: { store: asAdmin(CLUB) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
    await expect(c.getByRole('alert')).toHaveTextContent('현황판은 축제기획단과 총학생회만 볼 수 있어요');
  },
};

export const SignedOut: Story = {
  parameters: { store: signedOut },
  play: loginRequiredPlay,
};

export const ReadFails: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('현황판을 불러오지 못했어요');
    await expect(c.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...dashboardWith((day) => dashboardNormal(day)));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Festival dashboard' })).toBeVisible();
    await expect(await c.findByRole('heading', { name: 'Live visitors now' })).toBeVisible();
    await expect(within(c.getByRole('region', { name: 'Live visitors now' })).getByText('214')).toBeVisible();
    await expect(c.getByText(/^As of 0?9:30\s?PM$/)).toBeVisible();
  },
};
