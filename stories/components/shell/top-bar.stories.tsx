import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBar } from '@/components/shell/top-bar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: { variant: 'default', lang: 'ko', onLanguageChange: fn(), showLanguage: true, onBack: fn() },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'DGU FESTA, 동국대학교 가을 축제 홈' })).toHaveAttribute('href', '/');
    await expect(c.getByRole('link', { name: '개발자 소개' })).toHaveAttribute('href', '/developers');
    await expect(c.getByRole('button', { name: /언어 선택/ })).toBeVisible();
    await expect(c.getByRole('banner')).toHaveStyle({ height: '54px' });
  },
};

export const WithoutLanguageOnGame: Story = {
  args: { showLanguage: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: /언어 선택/ })).toBeNull();
    await expect(c.getByRole('link', { name: '개발자 소개' })).toBeVisible();
  },
};

export const BackOnly: Story = {
  args: { variant: 'back' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('link')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '뒤로 가기' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const BoardDetail: Story = {
  args: { variant: 'board-detail', title: '게시판' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '게시판' })).toBeVisible();
    await expect(c.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
  },
};

export const Admin: Story = {
  args: { variant: 'admin' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(c.queryByRole('button', { name: /Choose language/ })).toBeNull();
  },
};

export const HiddenInFullScreenGame: Story = {
  args: { variant: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('banner')).toBeNull();
  },
};
