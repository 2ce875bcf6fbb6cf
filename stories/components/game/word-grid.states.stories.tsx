import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WordGrid } from '@/components/game/word-grid';

const words = (n: number, odd: number) => Array.from({ length: n * n }, (_, i) => (i === odd ? '다오더' : '디오더'));

const meta = {
  title: 'Game/WordGrid/States',
  component: WordGrid,
  args: {
    stage: 3,
    gridSize: 4,
    words: words(4, 5),
    oddIndex: 5,
    answerIndex: null,
    status: 'ready',
    onAnswer: fn(),
    onShown: fn(),
  },
} satisfies Meta<typeof WordGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (el: HTMLElement) => el.querySelector('[role="progressbar"] > div') as HTMLElement;

/** A new grid: once it is on screen the screen is told (the 5 s start then); taps do nothing yet. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(args.onShown).toHaveBeenCalledTimes(1));
    await expect(c.getAllByRole('button')).toHaveLength(16);
    await userEvent.click(c.getByRole('button', { name: '다오더' }));
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await expect(getComputedStyle(bar(canvasElement)).animationPlayState).toBe('paused');
  },
};

/** The bar drains by CSS over 5 s while the round plays. */
export const Playing: Story = {
  args: { status: 'playing' },
  play: async ({ canvasElement, args }) => {
    const style = getComputedStyle(bar(canvasElement));
    await expect(style.animationPlayState).toBe('running');
    await expect(style.animationDuration).toBe('5s');
    await expect(args.onShown).not.toHaveBeenCalled();
  },
};

export const Correct: Story = {
  args: { status: 'correct', answerIndex: 5 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('정답!');
    await expect(c.getByRole('button', { name: '다오더' })).toHaveAttribute('data-mark', 'correct');
    await userEvent.click(c.getByRole('button', { name: '다오더' }));
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

export const Wrong: Story = {
  args: { status: 'wrong', answerIndex: 0 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('오답!');
    const cards = c.getAllByRole('button');
    await expect(cards[0]).toHaveAttribute('data-mark', 'wrong');
    // the odd one is shown
    await expect(cards[5]).toHaveAttribute('data-mark', 'odd');
  },
};

export const Timeout: Story = {
  args: { status: 'timeout' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('시간 초과!');
    await expect(c.getAllByRole('button')[5]).toHaveAttribute('data-mark', 'odd');
  },
};

export const TimeoutEnglish: Story = {
  args: { status: 'timeout' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("Time's up!");
  },
};

export const WrongEnglish: Story = {
  args: { status: 'wrong', answerIndex: 1 },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Wrong!');
  },
};

export const CorrectEnglish: Story = {
  args: { status: 'correct', answerIndex: 5 },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Correct!');
  },
};

/** Each stage's grid size. */
export const StageOneTwoByTwo: Story = {
  args: { stage: 1, gridSize: 2, words: words(2, 1), oddIndex: 1, status: 'playing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4);
  },
};
export const StageTwoThreeByThree: Story = {
  args: { stage: 2, gridSize: 3, words: words(3, 1), oddIndex: 1, status: 'playing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(9);
  },
};
export const StageFourFiveByFive: Story = {
  args: { stage: 4, gridSize: 5, words: words(5, 24), oddIndex: 24, status: 'playing' },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('button');
    await expect(cards).toHaveLength(25);
    // five columns
    await expect(new Set(cards.map((b) => Math.round(b.getBoundingClientRect().left))).size).toBe(5);
  },
};
