import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoothCard } from '@/components/booth/booth-card';
import { LikeButton } from '@/components/like/like-button';
import { groupHours } from '@/lib/hours';

const week = [
  { day: '2025-09-24', start_time: '17:00:00', end_time: '23:59:00' },
  { day: '2025-09-25', start_time: '17:00:00', end_time: '23:59:00' },
  { day: '2025-09-26', start_time: '18:00:00', end_time: '02:00:00' },
];

const onToggleLike = fn();

const meta = {
  title: 'Booth/BoothCard',
  component: BoothCard,
  args: {
    boothId: 1,
    name: '프론티어',
    locationName: '만해광장',
    imageUrl: '/images/booths/pub.svg',
    distanceM: 112,
    hours: groupHours(week, 'ko'),
    isNight: true,
    eventNow: false,
    highlighted: false,
    like: <LikeButton liked={false} count={118} onToggle={onToggleLike} />,
  },
  decorators: [(S) => <div style={{ padding: 12, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof BoothCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NightBooth: Story = {
  play: async ({ canvasElement }) => {
    onToggleLike.mockClear();
    const card = within(within(canvasElement).getByRole('article', { name: '프론티어' }));
    await expect(card.getByRole('link', { name: '프론티어' })).toHaveAttribute('href', '/booth/1');
    await expect(card.getByText('밤')).toBeVisible();
    await expect(card.getByText('만해광장')).toBeVisible();
    await expect(card.getByText('112m')).toBeVisible();
    await expect(card.getByText('수, 목 17:00 ~ 23:59 · 금 18:00 ~ 02:00')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: '좋아요, 118개' }));
    await expect(onToggleLike).toHaveBeenCalledOnce();
    // Spec §9: the card is 92 px high with a 68 px image.
    const article = within(canvasElement).getByRole('article');
    await expect(article.getBoundingClientRect().height).toBe(92);
    await expect(article.querySelector('img')!.getBoundingClientRect().width).toBe(68);
  },
};

export const DayBoothWithEvent: Story = {
  args: { name: '멋사 미니게임존', isNight: false, eventNow: true, highlighted: true, imageUrl: null, like: <LikeButton liked count={118} onToggle={onToggleLike} /> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const article = c.getByRole('article', { name: '멋사 미니게임존' });
    await expect(article).toHaveAttribute('data-highlighted', 'true');
    await expect(c.getByText('낮')).toBeVisible();
    await expect(c.getByText('이벤트 진행 중')).toBeVisible();
    await expect(c.getByRole('button', { name: '좋아요, 118개' })).toHaveAttribute('aria-pressed', 'true');
    await expect(article.querySelector('img')).toHaveAttribute('src', '/images/defaults/booth.svg');
  },
};
