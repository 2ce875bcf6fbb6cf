import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionExpired } from '@mocks/handlers';
import { state } from '@mocks/state';
import LostFormScreen from '@/screens/admin/lost-form-screen';
import {
  adminScreen,
  asAdmin,
  deleteOnAnotherPhone,
  expectSessionExpiredRedirect,
  loginRequiredPlay,
  routes,
  signedOut,
  STAFF,
  STUCO,
  withLive,
} from '../components/admin/admin-story-kit';

const LostRoutes = routes({
  '/admin/festa/notice/lost': LostFormScreen,
  '/admin/festa/lost/edit/:id': LostFormScreen,
});

const meta = {
  title: 'Screens/Admin/LostForm',
  component: LostRoutes,
  ...adminScreen('/admin/festa/notice/lost', asAdmin(STAFF)),
} satisfies Meta<typeof LostRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A camera-sized photo (3000 x 2000 JPEG) carrying an EXIF block with a GPS marker. */
async function cameraPhoto(): Promise<File> {
  const canvas = new OffscreenCanvas(3000, 2000);
  const ctx = canvas.getContext('2d')!;
  const g = ctx.createLinearGradient(0, 0, 3000, 2000);
  g.addColorStop(0, '#ff7a00');
  g.addColorStop(1, '#1d4ed8');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 3000, 2000);
  for (let i = 0; i < 4000; i += 1) {
    ctx.fillStyle = `hsl(${i % 360} 80% 50%)`;
    ctx.fillRect((i * 7919) % 3000, (i * 104729) % 2000, 12, 12);
  }
  const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.98 })).arrayBuffer());
  const payload = new TextEncoder().encode('Exif\0\0GPSLatitude 37.5583 GPSLongitude 127.0002');
  const app1 = new Uint8Array([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);
  return new File([jpeg.slice(0, 2), app1, jpeg.slice(2)], 'IMG_0001.JPG', { type: 'image/jpeg' });
}

const fill = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await userEvent.type(c.getByLabelText('제목'), '검은색 카드지갑');
  await userEvent.type(c.getByLabelText('내용'), '팔정도 벤치 아래에서 찾았어요.');
  await userEvent.type(c.getByLabelText('습득 장소'), '팔정도');
  return c;
};

const hasBytes = (hay: Uint8Array, needle: string) => {
  const n = new TextEncoder().encode(needle);
  outer: for (let i = 0; i + n.length <= hay.length; i += 1) {
    for (let j = 0; j < n.length; j += 1) if (hay[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
};

/** The photo is compressed in the worker (longest side 1024, no EXIF), previewed and uploaded. */
export const RegisterWithPhoto: Story = {
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    const photo = await cameraPhoto();
    await userEvent.upload(c.getByLabelText('사진 업로드'), photo);
    const preview = await c.findByRole('img', { name: '사진 미리보기' }, { timeout: 10_000 });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(c.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('저장했어요'));
    const post = state.posts.at(-1)!;
    await expect(post).toMatchObject({ category: 'LostItem', title: '검은색 카드지갑', location: '팔정도', writer: STAFF });
    const stored = state.uploads.get(post.image!.split('/').pop()!)!;
    await expect(stored.size).toBeLessThanOrEqual(1024 * 1024);
    await expect(stored.type).toBe('image/jpeg');
    const bytes = new Uint8Array(await stored.arrayBuffer());
    await expect(hasBytes(bytes, 'Exif')).toBe(false);
    await expect(hasBytes(bytes, 'GPSLatitude')).toBe(false);
    const bitmap = await createImageBitmap(stored);
    await expect([bitmap.width, bitmap.height]).toEqual([1024, 683]);
    await waitFor(() => expect(c.getByLabelText('current path')).toHaveTextContent(/^\/admin\/festa$/), { timeout: 2000 });
  },
};

/** A file that is not a picture cannot be compressed: the original is kept and the server refuses it. */
export const NotAPicture: Story = {
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await userEvent.upload(c.getByLabelText('사진 업로드'), new File(['hello'], 'notes.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(c.getByText('사진 업로드')).toBeVisible());
    await userEvent.click(c.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('JPEG, PNG, WebP 이미지만 첨부할 수 있어요'));
  },
};

/** Compression failed and the original is over 1 MB: it cannot be attached. */
export const OriginalTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    const big = new File([new Uint8Array(1024 * 1024 + 10)], 'broken.jpg', { type: 'image/jpeg' });
    await userEvent.upload(c.getByLabelText('사진 업로드'), big);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('1MB 이하의 이미지만 첨부할 수 있어요'));
    await expect(c.queryByRole('img')).toBeNull();
    await expect(c.getByRole('button', { name: '등록' })).toBeEnabled();
  },
};

export const TitleTooLong: Story = {
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    const title = c.getByLabelText('제목');
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('가'.repeat(201));
    await expect(c.getByRole('alert')).toHaveTextContent('제목은 200자 이내로 입력해 주세요');
    await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
    await userEvent.type(title, '{Backspace}');
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.getByRole('button', { name: '등록' })).toBeEnabled();
  },
};

export const LocationTooLong: Story = {
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await userEvent.click(c.getByLabelText('습득 장소'));
    await userEvent.paste('나'.repeat(200));
    await expect(c.getByRole('alert')).toHaveTextContent('장소는 200자 이내로 입력해 주세요');
  },
};

export const ContentRequired: Story = {
  play: async ({ canvasElement }) => {
    const c = await fill(canvasElement);
    await userEvent.clear(c.getByLabelText('내용'));
    await expect(c.getByRole('alert')).toHaveTextContent('내용을 입력해 주세요');
    await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
  },
};

/** Edit: the post's values and photo; 'edit' needs a change. */
export const Edit: Story = {
  parameters: { route: { path: '/admin/festa/lost/edit/12' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('제목')).toHaveValue('학생증 (경영학과)'));
    await expect(c.getByRole('button', { name: '수정' })).toBeDisabled();
    await userEvent.clear(c.getByLabelText('습득 장소'));
    await userEvent.type(c.getByLabelText('습득 장소'), '본부석');
    await userEvent.click(c.getByRole('button', { name: '수정' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('저장했어요'));
    await expect(state.posts.find((p) => p.id === 12)?.location).toBe('본부석');
  },
};

/** Editing, and the item is deleted on another phone: the form and its photo stay with what was typed, the notice says it is gone. */
export const EditPostDeletedMeanwhile: Story = {
  name: 'edit whose post was deleted meanwhile',
  decorators: [withLive],
  parameters: { route: { path: '/admin/festa/lost/edit/12' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByLabelText('제목')).toHaveValue('학생증 (경영학과)'));
    await userEvent.clear(c.getByLabelText('습득 장소'));
    await userEvent.type(c.getByLabelText('습득 장소'), '본부석');
    deleteOnAnotherPhone(12);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('이 글은 더 이상 없어요'));
    await expect(c.getByLabelText('습득 장소')).toHaveValue('본부석');
    await expect(c.getByRole('img', { name: '사진 미리보기' })).toBeVisible();
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
  play: loginRequiredPlay,
};

export const StucoEnglish: Story = {
  parameters: { store: asAdmin(STUCO), locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Add lost item' })).toBeVisible();
    await expect(c.getByLabelText('Found location')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Register' })).toBeDisabled();
  },
};
