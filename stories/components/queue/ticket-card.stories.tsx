import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TicketCard } from '@/components/queue/ticket-card';
import { TICKET } from './fixtures';

const meta = {
  title: 'Queue/TicketCard',
  component: TicketCard,
  args: { view: 'waiting', ticket: TICKET, onLeave: fn(), onRejoin: fn(), onDismiss: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TicketCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (el: HTMLElement, name: string | RegExp) => within(el).getByRole('region', { name });

export const WaitingKorean: Story = {
  parameters: { locale: 'ko' },
  play: async ({ canvasElement, args }) => {
    const c = within(card(canvasElement, '프론티어 대기'));
    await expect(c.getByText('3번')).toBeVisible();
    await expect(c.getByText('앞에 2팀')).toBeVisible();
    await expect(c.getByText('약 12분')).toBeVisible();
    await expect(c.queryByRole('alert')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '줄에서 나가기' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};
export const WaitingEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(card(canvasElement, 'Line at 프론티어'));
    await expect(c.getByText('No. 3')).toBeVisible();
    await expect(c.getByText('2 parties ahead')).toBeVisible();
    await expect(c.getByText('About 12 min')).toBeVisible();
    await expect(c.getByText('2 people')).toBeVisible();
  },
};
export const NextJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { ticket: { ...TICKET, ahead: 0, est_wait_minutes: 0 } },
  play: async ({ canvasElement }) => {
    const c = within(card(canvasElement, '프론티어の順番待ち'));
    await expect(c.getByText('次の順番です')).toBeVisible();
    await expect(c.getByRole('button', { name: '列を抜ける' })).toBeEnabled();
  },
};
export const CalledChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { view: 'called', ticket: { ...TICKET, state: 'called', ahead: 0, called_at: '2025-09-25T19:10:00+09:00' } },
  play: async ({ canvasElement }) => {
    const c = within(card(canvasElement, '프론티어 排队'));
    await expect(c.getByRole('alert')).toHaveTextContent('轮到您了！请到入口。');
    await expect(c.queryByText(/前面还有/)).toBeNull();
  },
};
export const CalledKorean: Story = {
  parameters: { locale: 'ko' },
  args: { view: 'called', ticket: { ...TICKET, state: 'called', ahead: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('차례가 됐어요! 입구로 와 주세요.');
  },
};
export const Leaving: Story = {
  parameters: { locale: 'en' },
  args: { view: 'leaving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Leaving…' })).toBeDisabled();
  },
};
export const LeaveFailedOffline: Story = {
  parameters: { locale: 'ko' },
  args: { failure: 'network' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('연결이 없어요. 대기표는 이 휴대폰에 남아 있어요.');
    await expect(c.getByText('3번')).toBeVisible();
  },
};
export const SeatedEnglish: Story = {
  parameters: { locale: 'en' },
  args: { view: 'seated', ticket: { ...TICKET, state: 'seated', ahead: 0 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('You are seated. Enjoy!')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Leave the line' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
export const MissedMayRejoinJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { view: 'missed', ticket: { ...TICKET, state: 'missed', ahead: 0, may_rejoin: true } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('呼び出しに間に合いませんでした。')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '最後尾に並び直す' }));
    await expect(args.onRejoin).toHaveBeenCalledOnce();
  },
};
export const MissedTwiceChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { view: 'missed', ticket: { ...TICKET, state: 'missed', ahead: 0, may_rejoin: false }, failure: 'missed_twice' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: '重新排到队尾' })).toBeNull();
    await expect(c.getByRole('alert')).toHaveTextContent('您两次错过叫号，无法再排这个队。');
  },
};
export const LeftKorean: Story = {
  parameters: { locale: 'ko' },
  args: { view: 'left', ticket: { ...TICKET, state: 'left', ahead: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('줄에서 나왔어요.')).toBeVisible();
  },
};
