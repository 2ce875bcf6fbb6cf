import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LostForm } from '@/components/admin/lost-form';
import { lostFormArgs, NO_LOST_ERRORS } from './form-args';

const meta = {
  title: 'Admin/LostForm/States',
  component: LostForm,
  args: { ...lostFormArgs(), values: { title: '지갑', content: '', location: '팔정도' } },
} satisfies Meta<typeof LostForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleTooLong: Story = {
  args: { values: { title: '가'.repeat(201), content: '내용', location: '팔정도' }, errors: { ...NO_LOST_ERRORS, title: 'admin.error.titleTooLong' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('제목은 200자 이내로 입력해 주세요');
    await expect(c.getByLabelText('제목')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByLabelText('제목')).toHaveAccessibleDescription('제목은 200자 이내로 입력해 주세요');
  },
};
export const LocationTooLong: Story = {
  args: { errors: { ...NO_LOST_ERRORS, location: 'admin.error.locationTooLong' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('습득 장소')).toHaveAccessibleDescription('장소는 200자 이내로 입력해 주세요');
  },
};
export const ContentRequired: Story = {
  args: { errors: { ...NO_LOST_ERRORS, content: 'admin.error.contentRequired' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('내용을 입력해 주세요');
  },
};
export const ImageTooLarge: Story = {
  args: { errors: { ...NO_LOST_ERRORS, image: 'admin.error.imageTooLarge' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('1MB 이하의 이미지만 첨부할 수 있어요');
  },
};
export const CompressedTooLarge: Story = {
  args: { errors: { ...NO_LOST_ERRORS, image: 'admin.error.compressedTooLarge' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('1MB 이하로 압축된 이미지만 업로드할 수 있어요');
  },
};
/** A picture whose header declares too many pixels (a 20000×20000 PNG of 389 kB): refused before decoding. */
export const ImageDimensions: Story = {
  args: { errors: { ...NO_LOST_ERRORS, image: 'admin.error.imageDimensions' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('사진이 너무 커요. 한 변 10,000픽셀, 4,000만 화소 이하의 사진만 첨부할 수 있어요');
  },
};
export const ImageDimensionsEnglish: Story = {
  parameters: { locale: 'en' },
  args: { errors: { ...NO_LOST_ERRORS, image: 'admin.error.imageDimensions' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This photo is too large: only photos up to 10,000 pixels a side and 40 megapixels can be attached');
  },
};
export const Compressing: Story = {
  args: { compressing: true, values: { title: '지갑', content: '내용', location: '팔정도' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('사진 압축 중…')).toBeVisible();
    await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
  },
};
export const Submitting: Story = {
  args: { values: { title: '지갑', content: '내용', location: '팔정도' }, canSubmit: true, busy: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '등록' })).toBeDisabled(),
};
export const Saved: Story = {
  args: { message: { id: 'admin.saved' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('저장했어요'),
};
export const ServerRefused: Story = {
  args: { message: { id: 'admin.error.imageType' } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent('JPEG, PNG, WebP 이미지만 첨부할 수 있어요'),
};
export const LoginRequired: Story = {
  args: { locked: true, message: { id: 'admin.error.loginRequired' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('로그인이 필요해요');
    await expect(c.getByLabelText('사진 업로드')).toBeDisabled();
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  args: { mode: 'edit', errors: { ...NO_LOST_ERRORS, content: 'admin.error.contentRequired' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Found location')).toHaveValue('팔정도');
    await expect(c.getByText('Upload photo')).toBeVisible();
    await expect(c.getByLabelText('Upload photo')).toBeEnabled();
    await expect(c.getByRole('alert')).toHaveTextContent('Please enter content');
    await expect(c.getByRole('button', { name: 'Edit' })).toBeDisabled();
  },
};
