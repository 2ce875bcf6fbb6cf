import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Switch } from 'wouter';
import { expect, within } from 'storybook/test';
import PlaceDetailScreen from '@/screens/place-detail/place-detail-screen';
import { mapStore } from '../components/map/story-helpers';

const meta = {
  title: 'Screens/PlaceDetail',
  component: PlaceDetailScreen,
  render: () => (
    <Switch>
      <Route path="/foodtruck/:id">{() => <PlaceDetailScreen />}</Route>
      <Route path="/drink/:id">{() => <PlaceDetailScreen />}</Route>
      <Route path="/toilet/:id">{() => <PlaceDetailScreen />}</Route>
    </Switch>
  ),
  parameters: { route: { path: '/foodtruck/28' }, now: '2025-09-25T13:00:00+09:00', store: mapStore({ now: '2025-09-25T13:00:00+09:00' }) },
} satisfies Meta<typeof PlaceDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FoodTruck: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: '불꽃 닭꼬치' })).toBeVisible();
    await expect(c.getByRole('img', { name: '불꽃 닭꼬치 사진' })).toHaveAttribute('src', '/images/booths/truck.svg');
    await expect(within(c.getByRole('region', { name: '운영 시간' })).getByRole('listitem')).toHaveTextContent('수, 목, 금11:00 ~ 22:00');
    await expect(within(c.getByRole('region', { name: '위치' })).getByText('만해광장')).toBeVisible();
    await expect(within(c.getByRole('list', { name: '메뉴' })).getAllByRole('listitem')).toHaveLength(3);
    const nearby = within(c.getByRole('region', { name: '주변 추천' }));
    await expect(await nearby.findAllByRole('link')).toHaveLength(3);
    for (const link of nearby.getAllByRole('link')) await expect(link.getAttribute('href')).toMatch(/^\/booth\/\d+$/);
  },
};

export const Drink: Story = {
  parameters: { route: { path: '/drink/35' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: '팔정도 주류 판매소' })).toBeVisible();
    await expect(c.getByRole('list', { name: '메뉴' })).toBeVisible();
    await expect(c.queryByText('밤')).toBeNull();
  },
};

export const Toilet: Story = {
  parameters: { route: { path: '/toilet/45' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: '교수회관 앞 이동식 화장실' })).toBeVisible();
    await expect(c.getByRole('img', { name: '교수회관 앞 이동식 화장실 사진' })).toHaveAttribute('src', '/images/defaults/toilet.svg');
    const rows = within(c.getByRole('region', { name: '운영 시간' })).getAllByRole('listitem').map((r) => r.textContent);
    await expect(rows).toEqual(['9월 25일 12:00 ~ 02:00', '9월 26일 12:00 ~ 02:00']);
    await expect(within(c.getByRole('region', { name: '위치' })).getByText('교수회관')).toBeVisible();
    await expect(c.queryByRole('region', { name: '메뉴' })).toBeNull();
    await expect(await within(c.getByRole('region', { name: '주변 추천' })).findAllByRole('link')).toHaveLength(3);
  },
};
