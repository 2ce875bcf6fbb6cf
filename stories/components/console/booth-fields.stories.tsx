import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConsoleLocation } from '@contract/console-booths';
import type { BoothProblem } from '@contract/rules/booth-admin';
import { carries } from '@machines/console-booth-create.machine';
import { BoothBasicsFields, CornerFields, useFieldProblems } from '@/components/console/booth-fields';

const LOCATIONS: ConsoleLocation[] = [
  { id: 3, names: { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' } },
  { id: 7, names: { ko: '명진관', en: 'Myeongjin Hall', ja: '明進館', 'zh-CN': '明进馆' } },
];

/** The shared booth fields as both forms draw them: basics, then the corners. */
function Fields(p: {
  problems: BoothProblem[];
  category: 'Booth' | 'Drink';
  menusProblemHere?: boolean;
  onField: (f: 'name' | 'locationId', v: string) => void;
  onAddCorner: () => void;
}) {
  const f = useFieldProblems(p.problems);
  const draft = { name: '빛그림 사진관', category: p.category, locationId: '7', night: p.category === 'Drink', dorder: false };
  const c = carries(draft);
  return (
    <form aria-label="booth">
      <BoothBasicsFields f={f} draft={draft} carried={c} locations={LOCATIONS} onField={p.onField} onCategory={fn()} onNight={fn()} onDorder={fn()} menusProblemHere={p.menusProblemHere} />
      <CornerFields f={f} corners={['즉석 인화']} shown={c.corners} onCorner={fn()} onAddCorner={p.onAddCorner} onRemoveCorner={fn()} />
    </form>
  );
}

const meta = {
  title: 'Console/BoothFields',
  component: Fields,
  args: { problems: [], category: 'Booth', onField: fn(), onAddCorner: fn() },
} satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A booth: name, category, location and its corners; typing and adding a corner reach the form. */
export const Booth: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('이름')).toHaveValue('빛그림 사진관');
    await expect(c.getByRole('combobox', { name: '위치' })).toHaveValue('7');
    await userEvent.type(c.getByLabelText('이름'), '!');
    await expect(args.onField).toHaveBeenCalledWith('name', '빛그림 사진관!');
    await userEvent.click(c.getByRole('button', { name: '코너 추가' }));
    await expect(args.onAddCorner).toHaveBeenCalled();
  },
};

/** Problems show under their own field, tied to it; a menus problem only where the form says so. */
export const Problems: Story = {
  args: {
    problems: [
      { field: 'location', code: 'location_unknown', text: 'x' } as BoothProblem,
      { field: 'menus', code: 'location_unknown', text: 'x' } as BoothProblem,
    ],
    menusProblemHere: true,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const place = c.getByRole('combobox', { name: '위치' });
    await expect(place).toHaveAttribute('aria-invalid', 'true');
    await expect(place).toHaveAccessibleDescription(/.+/);
    await expect(c.getByRole('combobox', { name: '종류' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** English labels. */
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox', { name: 'Location' })).toHaveValue('7');
  },
};
