import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RankingItem, RankingList } from '@/components/home/ranking-list';
import { LikeButton } from '@/components/like/like-button';

const onToggle = fn();
const rows = [
  { id: 1, name: '국어국문학과 주점', location: '만해광장', count: 312, liked: true },
  { id: 2, name: '공과대학 주점', location: '원흥관', count: 280, liked: false },
  { id: 3, name: '경영대학 주점', location: '경영관', count: 199, liked: false },
];

const meta = {
  title: 'Home/RankingList',
  component: RankingList,
  args: {
    status: 'ready',
    count: 3,
    children: rows.map((r, i) => (
      <RankingItem
        key={r.id}
        rank={i + 1}
        boothId={r.id}
        name={r.name}
        location={r.location}
        imageUrl="/images/defaults/booth.svg"
        like={<LikeButton liked={r.liked} count={r.count} onToggle={onToggle} />}
      />
    )),
  },
} satisfies Meta<typeof RankingList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '인기 부스 랭킹' })).toBeVisible();
    const items = within(c.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('1위');
    await expect(within(items[0]!).getByRole('link', { name: /국어국문학과 주점/ })).toHaveAttribute('href', '/booth/1');
    await expect(within(items[0]!).getByRole('button', { name: '좋아요, 312개' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(items[1]!).getByRole('button', { name: '좋아요, 280개' }));
    await expect(onToggle).toHaveBeenCalled();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Popular booth ranking' })).toBeVisible();
    await expect(c.getAllByRole('listitem')[2]).toHaveTextContent('No. 3');
    await expect(c.getByRole('button', { name: 'Like, 199 likes' })).toBeVisible();
  },
};
