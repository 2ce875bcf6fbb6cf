import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResultModal } from '@/components/game/result-modal';

const meta = {
  title: 'Game/ResultModal/States',
  component: ResultModal,
  args: {
    step: 1,
    videoPlaying: false,
    booths: ['프론티어', '공과대학', '푸름누리', '사범대학'],
    selectedBooth: '프론티어',
    couponCode: null,
    copied: false,
    busy: false,
    error: null,
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

/** Step 1 while the box opens: a tap reveals the prize at once. */
export const GiftOpening: Story = {
  args: { videoPlaying: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('상자를 눌러 열어 보세요', { selector: 'p' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '상자를 눌러 열어 보세요' }));
    await expect(args.onVideoEnded).toHaveBeenCalled();
    await expect(c.queryByText(/명이 성공했어요/)).toBeNull();
  },
};

/** Step 3: the first default pub is chosen; every offered pub can be. */
export const CouponWon: Story = {
  args: { step: 3 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('dialog', { name: '5% 할인 쿠폰 당첨!' })).toBeVisible();
    await expect(c.getByRole('radio', { name: '프론티어' })).toBeChecked();
    await expect(c.getAllByRole('radio')).toHaveLength(4);
    await expect(c.queryByRole('button', { name: '닫기' })).toBeNull();
  },
};

export const Issuing: Story = {
  args: { step: 3, busy: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '쿠폰 발급' })).toBeDisabled();
    await expect(c.getByRole('radio', { name: '공과대학' })).toBeDisabled();
  },
};

/** The pub's coupons are gone: the message, and another pub can be chosen. */
export const SoldOut: Story = {
  args: { step: 3, error: 'game.error.coupon', selectedBooth: '공과대학' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('해당 주점의 쿠폰이 모두 소진되었을 수 있어요. 관리자에게 문의해 주세요');
    await expect(c.getByRole('radio', { name: '공과대학' })).toBeChecked();
    await expect(c.getByRole('button', { name: '쿠폰 발급' })).toBeEnabled();
  },
};

export const SoldOutEnglish: Story = {
  args: { step: 3, error: 'game.error.coupon' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The coupon may be sold out for this pub. Please contact an admin');
  },
};

/** Step 4: the code, with copy and close. */
export const CodeShown: Story = {
  args: { step: 4, couponCode: 'DGU-7K2P-QX9M' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('쿠폰 코드')).toHaveTextContent('DGU-7K2P-QX9M');
    await expect(c.getByText('주점에서 이 코드를 보여 주세요')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '코드 복사' }));
    await expect(args.onCopy).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: '닫기' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Copied: Story = {
  args: { step: 4, couponCode: 'DGU-7K2P-QX9M', copied: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('복사했어요');
  },
};

/** The clipboard refused: copy by hand (the code is selectable). */
export const CopyFailed: Story = {
  args: { step: 4, couponCode: 'DGU-7K2P-QX9M', error: 'game.error.clipboard' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('복사에 실패했어요. 코드를 직접 복사해 주세요');
    await expect(getComputedStyle(c.getByLabelText('쿠폰 코드')).userSelect).toBe('all');
  },
};

export const CodeShownEnglish: Story = {
  args: { step: 4, couponCode: 'DGU-7K2P-QX9M', copied: true },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Coupon code')).toHaveTextContent('DGU-7K2P-QX9M');
    await expect(c.getByRole('status')).toHaveTextContent('Copied');
    await expect(c.getByRole('button', { name: 'Copy code' })).toBeVisible();
  },
};

/** Step 5: no prize, close only. */
export const NoPrize: Story = {
  args: { step: 5 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('dialog', { name: '아쉽지만 이번엔 꽝이에요' })).toBeVisible();
    await expect(c.queryByRole('radio')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '닫기' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NoPrizeEnglish: Story = {
  args: { step: 5 },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog', { name: 'No prize this time' })).toBeVisible();
  },
};
