import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MapScreen from '@/screens/map/map-screen';
import { mapChoices } from '@/stores/map-choices';
import { dragBy, readyHandle, mapSheetMax, mapStore, shownHeight } from '../components/map/story-helpers';

const meta = {
  title: 'Screens/Map',
  component: MapScreen,
  parameters: { route: { path: '/map' }, now: '2025-09-25T19:00:00+09:00', store: mapStore() },
} satisfies Meta<typeof MapScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sheetOf = (c: ReturnType<typeof within>) => c.getByRole('region', { name: '검색 결과' });

/** Night of 25 September on the Booth filter: the night booths of that day, nearest first. */
export const BoothsTonight: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('searchbox', { name: '검색' })).toHaveAttribute('placeholder', '부스, 장소를 검색해 보세요');
    await expect(c.getByRole('button', { name: '부스' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('combobox', { name: '날짜' })).toHaveValue('2025-09-25');
    await expect(c.getByRole('switch', { name: '낮/밤 전환' })).toHaveAttribute('aria-checked', 'true');
    const sheet = within(sheetOf(c));
    await expect(await sheet.findByRole('article', { name: '프론티어' })).toBeVisible();
    // Day booths and booths closed on the 25th are not listed.
    await expect(sheet.queryByRole('article', { name: '멋사 미니게임존' })).toBeNull();
    await expect(sheet.queryByRole('article', { name: '포돌이네 주점' })).toBeNull();
    const card = within(sheet.getByRole('article', { name: '프론티어' }));
    await expect(card.getByText('만해광장')).toBeVisible();
    await expect(card.getByText(/^\d+m$/)).toBeVisible();
    await expect(card.getByText('수, 목, 금 17:00 ~ 23:59')).toBeVisible();
    await expect(card.getByRole('link', { name: '프론티어' })).toHaveAttribute('href', '/booth/1');
    await expect(card.getByRole('button', { name: '좋아요, 118개' })).toHaveAttribute('aria-pressed', 'false');
    // Pins only where tonight's booths are.
    const pins = within(c.getByRole('list', { name: '장소' }));
    await expect(pins.getByRole('button', { name: '만해광장' })).toBeVisible();
    await expect(pins.queryByRole('button', { name: '혜화관' })).toBeNull();
  },
};

export const SearchByBoothOrPlace: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = within(sheetOf(c));
    await sheet.findByRole('article', { name: '프론티어' });
    const box = c.getByRole('searchbox', { name: '검색' });
    await userEvent.type(box, '실험');
    await waitFor(() => expect(sheet.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['실험실 포차']));
    await userEvent.clear(box);
    await userEvent.type(box, '원흥관');
    await waitFor(() => expect(sheet.getAllByRole('article').map((a) => a.getAttribute('aria-label')).sort()).toEqual(['공과대학']));
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    await expect(await sheet.findByText('검색 결과가 없어요')).toBeVisible();
  },
};

export const ChipsAndPins: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = within(sheetOf(c));
    await sheet.findByRole('article', { name: '프론티어' });
    await userEvent.click(c.getByRole('button', { name: '푸드트럭' }));
    await expect(c.getByRole('button', { name: '푸드트럭' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: '부스' })).toHaveAttribute('aria-pressed', 'false');
    // The Booth-only controls go away.
    await expect(c.queryByRole('switch', { name: '낮/밤 전환' })).toBeNull();
    await expect(await sheet.findByRole('article', { name: '타코야끼 하우스' })).toBeVisible();
    await userEvent.click(within(c.getByRole('list', { name: '장소' })).getByRole('button', { name: '팔정도' }));
    await expect(within(c.getByRole('list', { name: '장소' })).getByRole('button', { name: '팔정도' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sheet.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['타코야끼 하우스']));
    // Non-booth cards at the selected pin are highlighted and link to their page.
    const card = sheet.getByRole('article', { name: '타코야끼 하우스' });
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await expect(within(card).getByRole('link', { name: '타코야끼 하우스' })).toHaveAttribute('href', '/foodtruck/30');
    // Clicking the active chip again keeps it and clears the pin.
    await userEvent.click(c.getByRole('button', { name: '푸드트럭' }));
    await expect(c.getByRole('button', { name: '푸드트럭' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sheet.getAllByRole('article').length).toBeGreaterThan(1));
    await expect(mapChoices.lastPin).toBeNull();
    await expect(mapChoices.lastFilter).toBe('FoodTruck');
  },
};

export const ToiletsAndStores: Story = {
  parameters: { store: mapStore({ filter: 'Toilet' }) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = within(sheetOf(c));
    const card = await sheet.findByRole('article', { name: '본관 지하 1층 화장실' });
    // Toilets are listed without the visitor's position, and the distance is worked out on the device (issue 16, item 6).
    await expect(within(card).getByText(/^\d[\d,.]*\s?k?m$/)).toBeVisible();
    await expect(within(card).getByRole('link')).toHaveAttribute('href', '/toilet/41');
    await userEvent.click(c.getByRole('button', { name: '편의점' }));
    const store = await sheet.findByRole('article', { name: '문화관 편의점' });
    // Stores have no page: their card selects their pin.
    await userEvent.click(within(store).getByRole('button', { name: '문화관 편의점' }));
    await expect(within(c.getByRole('list', { name: '장소' })).getByRole('button', { name: '문화관 편의점' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sheet.getByRole('article', { name: '문화관 편의점' })).toHaveAttribute('data-highlighted', 'true');
  },
};

export const DateAndNightChoices: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = within(sheetOf(c));
    await sheet.findByRole('article', { name: '프론티어' });
    await userEvent.click(c.getByRole('switch', { name: '낮/밤 전환' }));
    await expect(c.getByRole('switch', { name: '낮/밤 전환' })).toHaveAttribute('aria-checked', 'false');
    await expect(await sheet.findByRole('article', { name: '멋사 미니게임존' })).toBeVisible();
    await expect(sheet.queryByRole('article', { name: '프론티어' })).toBeNull();
    await userEvent.selectOptions(c.getByRole('combobox', { name: '날짜' }), '2025-09-24');
    await expect(await sheet.findByRole('article', { name: '페이스페인팅 & 네일아트' })).toBeVisible();
    // Only on the 25th and 26th:
    await expect(sheet.queryByRole('article', { name: '별자리 타로 상담소' })).toBeNull();
    await expect(mapChoices.selectedDate).toBe('2025-09-24');
    await expect(mapChoices.isNight).toBe(false);
    await expect(localStorage.getItem('selectedDate')).toBe('2025-09-24');
    await expect(localStorage.getItem('isNightToggle')).toBe('false');
  },
};

export const BuildingMapOpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await within(sheetOf(c)).findByRole('article', { name: '프론티어' });
    await userEvent.click(within(c.getByRole('list', { name: '장소' })).getByRole('button', { name: '만해광장' }));
    const building = within(await c.findByRole('region', { name: '만해광장 상세 지도' }));
    await expect(building.getByRole('img', { name: '만해광장 부스 배치도' })).toBeVisible();
    await expect(await building.findByRole('link', { name: '프론티어' })).toHaveAttribute('href', '/booth/1');
    await expect(building.getByRole('link', { name: '예술대학 아트포차' })).toHaveAttribute('href', '/booth/7');
    // The sheet lists that building's booths only.
    await waitFor(() =>
      expect(within(sheetOf(c)).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['프론티어', '예술대학 아트포차']),
    );
    await userEvent.click(building.getByRole('button', { name: '캠퍼스 지도로 돌아가기' }));
    await expect(c.queryByRole('region', { name: '만해광장 상세 지도' })).toBeNull();
    await expect(c.getByRole('region', { name: '캠퍼스 지도' })).toBeVisible();
  },
};

export const BuildingWithoutDetailMap: Story = {
  // Every booth of the sample stands at a place with a detailed map, so the pin comes from memory:
  // Hyehwa Annex, remembered as the last pin.
  parameters: { store: mapStore({ night: false, pin: 6 }) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(c.getByRole('list', { name: '장소' })).getByRole('button', { name: '혜화별관' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await within(sheetOf(c)).findByText('상세 지도가 없어요')).toBeVisible();
    await expect(await within(sheetOf(c)).findByText('운영 중인 부스가 없어요')).toBeVisible();
    await expect(c.queryByRole('region', { name: /상세 지도$/ })).toBeNull();
  },
};

export const SheetDragSnaps: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sheet = sheetOf(c);
    const handle = await readyHandle(c, '결과 목록 크기 조절');
    const max = mapSheetMax();
    await waitFor(() => expect(shownHeight(sheet)).toBeCloseTo(150, 0));
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    // Released past the middle: snaps open.
    await dragBy(handle, -((max - 150) / 2 + 30));
    await waitFor(() => expect(shownHeight(sheet)).toBeCloseTo(max, 0));
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    // A small pull down springs back open; a long one closes it.
    await dragBy(handle, (max - 150) / 2 - 30);
    await waitFor(() => expect(shownHeight(sheet)).toBeCloseTo(max, 0));
    await dragBy(handle, (max - 150) / 2 + 30);
    await waitFor(() => expect(shownHeight(sheet)).toBeCloseTo(150, 0));
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
  },
};
