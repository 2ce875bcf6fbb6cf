import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Language } from '@contract/constants';
import { CampusMap } from '@/components/map/campus-map';
import { uploadedArt, uploadedPins } from '@/components/map/uploaded-map';
import { STORY_LOCATIONS, STORY_MAP } from '../console/map-fixtures';

/** The organisers' uploaded campus map (issue 22) as CampusMap draws it: the image, and the placed locations' pins. */
function UploadedMap({ lang, onSelectPin }: { lang: Language; onSelectPin: (id: number) => void }) {
  return <CampusMap art={uploadedArt(STORY_MAP)} pins={uploadedPins(STORY_MAP, STORY_LOCATIONS, lang)} selectedId={null} onSelectPin={onSelectPin} />;
}

const meta = {
  title: 'Map/UploadedMap',
  component: UploadedMap,
  args: { lang: 'ko', onSelectPin: fn() },
  decorators: [(S) => <div style={{ position: 'relative', height: 520, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof UploadedMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The image is drawn and named; each placed location has its pin at its spot (percent of the image); a location
 * without a placed pin (새 광장) has none. */
export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: '캠퍼스 지도' })).toHaveAttribute('src', STORY_MAP.image_url);
    const pins = within(c.getByRole('list', { name: '장소' }));
    await expect(pins.getAllByRole('button')).toHaveLength(2);
    const dahyang = pins.getByRole('button', { name: /^다향관/ });
    await expect(dahyang.closest('li')!.style.left).toBe('27.5%');
    await expect(dahyang.closest('li')!.style.top).toBe('36%');
    await expect(pins.queryByRole('button', { name: /^새 광장/ })).toBeNull();
    await userEvent.click(pins.getByRole('button', { name: /^만해광장/ }));
    await expect(args.onSelectPin).toHaveBeenCalledWith(11);
  },
};

/** Pins named in the visitor's language. */
export const English: Story = {
  args: { lang: 'en' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'Campus map' })).toBeVisible();
    const pins = within(c.getByRole('list', { name: 'Places' }));
    await expect(pins.getByRole('button', { name: /^Manhae Square/ })).toBeVisible();
    await expect(pins.getByRole('button', { name: /^Dahyang Hall/ })).toBeVisible();
  },
};
