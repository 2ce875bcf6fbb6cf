import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReviewEntry } from '@contract/translation-review';
import { ReviewList } from '@/components/console/review-list';

const STALE: ReviewEntry = {
  entity_type: 'booth',
  entity_id: '1',
  field: 'BoothDescription',
  lang: 'en',
  source_text: '중앙동아리 프론티어의 야간 주점입니다. 마지막 날은 자정까지 열어요.',
  machine: { text: 'A night pub of the central club Frontier. Open until midnight on the last day.', status: 'ok', provider: 'memory' },
  override: {
    text: 'Frontier’s night pub on Manhae Plaza, open all three nights.',
    source_text: '중앙동아리 프론티어가 3일 내내 만해광장에서 여는 야간 주점입니다.',
    stale: true,
    updated_by: '축제기획단',
    updated_at: '2025-09-25T05:00:00.000Z',
  },
  served: 'A night pub of the central club Frontier. Open until midnight on the last day.',
};
const OVERRIDDEN: ReviewEntry = {
  entity_type: 'booth',
  entity_id: '1',
  field: 'BoothName',
  lang: 'ja',
  source_text: '프론티어',
  machine: { text: 'フロンティア', status: 'ok', provider: 'memory' },
  override: { text: 'フロンティア酒場', source_text: '프론티어', stale: false, updated_by: '총학생회', updated_at: '2025-09-25T05:10:00.000Z' },
  served: 'フロンティア酒場',
};
const MACHINE: ReviewEntry = {
  entity_type: 'stage',
  entity_id: '3',
  field: 'StageName',
  lang: 'zh-CN',
  source_text: '동아리 공연',
  machine: null,
  override: null,
  served: null,
};
const ENTRIES = [STALE, OVERRIDDEN, MACHINE];

const meta = {
  title: 'Console/ReviewList',
  component: ReviewList,
  args: {
    entries: ENTRIES,
    total: 3,
    lang: 'all',
    query: '',
    editing: null,
    message: null,
    onRetry: fn(),
    onLang: fn(),
    onQuery: fn(),
    onOpen: fn(),
    onChange: fn(),
    onSave: fn(),
    onClear: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const stale = c.getByRole('listitem', { name: 'booth 1 · BoothDescription · 영어' });
    await expect(stale).toHaveTextContent('원문 변경됨: 확인 필요');
    await expect(stale).toHaveTextContent('이전 원문중앙동아리 프론티어가 3일 내내 만해광장에서 여는 야간 주점입니다.');
    await expect(stale).toHaveTextContent('원문중앙동아리 프론티어의 야간 주점입니다.');
    await expect(c.getByRole('listitem', { name: 'stage 3 · StageName · 중국어' })).toHaveTextContent('기계 번역아직 없음');
    await userEvent.click(c.getByRole('button', { name: '번역 수정: booth 1 · BoothName · 일본어' }));
    await expect(args.onOpen).toHaveBeenCalledWith(OVERRIDDEN);
    await userEvent.selectOptions(c.getByLabelText('언어'), 'ja');
    await expect(args.onLang).toHaveBeenCalledWith('ja');
    await userEvent.type(c.getByRole('searchbox', { name: '검색' }), '프');
    await expect(args.onQuery).toHaveBeenCalledWith('프');
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('listitem', { name: 'booth 1 · BoothDescription · English' })).toHaveTextContent('Source changed: check');
    await expect(c.getByText('3 of 3')).toBeVisible();
  },
};
export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('listitem', { name: 'booth 1 · BoothName · 日本語' })).toHaveTextContent('修正した翻訳フロンティア酒場'),
};
export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '填写译文: stage 3 · StageName · 中文' })).toHaveTextContent('填写译文'),
};
export const EditingStale: Story = {
  args: { editing: { entry: STALE, text: STALE.override!.text } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const text = c.getByLabelText('번역 (영어)');
    await expect(text).toHaveValue(STALE.override!.text);
    await userEvent.type(text, '!');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: '새 원문으로 확인' }));
    await expect(args.onSave).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: '기계 번역으로 되돌리기' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};
export const EditRefused: Story = {
  parameters: { locale: 'en' },
  args: { editing: { entry: MACHINE, text: '' }, message: { id: 'console.review.error.overrideEmpty', tone: 'error' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Please enter the translation');
    await expect(c.queryByRole('button', { name: 'Back to machine' })).toBeNull();
  },
};
export const Saving: Story = {
  args: { editing: { entry: OVERRIDDEN, text: 'フロンティア酒場' }, busy: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '번역 저장' })).toBeDisabled(),
};
export const Empty: Story = {
  args: { entries: [], total: 0, query: '없는 말' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('찾는 번역이 없습니다')).toBeVisible(),
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true'),
};
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('불러오지 못했어요');
    await userEvent.click(c.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
