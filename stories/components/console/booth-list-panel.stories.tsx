import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConsoleBoothDeleted, ConsoleBoothRow, ConsoleLocation } from '@contract/console-booths';
import { BoothListPanel } from '@/components/console/booth-list-panel';
import { expectRetryOffered, LOAD_FAILED_ARGS } from './console-story-kit';

const LOCATIONS: ConsoleLocation[] = [
  { id: 3, names: { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' } },
  { id: 11, names: { ko: '만해광장', en: 'Manhae Square', ja: '万海広場', 'zh-CN': '万海广场' } },
];
const BOOTHS: ConsoleBoothRow[] = [
  { id: 1, name: '프론티어', category: 'Booth', location_id: 11, is_night: true, likes: 40, menus: 5, events: 1, accounts: ['프론티어'], queue: { state: 'open', waiting: 0 } },
  { id: 28, name: 'Taco Truck', category: 'FoodTruck', location_id: 3, is_night: false, likes: 2, menus: 2, events: 0, accounts: [], queue: null },
  { id: 40, name: '다향관 화장실', category: 'Toilet', location_id: 3, is_night: false, likes: 0, menus: 0, events: 0, accounts: [], queue: null },
];
const DELETED: ConsoleBoothDeleted = { booth_id: 1, name: '프론티어', likes: 40, menus: 5, events: 1, accounts_untied: ['프론티어'], queue_closed: 'open' };

const meta = {
  title: 'Console/BoothListPanel',
  component: BoothListPanel,
  args: {
    booths: BOOTHS,
    locations: LOCATIONS,
    category: 'all',
    search: '',
    message: null,
    onCategory: fn(),
    onSearch: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BoothListPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every booth with its category and place; filter, search, edit and delete each report. */
export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const list = c.getByRole('list', { name: '부스' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('푸드트럭 · 다향관')).toBeVisible();
    await expect(within(list).getByText('부스 · 만해광장 · 야간')).toBeVisible();
    await expect(c.getByRole('link', { name: '프론티어 수정' })).toHaveAttribute('href', '/admin/console/booth/1');
    await expect(c.getByRole('link', { name: '새 부스 만들기' })).toHaveAttribute('href', '/admin/console/booths/new');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '종류' }), 'FoodTruck');
    await expect(args.onCategory).toHaveBeenCalledWith('FoodTruck');
    await userEvent.type(c.getByRole('searchbox', { name: '이름으로 찾기' }), 't');
    await expect(args.onSearch).toHaveBeenCalledWith('t');
    await userEvent.click(c.getByRole('button', { name: 'Taco Truck 삭제' }));
    await expect(args.onDelete).toHaveBeenCalledWith(28);
  },
};

/** The filter and the search narrow the list. */
export const FilteredAndSearched: Story = {
  args: { category: 'FoodTruck', search: 'TACO' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '부스' });
    await expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Taco Truck')]);
  },
};

export const NothingMatches: Story = {
  args: { category: 'Store' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('해당하는 부스가 없어요')).toBeVisible(),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중'),
};

export const LoadFailed: Story = { args: LOAD_FAILED_ARGS, play: expectRetryOffered };

/** The confirmation names the booth and everything that goes with it, in each language. */
const confirming = (locale: string, texts: string[], confirm: string): Story => ({
  parameters: { locale },
  args: { confirmDelete: BOOTHS[0] },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    for (const t of texts) await expect(dialog).toHaveTextContent(t);
    await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
    await expect(args.onConfirmDelete).toHaveBeenCalled();
  },
});
export const ConfirmKorean = confirming('ko', ['프론티어을(를) 삭제할까요?', '좋아요 40개, 메뉴 5개, 이벤트 글 1개', '연결된 계정(프론티어)', '대기 줄은 닫히고'], '삭제');
export const ConfirmEnglish = confirming('en', ['Delete 프론티어?', '40 likes, 5 menus and 1 event post go with it.', 'The accounts tied to it (프론티어) are untied.', 'Its queue line is closed and removed.'], 'Delete');
export const ConfirmJapanese = confirming('ja', ['프론티어を削除しますか？', 'いいね40件、メニュー5件、イベント投稿1件', '紐づいたアカウント（프론티어）', '待ち列は閉じられ'], '削除');
export const ConfirmChinese = confirming('zh-CN', ['要删除프론티어吗？', '40个赞、5个菜单和1条活动帖子', '与其关联的账号（프론티어）', '其排队将被关闭并删除'], '删除');

/** A booth with nothing tied to it: the confirmation does not speak of accounts or a line. */
export const ConfirmPlainTruck: Story = {
  parameters: { locale: 'en' },
  args: { confirmDelete: BOOTHS[1] },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Delete Taco Truck? This cannot be undone. 2 likes, 2 menus and 0 event posts go with it.');
    await expect(dialog).not.toHaveTextContent('queue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelDelete).toHaveBeenCalled();
  },
};

/** After a deletion the list says what went with it. */
const deleted = (locale: string, text: string): Story => ({
  parameters: { locale },
  args: { deleted: DELETED, booths: BOOTHS.slice(1) },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent(text),
});
export const DeletedKorean = deleted('ko', '프론티어을(를) 삭제했어요: 좋아요 40개, 메뉴 5개, 이벤트 글 1개. 연결 해제한 계정: 프론티어. 대기 줄을 닫았어요.');
export const DeletedEnglish = deleted('en', '프론티어 was deleted with 40 likes, 5 menus and 1 event post. Accounts untied: 프론티어. Its queue line was closed.');
export const DeletedJapanese = deleted('ja', '프론티어を削除しました：いいね40件、メニュー5件、イベント投稿1件。紐づけを解除したアカウント：프론티어。待ち列を閉じました。');
export const DeletedChinese = deleted('zh-CN', '已删除프론티어：40个赞、5个菜单、1条活动帖子。已解除关联的账号：프론티어。已关闭其排队。');

/** A refusal while parties wait in the line, in the admin's language. */
export const RefusedQueueWaiting: Story = {
  parameters: { locale: 'en' },
  args: { message: { id: 'console.error.queue_waiting', values: { waiting: 2 }, tone: 'error' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent("2 parties are still in this booth's queue line"),
};

export const Deleting: Story = {
  args: { confirmDelete: BOOTHS[1], busy: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: '삭제' })).toBeDisabled();
  },
};
