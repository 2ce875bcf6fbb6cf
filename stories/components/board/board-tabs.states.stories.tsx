import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BoardTabs } from '@/components/board/board-tabs';

const meta = {
  title: 'Board/BoardTabs/States',
  component: BoardTabs,
  args: { active: 'ALL', onChange: fn() },
} satisfies Meta<typeof BoardTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const selected = (name: string): Story['play'] => async ({ canvasElement }) => {
  const c = within(canvasElement);
  await expect(c.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(c.getAllByRole('tab', { selected: true })).toHaveLength(1);
};

export const NoticeSelected: Story = { args: { active: 'Notice' }, play: selected('공지') };
export const EventSelected: Story = { args: { active: 'Event' }, play: selected('이벤트') };
export const LostSelected: Story = { args: { active: 'LostItem' }, play: selected('분실물') };
export const LostSelectedEnglish: Story = { args: { active: 'LostItem' }, parameters: { locale: 'en' }, play: selected('Lost item') };
