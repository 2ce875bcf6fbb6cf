import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_CREDITS } from '@contract/credits';
import { creditProblems } from '@contract/rules/credits';
import { blankCredit, draftOf } from '@machines/console-credits.machine';
import { CreditForm } from '@/components/console/credit-form';

const BAD = { ...blankCredit(), name: '@admin', role: '<b>x</b>', link: 'javascript:alert(1)' };

const meta = {
  title: 'Console/CreditForm',
  component: CreditForm,
  args: {
    draft: blankCredit(),
    problems: [],
    message: null,
    onField: fn(),
    onTeam: fn(),
    onImage: fn(),
    onRemoveImage: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CreditForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new person: every field empty, five team boxes; each change goes out as a callback. */
export const NewPerson: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '사람 추가' })).toBeVisible();
    await expect(within(c.getByRole('group', { name: '팀' })).getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.type(c.getByRole('textbox', { name: '이름' }), 'a');
    await expect(args.onField).toHaveBeenCalledWith('name', 'a');
    await userEvent.click(c.getByRole('checkbox', { name: '대외협력' }));
    await expect(args.onTeam).toHaveBeenCalledWith('Corporate Affairs', true);
    await expect(c.getByText('사진이 없습니다')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '저장' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: '취소' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Every problem beside its field, in English. */
export const ProblemsEnglish: Story = {
  args: { draft: BAD, problems: creditProblems(BAD), message: { id: 'console.booths.fixFields', tone: 'error' } },
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Please fix the marked fields');
    await expect(c.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('The name may not start with = + - @ nor contain < or >');
    await expect(c.getByText('Choose at least one team')).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'Role' })).toHaveAccessibleDescription('< and > cannot be used here');
    await expect(c.getByRole('textbox', { name: 'Web page (optional, https://…)' })).toHaveAccessibleDescription('The web page must be an http:// or https:// address');
  },
};

/** Editing a person of the 2025 team shows their photo and fields (Japanese). */
export const EditJapanese: Story = {
  args: { draft: draftOf(SAMPLE_CREDITS[0]) },
  parameters: { locale: 'ja' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '김도윤を編集' })).toBeVisible();
    await expect(c.getByRole('checkbox', { name: 'チームリーダー' })).toBeChecked();
    await expect(c.getByRole('textbox', { name: '担当' })).toHaveValue('대표 · 백엔드 개발');
    await expect(c.getByRole('img', { name: '現在の写真' })).toHaveAttribute('src', '/images/developers/01.svg');
    await userEvent.click(c.getByRole('button', { name: '写真を削除' }));
    await expect(args.onRemoveImage).toHaveBeenCalled();
  },
};

/** A removed photo says so until the save; saving waits (Chinese). */
export const PhotoRemovedSavingChinese: Story = {
  args: { draft: { ...draftOf(SAMPLE_CREDITS[1]), image: { kind: 'remove' } }, busy: true },
  parameters: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('保存后照片将被删除')).toBeVisible();
    await expect(c.getByRole('button', { name: '保存' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '取消' })).toBeDisabled();
  },
};
