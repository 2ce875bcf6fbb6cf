import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ResultModal } from '@/components/game/result-modal';

/** Coupons are released over the opening hours and limited per network: what the winner reads then. */
const meta = {
  title: 'Game/ResultModal/Release',
  component: ResultModal,
  args: {
    step: 5,
    videoPlaying: false,
    booths: ['프론티어', '공과대학', '푸름누리'],
    selectedBooth: '프론티어',
    couponCode: null,
    copied: false,
    busy: false,
    error: null,
    nextCouponTime: '15:00',
    percentile: 18,
    successCount: null,
    onOpen: fn(),
    onVideoEnded: fn(),
    onSelect: fn(),
    onIssue: fn(),
    onCopy: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ResultModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 5 after a win while this hour's coupons are gone: when the next ones come. */
export const NextCoupons: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('이번 시간의 쿠폰이 모두 나갔어요. 다음 쿠폰은 15:00에 풀려요');
    await expect(c.getByRole('button', { name: '닫기' })).toBeVisible();
  },
};

export const NextCouponsEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "This hour's coupons are all taken. The next coupons are released at 15:00",
    );
  },
};

export const NextCouponsJapanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('次のクーポンは15:00に配布されます');
  },
};

export const NextCouponsChinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('下一批优惠券将于15:00发放');
  },
};

/** A plain no-prize says nothing about releases. */
export const NoPrizeWithoutRelease: Story = {
  args: { nextCouponTime: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Step 3: the chosen pub's coupons of this hour are gone; another pub may still have some. */
export const NotReleased: Story = {
  args: { step: 3, nextCouponTime: null, error: 'game.error.couponNotReleased', errorValues: { time: '21:30' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('이번 시간의 쿠폰이 모두 나갔어요. 다음 쿠폰은 21:30에 풀려요');
    await expect(c.getByRole('button', { name: '쿠폰 발급' })).toBeEnabled();
  },
};

/** Step 3: too many coupons from this network (a campus address shared by a crowd, or a script). */
export const RateLimitedEnglish: Story = {
  args: { step: 3, nextCouponTime: null, error: 'game.error.couponRateLimited', errorValues: { minutes: 1 } },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many coupons were taken from your network just now. Please try again in 1 min',
    );
  },
};
