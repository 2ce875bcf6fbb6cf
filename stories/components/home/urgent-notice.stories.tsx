import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UrgentNotice } from '@/components/home/urgent-notice';

const meta = {
  title: 'Home/UrgentNotice',
  component: UrgentNotice,
  args: { notice: { id: 100, title: '대운동장 특설무대 인파 밀집 주의', content: '팔정도 방향 출입구를 이용해 주세요.' } },
} satisfies Meta<typeof UrgentNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const link = c.getByRole('link', { name: /긴급 공지 대운동장 특설무대 인파 밀집 주의/ });
    await expect(link).toHaveAttribute('href', '/board?category=Notice');
    await expect(c.getByRole('status')).toHaveTextContent('긴급 공지 대운동장 특설무대 인파 밀집 주의');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  args: { notice: { id: 100, title: 'Crowding at the main stage', content: 'Use the Paljeongdo exit.' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: /Urgent notice Crowding at the main stage/ })).toHaveAttribute('href', '/board?category=Notice');
    await expect(c.getByRole('status')).toHaveTextContent('Urgent notice Crowding at the main stage');
  },
};
