import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameIntro } from '@/components/game/game-intro';

const meta = {
  title: 'Game/GameIntro',
  component: GameIntro,
  args: { onTap: fn() },
} satisfies Meta<typeof GameIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '다른 단어 찾기' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: /화면을 눌러 시작/ }));
    await expect(args.onTap).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Find the different word' })).toBeVisible();
    await expect(c.getByRole('button', { name: /Tap to start/ })).toBeVisible();
  },
};
