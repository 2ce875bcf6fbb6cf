import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PostRow } from '@/components/board/post-row';
import { LONG_WRITER_ROW, ROWS } from './board-samples';

const meta = {
  title: 'Board/PostRow/States',
  component: PostRow,
  args: { row: ROWS[1], onOpen: fn(() => true) },
} satisfies Meta<typeof PostRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OngoingEvent: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /마지막 밤 해피아워/ });
    await expect(link).toHaveTextContent('이벤트');
    await expect(link).not.toHaveTextContent('종료');
    await expect(link).not.toHaveAttribute('data-ended');
  },
};

/** An ended event is marked and dimmed but still tappable: the screen answers with a toast. */
export const EndedEvent: Story = {
  args: { row: ROWS[2] },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /굿즈 전 품목 30% 할인/ });
    await expect(link).toHaveTextContent('종료');
    await expect(link).toHaveAttribute('data-ended');
  },
};

export const EndedEventEnglish: Story = {
  args: { row: ROWS[2] },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Ended');
  },
};

/** The screen cuts writers at 20 characters; the title is cut by the width. */
export const LongTexts: Story = {
  args: { row: LONG_WRITER_ROW },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveTextContent('동국대학교 제57대 총학생회 축제기획단…');
    await expect(link.getBoundingClientRect().height).toBeLessThan(90);
  },
};
