import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boothsError, boothsSlow, likeFails } from '@mocks/handlers';
import BoothDetailScreen from '@/screens/booth-detail/booth-detail-screen';
import { mapStore } from '../components/map/story-helpers';

const meta = {
  title: 'Screens/BoothDetail/States',
  component: BoothDetailScreen,
  render: () => (
    <Route path="/booth/:id">
      <BoothDetailScreen />
    </Route>
  ),
  parameters: { route: { path: '/booth/2' }, now: '2025-09-25T19:00:00+09:00', store: mapStore() },
} satisfies Meta<typeof BoothDetailScreen>;
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

export const FullTonight: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: '공과대학' })).toBeVisible();
    await expect(c.getByText('현재 만석이에요')).toBeVisible();
  },
};

export const NoDescriptionNoCornersPreparing: Story = {
  parameters: { route: { path: '/booth/21' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: '통계학과 확률 게임' })).toBeVisible();
    await expect(c.getByText('소개글이 없어요')).toBeVisible();
    await expect(c.getByText('코너가 없어요')).toBeVisible();
    await expect(c.getByText('등록된 메뉴가 없어요')).toBeVisible();
    await expect(within(c.getByRole('region', { name: '운영 시간' })).getByRole('listitem')).toHaveTextContent('목, 금운영 시간 준비 중');
    await expect(c.getByRole('img', { name: '통계학과 확률 게임 사진' })).toHaveAttribute('src', '/images/defaults/booth.svg');
  },
};

export const DoesNotExist: Story = {
  parameters: { route: { path: '/booth/999' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('존재하지 않는 부스예요');
    await expect(c.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await expect(c.getByRole('button', { name: '돌아가기' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...boothsError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('부스 정보를 불러올 수 없어요');
    await expect(c.getByRole('button', { name: '돌아가기' })).toBeVisible();
  },
};

export const LikeRollsBackOnServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...likeFails);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: '공과대학' });
    const like = c.getByRole('button', { name: '좋아요, 97개' });
    await expect(like).toHaveTextContent('97');
    await userEvent.click(like);
    // At once: liked and one more…
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('좋아요, 98개');
    await expect(like).toHaveTextContent('98');
    // …then the failure puts it back without a word (on the like button the machine draws once its code is here,
    // which takes the place of the plain one tapped).
    const shown = () => c.getByRole('button', { name: /^좋아요, \d+개$/ });
    await waitFor(() => {
      expect(shown()).toHaveAttribute('aria-pressed', 'false');
      expect(shown()).toHaveAccessibleName('좋아요, 97개');
    });
    await expect(shown()).toHaveTextContent('97');
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(localStorage.getItem('likedBooths')).toBe('[]');
  },
};

export const English: Story = {
  parameters: { locale: 'en', route: { path: '/booth/13' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: 'Bitgeurim Instant Photo Studio' })).toBeVisible();
    await expect(c.getByText('Day')).toBeVisible();
    await expect(within(c.getByRole('region', { name: 'Opening hours' })).getByRole('listitem')).toHaveTextContent('Wed, Thu11:00 – 18:00');
    await expect(within(c.getByRole('region', { name: 'Location' })).getByText('Paljeongdo')).toBeVisible();
    await waitFor(() => expect(within(c.getByRole('region', { name: 'Corners' })).getByText('Polaroid Photo Zone')).toBeVisible());
    await expect(c.getByRole('listitem', { name: 'One Polaroid' })).toHaveTextContent('₩5,000');
  },
};
