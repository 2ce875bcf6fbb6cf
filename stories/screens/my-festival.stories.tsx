import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MyFestivalScreen from '@/screens/my-festival/my-festival-screen';
import { myFestival } from '@/stores/favourites';

const NOW = '2025-09-25T19:35:00+09:00';

function fill() {
  myFestival.coupons.push({ code: 'DG5-7KQ2-M9XA', pub: '프론티어', issuedAt: Date.parse('2025-09-25T18:02:00+09:00') });
  myFestival.booths.push(
    { id: 1, kind: 'booth', name: '프론티어', location: '만해광장', hours: [{ day: '2025-09-25', start_time: '18:00:00', end_time: '02:00:00' }] },
    { id: 12, kind: 'booth', name: '멋쟁이사자처럼', location: '팔정도', hours: [{ day: '2025-09-25', start_time: '11:00:00', end_time: '17:00:00' }] },
  );
  myFestival.acts.push(
    { id: 11, name: '실버라이닝', location: '대운동장 특설무대', start: '2025-09-25T20:50:00+09:00', end: '2025-09-25T21:30:00+09:00', celebrity: true },
    { id: 10, name: '윤서하', location: '대운동장 특설무대', start: '2025-09-25T20:00:00+09:00', end: '2025-09-25T20:40:00+09:00', celebrity: true },
    { id: 7, name: '밴드 은하수', location: '대운동장 특설무대', start: '2025-09-25T18:30:00+09:00', end: '2025-09-25T19:00:00+09:00', celebrity: false },
    { id: 8, name: '재즈 스윙잇', location: '팔정도 야외무대', start: '2025-09-25T19:00:00+09:00', end: '2025-09-25T19:40:00+09:00', celebrity: false },
  );
}

const meta = {
  title: 'Screens/MyFestival',
  component: MyFestivalScreen,
  parameters: { route: { path: '/my' }, now: NOW },
} satisfies Meta<typeof MyFestivalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: '내 축제' })).toBeVisible();
    await expect(c.getByText(/아직 받은 쿠폰이 없어요/)).toBeVisible();
    await expect(c.getByText(/타임테이블에서 별을 눌러/)).toBeVisible();
    await expect(c.getByText(/지도나 부스 화면에서 별을 눌러/)).toBeVisible();
  },
};

export const Full: Story = {
  parameters: { store: fill },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('article', { name: '쿠폰 코드 DG5-7KQ2-M9XA' })).toBeVisible();
    // Performances in time order, on stage first, ended last.
    const acts = within(c.getByRole('region', { name: '즐겨찾는 공연' })).getAllByRole('listitem');
    const order = ['재즈 스윙잇', '윤서하', '실버라이닝', '밴드 은하수'];
    for (const [i, name] of order.entries()) await expect(acts[i]).toHaveTextContent(name);
    await expect(acts[0]).toHaveTextContent('지금 공연 중');
    await expect(acts[1]).toHaveTextContent('25분 후 시작');
    await expect(acts[3]).toHaveTextContent('공연 종료');
    const booths = within(c.getByRole('region', { name: '즐겨찾는 부스' })).getAllByRole('listitem');
    await expect(booths[0]).toHaveTextContent('영업 중');
    await expect(booths[1]).toHaveTextContent('영업 종료');
    await expect(c.getByRole('button', { name: '즐겨찾는 공연 모두 캘린더에 추가' })).toBeVisible();
  },
};

export const SetAReminder: Story = {
  parameters: { store: fill },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByRole('combobox', { name: '윤서하 알림' }), '10');
    await expect(await c.findByText('19:50에 알려 드릴게요')).toBeVisible();
    await expect(myFestival.reminders['10']).toEqual({ lead: 10, walk: false });
    await expect(JSON.parse(localStorage.getItem('actReminders') ?? '{}')).toEqual({ 10: { lead: 10, walk: false } });
  },
};

export const Unstar: Story = {
  parameters: { store: fill },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '멋쟁이사자처럼 즐겨찾기' }));
    await expect(c.queryByRole('link', { name: '멋쟁이사자처럼' })).toBeNull();
    await expect(JSON.parse(localStorage.getItem('favouriteBooths') ?? '[]')).toHaveLength(1);
  },
};

export const English: Story = {
  parameters: { store: fill, locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'My festival' })).toBeVisible();
    await expect(c.getByText('Now on stage')).toBeVisible();
    await expect(c.getByText('Starts in 25 min')).toBeVisible();
    await expect(c.getByText('5% off at 프론티어')).toBeVisible();
  },
};

export const Japanese: Story = {
  parameters: { store: fill, locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'マイフェス' })).toBeVisible();
    await expect(c.getByText('25分後に開始')).toBeVisible();
  },
};

export const Chinese: Story = {
  parameters: { store: fill, locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: '我的庆典' })).toBeVisible();
    await expect(c.getByText('25分钟后开始')).toBeVisible();
  },
};
