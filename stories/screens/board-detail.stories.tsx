import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { SAMPLE_POSTS } from '@contract/sample/posts';
import { toEventSummary } from '@mocks/fixtures/board';
import { Route, useLocation } from 'wouter';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boardError, boardSlow, boothsError } from '@mocks/handlers';
import BoardDetailScreen from '@/screens/board/board-detail-screen';
import { BOARD_CATEGORY_KEY } from '@/screens/board/board-category';

const meta = {
  title: 'Screens/BoardDetail',
  component: BoardDetailScreen,
  render: () => (
    <Route path="/board/:boardId">
      <BoardDetailScreen />
    </Route>
  ),
  parameters: {
    route: { path: '/board/30' },
    now: '2025-09-26T18:00:00+09:00',
    store: () => sessionStorage.setItem(BOARD_CATEGORY_KEY, 'Event'),
  },
} satisfies Meta<typeof BoardDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An event running tonight: booth location, event time, the booth card, related posts. */
export const EventPost: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: '마지막 밤 해피아워' })).toBeVisible();
    await expect(c.getByText('이벤트 시간').nextElementSibling).toHaveTextContent('21:00 ~ 23:00');
    await expect(c.getByText('부스 위치').nextElementSibling).not.toBeEmptyDOMElement();
    const card = await waitFor(() => {
      const link = canvasElement.querySelector<HTMLAnchorElement>('a[href^="/booth/"]');
      expect(link).not.toBeNull();
      return link as HTMLAnchorElement;
    });
    await expect(card).toHaveTextContent('부스 보기');
    await expect(card.getAttribute('href')).toMatch(/^\/booth\/\d+$/);
    const related = await c.findByRole('region', { name: '관련 게시글' });
    await expect(within(related).getAllByRole('link').length).toBeLessThanOrEqual(3);
    await expect(c.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/board?category=Event');
  },
};

export const LostPost: Story = {
  parameters: { route: { path: '/board/9' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: '검정색 반지갑' })).toBeVisible();
    await expect(c.getByText('습득 장소').nextElementSibling).not.toBeEmptyDOMElement();
    await expect(c.getByText('작성자').nextElementSibling).toHaveTextContent('축제기획단 운영팀');
    await expect(c.getByRole('img', { name: '검정색 반지갑 사진' })).toBeVisible();
    await expect(c.queryByText('이벤트 시간')).toBeNull();
  },
};

/** Titles, contents, writers and lost places in the visitor's language. */
export const LostPostEnglish: Story = {
  parameters: { route: { path: '/board/9' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('heading', { level: 1, name: 'Black bifold wallet' })).toBeVisible(), { timeout: 5000 });
    await expect(c.getByText('Writer').nextElementSibling).toHaveTextContent('Festival Planning Committee Operations Team');
    await expect(c.getByText('Found at')).toBeVisible();
  },
};

export const NoticePost: Story = {
  parameters: { route: { path: '/board/1' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: '2025 동국대학교 가을 축제 일정 안내' })).toBeVisible();
    await expect(c.queryByText('부스 위치')).toBeNull();
    await expect(c.queryByText('습득 장소')).toBeNull();
    // the first post has nothing before it
    await waitFor(() => expect(c.queryByRole('region', { name: '관련 게시글' })).toBeNull());
  },
};

/** A post reached by link whose event has ended does not open: the toast, then the list. */
export const EndedEvent: Story = {
  parameters: { route: { path: '/board/25' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('종료된 이벤트예요')).toBeVisible();
    await expect(c.queryByRole('heading', { level: 1 })).toBeNull();
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
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('게시글을 불러오지 못했어요');
    await expect(c.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/board?category=Event');
  },
};

export const FailedEnglish: Story = {
  parameters: { locale: 'en', route: { path: '/board/999' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load post');
  },
};

export const BoothFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...boothsError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('부스 정보를 불러오지 못했어요')).toBeVisible();
    await expect(c.getByRole('link', { name: '부스 보기' })).toBeVisible();
  },
};

const eventCalls = new Map<string, number>();

function Harness() {
  const [, navigate] = useLocation();
  return (
    <>
      <button type="button" onClick={() => navigate('/board/32')}>go 32</button>
      <button type="button" onClick={() => navigate('/board/30')}>go 30</button>
      <Route path="/board/:boardId">
        <BoardDetailScreen />
      </Route>
    </>
  );
}

/** The event detail is fetched once per id: leaving for another event and coming back asks no more. */
export const EventFetchedOnce: Story = {
  render: () => <Harness />,
  beforeEach({ msw }) {
    eventCalls.clear();
    msw.use(
      http.get('*/board/events/:id', ({ params }) => {
        const id = String(params.id);
        eventCalls.set(id, (eventCalls.get(id) ?? 0) + 1);
        const post = SAMPLE_POSTS.find((p) => String(p.id) === id);
        if (!post) return HttpResponse.json({ message: 'event not found' }, { status: 404 });
        // The event's own hours start half an hour before the post's, so the screen shows when the detail arrived.
        const summary = toEventSummary(post, SAMPLE_BOOTHS);
        return HttpResponse.json({ ...summary, start_time: new Date(Date.parse(summary.start_time) - 30 * 60_000).toISOString() });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: '마지막 밤 해피아워' });
    // Each event's own hours are on screen before leaving it (leaving while the answer is on its way cancels the call).
    await waitFor(() => expect(c.getByText('이벤트 시간').nextElementSibling).toHaveTextContent('20:30 ~ 23:00'));
    await userEvent.click(c.getByRole('button', { name: 'go 32' }));
    await c.findByRole('heading', { level: 1, name: '공대 주점 경품 추첨' });
    await waitFor(() => expect(c.getByText('이벤트 시간').nextElementSibling).toHaveTextContent('21:30 ~ 22:30'));
    await userEvent.click(c.getByRole('button', { name: 'go 30' }));
    await c.findByRole('heading', { level: 1, name: '마지막 밤 해피아워' });
    // Back on the first event: its hours from the cache at once.
    await expect(c.getByText('이벤트 시간').nextElementSibling).toHaveTextContent('20:30 ~ 23:00');
    await expect(Object.fromEntries(eventCalls)).toEqual({ '30': 1, '32': 1 });
  },
};
