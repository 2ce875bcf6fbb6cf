import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_PATHS } from '@contract/paths';
import { boardEmpty, boardSlow, sessionExpired } from '@mocks/handlers';
import { api, jsonError } from '@mocks/handlers/util';
import { state } from '@mocks/state';
import { adminSession } from '@/stores/admin-session';
import FestaAdminScreen from '@/screens/admin/festa-admin-screen';
import { adminScreen, asAdmin, CLUB, signedOut, STAFF, STUCO, withExpiredUid } from '../components/admin/admin-story-kit';

const meta = {
  title: 'Screens/Admin/Festa',
  component: FestaAdminScreen,
  ...adminScreen('/admin/festa', asAdmin(STAFF)),
} satisfies Meta<typeof FestaAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const URGENT = '현재 대운동장 특설무대 앞 관람 구역이 매우 혼잡합니다.';

/** The standing urgent notice, save disabled until an edit; the admin's own posts only. */
export const Staff: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: '긴급 공지' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toContain(URGENT));
    await expect(c.getByRole('button', { name: '저장' })).toBeDisabled();
    const mine = within(c.getByRole('region', { name: '내가 쓴 글' }));
    await waitFor(() => expect(mine.getAllByRole('listitem')).toHaveLength(6));
    // 축제기획단 wrote notices 1, 3, 8, 24 and lost items 12, 22; nobody else's posts, no urgent notice.
    await expect(mine.getByRole('link', { name: /학생증 \(경영학과\)/ })).toHaveAttribute('href', '/admin/festa/notice/12');
    await expect(mine.queryByText('축제 기간 주점 운영 및 음주 수칙 안내')).toBeNull();
    await expect(mine.queryByText('대운동장 특설무대 인파 밀집 주의')).toBeNull();
    await expect(c.getByRole('link', { name: '분실물 등록' })).toHaveAttribute('href', '/admin/festa/notice/lost');
    await expect(c.getByRole('link', { name: '공지 등록' })).toHaveAttribute('href', '/admin/festa/notice/normal');
  },
};

export const SaveUrgent: Story = {
  play: async (ctx) => {
    const c = within(ctx.canvasElement);
    const field = c.getByRole('textbox', { name: '긴급 공지' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toContain(URGENT));
    await userEvent.clear(field);
    await expect(c.getByRole('button', { name: '저장' })).toBeDisabled();
    await userEvent.type(field, '우천으로 야간 공연이 30분 늦게 시작해요.');
    await userEvent.click(c.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('저장했어요'));
    await expect(state.emergency?.content).toBe('우천으로 야간 공연이 30분 늦게 시작해요.');
    await expect(c.getByRole('button', { name: '저장' })).toBeDisabled();
  },
};

/** No urgent notice yet: the first one gets a title, so the server accepts it. */
export const FirstUrgent: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api(API_PATHS.emergency), () => jsonError(404, 'no urgent notice')));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: '긴급 공지' });
    await waitFor(() => expect(field).toBeEnabled());
    await expect(field).toHaveValue('');
    await userEvent.type(field, '분실물 센터가 본부석으로 옮겼어요.');
    await userEvent.click(c.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('저장했어요'));
    await expect(state.emergency).toMatchObject({ title: '긴급 공지', content: '분실물 센터가 본부석으로 옮겼어요.' });
  },
};

const typeAndSave = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  const field = c.getByRole('textbox', { name: '긴급 공지' });
  await waitFor(() => expect((field as HTMLTextAreaElement).value).toContain(URGENT));
  await userEvent.type(field, '!');
  await userEvent.click(c.getByRole('button', { name: '저장' }));
  return c;
};

/** The server failed without words: 'edit failed'. */
export const UrgentEditFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch(api(API_PATHS.emergency), () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const c = await typeAndSave(canvasElement);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('수정에 실패했어요'));
    await expect(c.getByRole('button', { name: '저장' })).toBeEnabled();
  },
};

/** The server's refusal is said in the admin's language. */
export const UrgentServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch(api(API_PATHS.emergency), () => jsonError(400, 'title must be within 200 characters')));
  },
  play: async ({ canvasElement }) => {
    const c = await typeAndSave(canvasElement);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('제목은 200자 이내로 입력해 주세요'));
  },
};

/** No answer at all: 'unknown error'. */
export const UrgentNetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch(api(API_PATHS.emergency), () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const c = await typeAndSave(canvasElement);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('인터넷 연결이 필요해요. 연결된 뒤 다시 시도해 주세요.'));
  },
};

/** Sign out: this device's uid ends on the server, the stored session is cleared, the login page opens. */
export const SignOut: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const uid = adminSession.uid!;
    await expect(state.sessions.has(uid)).toBe(true);
    await expect(c.getByText('축제기획단')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
    await expect(adminSession.uid).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem('uid')).toBeNull());
    await waitFor(() => expect(state.sessions.has(uid)).toBe(false));
  },
};

/** The uid expired: the message, the session forgotten, then the login page. */
export const SessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionExpired);
  },
  play: async ({ canvasElement }) => {
    const c = await typeAndSave(canvasElement);
    await waitFor(() => expect(c.getByText('세션이 만료되었어요. 다시 로그인해 주세요')).toBeVisible());
    await expect(adminSession.uid).toBeNull();
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'), { timeout: 3000 });
  },
};

/** A uid the server no longer knows, found by the real session check of the mock backend. */
export const ExpiredUid: Story = {
  parameters: { store: withExpiredUid(STAFF) },
  play: async ({ canvasElement }) => {
    const c = await typeAndSave(canvasElement);
    await waitFor(() => expect(c.getByText('세션이 만료되었어요. 다시 로그인해 주세요')).toBeVisible());
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'), { timeout: 3000 });
  },
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('로그인이 필요해요');
    await expect(c.queryByRole('textbox')).toBeNull();
    await new Promise((r) => setTimeout(r, 1500));
    await expect(c.getByLabelText('current path')).toHaveTextContent('/admin/festa');
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'), { timeout: 1500 });
  },
};

/** A Club admin is alerted and sent to login. */
export const WrongRole: Story = {
  parameters: { store: asAdmin(CLUB) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
    await expect(c.getByRole('alert')).toHaveTextContent('일반 공지를 작성할 권한이 없어요');
  },
};

export const StucoWithNoOwnPostsYet: Story = {
  parameters: { store: asAdmin(STUCO) },
  beforeEach({ msw }) {
    msw.use(...boardEmpty);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByText('아직 작성한 글이 없어요')).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...boardSlow);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: '긴급 공지' })).toBeDisabled();
    await expect(c.getByRole('status')).toHaveTextContent('불러오는 중');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Urgent notice' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'My posts' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Add lost item' })).toBeVisible();
  },
};
