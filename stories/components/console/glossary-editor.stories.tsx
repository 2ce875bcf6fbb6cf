import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { GlossaryTerm } from '@contract/translation-review';
import { GlossaryEditor } from '@/components/console/glossary-editor';

const TERMS: GlossaryTerm[] = [
  { id: 1, term_ko: '만해광장', en: 'Manhae Plaza', ja: '万海プラザ', 'zh-CN': null, updated_by: '축제기획단', updated_at: '2025-09-25T05:00:00.000Z' },
  { id: 2, term_ko: '프론티어', en: 'Frontier Night Pub', ja: null, 'zh-CN': '前沿夜间酒馆', updated_by: '총학생회', updated_at: '2025-09-25T05:10:00.000Z' },
];

const meta = {
  title: 'Console/GlossaryEditor',
  component: GlossaryEditor,
  args: {
    terms: TERMS,
    form: null,
    message: null,
    onRetry: fn(),
    onNew: fn(),
    onOpen: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof GlossaryEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '공식 명칭 용어집' })).toBeVisible();
    const items = c.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('만해광장');
    await expect(items[0]).toHaveTextContent('영어Manhae Plaza');
    await expect(items[0]).toHaveTextContent('중국어—');
    await userEvent.click(c.getByRole('button', { name: '프론티어 수정' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ id: 2, term_ko: '프론티어', en: 'Frontier Night Pub', ja: '', 'zh-CN': '前沿夜间酒馆' });
    await userEvent.click(c.getByRole('button', { name: '만해광장 삭제' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
    await userEvent.click(c.getByRole('button', { name: '용어 추가' }));
    await expect(args.onNew).toHaveBeenCalled();
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Glossary of official names' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Edit 만해광장' })).toBeVisible();
  },
};
export const Japanese: Story = {
  parameters: { locale: 'ja' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent('日本語万海プラザ'),
};
export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '添加术语' })).toBeVisible(),
};
export const NewTermForm: Story = {
  args: { form: { id: null, term_ko: '만해광장', en: '', ja: '', 'zh-CN': '' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const form = c.getByRole('form', { name: '새 용어' });
    await expect(within(form).getByLabelText('한국어 용어')).toHaveValue('만해광장');
    await userEvent.type(within(form).getByLabelText('공식 명칭 (영어)'), 'M');
    await expect(args.onChange).toHaveBeenCalledWith('en', 'M');
    await userEvent.click(within(form).getByRole('button', { name: '용어 저장' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
export const FormRefused: Story = {
  parameters: { locale: 'en' },
  args: {
    form: { id: 1, term_ko: '만해광장', en: '', ja: '', 'zh-CN': '' },
    message: { id: 'console.review.error.termNoLanguage', tone: 'error' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Please enter the official name in at least one language');
    await expect(c.getByRole('form', { name: 'Edit term' })).toBeVisible();
  },
};
export const Saving: Story = {
  args: { form: { id: null, term_ko: '만해광장', en: 'Manhae Plaza', ja: '', 'zh-CN': '' }, busy: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '용어 저장' })).toBeDisabled(),
};
export const Saved: Story = {
  args: { message: { id: 'console.review.termSaved', tone: 'ok' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('용어를 저장했습니다'),
};
export const Empty: Story = {
  args: { terms: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('아직 등록된 용어가 없습니다')).toBeVisible(),
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true'),
};
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
