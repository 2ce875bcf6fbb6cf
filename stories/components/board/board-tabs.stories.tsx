import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoardTabs } from '@/components/board/board-tabs';

const meta = {
  title: 'Board/BoardTabs',
  component: BoardTabs,
  args: { active: 'ALL', onChange: fn() },
} satisfies Meta<typeof BoardTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const tabs = c.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['ALL', '공지', '이벤트', '분실물']);
    await expect(c.getByRole('tab', { name: 'ALL' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(c.getByRole('tab', { name: '분실물' }));
    await expect(args.onChange).toHaveBeenCalledWith('LostItem');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('tab').map((t) => t.textContent)).toEqual(['ALL', 'Notice', 'Event', 'Lost item']);
  },
};
