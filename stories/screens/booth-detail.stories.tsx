import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BoothDetailScreen from '@/screens/booth-detail/booth-detail-screen';
import { mapStore } from '../components/map/story-helpers';

const meta = {
  title: 'Screens/BoothDetail',
  component: BoothDetailScreen,
  render: () => (
    <Route path="/booth/:id">
      <BoothDetailScreen />
    </Route>
  ),
  parameters: { route: { path: '/booth/1' }, now: '2025-09-25T19:00:00+09:00', store: mapStore() },
} satisfies Meta<typeof BoothDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NightDorderPub: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: '프론티어' })).toBeVisible();
    await expect(c.getByRole('img', { name: '프론티어 사진' })).toHaveAttribute('src', '/images/booths/pub.svg');
    await expect(c.getByText('밤')).toBeVisible();
    await expect(c.getByText('디오더 주문 가능')).toBeVisible();
    const hours = within(c.getByRole('region', { name: '운영 시간' }));
    await expect(hours.getByRole('listitem')).toHaveTextContent('수, 목, 금17:00 ~ 23:59');
    await expect(within(c.getByRole('region', { name: '위치' })).getByText('만해광장')).toBeVisible();
    const intro = within(c.getByRole('region', { name: '부스 소개' }));
    await expect(intro.getByText(/중앙동아리 프론티어가/)).toBeVisible();
    // 19:00 on a festival night: tables are free.
    await expect(intro.getByText('지금 바로 입장 가능해요')).toBeVisible();
    // Night booths have no corners section.
    await expect(c.queryByRole('region', { name: '코너' })).toBeNull();
    const menu = within(c.getByRole('list', { name: '메뉴' }));
    const items = menu.getAllByRole('listitem');
    await expect(items[0]).toHaveAccessibleName('입장료 (1인)');
    await expect(items[0]).toHaveTextContent('3,000원');
    await expect(menu.getByRole('listitem', { name: '모둠 감자튀김' })).toHaveTextContent('BEST');
    await expect(menu.getByRole('listitem', { name: '오징어볶음' })).toHaveTextContent('품절');
    await expect(c.getByText('디오더로 테이블에서 바로 주문할 수 있어요')).toBeVisible();
  },
};

export const LikeAddsOne: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: '프론티어' });
    const like = c.getByRole('button', { name: '좋아요, 118개' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveTextContent('118');
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('좋아요, 119개');
    await expect(like).toHaveTextContent('119');
    await waitFor(() => expect(like).not.toHaveAttribute('aria-busy'));
    await expect(localStorage.getItem('likedBooths')).toBe('["1"]');
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAccessibleName('좋아요, 118개'));
    await expect(like).toHaveTextContent('118');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  },
};

export const DayBoothWithCorners: Story = {
  parameters: { route: { path: '/booth/13' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: '빛그림 즉석 사진관' })).toBeVisible();
    await expect(c.getByText('낮')).toBeVisible();
    await expect(c.queryByText('디오더 주문 가능')).toBeNull();
    const corners = within(c.getByRole('region', { name: '코너' }));
    await expect(corners.getAllByRole('listitem').map((l) => l.textContent)).toEqual(['즉석 인화', '폴라로이드 포토존', '필름 카메라 체험']);
    await expect(within(c.getByRole('region', { name: '운영 시간' })).getByRole('listitem')).toHaveTextContent('수, 목11:00 ~ 18:00');
    // Not a dorder booth: no availability line, no dorder notice.
    await expect(c.queryByText('지금 바로 입장 가능해요')).toBeNull();
    await expect(c.queryByText('디오더로 테이블에서 바로 주문할 수 있어요')).toBeNull();
  },
};
