import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { BuildingPlan } from '@contract/building-plans';
import { buildingPlanError, buildingPlanSlow, seedMockPlan } from '@mocks/handlers';
import { BuildingMap } from '@/components/map/building-map';

/** A plan image as organisers would upload it (a data URL, so no file or host is needed): 600 x 300. */
const PLAN_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#efe6d8"/><rect x="40" y="30" width="200" height="90" fill="#c9b8a3"/></svg>',
)}`;
const UPLOADED: Omit<BuildingPlan, 'location_id'> = {
  image: { url: PLAN_IMAGE, width: 600, height: 300 },
  spots: [
    { booth_id: 13, date: '2025-09-25', night: false, x: 20, y: 75 },
    { booth_id: 27, date: '2025-09-25', night: false, x: 80, y: 75 },
    { booth_id: 3, date: '2025-09-25', night: true, x: 50, y: 40 },
  ],
};

const meta = {
  title: 'Map/BuildingMap/FromData',
  component: BuildingMap,
  args: {
    locationId: 7,
    name: '팔정도',
    date: '2025-09-25',
    isNight: false,
    booths: [
      { boothId: 13, name: '빛그림 즉석 사진관' },
      { boothId: 27, name: '총학생회 안내 부스' },
      { boothId: 3, name: '푸름누리' },
    ],
    onClose: fn(),
  },
  parameters: { store: () => seedMockPlan(7, UPLOADED) },
  decorators: [(S) => <div style={{ position: 'relative', height: 480, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof BuildingMap>;
export default meta;
type Story = StoryObj<typeof meta>;

const spotOf = (link: HTMLElement) => link.closest('li')!;

/** Korean: the organisers' image instead of the drawn plan, with the day's labels at their spots on it. */
export const UploadedImage: Story = {
  play: async ({ canvasElement }) => {
    const c = within(within(canvasElement).getByRole('region', { name: '팔정도 상세 지도' }));
    const links = await c.findAllByRole('link');
    const img = c.getByRole('img', { name: '팔정도 부스 배치도' });
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('src', PLAN_IMAGE);
    await expect(canvasElement.querySelector('svg rect[data-kind]')).toBeNull();
    await expect(links.map((l) => l.textContent)).toEqual(['빛그림 즉석 사진관', '총학생회 안내 부스']);
    await expect(spotOf(links[0]!).style.left).toBe('20%');
    await expect(spotOf(links[0]!).style.top).toBe('75%');
    // The labels sit on the image: the frame keeps its proportions.
    const frame = img.parentElement!.getBoundingClientRect();
    await expect(frame.width / frame.height).toBeCloseTo(2, 1);
    const label = links[1]!.getBoundingClientRect();
    await expect((label.left + label.right) / 2).toBeCloseTo(frame.left + frame.width * 0.8, -1);
  },
};

/** English, at night: the night's label from the data only. */
export const NightEnglish: Story = {
  parameters: { locale: 'en' },
  args: { name: 'Paljeongdo', isNight: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const links = await c.findAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['푸름누리']);
    await expect(c.getByRole('img', { name: 'Paljeongdo booth layout' })).toBeVisible();
  },
};

/** Japanese: a location Staff gave a plan (no drawn shapes of its own) shows its image and labels. */
export const NewLocationJapanese: Story = {
  parameters: { locale: 'ja', store: () => seedMockPlan(6, { ...UPLOADED, spots: [{ booth_id: 13, date: '2025-09-25', night: false, x: 50, y: 50 }] }) },
  args: { locationId: 6, name: '運動場' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: '빛그림 즉석 사진관' })).toHaveAttribute('href', '/booth/13');
    await expect(c.getByRole('img', { name: '運動場 ブース配置図' })).toHaveAttribute('src', PLAN_IMAGE);
  },
};

/** Chinese: the plan cannot be read: said, and no label is guessed. */
export const LoadFailedChinese: Story = {
  parameters: { locale: 'zh-CN' },
  beforeEach({ msw }) {
    msw.use(...buildingPlanError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('无法加载建筑平面图。'));
    await expect(c.queryByRole('link')).toBeNull();
  },
};

/** While the plan is read: the drawn plan, no labels yet, and a loading line. */
export const Loading: Story = {
  parameters: { store: () => {} },
  beforeEach({ msw }) {
    msw.use(...buildingPlanSlow);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('불러오는 중…');
    await expect(c.getByRole('img', { name: '팔정도 부스 배치도' }).tagName).toBe('svg');
    await expect(c.queryByRole('link')).toBeNull();
  },
};
