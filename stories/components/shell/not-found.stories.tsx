import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFound } from '@/components/shell/not-found';

const meta = { title: 'Shell/NotFound', component: NotFound, args: { onBack: fn() } } satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await expect(c.getByText('요청하신 페이지가 존재하지 않거나 삭제되었어요.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '돌아가기' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Go back' })).toBeVisible();
  },
};
