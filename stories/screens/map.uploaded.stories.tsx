import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedMockCampusMap } from '@mocks/handlers';
import MapScreen from '@/screens/map/map-screen';
import { mapChoices } from '@/stores/map-choices';
import { mapStore } from '../components/map/story-helpers';
import { STORY_LOCATIONS, STORY_MAP } from '../components/console/map-fixtures';

/** The festival has an uploaded campus map (issue 22): /map draws it with the placed pins instead of the built-in art. */
const meta = {
  title: 'Screens/Map/Uploaded map',
  component: MapScreen,
  parameters: {
    route: { path: '/map' },
    now: '2025-09-25T19:00:00+09:00',
    store: () => {
      mapStore()();
      seedMockCampusMap(STORY_MAP, STORY_LOCATIONS);
    },
  },
} satisfies Meta<typeof MapScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const mapRegion = (c: ReturnType<typeof within>) => c.getByRole('region', { name: '캠퍼스 지도' });

/** The uploaded image replaces the drawing; each placed location has its 44 px pin at its spot on the image. */
export const UploadedImageWithPins: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const img = await within(mapRegion(c)).findByRole('img', { name: '캠퍼스 지도' }, { timeout: 4000 });
    await expect(img).toHaveAttribute('src', STORY_MAP.image_url);
    const pins = within(c.getByRole('list', { name: '장소' }));
    await waitFor(() => expect(pins.getAllByRole('button')).toHaveLength(2));
    await expect(pins.getByRole('button', { name: /^다향관/ })).toBeVisible();
    const spot = pins.getByRole('button', { name: /^다향관/ }).closest('li')!;
    await expect(spot.style.left).toBe('27.5%');
    await expect(spot.style.top).toBe('36%');
    const target = pins.getByRole('button', { name: /^만해광장/ }).getBoundingClientRect();
    await expect(target.width).toBeGreaterThanOrEqual(44);
    await expect(target.height).toBeGreaterThanOrEqual(44);
    // The drawing of the 2025 campus is gone, and its field label with it.
    await expect(c.queryByText('대운동장')).toBeNull();
    // A pin still chooses its place for the list.
    await userEvent.click(pins.getByRole('button', { name: /^만해광장/ }));
    await expect(pins.getByRole('button', { name: /^만해광장/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(mapChoices.lastPin).toBe(11);
  },
};

/** English names on the pins. */
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await within(c.getByRole('region', { name: 'Campus map' })).findByRole('img', { name: 'Campus map' }, { timeout: 4000 });
    const pins = within(c.getByRole('list', { name: 'Places' }));
    await waitFor(() => expect(pins.getByRole('button', { name: /^Manhae Square/ })).toBeVisible());
  },
};
