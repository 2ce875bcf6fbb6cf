import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TimetableTabs } from '@/components/timetable/timetable-tabs';

const meta = {
  title: 'Timetable/TimetableTabs/States',
  component: TimetableTabs,
  args: { view: 'day', day: '2025-09-26', slot: null, panelId: 'panel', onDay: fn(), onCelebrity: fn(), onSlot: fn() },
} satisfies Meta<typeof TimetableTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A day was chosen: no slot is pressed. */
export const DayWithoutSlot: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: /Day3/ })).toHaveAttribute('aria-selected', 'true');
    for (const b of within(c.getByRole('group', { name: '시간대' })).getAllByRole('button')) {
      await expect(b).toHaveAttribute('aria-pressed', 'false');
    }
  },
};

/** The celebrity tab: no day tab selected and no slot row. */
export const Celebrity: Story = {
  args: { view: 'celebrity' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: '연예인' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tab', { name: /Day3/ })).toHaveAttribute('aria-selected', 'false');
    await expect(c.queryByRole('group', { name: '시간대' })).toBeNull();
  },
};

export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { view: 'celebrity' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tablist', { name: '演出日期' })).toBeVisible();
    await expect(c.getByRole('tab', { selected: true })).not.toHaveTextContent('연예인');
  },
};
