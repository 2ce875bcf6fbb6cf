import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boardEmpty, boardError, boardSlow } from '@mocks/handlers';
import BoardScreen from '@/screens/board/board-screen';
import { BOARD_CATEGORY_KEY } from '@/screens/board/board-category';

const meta = {
  title: 'Screens/Board',
  component: BoardScreen,
  parameters: {
    route: { path: '/board' },
    now: '2025-09-26T18:00:00+09:00',
    store: () => sessionStorage.removeItem(BOARD_CATEGORY_KEY),
  },
} satisfies Meta<typeof BoardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text a person sees in the page buttons (their names, "2페이지", are visually hidden text). */
const shown = (el: HTMLElement) => {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((n) => n.remove());
  return copy.textContent;
};

const rowsOf = async (canvas: HTMLElement) => {
  const list = await within(canvas).findByRole('list', { name: /게시글 목록|Posts/ });
  return within(list).getAllByRole('link');
};
const titles = (links: HTMLElement[]) => links.map((l) => l.querySelector('span span:last-child')?.textContent ?? '');

/** ALL: the 4 newest notices first, 10 a page, 4 pages for the 33 sample posts. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const rows = await rowsOf(canvasElement);
    await expect(rows).toHaveLength(10);
    await expect(c.getByRole('tab', { name: 'ALL' })).toHaveAttribute('aria-selected', 'true');
    for (const row of rows.slice(0, 4)) await expect(row).toHaveTextContent(/^공지/);
    await expect(rows[0]).toHaveTextContent('주점 마감 시간 및 귀가 안내');
    await expect(rows[4]).not.toHaveTextContent(/^공지/);
    const nav = c.getByRole('navigation', { name: '페이지 이동' });
    await expect(shown(nav)).toBe('‹1234›');
  },
};

/** Paging moves through the list; the page is kept in the address. */
export const Paging: Story = {
  play: async (ctx) => {
    const c = within(ctx.canvasElement);
    const first = titles(await rowsOf(ctx.canvasElement));
    await userEvent.click(c.getByRole('button', { name: '4페이지' }));
    await expect(c.getByRole('button', { name: '4페이지' })).toHaveAttribute('aria-current', 'page');
    const last = titles(await rowsOf(ctx.canvasElement));
    await expect(last).toHaveLength(3);
    // the remaining notices close the ALL list
    for (const row of await rowsOf(ctx.canvasElement)) await expect(row).toHaveTextContent(/^공지/);
    await expect(last.some((t) => first.includes(t))).toBe(false);
    await userEvent.click(c.getByRole('button', { name: '이전 페이지' }));
    await expect(c.getByRole('button', { name: '3페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Home's links arrive with ?category=. */
export const LostItemsFromHome: Story = {
  parameters: { route: { path: '/board', search: 'category=LostItem' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const rows = await rowsOf(canvasElement);
    await expect(c.getByRole('tab', { name: '분실물' })).toHaveAttribute('aria-selected', 'true');
    for (const row of rows) await expect(row).toHaveTextContent(/^분실물/);
    await expect(rows[0]).toHaveTextContent('갈색 장지갑');
    await expect(sessionStorage.getItem(BOARD_CATEGORY_KEY)).toBe('LostItem');
  },
};

/** Back from a post: no category in the address, the remembered one is used. */
export const RememberedCategory: Story = {
  parameters: { store: () => sessionStorage.setItem(BOARD_CATEGORY_KEY, 'Notice') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const rows = await rowsOf(canvasElement);
    await expect(c.getByRole('tab', { name: '공지' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows.length).toBe(10);
    for (const row of rows) await expect(row).toHaveTextContent(/^공지/);
  },
};

/** Search: title, writer, booth name and detail, case-insensitive and trimmed, within the tab. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await rowsOf(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: '게시글 검색' }), '  지갑 ');
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(3));
    await expect(titles(await rowsOf(canvasElement))).toEqual(['갈색 장지갑', '분홍색 카드지갑', '검정색 반지갑']);
    await expect(c.queryByRole('navigation')).toBeNull();
    await userEvent.click(c.getByRole('tab', { name: '공지' }));
    await expect(await c.findByText('검색 결과가 없어요')).toBeVisible();
  },
};

/** An ended event does not open: a toast says so for 2 s. */
export const EndedEventToast: Story = {
  parameters: { route: { path: '/board', search: 'category=Event' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await rowsOf(canvasElement);
    const ended = c.getByRole('link', { name: /굿즈 전 품목 30% 할인/ });
    await expect(ended).toHaveTextContent('종료');
    await userEvent.click(ended);
    const toast = c.getByText('종료된 이벤트예요');
    await expect(toast).toBeVisible();
    // still on the list
    await expect(c.getByRole('tab', { name: '이벤트' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(c.queryByText('종료된 이벤트예요')).toBeNull(), { timeout: 3000 });
  },
};

export const English: Story = {
  parameters: { locale: 'en', route: { path: '/board', search: 'category=LostItem' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('tab').map((t) => t.textContent)).toEqual(['ALL', 'Notice', 'Event', 'Lost item']);
    await waitFor(() => expect(c.getByRole('link', { name: /Brown long wallet/ })).toBeVisible(), { timeout: 5000 });
    await expect(c.getByRole('link', { name: /Brown long wallet/ })).toHaveTextContent('Student Council');
    // search also finds the texts shown in English, across every page of the tab
    await userEvent.type(c.getByRole('searchbox', { name: 'Search posts' }), ' WALLET');
    await waitFor(async () =>
      expect(titles(await rowsOf(canvasElement))).toEqual(['Brown long wallet', 'Pink card wallet', 'Black bifold wallet']),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...boardSlow);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '불러오는 중…' })).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...boardError);
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('게시글을 불러오지 못했어요');
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const EmptyTabs: Story = {
  beforeEach({ msw }) {
    msw.use(...boardEmpty);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('게시글이 없어요')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: '공지' }));
    await expect(c.getByText('공지가 없어요')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: '이벤트' }));
    await expect(c.getByText('진행 중인 이벤트가 없어요')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: '분실물' }));
    await expect(c.getByText('다행히 아직 분실물이 없어요')).toBeVisible();
  },
};

export const EmptyTabsEnglish: Story = {
  parameters: { locale: 'en', route: { path: '/board', search: 'category=Event' } },
  beforeEach({ msw }) {
    msw.use(...boardEmpty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No ongoing event')).toBeVisible();
  },
};
