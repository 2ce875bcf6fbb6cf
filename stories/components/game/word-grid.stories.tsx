import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WordGrid } from '@/components/game/word-grid';

const words = (n: number, odd: number, target = '동국대', other = '동곡대') => Array.from({ length: n * n }, (_, i) => (i === odd ? other : target));

const meta = {
  title: 'Game/WordGrid',
  component: WordGrid,
  args: {
    stage: 1,
    gridSize: 2,
    words: words(2, 2),
    oddIndex: 2,
    answerIndex: null,
    status: 'playing',
    onAnswer: fn(),
    onShown: fn(),
  },
} satisfies Meta<typeof WordGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '1단계' })).toBeVisible();
    const cards = within(c.getByRole('group', { name: '단어 카드' })).getAllByRole('button');
    await expect(cards.map((b) => b.textContent)).toEqual(['동국대', '동국대', '동곡대', '동국대']);
    await expect(c.getByRole('progressbar', { name: '남은 시간' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '동곡대' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(2);
  },
};

/** A 5x5 grid on a 375 px screen: every card is at least 44 px. */
export const FiveByFiveOnSmallPhone: Story = {
  args: { stage: 4, gridSize: 5, words: words(5, 17, '디르바나', '디르비나'), oddIndex: 17 },
  render: (args) => (
    <div style={{ width: 375 }}>
      <WordGrid {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '4단계' })).toBeVisible();
    const cards = within(c.getByRole('group')).getAllByRole('button');
    await expect(cards).toHaveLength(25);
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
      // the word fits inside its card
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    }
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { stage: 2, gridSize: 3, words: words(3, 4), oddIndex: 4 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Stage 2' })).toBeVisible();
    await expect(c.getByRole('progressbar', { name: 'Time left' })).toBeVisible();
    await expect(within(c.getByRole('group', { name: 'Word cards' })).getAllByRole('button')).toHaveLength(9);
  },
};
