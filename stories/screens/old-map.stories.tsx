import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import OldMapScreen from '@/screens/old-map/old-map-screen';

const meta = {
  title: 'Screens/OldMap',
  component: OldMapScreen,
  parameters: { route: { path: '/mapold' } },
} satisfies Meta<typeof OldMapScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const pins = (c: ReturnType<typeof within>) => within(c.getByRole('list', { name: '장소' }));
const sheet = (c: ReturnType<typeof within>) => within(c.getByRole('region', { name: '검색 결과' }));
const rows = (c: ReturnType<typeof within>) => sheet(c).getAllByRole('listitem').map((r) => r.querySelector('span')!.textContent);

export const ChipsAndDefaultTexts: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('button', { pressed: false }).length).toBeGreaterThan(0);
    const chips = within(c.getByRole('group', { name: '분류' })).getAllByRole('button').map((b) => b.textContent);
    await expect(chips).toEqual(['부스', '화장실', '주류 판매', '편의점', '푸드트럭']);
    await expect(sheet(c).getByRole('status')).toHaveTextContent('아직 선택된 부스가 없어요');
    await userEvent.click(pins(c).getByRole('button', { name: '팔정도' }));
    await expect(rows(c)).toEqual(['빛그림 즉석 사진관']);
    await userEvent.click(c.getByRole('button', { name: '푸드트럭' }));
    await expect(sheet(c).getByRole('status')).toHaveTextContent('지도에서 푸드트럭 핀을 눌러 보세요');
    await userEvent.click(pins(c).getByRole('button', { name: '만해광장' }));
    await expect(rows(c)).toEqual(['불꽃 닭꼬치', 'Steak Truck']);
  },
};

export const NearestFirstWithTheSelectedSpotOnTop: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '주류 판매' }));
    await expect(rows(c)).toEqual(['팔정도 주류 판매소', '만해광장 주류 판매소', '학생회관 Beer Stand']);
    await expect(sheet(c).getAllByRole('listitem')[0]).toHaveTextContent('20m');
    await userEvent.click(pins(c).getByRole('button', { name: '학생회관' }));
    await expect(rows(c)).toEqual(['학생회관 Beer Stand', '팔정도 주류 판매소', '만해광장 주류 판매소']);
    await expect(sheet(c).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
  },
};

export const SearchAcrossCategories: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('searchbox', { name: '검색' });
    await userEvent.type(box, 'gs25');
    await expect(rows(c)).toEqual(['GS25 학림관점']);
    await userEvent.clear(box);
    await userEvent.type(box, 'STEAK');
    await expect(rows(c)).toEqual(['Steak Truck']);
    await userEvent.clear(box);
    await userEvent.type(box, '떡볶이');
    await expect(sheet(c).getByRole('status')).toHaveTextContent("'떡볶이'에 대한 결과가 없어요");
  },
};
