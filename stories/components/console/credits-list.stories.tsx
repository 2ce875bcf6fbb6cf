import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_CREDITS } from '@contract/credits';
import { CreditsList } from '@/components/console/credits-list';

const THREE = [SAMPLE_CREDITS[0], SAMPLE_CREDITS[1], { ...SAMPLE_CREDITS[2], link: 'https://example.com/jiwoo' }];

const meta = {
  title: 'Console/CreditsList',
  component: CreditsList,
  args: {
    credits: THREE,
    message: null,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onMove: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreditsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three people in order with their teams, role, major and link; each button says whom it is for. */
export const Three: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const rows = within(c.getByRole('list', { name: '소개 순서대로' })).getAllByRole('listitem');
    await expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['김도윤', '이서연', '박지우']);
    await expect(rows[0]).toHaveTextContent('팀장, 백엔드 · 대표 · 백엔드 개발 · 컴퓨터공학전공');
    await expect(rows[2]).toHaveTextContent('https://example.com/jiwoo');
    await expect(c.getByRole('button', { name: '김도윤 위로' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '박지우 아래로' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: '이서연 아래로' }));
    await expect(args.onMove).toHaveBeenCalledWith(2, 1);
    await userEvent.click(c.getByRole('button', { name: '박지우 수정' }));
    await expect(args.onEdit).toHaveBeenCalledWith(3);
    await userEvent.click(c.getByRole('button', { name: '이서연 빼기' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
    await userEvent.click(c.getByRole('button', { name: '사람 추가' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** The removal asks first, naming the person (English). */
export const ConfirmRemoveEnglish: Story = {
  args: { confirmDelete: SAMPLE_CREDITS[1] },
  parameters: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText('Remove 이서연 from the credits?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirmDelete).toHaveBeenCalled();
  },
};

/** A saved move, said in Japanese. */
export const MovedJapanese: Story = {
  args: { message: { id: 'console.credits.moved', tone: 'ok' } },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('順番を保存しました');
  },
};

/** While a change is sent, nothing else can be started (Chinese). */
export const BusyChinese: Story = {
  args: { busy: true },
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '添加成员' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '将이서연下移' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '移除이서연' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { credits: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('아직 아무도 없어요')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { credits: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const Failed: Story = {
  args: { credits: [], failed: true, message: { id: 'console.error.loadFailed', tone: 'error' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
