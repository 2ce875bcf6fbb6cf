import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '@/components/board/pagination';

const meta = {
  title: 'Board/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onChange: fn() },
  // The story keeps the page so clicks move it, as the screen does.
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onChange={(p) => (setPage(p), args.onChange(p))} />;
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text a person sees in the page buttons (their names, "2페이지", are visually hidden text). */
const shown = (el: HTMLElement) => {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((n) => n.remove());
  return copy.textContent;
};

const numbers = (el: HTMLElement) =>
  within(el)
    .getAllByRole('button')
    .map((b) => shown(b))
    .filter((t) => /^\d+$/.test(t ?? ''));

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const nav = c.getByRole('navigation', { name: '페이지 이동' });
    await expect(numbers(nav)).toEqual(['1', '2', '3', '4', '5']);
    await expect(c.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: '5페이지' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(c.getByRole('button', { name: '다음 페이지' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await expect(c.getByRole('button', { name: '6페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(numbers(nav)).toEqual(['4', '5', '6', '7', '8']);
    await expect(shown(nav)).toBe('‹…45678…›');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(c.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(numbers(c.getByRole('navigation', { name: 'Pages' }))).toEqual(['6', '7', '8', '9', '10']);
  },
};
