import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BOOTH_STATUSES, type BoothStatusValue } from '@contract/status';
import type { Language } from '@contract/constants';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { CampusMap, type MapPin } from '@/components/map/campus-map';
import { PinStatus } from '@/components/status/pin-status';

// The wait on campus map pins (issue 20): one pin per status, and one whose booths said nothing fresh (no tag).
const WAITS: readonly (BoothStatusValue | null)[] = [...BOOTH_STATUSES, null];
const pinsIn = (lang: Language): MapPin[] =>
  CAMPUS_LOCATIONS.slice(0, WAITS.length).map((l, i) => {
    const wait = WAITS[i];
    return { id: l.id, name: l.names[lang], x: l.pin.x, y: l.pin.y, badge: wait && <PinStatus wait={wait} /> };
  });

function Pins({ lang }: { lang: Language }) {
  return <CampusMap pins={pinsIn(lang)} selectedId={null} onSelectPin={fn()} />;
}

const meta = {
  title: 'Status/PinStatus',
  component: Pins,
  args: { lang: 'ko' },
  decorators: [(S) => <div style={{ position: 'relative', height: 520, maxWidth: 430 }}><S /></div>],
} satisfies Meta<typeof Pins>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each pin says its wait in its name; the tag shows it in a few characters; a pin without news has neither. */
const expectPins = (names: string[], tags: string[], plain: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const c = within(canvasElement);
  const pins = within(c.getByRole('list', { name: /./ }));
  for (const name of names) await expect(pins.getByRole('button', { name })).toBeVisible();
  await expect(c.getAllByTestId('pin-status').map((t) => t.textContent)).toEqual(tags);
  const quiet = pins.getByRole('button', { name: plain });
  await expect(within(quiet).queryByTestId('pin-status')).toBeNull();
};

const L = CAMPUS_LOCATIONS.slice(0, WAITS.length);

export const EveryWaitKorean: Story = {
  play: expectPins(
    [
      `${L[0]!.names.ko} — 가장 짧은 대기: 영업 중`,
      `${L[1]!.names.ko} — 가장 짧은 대기: 대기 짧음 (10분 미만)`,
      `${L[2]!.names.ko} — 가장 짧은 대기: 대기 김 (10~30분)`,
      `${L[3]!.names.ko} — 가장 짧은 대기: 대기 아주 김 (30분 이상)`,
      `${L[4]!.names.ko} — 가장 짧은 대기: 잠시 영업 중지`,
    ],
    ['영업 중', '10분↓', '10~30분', '30분↑', '중지'],
    L[5]!.names.ko,
  ),
};

export const EveryWaitEnglish: Story = {
  args: { lang: 'en' },
  parameters: { locale: 'en' },
  play: expectPins(
    [
      `${L[0]!.names.en} — shortest wait here: Open`,
      `${L[1]!.names.en} — shortest wait here: Short wait (under 10 min)`,
      `${L[2]!.names.en} — shortest wait here: Long wait (10–30 min)`,
      `${L[3]!.names.en} — shortest wait here: Very long wait (over 30 min)`,
      `${L[4]!.names.en} — shortest wait here: Closed for now`,
    ],
    ['Open', '<10 min', '10–30 min', '30+ min', 'Closed'],
    L[5]!.names.en,
  ),
};

export const EveryWaitJapanese: Story = {
  args: { lang: 'ja' },
  parameters: { locale: 'ja' },
  play: expectPins(
    [`${L[2]!.names.ja} — ここで一番短い待ち: 待ち時間長め (10〜30分)`, `${L[4]!.names.ja} — ここで一番短い待ち: 一時休業中`],
    ['営業中', '10分未満', '10〜30分', '30分以上', '休業'],
    L[5]!.names.ja,
  ),
};

export const EveryWaitChinese: Story = {
  args: { lang: 'zh-CN' },
  parameters: { locale: 'zh-CN' },
  play: expectPins(
    [`${L[1]!.names['zh-CN']} — 此处最短等候：等候较短 (10 分钟内)`, `${L[3]!.names['zh-CN']} — 此处最短等候：等候很久 (30 分钟以上)`],
    ['营业中', '<10 分钟', '10–30 分钟', '30+ 分钟', '暂停'],
    L[5]!.names['zh-CN'],
  ),
};
