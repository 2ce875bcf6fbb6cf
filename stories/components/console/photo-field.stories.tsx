import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhotoField } from '@/components/console/photo-field';
import { STORY_MAP_IMAGE } from './map-fixtures';

const STORED = '/api/uploads/0123456789abcdef0123456789abcdef.png';

const meta = {
  title: 'Console/PhotoField',
  component: PhotoField,
  args: { id: 'photo', imageUrl: STORED, choice: { kind: 'keep' }, onImage: fn(), onRemoveImage: fn() },
} satisfies Meta<typeof PhotoField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Korean: the stored photo shows; choosing a file hands it over; the remove button asks for the removal. */
export const CurrentPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: '지금 사진' })).toHaveAttribute('src', STORED);
    const input = c.getByLabelText('사진 (PNG, JPEG, WebP, 1MB 이하)');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'booth.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onImage).toHaveBeenCalledWith(file);
    await userEvent.click(c.getByRole('button', { name: '사진 지우기' }));
    await expect(args.onRemoveImage).toHaveBeenCalled();
  },
};

/** Korean: no photo stored: said so, and nothing to remove. */
export const NoPhoto: Story = {
  args: { imageUrl: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('사진이 없습니다')).toBeVisible();
    await expect(c.queryByRole('img')).toBeNull();
    await expect(c.queryByRole('button', { name: '사진 지우기' })).toBeNull();
  },
};

/** English: a new photo chosen: it shows in place of the stored one, with the file's name; it can still be removed. */
export const ReplacedEnglish: Story = {
  parameters: { locale: 'en' },
  args: { choice: { kind: 'replace', dataUrl: STORY_MAP_IMAGE, name: 'new-booth.png' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', STORY_MAP_IMAGE);
    await expect(c.getByText('Chosen photo: new-booth.png')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await expect(c.getByLabelText('Photo (PNG, JPEG or WebP, up to 1 MB)')).toBeEnabled();
  },
};

/** English: the removal waits for the save: said so, no photo shown, no remove button. */
export const RemovedEnglish: Story = {
  parameters: { locale: 'en' },
  args: { choice: { kind: 'remove' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('The photo will be removed when you save')).toBeVisible();
    await expect(c.queryByRole('img')).toBeNull();
    await expect(c.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  },
};
