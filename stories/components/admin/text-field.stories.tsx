import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@/components/admin/text-field';

const meta = {
  title: 'Admin/TextField',
  component: TextField,
  args: { label: 'admin.form.title', name: 'title', value: '', onChange: fn(), errorId: 'title-error' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: '제목' });
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(c.queryByRole('alert')).toBeNull();
    await userEvent.type(field, '지');
    await expect(args.onChange).toHaveBeenCalledWith('지');
  },
};

export const Multiline: Story = {
  args: { label: 'admin.form.content', name: 'content', multiline: true, value: '학생회관 1층에서\n습득했습니다.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: '내용' });
    await expect(field.tagName).toBe('TEXTAREA');
    await expect(field).toHaveValue('학생회관 1층에서\n습득했습니다.');
  },
};

export const WithError: Story = {
  args: { value: 'x'.repeat(201), error: 'admin.error.titleTooLong' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: '제목' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', 'title-error');
    const alert = c.getByRole('alert');
    await expect(alert).toHaveTextContent('제목은 200자 이내로 입력해 주세요');
    await expect(alert).toHaveAttribute('id', 'title-error');
  },
};

export const WithErrorEnglish: Story = {
  ...WithError,
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByRole('alert')).toHaveTextContent('Title must be within 200 characters');
  },
};

export const Locked: Story = {
  args: { value: '갈색 장지갑', disabled: true },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: '제목' });
    await expect(field).toBeDisabled();
    await userEvent.type(field, '!');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
