import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TimetableTabs } from '@/components/timetable/timetable-tabs';

const meta = {
  title: 'Timetable/TimetableTabs/States',
  component: TimetableTabs,
  args: { view: 'day', day: '2025-09-26', slot: null, panelId: 'panel', onDay: fn(), onCelebrity: fn(), onSlot: fn() },
  // The tabs control the screen's panel (panelId); the story shows that panel too, so aria-controls points at it.
  decorators: [(Story) => (<><Story /><div id="panel" role="tabpanel" /></>)],
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

/** After 19:00 the last slot is chosen: on a narrow phone it is scrolled fully into the row (issue 16 item 7). */
export const LastSlotOnANarrowPhone: Story = {
  args: { slot: '19:00' },
  decorators: [(Story) => <div style={{ width: 250 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = c.getByRole('group', { name: '시간대' });
    const chip = c.getByRole('button', { name: '19:00', pressed: true });
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await waitFor(() => {
      const r = row.getBoundingClientRect();
      const b = chip.getBoundingClientRect();
      expect(b.left).toBeGreaterThanOrEqual(r.left - 0.5);
      expect(b.right).toBeLessThanOrEqual(r.right + 0.5);
    });
  },
};
