import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BottomTabs } from '@/components/shell/bottom-tabs';

const meta = {
  title: 'Shell/BottomTabs',
  component: BottomTabs,
  args: { active: 'home' },
} satisfies Meta<typeof BottomTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const ORDER_KO = ['지도', '일정', '홈', '게시판', '게임'];

function activeName(canvasElement: HTMLElement) {
  const c = within(canvasElement);
  return c.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent);
}

export const HomeActive: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const links = c.getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(ORDER_KO);
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/map', '/timetable', '/', '/board', '/event']);
    await expect(activeName(canvasElement)).toEqual(['홈']);
    // Orange text and a top border on the active tab.
    await expect(c.getByRole('link', { name: '홈' })).toHaveStyle({ color: 'rgb(194, 65, 12)', borderTopColor: 'rgb(255, 122, 0)' });
    await expect(c.getByRole('navigation')).toHaveStyle({ height: '62px' });
  },
};
export const MapActive: Story = { args: { active: 'map' }, play: async ({ canvasElement }) => expect(activeName(canvasElement)).toEqual(['지도']) };
export const TimetableActive: Story = { args: { active: 'timetable' }, play: async ({ canvasElement }) => expect(activeName(canvasElement)).toEqual(['일정']) };
export const BoardActive: Story = { args: { active: 'board' }, play: async ({ canvasElement }) => expect(activeName(canvasElement)).toEqual(['게시판']) };
export const GameActive: Story = { args: { active: 'game' }, play: async ({ canvasElement }) => expect(activeName(canvasElement)).toEqual(['게임']) };
export const NoneActive: Story = { args: { active: null }, play: async ({ canvasElement }) => expect(activeName(canvasElement)).toEqual([]) };

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link').map((l) => l.textContent)).toEqual(['Map', 'Schedule', 'Home', 'Board', 'Game']);
  },
};
export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link').map((l) => l.textContent)).toEqual(['マップ', 'スケジュール', 'ホーム', '掲示板', 'ゲーム']);
  },
};
export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link').map((l) => l.textContent)).toEqual(['地图', '日程', '首页', '公告栏', '游戏']);
  },
};
