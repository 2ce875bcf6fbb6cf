import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CouponCard } from '@/components/favourites/coupon-card';

const coupon = { code: 'DG5-7KQ2-M9XA', pub: '프론티어', issuedAt: Date.parse('2025-09-25T19:42:00+09:00') };

const meta = {
  title: 'Favourites/CouponCard',
  component: CouponCard,
  args: { coupon },
} satisfies Meta<typeof CouponCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: '쿠폰 코드 DG5-7KQ2-M9XA' });
    await expect(card).toHaveTextContent('프론티어 5% 할인');
    await expect(card).toHaveTextContent('09/25 19:42 발급');
    await expect(card).toHaveTextContent('계산할 때 이 화면을 보여 주세요');
    // Large enough to read across a counter.
    const code = within(card).getByText('DG5-7KQ2-M9XA');
    await expect(parseFloat(getComputedStyle(code).fontSize)).toBeGreaterThanOrEqual(28);
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Coupon code DG5-7KQ2-M9XA' });
    await expect(card).toHaveTextContent('5% off at 프론티어');
    await expect(card).toHaveTextContent('Issued 09/25 19:42');
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'クーポンコード DG5-7KQ2-M9XA' })).toHaveTextContent('09/25 19:42 発行');
  },
};

export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: '优惠券代码 DG5-7KQ2-M9XA' })).toHaveTextContent('09/25 19:42 发放');
  },
};
