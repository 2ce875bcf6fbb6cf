import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminPostView } from '@/components/admin/admin-post-view';
import { postViewArgs } from './form-args';

const LOST = {
  id: 31,
  category: 'LostItem' as const,
  title: '검은색 카드지갑을 찾았어요',
  writer: '축제기획단',
  content: '팔정도 벤치 아래에서 찾았어요.\n본부석에서 찾아가세요.',
  location: '팔정도',
  image: '/images/lost/card.svg',
};

const meta = {
  title: 'Admin/AdminPostView',
  component: AdminPostView,
  args: { ...postViewArgs(), post: LOST },
} satisfies Meta<typeof AdminPostView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LostItem: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('분실물', { selector: 'span' })).toBeVisible();
    await expect(c.getByRole('heading', { name: '검은색 카드지갑을 찾았어요' })).toBeVisible();
    await expect(c.getByText('축제기획단')).toBeVisible();
    await expect(c.getByText('습득 장소')).toBeVisible();
    await expect(c.getByText('팔정도')).toBeVisible();
    await expect(c.getByRole('img', { name: '사진 미리보기' })).toHaveAttribute('src', LOST.image);
    await userEvent.click(c.getByRole('button', { name: '수정' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(c.getByRole('button', { name: '삭제' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Notice: Story = {
  args: { post: { ...LOST, category: 'Notice', title: '분실물 센터 위치 안내', location: null, image: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('공지', { selector: 'span' })).toBeVisible();
    await expect(c.queryByText('습득 장소')).toBeNull();
    await expect(c.queryByRole('img')).toBeNull();
  },
};

export const ConfirmDelete: Story = {
  args: { confirming: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: '정말 삭제하시겠어요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await expect(args.onConfirmDelete).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await expect(args.onCancelDelete).toHaveBeenCalledOnce();
  },
};

/** Issue 16, item 12: the photo is sized to its 4:3 box, not to its 768 px height attribute. */
export const PhotoSizedToItsBox: Story = {
  name: '16.12 photo sized to its box',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const photo = c.getByRole('img', { name: '사진 미리보기' });
    const box = photo.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(0);
    await expect(box.height).toBeLessThanOrEqual(Math.ceil((box.width * 3) / 4) + 1);
    // Edit and delete follow the photo at once, not ~500 px further down.
    const edit = c.getByRole('button', { name: '수정' }).getBoundingClientRect();
    await expect(edit.top - box.bottom).toBeLessThan(120);
  },
};
