import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BuildingMap } from '@/components/map/building-map';

const meta = {
  title: 'Map/BuildingMap/States',
  component: BuildingMap,
  args: { locationId: 17, name: '혜화관', date: '2025-09-25', isNight: true, booths: [], onClose: fn() },
  decorators: [(S) => <div style={{ position: 'relative', height: 480, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof BuildingMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoBoothsHere: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('이 날 이 시간에는 이곳에 부스가 없어요'));
    await expect(c.queryByRole('link')).toBeNull();
  },
};

export const EnglishLabels: Story = {
  parameters: { locale: 'en' },
  args: {
    name: 'Hyehwa Hall',
    isNight: false,
    booths: [
      { boothId: 15, name: 'Film Department Cinema Booth' },
      { boothId: 24, name: 'Theatre Improv Festival' },
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(within(canvasElement).getByRole('region', { name: 'Hyehwa Hall detailed map' }));
    await expect(await c.findByRole('link', { name: 'Film Department Cinema Booth' })).toHaveAttribute('href', '/booth/15');
    await expect(c.getByRole('button', { name: 'Back to campus map' })).toBeVisible();
    await expect(c.getByText('Stage')).toBeInTheDocument();
  },
};

const PALJEONGDO_DAY = { locationId: 7, date: '2025-09-25', isNight: false } as const;
const boxesOverlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
const isCut = (link: HTMLElement) => {
  const text = link.firstElementChild!;
  return text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1;
};

/** Long English names side by side (issue 16 item 2): pills stay apart, names end in an ellipsis, a tap shows one whole. */
export const LongNamesSideBySide: Story = {
  name: '16.2 long names side by side',
  parameters: { locale: 'en' },
  args: {
    ...PALJEONGDO_DAY,
    name: 'Paljeongdo',
    booths: [
      { boothId: 13, name: 'Bitgeurim Instant Photo Studio' },
      { boothId: 20, name: 'College of Buddhist Studies Lotus Lantern Making' },
      { boothId: 27, name: 'Student Council Information Booth' },
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(within(canvasElement).getByRole('region', { name: 'Paljeongdo detailed map' }));
    const links = (await c.findAllByRole('link'));
    const boxes = links.map((l) => l.getBoundingClientRect());
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) await expect(boxesOverlap(boxes[i]!, boxes[j]!)).toBe(false);
    const long = c.getByRole('link', { name: 'College of Buddhist Studies Lotus Lantern Making' });
    await expect(isCut(long)).toBe(true);
    await userEvent.click(long);
    await expect(isCut(long)).toBe(false);
    await userEvent.keyboard('{Escape}');
    await expect(isCut(long)).toBe(true);
  },
};

/** Korean names break between words only ("만들기" never as "만들/기"). */
export const KoreanKeepsWords: Story = {
  name: '16.2 Korean breaks between words',
  args: {
    ...PALJEONGDO_DAY,
    name: '팔정도',
    booths: [
      { boothId: 13, name: '빛그림 즉석 사진관' },
      { boothId: 20, name: '불교대학 연등 만들기' },
      { boothId: 27, name: '총학생회 안내 부스' },
    ],
  },
  play: async ({ canvasElement }) => {
    for (const link of (await within(canvasElement).findAllByRole('link'))) await expect(getComputedStyle(link.firstElementChild!).wordBreak).toBe('keep-all');
  },
};

/** Every booth's label is shown, none overlaps another, and text breaks by the language's own rules. */
const labelsFitApart: Story['play'] = async ({ canvasElement }) => {
  const links = (await within(canvasElement).findAllByRole('link'));
  await expect(links).toHaveLength(3);
  const boxes = links.map((l) => l.getBoundingClientRect());
  for (const [i, a] of boxes.entries()) {
    await expect(a.width).toBeGreaterThan(0);
    for (const b of boxes.slice(i + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      await expect(apart).toBe(true);
    }
  }
  for (const link of links) await expect(getComputedStyle(link.firstElementChild!).wordBreak).not.toBe('keep-all');
};

export const JapaneseNames: Story = {
  name: '16.2 Japanese names',
  parameters: { locale: 'ja' },
  args: {
    ...PALJEONGDO_DAY,
    name: '八正道',
    booths: [
      { boothId: 13, name: 'ピックリム インスタント写真館' },
      { boothId: 20, name: '仏教大学 燃灯づくり' },
      { boothId: 27, name: '総学生会案内ブース' },
    ],
  },
  play: labelsFitApart,
};

export const ChineseNames: Story = {
  name: '16.2 Chinese names',
  parameters: { locale: 'zh-CN' },
  args: {
    ...PALJEONGDO_DAY,
    name: '八正道',
    booths: [
      { boothId: 13, name: '光影即时照相馆' },
      { boothId: 20, name: '佛教学院莲花灯制作' },
      { boothId: 27, name: '总学生会咨询摊位' },
    ],
  },
  play: labelsFitApart,
};
