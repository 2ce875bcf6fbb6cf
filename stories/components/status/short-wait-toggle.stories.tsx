import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoShortWait, ShortWaitToggle } from '@/components/status/short-wait-toggle';

// The map's "short wait only" filter (issue 20): a toggle beside the day and night switch.
function Toggle({ initial, onChange }: { initial: boolean; onChange: (on: boolean) => void }) {
  const [on, set] = useState(initial);
  return <ShortWaitToggle on={on} onChange={(v) => (set(v), onChange(v))} />;
}

const meta = {
  title: 'Status/ShortWaitToggle',
  component: Toggle,
  args: { initial: false, onChange: fn() },
} satisfies Meta<typeof Toggle>;
export default meta;
type Story = StoryObj<typeof meta>;

const toggles = (name: string, from: boolean) =>
  async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onChange: (on: boolean) => void } }) => {
    const button = within(canvasElement).getByRole('button', { name });
    await expect(button).toHaveAttribute('aria-pressed', String(from));
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', String(!from));
    await expect(args.onChange).toHaveBeenCalledWith(!from);
  };

export const OffKorean: Story = { play: toggles('대기 짧은 곳만', false) };
export const OnEnglish: Story = { args: { initial: true }, parameters: { locale: 'en' }, play: toggles('Short wait only', true) };
export const OffJapanese: Story = { parameters: { locale: 'ja' }, play: toggles('待ち短めだけ', false) };
export const OnChinese: Story = { args: { initial: true }, parameters: { locale: 'zh-CN' }, play: toggles('只看等候短', true) };

/** The sheet's line when the filter leaves no booth, in each language. */
export const NothingShortKorean: Story = {
  render: () => <p><NoShortWait /></p>,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("지금 대기가 짧다고 알린 부스가 없어요. '대기 짧은 곳만'을 끄면 모든 부스가 보여요");
  },
};
export const NothingShortEnglish: Story = {
  ...NothingShortKorean,
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("No booth has said its wait is short right now. Turn off 'Short wait only' to see every booth");
  },
};
export const NothingShortJapanese: Story = {
  ...NothingShortKorean,
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('いま待ち時間が短いと知らせているブースはありません');
  },
};
export const NothingShortChinese: Story = {
  ...NothingShortKorean,
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('目前没有展位表示等候较短');
  },
};
