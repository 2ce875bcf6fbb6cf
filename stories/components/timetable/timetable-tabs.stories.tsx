import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimetableTabs } from '@/components/timetable/timetable-tabs';

const meta = {
  title: 'Timetable/TimetableTabs',
  component: TimetableTabs,
  args: { view: 'day', day: '2025-09-25', slot: '17:00', panelId: 'panel', onDay: fn(), onCelebrity: fn(), onSlot: fn() },
  // The tabs control the screen's panel (panelId); the story shows that panel too, so aria-controls points at it.
  decorators: [(Story) => (<><Story /><div id="panel" role="tabpanel" /></>)],
} satisfies Meta<typeof TimetableTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const tabs = c.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['Day19. 24. (수)', 'Day29. 25. (목)', 'Day39. 26. (금)', '연예인']);
    await expect(c.getByRole('tab', { name: /Day2/ })).toHaveAttribute('aria-selected', 'true');
    const slots = within(c.getByRole('group', { name: '시간대' })).getAllByRole('button');
    await expect(slots.map((b) => b.textContent)).toEqual(['15:00', '16:00', '17:00', '18:00', '19:00']);
    await expect(c.getByRole('button', { name: '17:00' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByRole('tab', { name: /Day3/ }));
    await expect(args.onDay).toHaveBeenCalledWith('2025-09-26');
    await userEvent.click(c.getByRole('button', { name: '19:00' }));
    await expect(args.onSlot).toHaveBeenCalledWith('19:00');
    await userEvent.click(c.getByRole('tab', { name: '연예인' }));
    await expect(args.onCelebrity).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tablist', { name: 'Festival day' })).toBeVisible();
    await expect(c.getByRole('tab', { name: /Day1 Wed, 9\/24|Day1.*9\/24/ })).toHaveAttribute('aria-selected', 'false');
    await expect(c.getByRole('tab', { name: 'Celebrity' })).toBeVisible();
    await expect(c.getByRole('group', { name: 'Time slot' })).toBeVisible();
  },
};
