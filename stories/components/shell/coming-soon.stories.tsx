import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoon } from '@/components/shell/coming-soon';

const meta = { title: 'Shell/ComingSoon', component: ComingSoon } satisfies Meta<typeof ComingSoon>;
export default meta;
type Story = StoryObj<typeof meta>;

const story = (locale: string, title: string, organisers: string): Story => ({
  parameters: { locale },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(c.getByRole('link', { name: organisers })).toHaveAttribute('href', '/admin/login');
  },
});

export const Korean = story('ko', '축제를 준비하고 있어요', '운영진 로그인');
export const English = story('en', 'The festival is on its way', 'Organisers: sign in');
export const Japanese = story('ja', 'お祭りの準備中です', '運営スタッフのログイン');
export const Chinese = story('zh-CN', '庆典正在筹备中', '工作人员登录');
