import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_PATHS } from '@contract/paths';
import { sessionExpired } from '@mocks/handlers';
import { api, jsonError } from '@mocks/handlers/util';
import { state } from '@mocks/state';
import AdminLoginScreen from '@/screens/admin/admin-login-screen';
import EventFormScreen from '@/screens/admin/event-form-screen';
import { adminScreen, asAdmin, CLUB, expectSessionExpiredRedirect, loginRequiredPlay, routes, signedOut, STAFF } from '../components/admin/admin-story-kit';

const EventRoutes = routes({
  '/admin/booth/event': EventFormScreen,
  '/admin/login': AdminLoginScreen,
});

const meta = {
  title: 'Screens/Admin/EventForm',
  component: EventRoutes,
  // Day 2 of the festival, 15:00 in Korea.
  ...adminScreen('/admin/booth/event', asAdmin(CLUB), { now: '2025-09-25T15:00:00+09:00' }),
} satisfies Meta<typeof EventRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const setTime = async (c: Canvas, name: string, value: string) => {
  const input = c.getByRole('textbox', { name });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};
const fill = async (canvasElement: HTMLElement, times = ['18', '00', '19', '30']) => {
  const c = within(canvasElement);
  await userEvent.type(c.getByLabelText('이벤트 제목'), '선착순 음료 증정');
  await userEvent.type(c.getByLabelText('이벤트 내용'), '선착순 50명에게 음료를 드려요.');
  await setTime(c, '시작 시간 시', times[0]!);
  await setTime(c, '시작 시간 분', times[1]!);
  await setTime(c, '종료 시간 시', times[2]!);
  await setTime(c, '종료 시간 분', times[3]!);
  return c;
};

/** Confirm, the warning dialog, 'I understand': the event is written for today and the list follows after 1 s. */
export const Register: Story = {
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await expect(c.getByText('이벤트는 당일 이벤트만 작성할 수 있으며, 시작 시간은 작성 시점 이후여야 해요.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '확인' }));
    const dialog = c.getByRole('alertdialog', { name: '이벤트는 수정이 어려워요. 정말 등록할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '이해했어요' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('저장했어요'));
    await expect(state.posts.at(-1)).toMatchObject({
      category: 'Event',
      title: '선착순 음료 증정',
      writer: CLUB,
      booth_id: 12,
      start_time: '2025-09-25T18:00:00+09:00',
      end_time: '2025-09-25T19:30:00+09:00',
    });
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent(/^\/admin\/booth$/), { timeout: 2000 });
  },
};

export const CancelDialog: Story = {
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    const before = state.posts.length;
    await userEvent.click(c.getByRole('button', { name: '확인' }));
    await userEvent.click(within(c.getByRole('alertdialog')).getByRole('button', { name: '취소' }));
    await expect(c.queryByRole('alertdialog')).toBeNull();
    await expect(c.getByRole('textbox', { name: '시작 시간 시' })).toHaveValue('18');
    await expect(state.posts.length).toBe(before);
  },
};

/** Every keystroke is checked, with the messages of spec §5. */
export const TimeChecksOnEachKeystroke: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('이벤트 제목'), '이벤트');
    await userEvent.type(c.getByLabelText('이벤트 내용'), '내용');
    await expect(c.queryByRole('alert')).toBeNull();
    await userEvent.type(c.getByRole('textbox', { name: '시작 시간 시' }), '1');
    await expect(c.getByRole('alert')).toHaveTextContent('시작 시간과 종료 시간을 모두 입력해 주세요');
    await setTime(c, '시작 시간 분', '3a');
    await setTime(c, '종료 시간 시', '19');
    await setTime(c, '종료 시간 분', '00');
    await expect(c.getByRole('alert')).toHaveTextContent('올바른 시간 형식이 아니에요');
    await setTime(c, '시작 시간 분', '75');
    await expect(c.getByRole('alert')).toHaveTextContent('잘못된 숫자예요 (00-23시, 00-59분)');
    await setTime(c, '시작 시간 분', '30');
    await expect(c.getByRole('alert')).toHaveTextContent('시작 시간은 현재보다 이를 수 없어요');
    await expect(c.getByRole('button', { name: '확인' })).toBeDisabled();
    await setTime(c, '시작 시간 시', '20');
    await expect(c.getByRole('alert')).toHaveTextContent('종료 시간은 시작 시간보다 이를 수 없어요');
    await setTime(c, '종료 시간 시', '21');
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.getByRole('button', { name: '확인' })).toBeEnabled();
  },
};

/** The server failed without words: 'event registration failed'. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(api(API_PATHS.events), () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '확인' }));
    await userEvent.click(c.getByRole('button', { name: '이해했어요' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('이벤트 등록에 실패했어요'));
  },
};

export const ServerWords: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(api(API_PATHS.events), () => jsonError(400, 'only same-day events can be written')));
  },
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '확인' }));
    await userEvent.click(c.getByRole('button', { name: '이해했어요' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('당일 이벤트만 작성할 수 있어요'));
  },
};

export const SessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionExpired);
  },
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '확인' }));
    await userEvent.click(c.getByRole('button', { name: '이해했어요' }));
    await expectSessionExpiredRedirect(c);
  },
};

/** Staff may not write events: alerted and sent to login. */
export const StaffHasNoPermission: Story = {
  parameters: { store: asAdmin(STAFF) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
    await expect(c.getByRole('alert')).toHaveTextContent('이벤트를 작성할 권한이 없어요');
  },
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: loginRequiredPlay,
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Event title')).toBeVisible();
    await userEvent.type(c.getByRole('textbox', { name: 'Start time Hour' }), '9');
    await expect(c.getByRole('alert')).toHaveTextContent('Enter both start and end times');
  },
};
