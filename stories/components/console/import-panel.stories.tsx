import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { importProblem, importTemplate } from '@contract/console-import';
import { SAMPLE_FESTIVAL } from '@contract/festival-data';
import { ImportPanel } from '@/components/console/import-panel';

const problems = [importProblem(6, 'price', 'bad_price', 'free'), importProblem(12, 'location', 'unknown_location', 'Moon base'), importProblem(null, null, 'file_too_large', '10.0 MB')];
const counts = { booths: 20, menus: 40, acts: 0 };

const meta = {
  title: 'Console/ImportPanel',
  component: ImportPanel,
  args: {
    kind: 'booths',
    step: 'choosing',
    fileName: null,
    problems: [],
    more: 0,
    counts: null,
    message: null,
    template: importTemplate('booths', SAMPLE_FESTIVAL.dates, 'Dahyang Hall'),
    onKind: fn(),
    onFile: fn(),
    onImport: fn(),
    onAgain: fn(),
  },
} satisfies Meta<typeof ImportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the kinds, the columns, the template and the file field; each control reports its choice. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '스프레드시트 가져오기' })).toBeVisible();
    await expect(c.getByRole('radio', { name: '부스와 메뉴' })).toBeChecked();
    await expect(c.getByRole('link', { name: '양식 내려받기 (CSV)' })).toHaveAttribute('download', 'booths-template.csv');
    await userEvent.click(c.getByRole('radio', { name: '무대 일정' }));
    await expect(args.onKind).toHaveBeenCalledWith('stages');
    const file = new File(['booth,category,location\n'], 'booths.csv', { type: 'text/csv' });
    await userEvent.upload(c.getByLabelText('파일 선택 (CSV 또는 XLSX, 최대 1 MB)'), file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await expect(c.queryByRole('button', { name: '가져오기' })).toBeNull();
  },
};

export const Checking: Story = {
  args: { step: 'checking', fileName: 'booths.csv' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('booths.csv 확인 중…');
    await expect(c.getByLabelText('파일 선택 (CSV 또는 XLSX, 최대 1 MB)')).toBeDisabled();
  },
};

/** The report: each problem with its row and column, in the admin's language; no import button. */
export const ProblemsKorean: Story = {
  args: { step: 'problems', fileName: 'booths.csv', problems, more: 2 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const alert = c.getByRole('alert');
    await expect(alert).toHaveTextContent('booths.csv에 문제 5개가 있습니다');
    const items = within(alert).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('6행 · price free: 가격은 0에서 1,000,000 사이의 원 단위 정수입니다.');
    await expect(items[1]).toHaveTextContent('12행 · location 알 수 없는 장소: Moon base');
    await expect(items[2]).toHaveTextContent('파일 파일이 10.0 MB입니다');
    await expect(alert).toHaveTextContent('그 밖에 문제 2개가 더 있습니다.');
    await expect(c.queryByRole('button', { name: '가져오기' })).toBeNull();
  },
};
export const ProblemsEnglish: Story = {
  args: ProblemsKorean.args,
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('alert')).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Row 6 · price free: a price is a whole number of won, 0 to 1,000,000.');
    await expect(items[1]).toHaveTextContent('Row 12 · location Unknown location: Moon base');
  },
};
export const ProblemsJapanese: Story = {
  args: ProblemsKorean.args,
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('alert')).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('6 行目 · price free: 価格は');
    await expect(items[1]).toHaveTextContent('不明な場所: Moon base');
  },
};
export const ProblemsChinese: Story = {
  args: ProblemsKorean.args,
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('alert')).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('第 6 行 · price free：价格须为');
    await expect(items[1]).toHaveTextContent('未知地点：Moon base');
  },
};

/** A clean sheet: its counts and the import button. */
export const Clean: Story = {
  args: { step: 'clean', fileName: 'booths.csv', counts },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('booths.csv에 문제가 없습니다: 부스 20개, 메뉴 40개, 공연 0개.');
    await userEvent.click(c.getByRole('button', { name: '가져오기' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

export const Importing: Story = {
  args: { step: 'importing', fileName: 'booths.csv', counts },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '가져오는 중…' })).toBeDisabled();
  },
};

/** Done, in each language: what was added. */
export const DoneKorean: Story = {
  args: { step: 'done', fileName: 'booths.csv', counts },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('가져왔습니다: 부스 20개, 메뉴 40개, 공연 0개.');
    await userEvent.click(c.getByRole('button', { name: '다른 파일 가져오기' }));
    await expect(args.onAgain).toHaveBeenCalled();
  },
};
export const DoneEnglish: Story = {
  args: DoneKorean.args,
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Imported: 20 booths, 40 menus, 0 acts. Visitors see them now.');
  },
};
export const DoneJapanese: Story = {
  args: DoneKorean.args,
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('取り込みました: ブース 20、メニュー 40、公演 0。');
  },
};
export const DoneChinese: Story = {
  args: DoneKorean.args,
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已导入：20 个摊位，40 个菜单，0 个演出。');
  },
};

/** A failure without a report: said in the admin's words. */
export const CheckFailed: Story = {
  args: { message: { id: 'console.import.checkFailed', tone: 'error' }, kind: 'stages' },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('The file could not be checked. Please try again.');
    await expect(c.getByText(/One row per act/)).toBeVisible();
  },
};
