// /admin/queue against the MSW handlers (mocks/handlers/queue.ts): a pub's admin runs its line; Staff choose a
// booth; a bad range, a refusal, a failed load and an expired session.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queueError, seedMockQueue } from '@mocks/handlers';
import { setMockNow, state } from '@mocks/state';
import QueueAdminScreen from '@/screens/admin/queue-admin-screen';
import { adminScreen, asAdmin, expectSessionExpiredRedirect, loginRequiredPlay, signedOut, STAFF, withExpiredUid } from '../components/admin/admin-story-kit';
import { NOW, say } from '../components/queue-admin/fixtures';

const FRONTIER = '중앙동아리 프론티어'; // Club of booth 1

/** Booth 1's line open, with two parties who joined 12 and 4 minutes before the story's clock. */
function withLine(admin: string) {
  return () => {
    setMockNow(NOW);
    seedMockQueue(1, { partyMax: 4 }, [
      { partySize: 2, minutesAgo: 12 },
      { partySize: 3, minutesAgo: 4 },
    ]);
    asAdmin(admin)();
  };
}

const meta = {
  title: 'Screens/Admin/Queue',
  component: QueueAdminScreen,
  ...adminScreen('/admin/queue', withLine(FRONTIER), { now: NOW }),
} satisfies Meta<typeof QueueAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type C = ReturnType<typeof within>;

const party = (c: C, n: number) => c.getByRole('listitem', { name: `${n}번` });
const said = (c: C) => c.getAllByRole('status').find((s: HTMLElement) => s.textContent !== '')!;

/** The pub's admin calls No. 1, seats them, calls No. 2 and undoes that call. */
export const ClubRunsItsLine: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('heading', { name: '프론티어 가상 줄서기' })).toBeVisible());
    await expect(c.getByTestId('line-state')).toHaveTextContent('줄 상태: 열림');
    await expect(party(c, 1)).toHaveTextContent('2명 · 12분 대기');
    await expect(party(c, 2)).toHaveTextContent('3명 · 4분 대기');
    await userEvent.click(c.getByRole('button', { name: '다음 팀 호출' }));
    await waitFor(() => expect(said(c)).toHaveTextContent('1번을 호출했어요'));
    await expect(party(c, 1)).toHaveTextContent('호출됨');
    await expect(party(c, 1)).toHaveTextContent('19:05부터 노쇼 처리 가능');
    await userEvent.click(c.getByRole('button', { name: '1번 입장' }));
    await waitFor(() => expect(said(c)).toHaveTextContent('1번이 입장했어요'));
    await userEvent.click(c.getByRole('button', { name: '다음 팀 호출' }));
    await waitFor(() => expect(said(c)).toHaveTextContent('2번을 호출했어요'));
    await userEvent.click(c.getByRole('button', { name: '마지막 처리 되돌리기 (2번)' }));
    await waitFor(() => expect(said(c)).toHaveTextContent('되돌렸어요: 2번'));
    await expect(party(c, 2)).toHaveTextContent('대기 중');
    await expect(state.queue.tickets.map((t) => t.state)).toEqual(['seated', 'waiting']);
  },
};

/** A range upside down and a grace of 45: each field says why, nothing is sent. In English. */
export const BadSettingsEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = (name: string) => c.getByRole('textbox', { name });
    await waitFor(() => expect(field('Smallest party')).toHaveValue('1'));
    await userEvent.clear(field('Smallest party'));
    await userEvent.type(field('Smallest party'), '5');
    await userEvent.clear(field('Grace after a call (minutes)'));
    await userEvent.type(field('Grace after a call (minutes)'), '45');
    await userEvent.click(c.getByRole('button', { name: 'Save settings' }));
    await expect(field('Largest party')).toHaveAccessibleDescription('Must not be smaller than the smallest party');
    await expect(field('Grace after a call (minutes)')).toHaveAccessibleDescription('A whole number of minutes from 1 to 30');
    await expect(state.queue.lines.get(1)).toMatchObject({ partyMin: 1, partyMax: 4, graceMinutes: 5 });
    // Fixed, it goes through.
    await userEvent.clear(field('Largest party'));
    await userEvent.type(field('Largest party'), '8');
    await userEvent.clear(field('Grace after a call (minutes)'));
    await userEvent.type(field('Grace after a call (minutes)'), '3');
    await userEvent.click(c.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(said(c)).toHaveTextContent('Settings saved'));
    await expect(state.queue.lines.get(1)).toMatchObject({ partyMin: 5, partyMax: 8, graceMinutes: 3 });
  },
};

/** Another phone called everyone meanwhile: the refusal is said and the list is as it was. */
export const CallRefused: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(party(c, 2)).toBeVisible());
    for (const t of state.queue.tickets) t.state = 'seated';
    await userEvent.click(c.getByRole('button', { name: '다음 팀 호출' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent(say('ko', 'admin.queue.error.lineEmpty')));
    await expect(party(c, 1)).toHaveTextContent('대기 중');
  },
};

/** Staff choose the booth, then run its line. In Japanese. */
export const StaffChoosesBoothJapanese: Story = {
  parameters: { locale: 'ja', store: withLine(STAFF) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('heading', { name: say('ja', 'admin.queue.chooseBooth') })).toBeVisible());
    await userEvent.click(await c.findByRole('link', { name: '프론티어' }));
    await waitFor(() => expect(c.getByRole('heading', { name: say('ja', 'admin.queue.title', { booth: '프론티어' }) })).toBeVisible());
    await expect(c.getByLabelText('current path')).toHaveTextContent('/admin/queue');
    await expect(c.getByRole('listitem', { name: '1番' })).toHaveTextContent(say('ja', 'admin.queue.ticket.state.waiting'));
  },
};

/** The line cannot be read: said, with a retry. In Chinese. */
export const LoadFailedChinese: Story = {
  parameters: { locale: 'zh-CN' },
  beforeEach({ msw }) {
    msw.use(...queueError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent(say('zh-CN', 'admin.queue.error.loadFailed')));
    await expect(c.getByRole('button', { name: say('zh-CN', 'admin.queue.retry') })).toBeVisible();
  },
};

export const SessionExpired: Story = {
  parameters: { store: withExpiredUid(FRONTIER) },
  play: async ({ canvasElement }) => expectSessionExpiredRedirect(within(canvasElement)),
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: loginRequiredPlay,
};
