import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boothsEmpty, boothsError, boothsSlow, likeFails } from '@mocks/handlers';
import MapScreen from '@/screens/map/map-screen';
import { dragBy, readyHandle, mapSheetMax, mapStore, shownHeight } from '../components/map/story-helpers';

const meta = {
  title: 'Screens/Map/States',
  component: MapScreen,
  parameters: { route: { path: '/map' }, now: '2025-09-25T19:00:00+09:00', store: mapStore() },
} satisfies Meta<typeof MapScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sheet = (el: HTMLElement, name = '검색 결과') => within(within(el).getByRole('region', { name }));

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...boothsSlow);
  },
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const NoBooths: Story = {
  beforeEach({ msw }) {
    msw.use(...boothsEmpty);
  },
  play: async ({ canvasElement }) => {
    await expect(await sheet(canvasElement).findByText('운영 중인 부스가 없어요')).toBeVisible();
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const ListFailsQuietly: Story = {
  beforeEach({ msw }) {
    msw.use(...boothsError);
  },
  play: async ({ canvasElement }) => {
    // Spec §8: other fetch failures are only logged and the list stays empty.
    await expect(await sheet(canvasElement).findByText('운영 중인 부스가 없어요')).toBeVisible();
  },
};

export const LocationUnsupported: Story = {
  parameters: { store: mapStore({ geo: 'unsupported' }) },
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement);
    await expect(await s.findByRole('alert')).toHaveTextContent('브라우저가 위치 정보를 지원하지 않아요');
    const card = await s.findByRole('article', { name: '프론티어' });
    await expect(within(card).getByText('위치 정보 없음')).toBeVisible();
  },
};

export const LocationDenied: Story = {
  parameters: { store: mapStore({ geo: 'denied' }) },
  play: async ({ canvasElement }) => {
    await expect(await sheet(canvasElement).findByRole('alert')).toHaveTextContent('위치를 가져올 수 없어요');
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search booths and places');
    await expect(c.getByRole('button', { name: 'Food truck' })).toBeVisible();
    const s = sheet(canvasElement, 'Results');
    const card = await s.findByRole('article', { name: 'Frontier' });
    await expect(within(card).getByText('Manhae Square')).toBeVisible();
    await expect(within(card).getByText('Wed, Thu, Fri 17:00 – 23:59')).toBeVisible();
    // Search matches the translated name as well as the Korean one.
    await userEvent.type(c.getByRole('searchbox', { name: 'Search' }), 'frontier');
    await waitFor(() => expect(s.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Frontier']));
    await userEvent.clear(c.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(c.getByRole('searchbox', { name: 'Search' }), '프론');
    await waitFor(() => expect(s.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Frontier']));
  },
};

export const LikeRollsBackOnServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...likeFails);
  },
  play: async ({ canvasElement }) => {
    const card = within(await sheet(canvasElement).findByRole('article', { name: '프론티어' }));
    const like = card.getByRole('button', { name: '좋아요, 118개' });
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('좋아요, 119개');
    await expect(like).toHaveTextContent('119');
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await expect(like).toHaveAccessibleName('좋아요, 118개');
    await expect(like).toHaveTextContent('118');
  },
};

export const RestoredFromRememberedChoices: Story = {
  parameters: { store: mapStore({ filter: 'Drink', pin: 7 }) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '주류 판매' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(c.getByRole('list', { name: '장소' })).getByRole('button', { name: '팔정도' })).toHaveAttribute('aria-pressed', 'true');
    const s = sheet(canvasElement);
    await s.findByRole('article', { name: '팔정도 주류 판매소' });
    await expect(s.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['팔정도 주류 판매소']);
  },
};

export const RestoredFromNavigationState: Story = {
  parameters: {
    store: () => {
      mapStore()();
      history.replaceState({ filter: 'Toilet', pin: 16 }, '');
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '화장실' })).toHaveAttribute('aria-pressed', 'true');
    const s = sheet(canvasElement);
    await s.findByRole('article', { name: '본관 지하 1층 화장실' });
    await expect(s.getAllByRole('article')).toHaveLength(1);
    // Taken once: a reload or a back uses the remembered choices from now on.
    await expect(history.state?.filter).toBeUndefined();
    await expect(sessionStorage.getItem('lastFilter')).toBe('Toilet');
    await expect(sessionStorage.getItem('lastPin')).toBe('16');
  },
};

function LeaveAndReturn() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)} style={{ position: 'fixed', right: 0, top: 0, zIndex: 9 }}>
        {shown ? 'leave' : 'return'}
      </button>
      {shown && <MapScreen />}
    </>
  );
}

export const BackKeepsSearchPinAndSheet: Story = {
  render: () => <LeaveAndReturn />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await sheet(canvasElement).findByRole('article', { name: '프론티어' });
    await userEvent.click(c.getByRole('button', { name: '푸드트럭' }));
    await sheet(canvasElement).findByRole('article', { name: '불꽃 닭꼬치' });
    await userEvent.click(within(c.getByRole('list', { name: '장소' })).getByRole('button', { name: '만해광장' }));
    await userEvent.type(c.getByRole('searchbox', { name: '검색' }), '닭');
    await dragBy(await readyHandle(c, '결과 목록 크기 조절'), -(mapSheetMax() - 150));
    await waitFor(() => expect(shownHeight(c.getByRole('region', { name: '검색 결과' }))).toBeCloseTo(mapSheetMax(), 0));
    // Off to a detail page and back.
    await userEvent.click(c.getByRole('button', { name: 'leave' }));
    await expect(c.queryByRole('region', { name: '검색 결과' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'return' }));
    await expect(c.getByRole('button', { name: '푸드트럭' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(c.getByRole('list', { name: '장소' })).getByRole('button', { name: '만해광장' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('searchbox', { name: '검색' })).toHaveValue('닭');
    await expect(shownHeight(c.getByRole('region', { name: '검색 결과' }))).toBeCloseTo(mapSheetMax(), 0);
    await expect(sheet(canvasElement).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['불꽃 닭꼬치']);
  },
};
