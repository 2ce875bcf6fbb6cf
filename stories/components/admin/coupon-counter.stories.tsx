// The counter's every state (machines/coupon-counter.machine.ts), in the four languages.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { CouponStatus } from '@contract/types';
import type { CounterView } from '@machines/coupon-counter.machine';
import { CouponCounter, type CouponCounterProps } from '@/components/admin/coupon-counter';
import en from '@/i18n/locales/en.json';
import ja from '@/i18n/locales/ja.json';
import ko from '@/i18n/locales/ko.json';
import zh from '@/i18n/locales/zh-CN.json';

type Locale = 'ko' | 'en' | 'ja' | 'zh-CN';
const CATALOGUES: Record<Locale, Record<string, string>> = { ko, en, ja, 'zh-CN': zh };
/** The catalogue's text up to its first placeholder: what a person reads whatever the values. */
const text = (locale: Locale, id: string) => CATALOGUES[locale][id]!.split('{')[0]!.trim();

const VALID: CouponStatus = {
  code: 'DG5-AB12-CD34',
  pub_name: '공과대학',
  issued_at: '2025-09-26T20:41:00+09:00',
  redeemed_at: null,
  redeemed_by: null,
  valid: true,
};
const USED: CouponStatus = { ...VALID, valid: false, redeemed_at: '2025-09-26T21:04:00+09:00', redeemed_by: '공과대학 학생회' };

const base: CouponCounterProps = {
  view: 'idle',
  typed: '',
  coupon: null,
  otherPub: null,
  redeemed: null,
  message: null,
  pubs: null,
  pub: null,
  onType: fn(),
  onPub: fn(),
  onCheck: fn(),
  onRedeem: fn(),
  onRetry: fn(),
};

const meta = { title: 'Admin/CouponCounter', component: CouponCounter, args: base } satisfies Meta<typeof CouponCounter>;
export default meta;
type Story = StoryObj<typeof meta>;
type C = ReturnType<typeof within>;

const STATES: Record<CounterView, { args: Partial<CouponCounterProps>; play: (c: C, l: Locale, args: CouponCounterProps) => Promise<void> }> = {
  idle: {
    args: { pubs: ['프론티어', '공과대학', '푸름누리'] },
    play: async (c, l) => {
      await expect(c.getByRole('heading', { name: text(l, 'admin.coupons.title') })).toBeVisible();
      await expect(c.getByRole('combobox', { name: text(l, 'admin.coupons.pub') })).toHaveValue('');
      await expect(c.getByRole('textbox', { name: text(l, 'admin.coupons.code') })).toHaveAccessibleDescription(CATALOGUES[l]['admin.coupons.codeHint']!);
      await expect(c.getByRole('button', { name: text(l, 'admin.coupons.check') })).toBeDisabled();
      await expect(c.queryByRole('alert')).toBeNull();
    },
  },
  checking: {
    args: { view: 'checking', typed: VALID.code },
    play: async (c, l) => {
      await expect(c.getByRole('status')).toHaveTextContent(text(l, 'admin.coupons.checking'));
      await expect(c.getByRole('button', { name: text(l, 'admin.coupons.check') })).toBeDisabled();
    },
  },
  valid: {
    args: { view: 'valid', typed: VALID.code, coupon: VALID },
    play: async (c, l, args) => {
      const status = c.getByRole('status');
      await expect(status).toHaveTextContent(text(l, 'admin.coupons.valid'));
      await expect(status).toHaveTextContent('공과대학');
      await expect(status).toHaveTextContent('09/26 20:41');
      const redeem = c.getByRole('button', { name: text(l, 'admin.coupons.redeem') });
      await expect(redeem).toBeEnabled();
      redeem.click();
      await expect(args.onRedeem).toHaveBeenCalled();
    },
  },
  redeeming: {
    args: { view: 'redeeming', typed: VALID.code, coupon: VALID },
    play: async (c, l) => {
      await expect(c.getByRole('button', { name: text(l, 'admin.coupons.redeeming') })).toBeDisabled();
      await expect(c.getByRole('textbox', { name: text(l, 'admin.coupons.code') })).toHaveAttribute('readonly');
    },
  },
  redeemed: {
    args: { view: 'redeemed', coupon: USED, redeemed: USED },
    play: async (c, l) => {
      const status = c.getByRole('status');
      await expect(status).toHaveTextContent(text(l, 'admin.coupons.redeemed'));
      await expect(status).toHaveTextContent(VALID.code);
      await expect(status).toHaveTextContent(CATALOGUES[l]['admin.coupons.next']!);
      await expect(c.getByRole('textbox', { name: text(l, 'admin.coupons.code') })).toHaveFocus();
      await expect(c.getByRole('textbox', { name: text(l, 'admin.coupons.code') })).toHaveValue('');
    },
  },
  used: {
    args: { view: 'used', typed: VALID.code, coupon: USED },
    play: async (c, l) => {
      const status = c.getByRole('status');
      await expect(status).toHaveTextContent(CATALOGUES[l]['admin.coupons.used']!);
      await expect(status).toHaveTextContent('09/26 21:04');
      await expect(status).toHaveTextContent('공과대학 학생회');
      await expect(c.queryByRole('button', { name: text(l, 'admin.coupons.redeem') })).toBeNull();
    },
  },
  unknown: {
    args: { view: 'unknown', typed: 'DG5-ZZZZ-ZZZZ' },
    play: async (c, l) => {
      await expect(c.getByRole('status')).toHaveTextContent(CATALOGUES[l]['admin.coupons.unknown']!);
      await expect(c.queryByRole('button', { name: text(l, 'admin.coupons.redeem') })).toBeNull();
    },
  },
  otherPub: {
    args: { view: 'otherPub', typed: VALID.code, otherPub: '프론티어' },
    play: async (c, l) => {
      await expect(c.getByRole('status')).toHaveTextContent(text(l, 'admin.coupons.otherPub'));
      await expect(c.getByRole('status')).toHaveTextContent('프론티어');
    },
  },
  failed: {
    args: { view: 'failed', typed: VALID.code, coupon: VALID, message: { id: 'offline.needsNetwork' } },
    play: async (c, l, args) => {
      await expect(c.getByRole('alert')).toHaveTextContent(CATALOGUES[l]['offline.needsNetwork']!);
      await expect(c.getByRole('textbox', { name: text(l, 'admin.coupons.code') })).toHaveValue(VALID.code);
      c.getByRole('button', { name: text(l, 'admin.coupons.retry') }).click();
      await expect(args.onRetry).toHaveBeenCalled();
    },
  },
};

const make = (view: CounterView, locale: Locale): Story => ({
  args: STATES[view].args,
  parameters: { locale },
  play: async ({ canvasElement, args }) => STATES[view].play(within(canvasElement), locale, args),
});

export const Idle = make('idle', 'ko');
export const IdleEnglish = make('idle', 'en');
export const IdleJapanese = make('idle', 'ja');
export const IdleChinese = make('idle', 'zh-CN');
export const Checking = make('checking', 'ko');
export const CheckingEnglish = make('checking', 'en');
export const CheckingJapanese = make('checking', 'ja');
export const CheckingChinese = make('checking', 'zh-CN');
export const Valid = make('valid', 'ko');
export const ValidEnglish = make('valid', 'en');
export const ValidJapanese = make('valid', 'ja');
export const ValidChinese = make('valid', 'zh-CN');
export const Redeeming = make('redeeming', 'ko');
export const RedeemingEnglish = make('redeeming', 'en');
export const RedeemingJapanese = make('redeeming', 'ja');
export const RedeemingChinese = make('redeeming', 'zh-CN');
export const Redeemed = make('redeemed', 'ko');
export const RedeemedEnglish = make('redeemed', 'en');
export const RedeemedJapanese = make('redeemed', 'ja');
export const RedeemedChinese = make('redeemed', 'zh-CN');
export const Used = make('used', 'ko');
export const UsedEnglish = make('used', 'en');
export const UsedJapanese = make('used', 'ja');
export const UsedChinese = make('used', 'zh-CN');
export const Unknown = make('unknown', 'ko');
export const UnknownEnglish = make('unknown', 'en');
export const UnknownJapanese = make('unknown', 'ja');
export const UnknownChinese = make('unknown', 'zh-CN');
export const OtherPub = make('otherPub', 'ko');
export const OtherPubEnglish = make('otherPub', 'en');
export const OtherPubJapanese = make('otherPub', 'ja');
export const OtherPubChinese = make('otherPub', 'zh-CN');
export const Failed = make('failed', 'ko');
export const FailedEnglish = make('failed', 'en');
export const FailedJapanese = make('failed', 'ja');
export const FailedChinese = make('failed', 'zh-CN');

/** A code that cannot be one: said at the field, nothing sent. */
export const NotACodeEnglish: Story = {
  args: { typed: '<x>', message: { id: 'admin.coupons.error.notACode' } },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('This is not a coupon code');
    await expect(c.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('aria-invalid', 'true');
  },
};
