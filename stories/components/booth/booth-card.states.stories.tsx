import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BoothCard } from '@/components/booth/booth-card';
import { LikeButton } from '@/components/like/like-button';
import { groupHours } from '@/lib/hours';

const meta = {
  title: 'Booth/BoothCard/States',
  component: BoothCard,
  args: {
    boothId: 21,
    name: '통계학과 확률 게임',
    locationName: '명진관',
    imageUrl: null,
    distanceM: null,
    hours: groupHours([{ day: '2025-09-25', start_time: null, end_time: null }], 'ko'),
    isNight: false,
    eventNow: false,
    highlighted: false,
    like: <LikeButton liked={false} count={0} onToggle={fn()} />,
  },
  decorators: [(S) => <div style={{ padding: 12, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof BoothCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreparingAndNoLocation: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('운영 시간 준비 중')).toBeVisible();
    await expect(c.getByText('위치 정보 없음')).toBeVisible();
    await expect(c.getByRole('button', { name: '좋아요, 0개' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: {
    name: 'Lab Pocha',
    locationName: 'Myeongjin Hall',
    distanceM: 1234,
    isNight: true,
    hours: groupHours([{ day: '2025-09-24', start_time: '17:00:00', end_time: '23:59:00' }, { day: '2025-09-25', start_time: '17:00:00', end_time: '23:59:00' }], 'en'),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Lab Pocha' })).toBeVisible();
    await expect(c.getByText('Night')).toBeVisible();
    await expect(c.getByText('1,234 m')).toBeVisible();
    await expect(c.getByText('Wed, Thu 17:00 – 23:59')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Like, 0 likes' })).toBeVisible();
  },
};

export const Japanese: Story = {
  parameters: { locale: 'ja' },
  args: {
    name: '実験室ポチャ',
    locationName: '明進館',
    hours: groupHours([{ day: '2025-09-24', start_time: '17:00:00', end_time: '23:59:00' }], 'ja'),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('明進館')).toBeVisible();
    await expect(c.getByText(/^水 17:00/)).toBeVisible();
  },
};
