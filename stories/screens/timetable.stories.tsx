import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TimetableScreen from '@/screens/timetable/timetable-screen';
import { setMockNow, stageEmpty, stageError, stageSlow } from '@mocks/handlers';

const DAY2_1730 = '2025-09-25T17:30:00+09:00';

const meta = {
  title: 'Screens/Timetable',
  component: TimetableScreen,
  parameters: { route: { path: '/timetable' }, now: DAY2_1730 },
  beforeEach() {
    setMockNow(DAY2_1730);
  },
} satisfies Meta<typeof TimetableScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Day 2 at 17:30: Day2 and 17:00 are chosen and the hip-hop show is on now. */
export const Day2At1730: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: /Day2/ })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('button', { name: '17:00' })).toHaveAttribute('aria-pressed', 'true');
    const current = within(await c.findByRole('region', { name: '17:00 ~ 18:00' }));
    const onNow = current.getByRole('heading', { name: '힙합 비트라인' }).closest('li')!;
    await expect(within(onNow as HTMLElement).getByText('STAGE NOW')).toBeVisible();
    await expect(within(onNow as HTMLElement).getByText('17:10 ~ 17:40')).toBeVisible();
    const later = within(c.getByRole('region', { name: '다음 공연' }));
    await expect(later.getByRole('heading', { name: '아카펠라 화음' })).toBeVisible();
    await expect(later.getAllByText('공연 예정').length).toBeGreaterThan(0);
  },
};

/** Choosing a day clears the slot; Day1 says 'no event'. */
export const ChooseDay1: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('region', { name: '17:00 ~ 18:00' });
    await userEvent.click(c.getByRole('tab', { name: /Day1/ }));
    await expect(await c.findByText('행사가 없어요')).toBeVisible();
    for (const b of within(c.getByRole('group', { name: '시간대' })).getAllByRole('button')) {
      await expect(b).toHaveAttribute('aria-pressed', 'false');
    }
  },
};

/** The celebrity tab lists each day's celebrity acts: three on day 2, three others on day 3. */
export const CelebrityTab: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: '연예인' }));
    const day2 = within(await c.findByRole('region', { name: /Day2/ }));
    await waitFor(() => expect(day2.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['윤서하', '실버라이닝', 'DJ 코스모']));
    const day3 = within(c.getByRole('region', { name: /Day3/ }));
    await expect(day3.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['한결', '모노로그', '크림슨 웨이브']);
    await expect(within(c.getByRole('region', { name: /Day1/ })).getByText('연예인 공연이 없어요')).toBeVisible();
    await expect(c.queryByRole('group', { name: '시간대' })).toBeNull();
  },
};

/** English: stage names and places come through the translation service. */
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Celebrity' })).toBeVisible();
    const current = within(await c.findByRole('region', { name: '17:00 – 18:00' }));
    await waitFor(() => expect(current.getAllByText('Main Field Special Stage').length).toBeGreaterThan(0));
    await expect(current.getByText('STAGE NOW')).toBeVisible();
    await expect(c.queryByText('대운동장 특설무대')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...stageSlow);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...stageError);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('공연 정보를 불러올 수 없어요');
    await expect(c.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

export const FailedEnglish: Story = {
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...stageError);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Performances cannot be loaded');
  },
};

/** A day with nothing on: the chosen hour says so, and no later show is announced. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...stageEmpty);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('오늘은 공연이 없어요')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: '연예인' }));
    await expect(await c.findAllByText('연예인 공연이 없어요')).not.toHaveLength(0);
  },
};

export const EmptyEnglish: Story = {
  parameters: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...stageEmpty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No performances today')).toBeVisible();
  },
};

/** After the festival: the timetable opens on Day1 at 15:00, and every day's shows are over. */
export const AfterTheFestival: Story = {
  parameters: { now: '2025-09-28T12:00:00+09:00' },
  beforeEach() {
    setMockNow('2025-09-28T12:00:00+09:00');
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: /Day1/ })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('button', { name: '15:00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await c.findByText('행사가 없어요')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: /Day2/ }));
    await expect(await c.findByRole('heading', { name: '밴드 아우성' })).toBeVisible();
    await expect(c.queryByText('STAGE NOW')).toBeNull();
  },
};
