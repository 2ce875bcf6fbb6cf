import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Switch } from 'wouter';
import { expect, waitFor, within } from 'storybook/test';
import { boothsEmpty, boothsSlow } from '@mocks/handlers';
import PlaceDetailScreen from '@/screens/place-detail/place-detail-screen';
import { mapStore } from '../components/map/story-helpers';

const meta = {
  title: 'Screens/PlaceDetail/States',
  component: PlaceDetailScreen,
  render: () => (
    <Switch>
      <Route path="/foodtruck/:id">{() => <PlaceDetailScreen />}</Route>
      <Route path="/toilet/:id">{() => <PlaceDetailScreen />}</Route>
    </Switch>
  ),
  parameters: { route: { path: '/toilet/40' }, now: '2025-09-25T13:00:00+09:00', store: mapStore({ now: '2025-09-25T13:00:00+09:00' }) },
} satisfies Meta<typeof PlaceDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...boothsSlow);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const DoesNotExist: Story = {
  parameters: { route: { path: '/toilet/9999' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('존재하지 않는 장소예요');
    await expect(c.getByRole('button', { name: '돌아가기' })).toBeVisible();
  },
};

export const NoNearbyBooths: Story = {
  beforeEach({ msw }) {
    msw.use(...boothsEmpty);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: '명진관 1층 화장실' });
    await waitFor(() => expect(within(c.getByRole('region', { name: '주변 추천' })).getByText('운영 중인 부스가 없어요')).toBeVisible());
  },
};

export const EnglishFoodTruck: Story = {
  parameters: { locale: 'en', route: { path: '/foodtruck/30' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('region', { name: 'Opening hours' })).toBeVisible();
    await expect(within(c.getByRole('region', { name: 'Location' })).getByText('Paljeongdo')).toBeVisible();
    await expect(within(c.getByRole('region', { name: 'Opening hours' })).getByRole('listitem')).toHaveTextContent('Wed, Thu, Fri12:00 – 21:00');
    await expect(within(c.getByRole('list', { name: 'Menu' })).getAllByRole('listitem')[0]).toHaveTextContent('₩');
    await expect(await within(c.getByRole('region', { name: 'Nearby recommendations' })).findAllByRole('link')).toHaveLength(3);
  },
};

export const EnglishToilet: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('region', { name: 'Opening hours' });
    const rows = within(c.getByRole('region', { name: 'Opening hours' })).getAllByRole('listitem').map((r) => r.textContent);
    await expect(rows).toEqual(['Sep 24 08:00 – 23:00', 'Sep 25 08:00 – 23:00', 'Sep 26 08:00 – 23:00']);
  },
};
