import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoothControls } from '@/components/map/booth-controls';

const meta = {
  title: 'Map/BoothControls',
  component: BoothControls,
  args: { date: '2025-09-25', isNight: true, onDateChange: fn(), onNightChange: fn() },
} satisfies Meta<typeof BoothControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateAndDayNight: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const select = c.getByRole('combobox', { name: '날짜' });
    await expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['9월 24일 (수)', '9월 25일 (목)', '9월 26일 (금)']);
    await expect(select).toHaveValue('2025-09-25');
    await userEvent.selectOptions(select, '2025-09-26');
    await expect(args.onDateChange).toHaveBeenCalledWith('2025-09-26');
    const toggle = c.getByRole('switch', { name: '낮/밤 전환' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await expect(args.onNightChange).toHaveBeenCalledWith(false);
  },
};
