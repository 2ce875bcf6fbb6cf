import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostDetail } from '@/components/board/post-detail';
import { EVENT, LOST } from './board-samples';

const meta = {
  title: 'Board/PostDetail/States',
  component: PostDetail,
  args: { post: EVENT },
} satisfies Meta<typeof PostDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EventPost: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('부스 위치').nextElementSibling).toHaveTextContent('만해광장');
    await expect(c.getByText('이벤트 시간').nextElementSibling).toHaveTextContent('21:00 ~ 23:00');
    await expect(c.queryByText('습득 장소')).toBeNull();
  },
};

export const EventPostEnglish: Story = {
  parameters: { locale: 'en' },
  args: { post: { ...EVENT, boothLocation: 'Manhae Square' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Booth location').nextElementSibling).toHaveTextContent('Manhae Square');
    await expect(c.getByText('Event time')).toBeVisible();
  },
};

export const LostPost: Story = {
  args: { post: LOST },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('습득 장소').nextElementSibling).toHaveTextContent('팔정도');
    await expect(c.getByText('작성자').nextElementSibling).toHaveTextContent('축제기획단 운영팀');
    const photo = c.getByRole('img', { name: '검정색 반지갑 사진' });
    await expect(photo).toHaveAttribute('width', '400');
    await expect(c.queryByText('이벤트 시간')).toBeNull();
  },
};

export const LostPostWithoutPhotoEnglish: Story = {
  parameters: { locale: 'en' },
  args: { post: { ...LOST, image: null, foundLocation: 'Paljeongdo' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Found at').nextElementSibling).toHaveTextContent('Paljeongdo');
    await expect(c.queryByRole('img')).toBeNull();
  },
};
