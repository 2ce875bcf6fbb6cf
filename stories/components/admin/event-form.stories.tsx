import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EventForm } from '@/components/admin/event-form';
import { eventFormArgs, FILLED_EVENT } from './form-args';

const EMPTY = { title: '', detail: '', startHour: '', startMinute: '', endHour: '', endMinute: '' };

const meta = {
  title: 'Admin/EventForm',
  component: EventForm,
  args: { ...eventFormArgs(), values: EMPTY, canConfirm: false },
} satisfies Meta<typeof EventForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('이벤트는 당일 이벤트만 작성할 수 있으며, 시작 시간은 작성 시점 이후여야 해요.')).toBeVisible();
    await expect(c.getByRole('button', { name: '확인' })).toBeDisabled();
    await userEvent.type(c.getByLabelText('이벤트 제목'), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('title', 'a');
    await userEvent.type(c.getByLabelText('이벤트 내용'), 'b');
    await expect(args.onChange).toHaveBeenCalledWith('detail', 'b');
    await userEvent.type(c.getByRole('textbox', { name: '시작 시간 시' }), '1');
    await expect(args.onChange).toHaveBeenCalledWith('startHour', '1');
    await userEvent.type(c.getByRole('textbox', { name: '시작 시간 분' }), '2');
    await expect(args.onChange).toHaveBeenCalledWith('startMinute', '2');
    await userEvent.type(c.getByRole('textbox', { name: '종료 시간 시' }), '3');
    await expect(args.onChange).toHaveBeenCalledWith('endHour', '3');
    await userEvent.type(c.getByRole('textbox', { name: '종료 시간 분' }), '4');
    await expect(args.onChange).toHaveBeenCalledWith('endMinute', '4');
  },
};

export const Ready: Story = {
  args: { values: FILLED_EVENT, canConfirm: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '확인' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Dialog: Story = {
  args: { values: FILLED_EVENT, canConfirm: true, dialogOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: '이벤트는 수정이 어려워요. 정말 등록할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '이해했어요' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
