import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeveloperList } from '@/components/developers/developer-list';

const meta = {
  title: 'Developers/DeveloperList',
  component: DeveloperList,
  args: {
    members: [
      { id: 1, name: '김도윤', role: '대표 · 백엔드 개발', major: '컴퓨터공학전공', image: '/images/developers/01.svg' },
      { id: 2, name: '이서연', role: '부대표 · 프론트엔드 개발', major: '멀티미디어소프트웨어공학전공', image: '/images/developers/02.svg' },
    ],
  },
} satisfies Meta<typeof DeveloperList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const cards = c.getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { name: '김도윤' })).toBeVisible();
    await expect(first.getByText('대표 · 백엔드 개발')).toBeVisible();
    await expect(first.getByText('컴퓨터공학전공')).toBeVisible();
    await expect(first.getByRole('img', { name: '김도윤 사진' })).toHaveAttribute('src', '/images/developers/01.svg');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: {
    members: [{ id: 1, name: '김도윤', role: 'CEO · Back-End Development', major: 'Computer Science and Engineering', image: '/images/developers/01.svg' }],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'Photo of 김도윤' })).toBeVisible();
    await expect(c.getByText('CEO · Back-End Development')).toBeVisible();
  },
};
