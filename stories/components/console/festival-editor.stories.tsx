import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_FESTIVAL } from '@contract/festival-data';
import { draftOf } from '@machines/festival-settings.machine';
import { FestivalEditor } from '@/components/console/festival-editor';

const meta = {
  title: 'Console/FestivalEditor',
  component: FestivalEditor,
  args: {
    draft: draftOf(SAMPLE_FESTIVAL),
    message: null,
    onField: fn(),
    onName: fn(),
    onLanguage: fn(),
    onPub: fn(),
    onAddPub: fn(),
    onRemovePub: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof FestivalEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 2025 festival as saved: every field shows its value; each control reports its edit. */
export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '축제 설정' })).toBeVisible();
    await expect(c.getByRole('textbox', { name: '축제 이름 (한국어)' })).toHaveValue('2025 동국대학교 가을 축제');
    await expect(c.getByLabelText('첫날')).toHaveValue('2025-09-24');
    await expect(c.getByRole('textbox', { name: '기간 (1~7일)' })).toHaveValue('3');
    await expect(c.getByLabelText('오픈 시각 (한국 시간)')).toHaveValue('2025-09-24T09:00');
    await expect(c.getByRole('textbox', { name: '2번째 주점 쿠폰 수' })).toHaveValue('40');
    await expect(c.getByRole('checkbox', { name: '한국어' })).toBeDisabled();
    await userEvent.clear(c.getByRole('textbox', { name: '기간 (1~7일)' }));
    await expect(args.onField).toHaveBeenCalledWith('days', '');
    await userEvent.click(c.getByRole('checkbox', { name: '日本語' }));
    await expect(args.onLanguage).toHaveBeenCalledWith('ja', false);
    await userEvent.click(c.getByRole('button', { name: '주점 추가' }));
    await expect(args.onAddPub).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: '3번째 주점 삭제' }));
    await expect(args.onRemovePub).toHaveBeenCalledWith(2);
    await userEvent.click(c.getByRole('button', { name: '축제 설정 저장' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** Before any festival exists: the form says so and starts blank. */
export const FirstFestival: Story = {
  args: { draft: draftOf(null), first: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('아직 축제가 없어요. 먼저 축제를 설정해 주세요.')).toBeVisible();
    await expect(c.getByRole('textbox', { name: '축제 이름 (한국어)' })).toHaveValue('');
    await expect(c.getByLabelText('첫날')).toHaveValue('');
  },
};

const withProblem = (locale: string, text: string): Story => ({
  parameters: { locale },
  args: { message: { id: 'console.festival.error.days', tone: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text);
  },
});
export const ProblemKorean = withProblem('ko', '기간은 1일에서 7일까지예요');
export const ProblemEnglish = withProblem('en', 'The festival lasts 1 to 7 days');
export const ProblemJapanese = withProblem('ja', '日数は1〜7日です');
export const ProblemChinese = withProblem('zh-CN', '庆典持续1至7天');

/** While saving, the button is busy and cannot be pressed twice. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '축제 설정 저장' })).toBeDisabled();
  },
};

/** Saved. */
export const Saved: Story = {
  parameters: { locale: 'en' },
  args: { message: { id: 'admin.saved', tone: 'ok' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Festival settings' })).toBeVisible();
    await expect(c.getByRole('status')).toBeVisible();
  },
};

/** Night hours are on the form: the saved hours show and each edit is reported. */
export const NightHours: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Night hours' })).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'Map shows night from (hour)' })).toHaveValue(String(SAMPLE_FESTIVAL.night.map_toggle_start_hour));
    await expect(c.getByRole('textbox', { name: 'Booth pages show night from (hour)' })).toHaveValue(String(SAMPLE_FESTIVAL.night.detail_start_hour));
    await userEvent.type(c.getByRole('textbox', { name: 'Booth lists count as night until (hour)' }), '7');
    await expect(args.onField).toHaveBeenCalledWith('nightRequestEnd', `${SAMPLE_FESTIVAL.night.request_end_hour}7`);
  },
};

const nightProblem = (locale: string, legend: string, text: string): Story => ({
  parameters: { locale },
  args: { message: { id: 'console.festival.error.night', tone: 'error' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: legend })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent(text);
  },
});
export const NightProblemKorean = nightProblem('ko', '야간 시간', '야간 시간은 0에서 23 사이의 정시로 써 주세요');
export const NightProblemEnglish = nightProblem('en', 'Night hours', 'Night hours are whole hours from 0 to 23');
export const NightProblemJapanese = nightProblem('ja', '夜間の時間', '夜間の時間は0～23の時単位で入力してください');
export const NightProblemChinese = nightProblem('zh-CN', '夜间时段', '夜间时段须为 0 至 23 的整点');
