import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_PATHS } from '@contract/paths';
import { sessionExpired } from '@mocks/handlers';
import { api } from '@mocks/handlers/util';
import { state } from '@mocks/state';
import { adminSession } from '@/stores/admin-session';
import AdminPostDetailScreen from '@/screens/admin/admin-post-detail-screen';
import { adminScreen, asAdmin, loginRequiredPlay, routes, signedOut, STAFF } from '../components/admin/admin-story-kit';

const DetailRoute = routes({ '/admin/festa/notice/:id': AdminPostDetailScreen });

const meta = {
  title: 'Screens/Admin/PostDetail',
  component: DetailRoute,
  ...adminScreen('/admin/festa/notice/12', asAdmin(STAFF)),
} satisfies Meta<typeof DetailRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LostItem: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '학생증 (경영학과)' })).toBeVisible();
    await expect(c.getByText('분실물', { selector: 'span' })).toBeVisible();
    await expect(c.getByText(STAFF)).toBeVisible();
    await expect(c.getByText('습득 장소')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '수정' }));
    await expect(c.getByLabelText('current path')).toHaveTextContent('/admin/festa/lost/edit/12');
  },
};

export const Notice: Story = {
  parameters: { route: { path: '/admin/festa/notice/1' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '2025 동국대학교 가을 축제 일정 안내' })).toBeVisible();
    await expect(c.getByText('공지', { selector: 'span' })).toBeVisible();
    await expect(c.queryByText('습득 장소')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '수정' }));
    await expect(c.getByLabelText('current path')).toHaveTextContent('/admin/festa/notice/edit/1');
  },
};

/** Delete asks first; cancel keeps the post; confirm deletes it and goes back to the list after 1 s. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: '학생증 (경영학과)' });
    await userEvent.click(c.getByRole('button', { name: '삭제' }));
    const dialog = c.getByRole('alertdialog', { name: '정말 삭제하시겠어요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await expect(c.queryByRole('alertdialog')).toBeNull();
    await expect(state.posts.some((p) => p.id === 12)).toBe(true);
    await userEvent.click(c.getByRole('button', { name: '삭제' }));
    await userEvent.click(within(c.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('삭제했어요'));
    await expect(state.posts.some((p) => p.id === 12)).toBe(false);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent(/^\/admin\/festa$/), { timeout: 2000 });
  },
};

/** Issue 16, item 13: another admin's post offers neither edit nor delete (the server would refuse both). */
export const OthersPostOffersNothing: Story = {
  name: '16.13 another admin’s post offers no edit or delete',
  parameters: { route: { path: '/admin/festa/notice/2' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: '축제 기간 주점 운영 및 음주 수칙 안내' });
    await expect(c.queryByRole('button', { name: '수정' })).toBeNull();
    await expect(c.queryByRole('button', { name: '삭제' })).toBeNull();
    await expect(c.getByText('글쓴이만 이 글을 수정하거나 삭제할 수 있어요.')).toBeVisible();
    await expect(state.posts.some((p) => p.id === 2)).toBe(true);
  },
};

/** Issue 16, item 13: a refusal is said in the admin's language, never in the server's English. */
export const RefusalInEnglish: Story = {
  name: '16.13 a refusal in the admin’s language',
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(
      http.delete(api(API_PATHS.boardPost(':id')), () =>
        HttpResponse.json({ message: 'you can only delete your own posts', error: 'forbidden' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: '학생증 (경영학과)' });
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(c.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('You can only edit or delete your own posts'));
    await expect(c.getByRole('alert')).not.toHaveTextContent('you can only delete your own posts');
  },
};

export const DeleteFailsWithoutWords: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete(api(API_PATHS.boardPost(':id')), () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: '학생증 (경영학과)' });
    await userEvent.click(c.getByRole('button', { name: '삭제' }));
    await userEvent.click(within(c.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('요청에 실패했어요'));
  },
};

export const DeleteSessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionExpired);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: '학생증 (경영학과)' });
    await userEvent.click(c.getByRole('button', { name: '삭제' }));
    await userEvent.click(within(c.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('세션이 만료되었어요. 다시 로그인해 주세요'));
    await expect(adminSession.uid).toBeNull();
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent('/admin/login'), { timeout: 2500 });
  },
};

/** A post that is not there (never was, or deleted meanwhile: the server answers 404) is gone, not a failed read. */
export const Missing: Story = {
  parameters: { route: { path: '/admin/festa/notice/9999' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('이 글은 더 이상 없어요'));
  },
};

/** The read failed (the server's error): said as a failed read. */
export const ReadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api(API_PATHS.boardPost(':id')), () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('게시글을 불러오지 못했어요'));
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
    await c.findByRole('heading', { name: '학생증 (경영학과)' });
    await expect(c.getByText('Lost item', { selector: 'span' })).toBeVisible();
    await expect(c.getByText('Found at')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    await expect(c.getByRole('alertdialog', { name: 'Are you sure you want to delete?' })).toBeVisible();
  },
};
