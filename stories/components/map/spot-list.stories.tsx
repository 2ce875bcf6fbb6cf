import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpotList } from '@/components/map/spot-list';

const meta = {
  title: 'Map/SpotList',
  component: SpotList,
  args: {
    emptyText: '아직 선택된 부스가 없어요',
    items: [
      { key: 'a3', title: '학생회관 Beer Stand', subtitle: '주류 판매 · 학생회관', distanceM: 150, selected: true },
      { key: 'a2', title: '팔정도 주류 판매소', subtitle: '주류 판매 · 팔정도', distanceM: 20 },
    ],
  },
} satisfies Meta<typeof SpotList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectedSpotFirst: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await expect(rows[0]).toHaveTextContent('학생회관 Beer Stand');
    await expect(rows[0]).toHaveTextContent('150m');
    await expect(rows[1]).not.toHaveAttribute('aria-current');
  },
};
