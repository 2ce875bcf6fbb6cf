import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResultModal } from '@/components/game/result-modal';

const meta = {
  title: 'Game/ResultModal',
  component: ResultModal,
  args: {
    step: 1,
    videoPlaying: false,
    booths: ['프론티어', '공과대학', '푸름누리'],
    selectedBooth: '프론티어',
    couponCode: null,
    copied: false,
    busy: false,
    error: null,
    percentile: 18,
    successCount: 912,
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

/** Step 1: all stages cleared, the gift box to open. */
export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const dialog = c.getByRole('dialog', { name: '4단계 모두 성공!' });
    await expect(dialog).toHaveTextContent('상위 18%');
    await expect(dialog).toHaveTextContent('지금까지 912명이 성공했어요');
    await userEvent.click(c.getByRole('button', { name: '선물 상자 열기' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

/** Step 3 in English: the pubs, the three defaults included. */
export const English: Story = {
  parameters: { locale: 'en' },
  args: { step: 3 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('dialog', { name: 'You won a 5% discount coupon!' })).toBeVisible();
    const group = c.getByRole('group', { name: 'Choose the pub for your coupon' });
    await expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['프론티어', '공과대학', '푸름누리']);
    await userEvent.click(c.getByRole('radio', { name: '푸름누리' }));
    await expect(args.onSelect).toHaveBeenCalledWith('푸름누리');
    await userEvent.click(c.getByRole('button', { name: 'Issue coupon' }));
    await expect(args.onIssue).toHaveBeenCalled();
  },
};
