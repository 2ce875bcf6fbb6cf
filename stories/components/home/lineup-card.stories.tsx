import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LineupCard } from '@/components/home/lineup-card';

const artists = [
  { id: 10, name: '윤서하', imageUrl: '/images/artists/yoon-seoha.svg' },
  { id: 11, name: '실버라이닝', imageUrl: '/images/artists/silver-lining.svg' },
  { id: 12, name: 'DJ 코스모', imageUrl: '/images/artists/dj-cosmo.svg' },
];

const meta = {
  title: 'Home/LineupCard',
  component: LineupCard,
  args: { club: null, artists },
} satisfies Meta<typeof LineupCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The artists' photos change every 2 s. */
export const ArtistsRotate: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const card = c.getByRole('link', { name: /LINE-UP/ });
    await expect(card).toHaveAttribute('href', '/timetable');
    await expect(c.getByRole('img', { name: '윤서하' })).toBeVisible();
    await new Promise((r) => setTimeout(r, 1800));
    await expect(c.getByRole('img', { name: '윤서하' })).toBeVisible();
    await waitFor(() => expect(c.getByRole('img', { name: '실버라이닝' })).toBeVisible(), { timeout: 1500 });
    await expect(c.queryByRole('img', { name: '윤서하' })).toBeNull();
  },
};

/** A club show on now replaces the artists. */
export const ClubOnNow: Story = {
  args: { club: { name: '힙합 비트라인', place: '대운동장 특설무대', imageUrl: '/images/clubs/hiphop.svg', start: '17:10', end: '17:40' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const card = c.getByRole('link', { name: /LINE-UP/ });
    await expect(card).toHaveTextContent('지금 공연 중');
    await expect(card).toHaveTextContent('힙합 비트라인');
    await expect(card).toHaveTextContent('17:10 ~ 17:40');
    await expect(c.queryByRole('img', { name: '윤서하' })).toBeNull();
  },
};

export const ClubOnNowEnglish: Story = {
  parameters: { locale: 'en' },
  args: { club: { name: 'Hip-hop Beatline', place: 'Main Field Special Stage', imageUrl: null, start: '17:10', end: '17:40' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link', { name: /LINE-UP/ });
    await expect(card).toHaveTextContent('On stage now');
    await expect(card).toHaveTextContent('17:10 – 17:40');
  },
};

/** Before the stage data arrives (or when it fails) the card still leads to the timetable. */
export const NoArtistsYet: Story = {
  args: { artists: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: /LINE-UP/ })).toHaveAttribute('href', '/timetable');
    await expect(c.queryByRole('img')).toBeNull();
  },
};
