import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuildingMap } from '@/components/map/building-map';

const meta = {
  title: 'Map/BuildingMap',
  component: BuildingMap,
  args: {
    locationId: 7,
    name: '팔정도',
    date: '2025-09-24',
    isNight: false,
    booths: [
      { boothId: 13, name: '빛그림 즉석 사진관' },
      { boothId: 20, name: '불교대학 연등 만들기' },
      { boothId: 27, name: '총학생회 안내 부스' },
      { boothId: 3, name: '푸름누리' },
    ],
    onClose: fn(),
  },
  decorators: [(S) => <div style={{ position: 'relative', height: 480, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof BuildingMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DayLabels: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(within(canvasElement).getByRole('region', { name: '팔정도 상세 지도' }));
    await expect(c.getByRole('img', { name: '팔정도 부스 배치도' })).toBeVisible();
    await expect((await c.findAllByRole('link')).map((l) => l.textContent)).toEqual(['빛그림 즉석 사진관', '불교대학 연등 만들기', '총학생회 안내 부스']);
    await expect(c.getByRole('link', { name: '총학생회 안내 부스' })).toHaveAttribute('href', '/booth/27');
    // The night pub has no label by day.
    await expect(c.queryByRole('link', { name: '푸름누리' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '캠퍼스 지도로 돌아가기' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const SameBuildingAtNight: Story = {
  args: { isNight: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect((await c.findAllByRole('link')).map((l) => l.textContent)).toEqual(['푸름누리']);
  },
};

export const OtherDayOtherPlaces: Story = {
  args: { date: '2025-09-26' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // 빛그림 is closed on the 26th; the others move along the row.
    await expect((await c.findAllByRole('link')).map((l) => l.textContent)).toEqual(['불교대학 연등 만들기', '총학생회 안내 부스']);
    await expect((await c.findByRole('link', { name: '불교대학 연등 만들기' })).parentElement!.style.left).toBe('35%');
  },
};
