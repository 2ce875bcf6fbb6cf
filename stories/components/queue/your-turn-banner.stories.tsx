import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { YourTurnBanner } from '@/components/queue/your-turn-banner';
import { TICKET } from './fixtures';

const meta = {
  title: 'Queue/YourTurnBanner',
  component: YourTurnBanner,
  args: { ticket: { ...TICKET, number: 7 }, onOpen: fn(), onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof YourTurnBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  parameters: { locale: 'ko' },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveTextContent('차례가 됐어요! 입구로 와 주세요.');
    await userEvent.click(within(banner).getByRole('button', { name: '프론티어 대기 · 7번' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await userEvent.click(within(banner).getByRole('button', { name: '확인' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveTextContent('Your turn! Come to the entrance.');
    await expect(within(banner).getByRole('button', { name: 'Line at 프론티어 · No. 7' })).toBeVisible();
  },
};
export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveTextContent('順番が来ました！入口へお越しください。');
    await expect(within(banner).getByRole('button', { name: '프론티어の順番待ち · 7番' })).toBeVisible();
  },
};
export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveTextContent('轮到您了！请到入口。');
    await expect(within(banner).getByRole('button', { name: '好的' })).toBeVisible();
  },
};
/** Without a way to the booth page (on it already): the booth and number as text. */
export const WithoutOpen: Story = {
  parameters: { locale: 'ko' },
  args: { onOpen: undefined },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveTextContent('프론티어 대기 · 7번');
    await expect(within(banner).getAllByRole('button')).toHaveLength(1);
  },
};
