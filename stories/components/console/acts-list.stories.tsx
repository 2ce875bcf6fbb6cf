import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConsoleAct } from '@contract/console-acts';
import { SAMPLE_FESTIVAL } from '@contract/festival-data';
import { withOverlaps } from '@machines/console-acts.machine';
import { ActsList } from '@/components/console/acts-list';

const MAIN = '대운동장 특설무대';
const act = (id: number, name: string, day: string, start: string, end: string, stage = MAIN, kind: ConsoleAct['kind'] = 'club'): ConsoleAct => ({
  id,
  name,
  location_name: stage,
  kind,
  image_url: null,
  start_time: `${day}T${start}:00+09:00`,
  end_time: `${day}T${end}:00+09:00`,
  overlaps: [],
});
const ACTS = withOverlaps([
  act(1, '밴드 아우성', '2025-09-25', '15:00', '15:30'),
  act(2, '어쿠스틱 여울', '2025-09-25', '15:30', '16:00', '팔정도 야외무대'),
  act(10, '윤서하', '2025-09-25', '20:00', '20:40', MAIN, 'celebrity'),
  act(14, '밴드 소나기', '2025-09-26', '15:30', '16:00'),
]);
const CLASH = withOverlaps([...ACTS, act(30, '게스트 밴드', '2025-09-25', '15:15', '15:45')]);

const meta = {
  title: 'Console/ActsList',
  component: ActsList,
  args: {
    acts: ACTS,
    dates: SAMPLE_FESTIVAL.dates,
    message: null,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ActsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The acts grouped by festival day, by start time; a day without acts has no group. */
export const ByDay: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('region', { name: '1일차 · 2025-09-24' })).toBeNull();
    const day2 = within(c.getByRole('region', { name: '2일차 · 2025-09-25' }));
    await expect(day2.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['밴드 아우성', '어쿠스틱 여울', '윤서하']);
    await expect(day2.getByRole('listitem', { name: '윤서하' })).toHaveTextContent('20:00–20:40윤서하대운동장 특설무대 · 연예인 공연');
    await expect(c.getByRole('region', { name: '3일차 · 2025-09-26' })).toHaveTextContent('밴드 소나기');
    await expect(c.queryByText('시간 겹침')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '윤서하 수정' }));
    await expect(args.onEdit).toHaveBeenCalledWith(10);
    await userEvent.click(c.getByRole('button', { name: '공연 추가' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Two acts on one stage at once: both rows carry the warning, naming the other. */
export const Overlap: Story = {
  args: { acts: CLASH },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('listitem', { name: '밴드 아우성' })).toHaveTextContent('시간 겹침 같은 무대의 게스트 밴드 공연과 시간이 겹칩니다');
    await expect(c.getByRole('listitem', { name: '게스트 밴드' })).toHaveTextContent('같은 무대의 밴드 아우성 공연과 시간이 겹칩니다');
    await expect(c.getByRole('listitem', { name: '어쿠스틱 여울' })).not.toHaveTextContent('시간 겹침');
  },
};

export const OverlapEnglish: Story = {
  args: { acts: CLASH },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'Day 2 · 2025-09-25' })).toBeVisible();
    await expect(c.getByRole('listitem', { name: '게스트 밴드' })).toHaveTextContent('Overlap Overlaps 밴드 아우성 on the same stage');
    await expect(c.getByRole('button', { name: 'Delete 게스트 밴드' })).toBeVisible();
  },
};

export const OverlapJapanese: Story = {
  args: { acts: CLASH },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: '2日目 · 2025-09-25' })).toBeVisible();
    await expect(c.getByRole('listitem', { name: '밴드 아우성' })).toHaveTextContent('時間が重複 同じステージの게스트 밴드と時間が重なっています');
  },
};

export const OverlapChinese: Story = {
  args: { acts: CLASH },
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: '第2天 · 2025-09-25' })).toBeVisible();
    await expect(c.getByRole('listitem', { name: '밴드 아우성' })).toHaveTextContent('时间重叠 与同一舞台的게스트 밴드时间重叠');
    await expect(c.getByRole('button', { name: '添加演出' })).toBeVisible();
  },
};

/** Delete asks first, naming the act. */
export const ConfirmDelete: Story = {
  args: { confirmDelete: ACTS[0] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const dialog = within(c.getByRole('alertdialog'));
    await expect(dialog.getByText('밴드 아우성 공연을 삭제할까요? 방문자 타임테이블에서도 사라집니다.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '삭제' }));
    await expect(args.onConfirmDelete).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: '취소' }));
    await expect(args.onCancelDelete).toHaveBeenCalled();
  },
};

export const Deleted: Story = {
  args: { message: { id: 'console.acts.deleted', tone: 'ok' } },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Act deleted');
  },
};

/** A refused delete: the act is back in the list and the reason is said in the admin's language. */
export const DeleteRefused: Story = {
  args: { message: { id: 'console.error.act_not_found', tone: 'error' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('이 공연은 더 이상 없습니다');
    await expect(c.getByRole('listitem', { name: '밴드 아우성' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { acts: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('아직 공연이 없습니다')).toBeVisible();
    await expect(c.getByRole('button', { name: '공연 추가' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, acts: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(c.queryByRole('button', { name: '공연 추가' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { failed: true, acts: [], message: { id: 'console.error.loadFailed', tone: 'error' } },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: /再/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
