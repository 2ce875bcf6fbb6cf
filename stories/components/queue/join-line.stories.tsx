import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JoinLine } from '@/components/queue/join-line';
import { LINE } from './fixtures';

const meta = {
  title: 'Queue/JoinLine',
  component: JoinLine,
  args: { line: LINE, onJoin: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JoinLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenKorean: Story = {
  parameters: { locale: 'ko' },
  play: async ({ canvasElement, args }) => {
    const c = within(within(canvasElement).getByRole('region', { name: '원격 줄 서기' }));
    await expect(c.getByText('3팀 대기 · 약 18분')).toBeVisible();
    await userEvent.selectOptions(c.getByRole('combobox', { name: '인원' }), '4');
    await userEvent.click(c.getByRole('button', { name: '줄 서기' }));
    await expect(args.onJoin).toHaveBeenCalledWith(4);
  },
};
export const OpenEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('3 parties waiting · about 18 min')).toBeVisible();
    await expect(c.getByRole('combobox', { name: 'Party size' })).toHaveValue('2');
    await expect(c.getAllByRole('option').map((o) => o.textContent)).toEqual(['1 person', '2 people', '3 people', '4 people']);
  },
};
export const EmptyJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { line: { ...LINE, waiting: 0, est_wait_minutes: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('待ちなし · 約0分')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '列に並ぶ' })).toBeEnabled();
  },
};
export const JoiningChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '正在排队…' })).toBeDisabled();
  },
};
export const PausedKorean: Story = {
  parameters: { locale: 'ko' },
  args: { line: { ...LINE, state: 'paused' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('줄 서기를 잠시 멈췄어요')).toBeVisible();
    await expect(c.queryByRole('button', { name: '줄 서기' })).toBeNull();
  },
};
export const RefusedEnglish: Story = {
  parameters: { locale: 'en' },
  args: { failure: 'too_many_lines' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You are already in two lines; leave one first.');
  },
};
export const RateLimitedJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { failure: 'rate_limited' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('このネットワークからの受付が多すぎます');
  },
};
/** The four refusals a visitor can meet, each in its own language. */
export const PartySizeRefusedKorean: Story = {
  parameters: { locale: 'ko' },
  args: { failure: 'party_size' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('이 줄에서 받지 않는 인원이에요. 인원을 다시 골라 주세요.');
  },
};
export const PartySizeRefusedEnglish: Story = {
  parameters: { locale: 'en' },
  args: { failure: 'party_size' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("This line doesn't take that party size; please choose another.");
  },
};
export const PausedRefusedJapanese: Story = {
  parameters: { locale: 'ja' },
  args: { failure: 'line_paused' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('受付を一時停止中です。数分後にもう一度お試しください。');
    await expect(within(canvasElement).getByRole('button', { name: '列に並ぶ' })).toBeEnabled();
  },
};
export const PartySizeRefusedChinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { failure: 'party_size' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('此队列不接受该人数，请重新选择。');
  },
};
