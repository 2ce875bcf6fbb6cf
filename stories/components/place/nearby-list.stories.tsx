import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NearbyList } from '@/components/place/nearby-list';

const meta = {
  title: 'Place/NearbyList',
  component: NearbyList,
  args: {
    items: [
      { boothId: 1, name: '프론티어', locationName: '만해광장', imageUrl: '/images/booths/pub.svg' },
      { boothId: 13, name: '빛그림 즉석 사진관', locationName: '팔정도', imageUrl: null },
      { boothId: 15, name: '영화영상학과 시네마 부스', locationName: '혜화관', imageUrl: '/images/booths/cinema.svg' },
    ],
  },
} satisfies Meta<typeof NearbyList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeBooths: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: '주변 추천' }));
    const links = region.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/booth/1', '/booth/13', '/booth/15']);
    await expect(region.getByText('빛그림 즉석 사진관')).toBeVisible();
  },
};
