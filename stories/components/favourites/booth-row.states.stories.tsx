import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoothRow } from '@/components/favourites/booth-row';

const booth = { id: 1, kind: 'booth' as const, name: '프론티어', location: '만해광장', hours: [] };

const meta = {
  title: 'Favourites/BoothRow/States',
  component: BoothRow,
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 16, margin: 0 }}><Story /></ul>],
  args: { booth, open: true, onToggleStar: fn() },
} satisfies Meta<typeof BoothRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenNow: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: '프론티어' })).toHaveAttribute('href', '/booth/1');
    await expect(c.getByText('영업 중')).toBeVisible();
    await expect(c.getByText('만해광장')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '프론티어 즐겨찾기' }));
    await expect(args.onToggleStar).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('영업 종료')).toBeVisible();
  },
};

export const FoodTruck: Story = {
  args: { booth: { ...booth, id: 31, kind: 'foodtruck', name: '타코 트럭' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '타코 트럭' })).toHaveAttribute('href', '/foodtruck/31');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Open now')).toBeVisible();
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('営業時間外')).toBeVisible();
  },
};

export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('营业中')).toBeVisible();
  },
};
