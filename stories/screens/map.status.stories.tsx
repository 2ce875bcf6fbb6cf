import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetStatusState, statusError } from '@mocks/handlers';
import MapScreen from '@/screens/map/map-screen';
import { setShortWaitOnly } from '@/screens/map/map-status';
import { boothStatusStore } from '@/stores/booth-status';
import { mapStore } from '../components/map/story-helpers';

// Booth waits on /map (issue 20) against the MSW handlers: the pins carry the best fresh wait of their booths,
// and "short wait only" keeps booths said to be open or short (unknown and stale ones are left out).
const NOW = '2025-09-25T19:00:00+09:00';
const SEED = [
  { boothId: 1, status: 'long', at: '2025-09-25T18:55:00+09:00' }, // 프론티어, 만해광장
  { boothId: 3, status: 'short', at: '2025-09-25T18:50:00+09:00' }, // 푸름누리, 팔정도
  { boothId: 4, status: 'very_long', at: '2025-09-25T18:58:00+09:00' }, // 경영대학 포차, 경영/사과관
  { boothId: 5, status: 'closed', at: '2025-09-25T18:40:00+09:00' }, // 사과나무 주막, 경영/사과관
  { boothId: 2, status: 'open', at: '2025-09-25T18:30:00+09:00' }, // 공과대학, 원흥관
  { boothId: 9, status: 'short', at: '2025-09-25T18:10:00+09:00' }, // 실험실 포차, 명진관: 50 minutes old
] as const;

const meta = {
  title: 'Screens/Map/Status',
  component: MapScreen,
  parameters: { route: { path: '/map' }, now: NOW, store: mapStore() },
  beforeEach() {
    resetStatusState(SEED.map((s) => ({ ...s })));
    boothStatusStore.reset();
    setShortWaitOnly(false);
    return () => setShortWaitOnly(false);
  },
} satisfies Meta<typeof MapScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sheet = (el: HTMLElement, name: string) => within(within(el).getByRole('region', { name }));
const pins = (el: HTMLElement, name: string) => within(within(el).getByRole('list', { name }));
const cards = (el: HTMLElement, name: string) => sheet(el, name).queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

export const PinsShowTheWaitKorean: Story = {
  play: async ({ canvasElement }) => {
    const p = pins(canvasElement, '장소');
    await expect(await p.findByRole('button', { name: '만해광장 — 가장 짧은 대기: 대기 김 (10~30분)' }, { timeout: 5000 })).toBeVisible();
    await expect(p.getByRole('button', { name: '팔정도 — 가장 짧은 대기: 대기 짧음 (10분 미만)' })).toBeVisible();
    // Very long beats closed: a booth there still serves.
    await expect(p.getByRole('button', { name: '경영/사과관 — 가장 짧은 대기: 대기 아주 김 (30분 이상)' })).toBeVisible();
    await expect(p.getByRole('button', { name: '원흥관 — 가장 짧은 대기: 영업 중' })).toBeVisible();
    // Said 50 minutes ago: nothing on the pin, like the card's "unknown".
    const stale = p.getByRole('button', { name: '명진관' });
    await expect(within(stale).queryByTestId('pin-status')).toBeNull();
    await expect(within(p.getByRole('button', { name: /^만해광장/ })).getByTestId('pin-status')).toHaveTextContent('10~30분');
  },
};

export const ShortWaitOnlyEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // Every booth of the day, the last cards drawn after the first six.
    await waitFor(() => expect(cards(canvasElement, 'Results')).toHaveLength(8), { timeout: 5000 });
    const all = cards(canvasElement, 'Results');
    await expect(all).toContain('Frontier');
    await userEvent.click(await c.findByRole('button', { name: 'Short wait only' }));
    await expect(c.getByRole('button', { name: 'Short wait only' })).toHaveAttribute('aria-pressed', 'true');
    // Open and short only; the long, very long, closed, stale and silent booths are gone from list and pins.
    await waitFor(() => expect(cards(canvasElement, 'Results')).toHaveLength(2));
    await expect(cards(canvasElement, 'Results')).not.toContain('Frontier');
    const p = pins(canvasElement, 'Places');
    await expect(p.getAllByRole('button').map((b) => b.title).sort()).toEqual(['Paljeongdo', 'Wonheung Hall']);
    await expect(p.queryByRole('button', { name: /^Manhae Square/ })).toBeNull();
    // Off again: every booth is back.
    await userEvent.click(c.getByRole('button', { name: 'Short wait only' }));
    await waitFor(() => expect(cards(canvasElement, 'Results')).toEqual(all));
    await expect(p.getByRole('button', { name: 'Manhae Square — shortest wait here: Long wait (10–30 min)' })).toBeVisible();
  },
};

export const ShortWaitOnlyRememberedJapanese: Story = {
  parameters: { locale: 'ja' },
  beforeEach() {
    sessionStorage.setItem('shortWaitOnly', '1');
    setShortWaitOnly(true);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The filter was on when the visitor left the map: it is on again, and only short waits show.
    await expect(await c.findByRole('button', { name: '待ち短めだけ' }, { timeout: 5000 })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cards(canvasElement, '検索結果').length).toBeGreaterThan(0));
    await expect(pins(canvasElement, '場所').getAllByRole('button')).toHaveLength(2);
  },
};

export const ShortWaitOnlyNothingChinese: Story = {
  parameters: { locale: 'zh-CN' },
  beforeEach() {
    resetStatusState([{ boothId: 1, status: 'very_long', at: '2025-09-25T18:55:00+09:00' }]);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '只看等候短' }, { timeout: 5000 }));
    const s = sheet(canvasElement, '搜索结果');
    await waitFor(() => expect(s.getByRole('status')).toHaveTextContent('目前没有展位表示等候较短。关闭“只看等候短”即可查看所有展位'));
    await expect(s.queryAllByRole('article')).toHaveLength(0);
    await expect(pins(canvasElement, '地点').queryAllByRole('button')).toHaveLength(0);
  },
};

export const ShortWaitOnlyNothingKorean: Story = {
  beforeEach() {
    resetStatusState();
    setShortWaitOnly(true);
  },
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement, '검색 결과');
    await waitFor(() => expect(s.getByRole('status')).toHaveTextContent("지금 대기가 짧다고 알린 부스가 없어요. '대기 짧은 곳만'을 끄면 모든 부스가 보여요"), {
      timeout: 5000,
    });
  },
};

/** The statuses cannot be read: the map works as before, with no tags on the pins. */
export const StatusesFailQuietly: Story = {
  beforeEach({ msw }) {
    msw.use(...statusError);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement, '검색 결과')).toContain('프론티어'), { timeout: 5000 });
    await expect(within(canvasElement).queryAllByTestId('pin-status')).toHaveLength(0);
  },
};
