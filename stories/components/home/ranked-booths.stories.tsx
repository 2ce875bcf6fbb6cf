import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BoothListItem } from '@contract/types';
import { RankedBooths } from '@/components/home/ranked-booths';
import { RankingList } from '@/components/home/ranking-list';
import { DEFAULT_BOOTH_IMAGE } from '@/screens/home/home-data';

const booth = (booth_id: number, name: string, location: string, like_cnt: number, is_liked = false): BoothListItem => ({
  booth_id,
  name,
  category: 'Booth',
  image_url: null,
  is_night: true,
  is_dorder: false,
  is_event: false,
  event_id: null,
  location: { id: booth_id, name: location, lat: null, lng: null },
  distance_m: null,
  business_days: [],
  start_time: '17:00',
  end_time: '23:59',
  like_cnt,
  is_liked,
});
const booths = [booth(1, '프론티어', '만해광장', 118), booth(3, '푸름누리', '팔정도', 85, true), booth(2, '멋사 미니게임존', '원흥관', 64)];
const ENGLISH: Record<string, string> = { 프론티어: 'Frontier', 만해광장: 'Manhae Square', 푸름누리: 'Pureumnuri', 팔정도: 'Paljeongdo' };

/** The home's ranking rows as home shows them: inside the ranking list, names through the screen's `t`. */
function Ranking({ english = false }: { english?: boolean }) {
  const t = (_key: string, source: string) => (english ? (ENGLISH[source] ?? source) : source);
  return (
    <RankingList status="ready" count={booths.length}>
      <RankedBooths booths={booths} t={t} />
    </RankingList>
  );
}

const meta = { title: 'Home/RankedBooths', component: Ranking } satisfies Meta<typeof Ranking>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ranked: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('1위');
    await expect(within(items[0]!).getByRole('link', { name: /프론티어/ })).toHaveAttribute('href', '/booth/1');
    await expect(items[0]).toHaveTextContent('만해광장');
    await expect(within(items[1]!).getByRole('button', { name: '좋아요, 85개' })).toHaveAttribute('aria-pressed', 'true');
    // Rows without an image show the default booth picture (decorative: the name says what it is).
    await expect(items[2]!.querySelector('img')).toHaveAttribute('src', DEFAULT_BOOTH_IMAGE);
  },
};

export const LikeGoesToTheServer: Story = {
  play: async ({ canvasElement }) => {
    const first = within(within(canvasElement).getAllByRole('listitem')[0]!);
    await userEvent.click(first.getByRole('button', { name: '좋아요, 118개' }));
    // The like's code comes with this first tap; its machine sends the toggle (MSW's sample server) and the row shows
    // the answer: busy until then.
    await waitFor(() => expect(first.getByRole('button', { name: /좋아요/ })).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(first.getByRole('button', { name: /좋아요/ })).not.toHaveAttribute('aria-busy'));
    await expect(first.getByRole('button', { name: '좋아요, 119개' })).toBeVisible();
    await expect(localStorage.getItem('likedBooths')).toContain('"1"');
  },
};

export const English: Story = {
  args: { english: true },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('No. 1');
    await expect(within(items[0]!).getByRole('link', { name: /Frontier/ })).toBeVisible();
    await expect(items[1]).toHaveTextContent('Paljeongdo');
    // A name without a translation keeps its Korean source.
    await expect(items[2]).toHaveTextContent('멋사 미니게임존');
    await expect(within(items[1]!).getByRole('button', { name: 'Like, 85 likes' })).toHaveAttribute('aria-pressed', 'true');
  },
};
