import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
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
  const list = await within(canvas).findByRole('list', { name: /게시글 목록|Posts|投稿一覧|帖子列表/ });
  return within(list).getAllByRole('link');
};
const titles = (links: HTMLElement[]) => links.map((l) => l.querySelector('span span:last-child')?.textContent ?? '');
const shownTitles = async (canvas: HTMLElement) => titles(await rowsOf(canvas));

/** The board pages asked of the (mock) server, as page/size/category/search; the request goes on to the mocks. */
function boardRequests() {
  const asked: Record<string, string>[] = [];
  const gates = new Map<string, Promise<void>>();
  const handler = http.get('*/board/', async ({ request }) => {
    const q = Object.fromEntries(new URL(request.url).searchParams);
    delete q.lang;
    asked.push(q);
    await gates.get(q.page ?? '');
  });
  /** Page `page` is held until `release()` (a person still sees the page before it). */
  const hold = (page: number) => {
    let release = () => {};
    gates.set(String(page), new Promise<void>((r) => (release = r)));
    return () => release();
  };
  return { handler, asked, hold };
}

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
    await waitFor(async () => expect(await shownTitles(ctx.canvasElement)).toHaveLength(3));
    const last = await shownTitles(ctx.canvasElement);
    // the remaining notices close the ALL list
    for (const row of await rowsOf(ctx.canvasElement)) await expect(row).toHaveTextContent(/^공지/);
    await expect(last.some((t) => first.includes(t))).toBe(false);
    await userEvent.click(c.getByRole('button', { name: '이전 페이지' }));
    await expect(c.getByRole('button', { name: '3페이지' })).toHaveAttribute('aria-current', 'page');
    await waitFor(async () => expect(await rowsOf(ctx.canvasElement)).toHaveLength(10));
  },
};

const paging = boardRequests();
/**
 * The server sends one page at a time (page=N&size=10); the next page is fetched ahead, so "next" shows it at
 * once, and a page further on keeps the current one on screen (dimmed, busy) until it comes.
 */
export const OnePageAtATime: Story = {
  beforeEach({ msw }) {
    paging.asked.length = 0;
    msw.use(paging.handler);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const first = await shownTitles(canvasElement);
    await expect(first).toHaveLength(10);
    await expect(paging.asked[0]).toEqual({ page: '1', size: '10' });
    // page 2 is asked for before anyone clicks
    await waitFor(() => expect(paging.asked).toContainEqual({ page: '2', size: '10' }));
    await userEvent.click(c.getByRole('button', { name: '다음 페이지' }));
    await waitFor(async () => expect((await shownTitles(canvasElement))[0]).not.toBe(first[0]));
    await expect(paging.asked.filter((q) => q.page === '2')).toHaveLength(1);
    const second = await shownTitles(canvasElement);
    // then page 3 is fetched ahead in turn
    await waitFor(() => expect(paging.asked).toContainEqual({ page: '3', size: '10' }));
    const release = paging.hold(4);
    await userEvent.click(c.getByRole('button', { name: '4페이지' }));
    await expect(c.getByRole('button', { name: '4페이지' })).toHaveAttribute('aria-current', 'page');
    // page 4 is on its way: page 2 stays, marked busy, never an empty list or a skeleton
    await expect(c.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(await shownTitles(canvasElement)).toEqual(second);
    await expect(c.queryByRole('status', { name: '불러오는 중…' })).toBeNull();
    await expect(c.queryByText('게시글이 없어요')).toBeNull();
    release();
    await waitFor(async () => expect(await shownTitles(canvasElement)).toHaveLength(3));
    await expect(c.getByRole('tabpanel')).not.toHaveAttribute('aria-busy');
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

const searching = boardRequests();
/** Search: title, writer, booth name and detail, case-insensitive and trimmed, within the tab, by the server. */
export const Search: Story = {
  beforeEach({ msw }) {
    searching.asked.length = 0;
    msw.use(searching.handler);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await rowsOf(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: '게시글 검색' }), '  지갑 ');
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(3));
    await expect(titles(await rowsOf(canvasElement))).toEqual(['갈색 장지갑', '분홍색 카드지갑', '검정색 반지갑']);
    await expect(c.queryByRole('navigation')).toBeNull();
    // the server was asked with the trimmed text, not once per key
    await expect(searching.asked).toContainEqual({ page: '1', size: '10', search: '지갑' });
    await expect(searching.asked.filter((q) => q.search !== undefined && q.search !== '지갑')).toEqual([]);
    await userEvent.click(c.getByRole('tab', { name: '공지' }));
    await expect(await c.findByText('검색 결과가 없어요')).toBeVisible();
    await expect(searching.asked).toContainEqual({ page: '1', size: '10', category: 'Notice', search: '지갑' });
  },
};

/** A search from a later page starts at page 1; nothing found says so, with no pages. */
export const SearchNothingFound: Story = {
  parameters: { route: { path: '/board', search: 'category=ALL&page=3' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await rowsOf(canvasElement)).toHaveLength(10);
    await expect(c.getByRole('button', { name: '3페이지' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(c.getByRole('searchbox', { name: '게시글 검색' }), '없는 게시글');
    await expect(await c.findByText('검색 결과가 없어요')).toBeVisible();
    await expect(c.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
    await userEvent.clear(c.getByRole('searchbox', { name: '게시글 검색' }));
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(10));
    await expect(c.getByRole('button', { name: '1페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A page past the end (an old link) shows the last page. */
export const PagePastTheEnd: Story = {
  parameters: { route: { path: '/board', search: 'category=Event&page=9' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(1));
    for (const row of await rowsOf(canvasElement)) await expect(row).toHaveTextContent(/^이벤트/);
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
    // the server searches the posts as written (Korean); what it finds is shown in English
    await userEvent.type(c.getByRole('searchbox', { name: 'Search posts' }), ' 지갑');
    await waitFor(async () =>
      expect(titles(await rowsOf(canvasElement))).toEqual(['Brown long wallet', 'Pink card wallet', 'Black bifold wallet']),
    );
    await userEvent.type(c.getByRole('searchbox', { name: 'Search posts' }), ' 없음');
    await expect(await c.findByText('No search results')).toBeVisible();
  },
};

/** Japanese: the pages are named in Japanese, and a later page comes from the server. */
export const JapaneseLaterPage: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const first = await shownTitles(canvasElement);
    await expect(first).toHaveLength(10);
    const nav = c.getByRole('navigation', { name: 'ページ移動' });
    await userEvent.click(within(nav).getByRole('button', { name: '3ページ' }));
    await expect(within(nav).getByRole('button', { name: '3ページ' })).toHaveAttribute('aria-current', 'page');
    await waitFor(async () => expect((await shownTitles(canvasElement)).some((t) => first.includes(t))).toBe(false));
    await expect(await rowsOf(canvasElement)).toHaveLength(10);
    await expect(c.getByRole('tab', { name: 'ALL' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('searchbox', { name: '投稿を検索' })).toBeVisible();
  },
};

/** Chinese: a category, and a search it has nothing for. */
export const ChineseCategorySearch: Story = {
  parameters: { locale: 'zh-CN', route: { path: '/board', search: 'category=Notice' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: '公告' })).toHaveAttribute('aria-selected', 'true');
    await expect(await rowsOf(canvasElement)).toHaveLength(10);
    await userEvent.type(c.getByRole('searchbox', { name: '搜索帖子' }), '없는 게시글');
    await expect(await c.findByText('没有搜索结果')).toBeVisible();
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
    // The lost-item page itself has come (not the previous tab's, kept while it loads).
    await waitFor(() => expect(c.getByRole('tabpanel')).not.toHaveAttribute('aria-busy'));
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
