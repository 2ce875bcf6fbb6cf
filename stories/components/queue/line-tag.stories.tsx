import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LineTag } from '@/components/queue/line-tag';
import { LINE } from './fixtures';

const meta = {
  title: 'Queue/LineTag',
  component: LineTag,
  args: { line: LINE },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LineTag>;
export default meta;
type Story = StoryObj<typeof meta>;

const tag = (el: HTMLElement) => within(el).getByTestId('queue-line');

export const Korean: Story = {
  parameters: { locale: 'ko' },
  play: async ({ canvasElement }) => expect(tag(canvasElement)).toHaveTextContent('3팀 대기 · 약 18분'),
};
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => expect(tag(canvasElement)).toHaveTextContent('3 parties waiting · about 18 min'),
};
export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => expect(tag(canvasElement)).toHaveTextContent('3組待ち · 約18分'),
};
export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => expect(tag(canvasElement)).toHaveTextContent('3 组排队 · 约 18 分钟'),
};
export const EmptyLine: Story = {
  parameters: { locale: 'ko' },
  args: { line: { ...LINE, waiting: 0, est_wait_minutes: 0 } },
  play: async ({ canvasElement }) => expect(tag(canvasElement)).toHaveTextContent('대기 없음 · 약 0분'),
};
/** A paused line says nothing on the card (its page says it is paused). */
export const Paused: Story = {
  parameters: { locale: 'ko' },
  args: { line: { ...LINE, state: 'paused' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByTestId('queue-line')).toBeNull(),
};
