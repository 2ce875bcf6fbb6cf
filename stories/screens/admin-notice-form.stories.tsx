import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_PATHS } from '@contract/paths';
import { sessionExpired } from '@mocks/handlers';
import { api, jsonError } from '@mocks/handlers/util';
import { state } from '@mocks/state';
import AdminLoginScreen from '@/screens/admin/admin-login-screen';
import NoticeFormScreen from '@/screens/admin/notice-form-screen';
import {
  adminScreen,
  asAdmin,
  CLUB,
  deleteOnAnotherPhone,
  expectSessionExpiredRedirect,
  hearLive,
  loginRequiredPlay,
  routes,
  signedOut,
  STAFF,
  STUCO,
  withLive,
} from '../components/admin/admin-story-kit';

/** Both routes of the form, as the app declares them, so `:id` reaches the screen; login for the redirects. */
const NoticeRoutes = routes({
  '/admin/festa/notice/normal': NoticeFormScreen,
  '/admin/festa/notice/edit/:id': NoticeFormScreen,
  '/admin/login': AdminLoginScreen,
});

const meta = {
  title: 'Screens/Admin/NoticeForm',
  component: NoticeRoutes,
  ...adminScreen('/admin/festa/notice/normal', asAdmin(STAFF)),
} satisfies Meta<typeof NoticeRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await userEvent.type(c.getByLabelText('제목'), '분실물 센터 이전 안내');
  await userEvent.type(c.getByLabelText('내용'), '분실물 센터가 본부석 옆으로 옮겼어요.');
  return c;
};

/** Register: saved, then back to /admin/festa after 1 s; the post is on the board. */
export const Register: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '공지 등록' })).toBeVisible();
    await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
    await fill(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('저장했어요'));
    await expect(state.posts.at(-1)).toMatchObject({ category: 'Notice', title: '분실물 센터 이전 안내', writer: STAFF });
    await expect(c.getByLabelText('current path')).toHaveTextContent('/admin/festa/notice/normal');
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent(/^\/admin\/festa$/), { timeout: 2000 });
  },
};

/** Blank after trimming counts as empty. */
export const BlankFields: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('제목'), '   ');
    await userEvent.type(c.getByLabelText('내용'), '내용');
    await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
  },
};

/** Edit: the post's values, 'edit' disabled until something changes. */
export const Edit: Story = {
  parameters: { route: { path: '/admin/festa/notice/edit/1' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('제목')).toHaveValue('2025 동국대학교 가을 축제 일정 안내'));
    await expect(c.getByRole('button', { name: '수정' })).toBeDisabled();
    await userEvent.type(c.getByLabelText('제목'), ' (변경)');
    await expect(c.getByRole('button', { name: '수정' })).toBeEnabled();
    await userEvent.click(c.getByRole('button', { name: '수정' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('저장했어요'));
    await expect(state.posts.find((p) => p.id === 1)?.title).toBe('2025 동국대학교 가을 축제 일정 안내 (변경)');
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent(/^\/admin\/festa$/), { timeout: 2000 });
  },
};

/** Issue 16, item 13: someone else's notice is not offered for editing (the server would refuse it). */
export const EditOthersPost: Story = {
  name: '16.13 another admin’s notice is not offered for editing',
  parameters: { route: { path: '/admin/festa/notice/edit/2' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('내가 쓴 글만 수정하거나 삭제할 수 있어요'));
    await expect(c.queryByLabelText('제목')).toBeNull();
  },
};

export const MissingPost: Story = {
  parameters: { route: { path: '/admin/festa/notice/edit/9999' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('이 글은 더 이상 없어요'));
  },
};

/**
 * Editing, and the post is deleted on another phone: the live update reads it again and it is gone. The form stays with
 * what the admin typed, the notice above it says so, and saving gets the server's refusal in the same words.
 */
export const EditPostDeletedMeanwhile: Story = {
  name: 'edit whose post was deleted meanwhile',
  decorators: [withLive],
  parameters: { route: { path: '/admin/festa/notice/edit/1' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('제목')).toHaveValue('2025 동국대학교 가을 축제 일정 안내'));
    await userEvent.type(c.getByLabelText('제목'), ' (우천 시 변경)');
    deleteOnAnotherPhone(1);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('이 글은 더 이상 없어요'));
    await expect(c.getByLabelText('제목')).toHaveValue('2025 동국대학교 가을 축제 일정 안내 (우천 시 변경)');
    // The notice is above the form, where the admin looks first.
    const form = c.getByRole('form', { name: '수정' });
    await expect(c.getByRole('alert').compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(c.getByRole('button', { name: '수정' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('이 글은 더 이상 없어요'));
    await expect(c.getByLabelText('제목')).toHaveValue('2025 동국대학교 가을 축제 일정 안내 (우천 시 변경)');
    await expect(c.getByRole('button', { name: '수정' })).toBeEnabled();
    await expect(c.getByLabelText('current path')).toHaveTextContent('/admin/festa/notice/edit/1');
  },
};

/** Editing, and a later read fails (the server errs): the form stays with what was typed, the notice says the read failed. */
export const EditReadFailsMeanwhile: Story = {
  decorators: [withLive],
  parameters: { route: { path: '/admin/festa/notice/edit/1' } },
  beforeEach({ msw }) {
    let reads = 0;
    // The first read is answered as usual; every later one fails.
    msw.use(http.get(api(API_PATHS.boardPost(':id')), () => ((reads += 1) > 1 ? new HttpResponse(null, { status: 500 }) : undefined)));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('제목')).toHaveValue('2025 동국대학교 가을 축제 일정 안내'));
    const content = c.getByLabelText<HTMLTextAreaElement>('내용');
    const typed = `${content.value} 우천 시 실내로 옮겨요.`;
    await userEvent.type(content, ' 우천 시 실내로 옮겨요.');
    hearLive('post', { id: 3, action: 'edited', category: 'Notice' });
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('게시글을 불러오지 못했어요'));
    await expect(c.getByLabelText('내용')).toHaveValue(typed);
    await expect(c.getByRole('button', { name: '수정' })).toBeEnabled();
  },
};

export const RequestFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(api(API_PATHS.notices), () => new HttpResponse(null, { status: 502 })));
  },
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('요청에 실패했어요'));
    await expect(c.getByRole('button', { name: '등록' })).toBeEnabled();
  },
};

/** No answer at all (the network is gone): the admin is told the save needs a connection, and keeps what was typed. */
export const NetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(api(API_PATHS.notices), () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('인터넷 연결이 필요해요. 연결된 뒤 다시 시도해 주세요.'));
  },
};

export const ServerWords: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(api(API_PATHS.notices), () => jsonError(400, 'title must be within 200 characters')));
  },
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('제목은 200자 이내로 입력해 주세요'));
  },
};

export const SessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionExpired);
  },
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '등록' }));
    await expectSessionExpiredRedirect(c);
  },
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '등록' })).toBeDisabled();
    await loginRequiredPlay({ canvasElement });
  },
};

/** Club and Major may not write notices: alerted and sent to login. */
export const ClubHasNoPermission: Story = {
  parameters: { store: asAdmin(CLUB) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'));
    await expect(c.getByRole('alert')).toHaveTextContent('일반 공지를 작성할 권한이 없어요');
    await expect(c.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  },
};

export const StucoEnglish: Story = {
  parameters: { store: asAdmin(STUCO), locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Add notice' })).toBeVisible();
    await userEvent.type(c.getByLabelText('Title'), 'Notice');
    await userEvent.type(c.getByLabelText('Content'), 'Body');
    await expect(c.getByRole('button', { name: 'Register' })).toBeEnabled();
  },
};
