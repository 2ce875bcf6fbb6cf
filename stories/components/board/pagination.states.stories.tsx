import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from '@/components/board/pagination';

const meta = {
  title: 'Board/Pagination/States',
  component: Pagination,
  args: { page: 1, pageCount: 1, onChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text a person sees in the page buttons (their names, "2페이지", are visually hidden text). */
const shown = (el: HTMLElement) => {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((n) => n.remove());
  return copy.textContent;
};

/** One page: no paging at all. */
export const SinglePage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '페이지 이동' });
    await expect(shown(nav)).toBe('‹1234›');
    await expect(within(nav).getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddleOfMany: Story = {
  args: { page: 12, pageCount: 30 },
  play: async ({ canvasElement }) => {
    await expect(shown(within(canvasElement).getByRole('navigation'))).toBe('‹…1011121314…›');
  },
};

export const LastPageEnglish: Story = {
  args: { page: 7, pageCount: 7 },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(shown(c.getByRole('navigation'))).toBe('‹…34567›');
    await expect(c.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
