import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BuildingMap } from '@/components/map/building-map';

const meta = {
  title: 'Map/BuildingMap/States',
  component: BuildingMap,
  args: { locationId: 17, name: '혜화관', date: '2025-09-25', isNight: true, booths: [], onClose: fn() },
  decorators: [(S) => <div style={{ position: 'relative', height: 480, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof BuildingMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoBoothsHere: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('이 날 이 시간에는 이곳에 부스가 없어요');
    await expect(c.queryByRole('link')).toBeNull();
  },
};

export const EnglishLabels: Story = {
  parameters: { locale: 'en' },
  args: {
    name: 'Hyehwa Hall',
    isNight: false,
    booths: [
      { boothId: 15, name: 'Film Department Cinema Booth' },
      { boothId: 24, name: 'Theatre Improv Festival' },
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(within(canvasElement).getByRole('region', { name: 'Hyehwa Hall detailed map' }));
    await expect(c.getByRole('link', { name: 'Film Department Cinema Booth' })).toHaveAttribute('href', '/booth/15');
    await expect(c.getByRole('button', { name: 'Back to campus map' })).toBeVisible();
    await expect(c.getByText('Stage')).toBeInTheDocument();
  },
};
