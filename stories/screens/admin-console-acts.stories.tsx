import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleActsError, consoleActsSlow, mockActs } from '@mocks/handlers';
import ConsoleActsScreen from '@/screens/console/console-acts-screen';
import { adminScreen, asAdmin, CLUB, loginRequiredPlay, routes, signedOut, STAFF, STUCO } from '../components/admin/admin-story-kit';

const Screen = routes({ '/admin/console/acts': ConsoleActsScreen });
const MAIN = '대운동장 특설무대';

const meta = {
  title: 'Screens/Admin/ConsoleActs',
  component: Screen,
  ...adminScreen('/admin/console/acts', asAdmin(STAFF)),
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sample's acts by day and time, against the mock server. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const day2 = within(await c.findByRole('region', { name: '2일차 · 2025-09-25' }, { timeout: 4000 }));
    await expect(day2.getAllByRole('listitem')).toHaveLength(12);
    await expect(day2.getAllByRole('listitem')[0]).toHaveTextContent('15:00–15:30밴드 아우성');
    await expect(c.getByRole('region', { name: '3일차 · 2025-09-26' })).toBeVisible();
    await expect(c.queryByText('시간 겹침')).toBeNull();
  },
};

/** Staff add an act over another on the same stage: warned in the form, asked, saved, both marked. */
export const AddOverlapConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '공연 추가' }, { timeout: 4000 }));
    await userEvent.type(c.getByRole('textbox', { name: '공연 이름' }), '게스트 밴드');
    await userEvent.type(c.getByRole('textbox', { name: '무대' }), MAIN);
    await userEvent.selectOptions(c.getByRole('combobox', { name: '날짜' }), '2025-09-25');
    await userEvent.type(c.getByLabelText('시작 시간'), '15:15');
    await userEvent.type(c.getByLabelText('종료 시간'), '15:45');
    await expect(c.getByRole('alert')).toHaveTextContent('같은 무대의 밴드 아우성 (15:00–15:30) 공연과 시간이 겹칩니다');
    await userEvent.click(c.getByRole('button', { name: '공연 저장' }));
    const dialog = within(c.getByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '겹쳐도 저장' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('저장했어요'));
    await expect(c.getByRole('listitem', { name: '게스트 밴드' })).toHaveTextContent('같은 무대의 밴드 아우성 공연과 시간이 겹칩니다');
    await expect(c.getByRole('listitem', { name: '밴드 아우성' })).toHaveTextContent('같은 무대의 게스트 밴드 공연과 시간이 겹칩니다');
    // The mock server stored it with the clash, as the server does.
    await expect(mockActs().find((a) => a.name === '게스트 밴드')?.overlaps).toEqual([1]);
  },
};

/** A bad time is named on its field in English and nothing is sent. */
export const EndBeforeStart: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Edit 밴드 아우성' }, { timeout: 4000 }));
    const end = c.getByLabelText('Ends');
    await userEvent.clear(end);
    await userEvent.type(end, '14:00');
    await userEvent.click(c.getByRole('button', { name: 'Save act' }));
    await expect(end).toHaveAccessibleDescription('The act must end after it starts');
    await expect(mockActs().find((a) => a.id === 1)?.end_time).toBe('2025-09-25T15:30:00+09:00');
  },
};

/** Staff move an act later; the list shows it in its new place. */
export const EditTime: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '밴드 아우성を編集' }, { timeout: 4000 }));
    const start = c.getByLabelText('開始時刻');
    const end = c.getByLabelText('終了時刻');
    await userEvent.clear(end);
    await userEvent.type(end, '23:30');
    await userEvent.clear(start);
    await userEvent.type(start, '23:00');
    await userEvent.click(c.getByRole('button', { name: '公演を保存' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('保存しました'));
    const rows = within(c.getByRole('region', { name: '2日目 · 2025-09-25' })).getAllByRole('listitem');
    await expect(rows.at(-1)).toHaveTextContent('23:00–23:30밴드 아우성');
  },
};

/** Delete after a confirmation, in Chinese. */
export const Delete: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '删除어쿠스틱 여울' }, { timeout: 4000 }));
    await userEvent.click(within(c.getByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('演出已删除'));
    await expect(c.queryByRole('listitem', { name: '어쿠스틱 여울' })).toBeNull();
    await expect(mockActs().some((a) => a.name === '어쿠스틱 여울')).toBe(false);
  },
};

/** Stuco keep the line-up too. */
export const Stuco: Story = {
  parameters: { store: asAdmin(STUCO) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: '공연 추가' }, { timeout: 4000 })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...consoleActsSlow);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('status')).toHaveAttribute('aria-busy', 'true'));
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...consoleActsError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('alert')).toBeVisible());
    await expect(c.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

/** A Club account is neither Staff nor Stuco: told and sent to login. */
export const ClubRefused: Story = {
  parameters: { store: asAdmin(CLUB) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
  },
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: loginRequiredPlay,
};
