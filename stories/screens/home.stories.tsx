import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import HomeScreen from '@/screens/home/home-screen';
import { selectBoothList } from '@mocks/fixtures/booths';
import { boothWorld } from '@mocks/state';
import { EVENTS_REQUEST } from '@/screens/home/home-data';
import { boardError, boothsEmpty, boothsError, boothsSlow, likeFails, setMockNow } from '@mocks/handlers';

const DAY2_1730 = '2025-09-25T17:30:00+09:00';
const DAY2_2100 = '2025-09-25T21:00:00+09:00';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  parameters: { route: { path: '/' }, now: DAY2_1730 },
  beforeEach() {
    setMockNow(DAY2_1730);
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (c: ReturnType<typeof within>, name: string) => within(c.getByRole('heading', { name }).closest('section') as HTMLElement);

/** Day 2 at 17:30: urgent notice, the club show on now, event booths and the top 3. */
export const Day2At1730: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: '분실물 게시판 바로가기' })).toHaveAttribute('href', '/board?category=LostItem');
    const urgent = await c.findByRole('link', { name: /긴급 공지 대운동장 특설무대 인파 밀집 주의/ });
    await expect(urgent).toHaveAttribute('href', '/board?category=Notice');
    // The toast of the urgent notice (other status lines are sections still loading).
    await expect(c.getAllByRole('status').some((s) => s.textContent === '긴급 공지 대운동장 특설무대 인파 밀집 주의')).toBe(true);
    const lineup = c.getByRole('link', { name: /LINE-UP/ });
    await waitFor(() => expect(lineup).toHaveTextContent('힙합 비트라인'));
    await expect(lineup).toHaveTextContent('지금 공연 중');
    const events = section(c, '이벤트 중인 부스');
    // What the mock backend answers at this moment (the same sample festival the server is seeded with).
    const expected = selectBoothList(EVENTS_REQUEST, boothWorld());
    await expect(expected.length).toBeGreaterThan(0);
    await expect(await events.findByRole('link', { name: new RegExp(expected[0]!.name) })).toHaveAttribute('href', `/booth/${expected[0]!.booth_id}`);
    await expect(events.getAllByRole('listitem')).toHaveLength(expected.length);
    await expect(events.queryByText('이벤트를 기다리는 중이에요')).toBeNull();
    const ranking = section(c, '인기 부스 랭킹');
    const rows = await ranking.findAllByRole('listitem');
    await expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      expect.stringContaining('프론티어'),
      expect.stringContaining('멋사 미니게임존'),
      expect.stringContaining('공과대학'),
    ]);
    await expect(c.getByRole('link', { name: 'Administrator' })).toHaveAttribute('href', '/admin/login');
  },
};

/** A like in the ranking counts at once and keeps the server's answer. */
export const LikeFromRanking: Story = {
  parameters: { store: () => localStorage.removeItem('likedBooths') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const ranking = section(c, '인기 부스 랭킹');
    const like = await ranking.findByRole('button', { name: '좋아요, 118개' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await waitFor(() => expect(ranking.getByRole('button', { name: '좋아요, 119개' })).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** A failed like goes back to what it was, without a word. */
export const LikeFailsRollsBack: Story = {
  beforeEach({ msw }) {
    msw.use(...likeFails);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const ranking = section(c, '인기 부스 랭킹');
    await userEvent.click(await ranking.findByRole('button', { name: '좋아요, 103개' }));
    await waitFor(() => expect(ranking.getByRole('button', { name: '좋아요, 103개' })).toHaveAttribute('aria-pressed', 'false'));
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

/** In the evening no club show is on: the LINE-UP card shows today's artists. */
export const EveningArtists: Story = {
  parameters: { now: DAY2_2100 },
  beforeEach() {
    setMockNow(DAY2_2100);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('img', { name: '윤서하' })).toBeVisible();
    await expect(c.getByRole('link', { name: /LINE-UP/ })).not.toHaveTextContent('지금 공연 중');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Go to lost items' })).toBeVisible();
    await expect(await c.findByRole('heading', { name: 'Booths running events' })).toBeVisible();
    await waitFor(() => expect(c.getByRole('link', { name: /LINE-UP/ })).toHaveTextContent('On stage now'));
    await expect(await section(c, 'Popular booth ranking').findAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(c.getByRole('link', { name: /Urgent notice/ })).not.toHaveTextContent('대운동장'));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...boothsSlow);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(section(c, '이벤트 중인 부스').getByRole('status')).toHaveTextContent('불러오는 중…');
    await expect(section(c, '인기 부스 랭킹').getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

/** No events and fewer than three liked booths (after the festival, say). */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...boothsEmpty, http.get('*/api/board/emergency', () => HttpResponse.json({ message: 'no notice' }, { status: 404 })));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('이벤트를 기다리는 중이에요')).toBeVisible();
    await expect(await c.findByText('랭킹 집계 중이에요')).toBeVisible();
    await expect(c.queryByRole('link', { name: /긴급 공지/ })).toBeNull();
  },
};

export const EmptyEnglish: Story = {
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...boothsEmpty);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Waiting for events')).toBeVisible();
    await expect(await c.findByText('Rankings being calculated')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...boothsError, ...boardError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await section(c, '이벤트 중인 부스').findByRole('alert')).toHaveTextContent('이벤트 부스를 불러올 수 없어요');
    await expect(await section(c, '인기 부스 랭킹').findByRole('alert')).toHaveTextContent('랭킹을 불러올 수 없어요');
    // The rest of the page still works.
    await expect(c.getByRole('link', { name: /LINE-UP/ })).toHaveAttribute('href', '/timetable');
  },
};

export const FailedEnglish: Story = {
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...boothsError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Event booths cannot be loaded')).toBeVisible();
    await expect(await c.findByText('Rankings cannot be loaded')).toBeVisible();
  },
};
