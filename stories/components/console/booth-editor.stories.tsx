import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BoothDraft } from '@machines/console-booth.machine';
import { BoothEditor } from '@/components/console/booth-editor';

const DRAFT: BoothDraft = {
  boothId: 1,
  boothName: '프론티어 주점',
  description: '중앙동아리 프론티어의 주점이에요.',
  menus: [
    { name: '떡볶이', price: '3000', soldout: false },
    { name: '어묵탕', price: '5000', soldout: true },
  ],
  hours: [{ day: '2025-09-25', start: '17:00', end: '23:00' }],
};

const meta = {
  title: 'Console/BoothEditor',
  component: BoothEditor,
  args: {
    draft: DRAFT,
    message: null,
    onDescription: fn(),
    onMenu: fn(),
    onSoldout: fn(),
    onAddMenu: fn(),
    onRemoveMenu: fn(),
    onHours: fn(),
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BoothEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '프론티어 주점' })).toBeVisible();
    await expect(c.getByRole('textbox', { name: '2번째 메뉴 가격' })).toHaveValue('5000');
    await expect(c.getAllByRole('checkbox', { name: '품절' })[1]).toBeChecked();
    await userEvent.type(c.getByRole('textbox', { name: '1번째 메뉴 이름' }), '!');
    await expect(args.onMenu).toHaveBeenCalledWith(0, 'name', '떡볶이!');
    await userEvent.click(c.getByRole('button', { name: '메뉴 추가' }));
    await expect(args.onAddMenu).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: '2번째 메뉴 삭제' }));
    await expect(args.onRemoveMenu).toHaveBeenCalledWith(1);
    await userEvent.click(c.getByRole('button', { name: '저장' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};
export const English: Story = {
  parameters: { locale: 'en' },
  args: { message: { id: 'console.booth.error.price', values: { row: 2 }, tone: 'error' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Menu 2: the price must be a whole number of won from 0 to 1,000,000');
    await expect(c.getByLabelText('Opens on 2025-09-25')).toHaveValue('17:00');
  },
};
export const Japanese: Story = {
  parameters: { locale: 'ja' },
  args: { message: { id: 'admin.saved', tone: 'ok' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toBeVisible();
    await expect(c.getByRole('button', { name: 'メニューを追加' })).toBeVisible();
  },
};
export const Chinese: Story = {
  parameters: { locale: 'zh-CN' },
  args: { message: { id: 'console.error.not_your_booth', tone: 'error' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('只能修改自己的摊位'),
};
export const Loading: Story = {
  args: { draft: null, loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중'),
};
export const LoadFailed: Story = {
  args: { draft: null, failed: true, message: { id: 'console.error.loadFailed', tone: 'error' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('불러오지 못했어요');
    await userEvent.click(c.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: '저장' })).toBeDisabled(),
};
