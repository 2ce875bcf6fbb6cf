import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LostForm } from '@/components/admin/lost-form';
import { lostFormArgs } from './form-args';

const meta = {
  title: 'Admin/LostForm',
  component: LostForm,
  args: { ...lostFormArgs(), values: { title: '', content: '', location: '' } },
} satisfies Meta<typeof LostForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
    await userEvent.type(c.getByLabelText('제목'), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('title', 'a');
    await userEvent.type(c.getByLabelText('내용'), 'b');
    await expect(args.onChange).toHaveBeenCalledWith('content', 'b');
    await userEvent.type(c.getByLabelText('습득 장소'), 'c');
    await expect(args.onChange).toHaveBeenCalledWith('location', 'c');
  },
};

export const PickPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'wallet.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(canvasElement).getByLabelText('사진 업로드'), file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
  },
};

export const ReadyWithPreview: Story = {
  args: {
    values: { title: '검은색 카드지갑', content: '벤치 아래에서 찾았어요', location: '팔정도' },
    previewUrl: '/images/lost/card.svg',
    canSubmit: true,
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: '사진 미리보기' })).toHaveAttribute('src', '/images/lost/card.svg');
    await userEvent.click(c.getByRole('button', { name: '등록' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Editing: Story = {
  args: { mode: 'edit', values: { title: '검은색 카드지갑', content: '벤치 아래', location: '팔정도' }, canSubmit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '수정' })).toBeDisabled();
  },
};

/** A newly picked photo can be taken off again before saving. */
export const RemoveNewPhoto: Story = {
  args: { previewUrl: '/images/lost/card.svg', onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '새 사진 빼기' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Issue 16, item 12: the preview is sized to its 4:3 box, so the submit button stays near it. */
export const PreviewSizedToItsBox: Story = {
  name: '16.12 preview sized to its box',
  args: ReadyWithPreview.args,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('img', { name: '사진 미리보기' }).getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(0);
    await expect(box.height).toBeLessThanOrEqual(Math.ceil((box.width * 3) / 4) + 1);
    const submit = c.getByRole('button', { name: '등록' }).getBoundingClientRect();
    await expect(submit.top - box.bottom).toBeLessThan(120);
  },
};
