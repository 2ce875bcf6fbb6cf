import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BoothControls } from '@/components/map/booth-controls';

const meta = {
  title: 'Map/BoothControls/States',
  component: BoothControls,
  args: { date: '2025-09-24', isNight: false, onDateChange: fn(), onNightChange: fn() },
} satisfies Meta<typeof BoothControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishDaytime: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox', { name: 'Date' })).toHaveDisplayValue('Wed, Sep 24');
    await expect(c.getByRole('switch', { name: 'Day / night' })).toHaveAttribute('aria-checked', 'false');
    await expect(c.getByText('Day')).toBeVisible();
    await expect(c.getByText('Night')).toBeVisible();
  },
};
export const ChineseNight: Story = {
  parameters: { locale: 'zh-CN' },
  args: { isNight: true, date: '2025-09-26' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('2025-09-26');
  },
};
