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

/** Each word sits in the middle of its half of the switch (issue 16 item 11: it sat high in English). */
const wordsCentred = async (canvasElement: HTMLElement) => {
  for (const half of within(canvasElement).getByRole('switch').children) {
    const pill = half.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(half);
    const text = range.getBoundingClientRect();
    await expect(Math.abs(text.y + text.height / 2 - (pill.y + pill.height / 2))).toBeLessThanOrEqual(1);
    await expect(Math.abs(text.x + text.width / 2 - (pill.x + pill.width / 2))).toBeLessThanOrEqual(1);
  }
};
export const CentredEnglish: Story = { name: '16.11 words centred (en)', parameters: { locale: 'en' }, play: ({ canvasElement }) => wordsCentred(canvasElement) };
export const CentredKorean: Story = { name: '16.11 words centred (ko)', args: { isNight: true }, play: ({ canvasElement }) => wordsCentred(canvasElement) };
export const CentredJapanese: Story = { name: '16.11 words centred (ja)', parameters: { locale: 'ja' }, play: ({ canvasElement }) => wordsCentred(canvasElement) };
export const CentredChinese: Story = { name: '16.11 words centred (zh-CN)', parameters: { locale: 'zh-CN' }, args: { isNight: true }, play: ({ canvasElement }) => wordsCentred(canvasElement) };
