// /admin/coupons against the MSW handlers (mocks/handlers/coupons.ts): the counter of a pub's admin and of Staff.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { couponsError, couponsOffline } from '@mocks/handlers';
import { state } from '@mocks/state';
import CouponCounterScreen from '@/screens/admin/coupon-counter-screen';
import { adminScreen, asAdmin, CLUB, loginRequiredPlay, signedOut, STAFF } from '../components/admin/admin-story-kit';

const ENGINEERING = '공과대학 학생회';
const CODE = 'DGU-TEST-0001';

/** A 공과대학 coupon a visitor took at 20:50, ten minutes before the story's clock. */
function withCoupon(admin: string) {
  return () => {
    asAdmin(admin)();
    state.coupons.set(CODE, { pub: '공과대학', issuedAt: Date.parse('2025-09-26T20:50:00+09:00'), redeemedAt: null, redeemedBy: null });
  };
}

const meta = {
  title: 'Screens/Admin/Coupons',
  component: CouponCounterScreen,
  ...adminScreen('/admin/coupons', withCoupon(ENGINEERING), { now: '2025-09-26T21:00:00+09:00' }),
} satisfies Meta<typeof CouponCounterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const check = async (c: ReturnType<typeof within>, code: string, label = '쿠폰 코드', button = '확인') => {
  const field = c.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(c.getByRole('button', { name: button }));
};

/** The pub's admin: valid, redeemed, then the same code is already used; an unknown code. */
export const PubAdminRedeemsOnce: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('combobox', { name: '주점' })).toBeNull();
    await check(c, CODE.toLowerCase());
    const status = () => c.getAllByRole('status').find((s) => s.textContent !== '')!;
    await waitFor(() => expect(status()).toHaveTextContent('사용할 수 있는 쿠폰이에요'));
    await expect(status()).toHaveTextContent('공과대학 · 09/26 20:50 발급');
    await userEvent.click(c.getByRole('button', { name: '사용 처리' }));
    await waitFor(() => expect(status()).toHaveTextContent(`사용 처리했어요: ${CODE}`));
    await expect(c.getByRole('textbox', { name: '쿠폰 코드' })).toHaveFocus();
    await check(c, CODE);
    await waitFor(() => expect(status()).toHaveTextContent('이미 사용한 쿠폰이에요'));
    await expect(status()).toHaveTextContent('09/26 21:00 사용 · 공과대학 학생회');
    await check(c, 'DGU-ZZZZ-ZZZZ');
    await waitFor(() => expect(status()).toHaveTextContent('없는 코드예요'));
  },
};

/** A club whose booth is not a pub: every code is another pub's. In English. */
export const OtherPubEnglish: Story = {
  parameters: { store: withCoupon(CLUB), locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await check(c, CODE, 'Coupon code', 'Check');
    await waitFor(() => expect(c.getByText('This coupon is for another pub: 공과대학')).toBeVisible());
  },
};

/** Staff choose the pub they stand at. In Japanese. */
export const StaffChoosesPubJapanese: Story = {
  parameters: { store: withCoupon(STAFF), locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByRole('combobox', { name: '酒場' }), '프론티어');
    await check(c, CODE, 'クーポンコード', '確認');
    await waitFor(() => expect(c.getByText('別の酒場のクーポンです: 공과대학')).toBeVisible());
    await userEvent.selectOptions(c.getByRole('combobox', { name: '酒場' }), '공과대학');
    await userEvent.click(c.getByRole('button', { name: '確認' }));
    await waitFor(() => expect(c.getByText('使えるクーポンです')).toBeVisible());
  },
};

/** The server fails: said, the code kept, and retry asks again. In Chinese. */
export const FailedChinese: Story = {
  parameters: { locale: 'zh-CN' },
  beforeEach({ msw }) {
    msw.use(...couponsError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await check(c, CODE, '优惠券代码', '查验');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('未能完成,请重试。'));
    await expect(c.getByRole('textbox', { name: '优惠券代码' })).toHaveValue(CODE);
    await expect(c.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** No network: said so; nothing lost. */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(...couponsOffline);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await check(c, CODE);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('인터넷'));
    await expect(c.getByRole('textbox', { name: '쿠폰 코드' })).toHaveValue(CODE);
  },
};

export const LoginRequired: Story = {
  parameters: { store: signedOut },
  play: loginRequiredPlay,
};
