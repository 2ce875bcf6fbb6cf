import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { EventWriteRequest, WriteResponse } from '@contract/types';
import { adminEventMachine, canConfirmEvent, isEventDialogOpen, type EventField } from '@machines/admin-event.machine';
import { EventForm } from '@/components/admin/event-form';
import { AdminStepper, expectLoginRequired, expectSavedThen, httpError, press, SettleButtons, useCall, useStepperActor, type Canvas } from './admin-stepper-kit';
import { resettable, type ResetProps } from './machine-stepper';

/** 15:00 on day 2 in Korea, fixed so the checks are the same on any day. */
const NOW = Date.parse('2025-09-25T15:00:00+09:00');
const change = (field: EventField, value: string) => ({ type: 'form.change' as const, field, value });

function EventStepper({ uid, role, onReset }: { uid: string | null; role: string | null } & ResetProps) {
  const call = useCall<WriteResponse>();
  const [sent, setSent] = useState<EventWriteRequest | null>(null);
  const { actor, snapshot: s, log } = useStepperActor(
    (log) =>
      adminEventMachine.provide({
        actors: {
          createEvent: fromPromise(({ input }) => {
            setSent(input);
            return call.run();
          }),
        },
        actions: log.actions,
      }),
    { input: { uid, role, now: () => NOW } },
  );
  const c = s.context;
  return (
    <AdminStepper
      onReset={onReset}
      actor={actor}
      log={log}
      events={[
        { label: 'title', event: change('title', '선착순 음료 증정') },
        { label: 'detail', event: change('detail', '선착순 50명') },
        { label: 'start 18:00', event: change('startHour', '18') },
        { label: 'start minute 00', event: change('startMinute', '00') },
        { label: 'end 19', event: change('endHour', '19') },
        { label: 'end minute 30', event: change('endMinute', '30') },
        { label: 'start 14 (past)', event: change('startHour', '14') },
        { label: 'start 24 (range)', event: change('startHour', '24') },
        { label: 'start x (format)', event: change('startHour', 'x') },
        { label: 'end 17 (before start)', event: change('endHour', '17') },
        { label: 'confirm', event: { type: 'form.confirm' } },
        { label: 'I understand', event: { type: 'dialog.accept' } },
        { label: 'cancel', event: { type: 'dialog.cancel' } },
      ]}
    >
      <EventForm
        values={{ title: c.title, detail: c.detail, startHour: c.startHour, startMinute: c.startMinute, endHour: c.endHour, endMinute: c.endMinute }}
        onChange={(field, value) => actor.send(change(field, value))}
        timeError={c.timeError}
        onConfirm={() => actor.send({ type: 'form.confirm' })}
        canConfirm={canConfirmEvent(s)}
        dialogOpen={isEventDialogOpen(s)}
        onAccept={() => actor.send({ type: 'dialog.accept' })}
        onCancel={() => actor.send({ type: 'dialog.cancel' })}
        busy={s.hasTag('busy')}
        message={c.message}
      />
      <SettleButtons
        call={call}
        outcomes={{
          'server answers': () => call.answer({ message: 'event registration complete' }),
          'server fails': () => call.fail(httpError(500, null)),
        }}
      />
      <p>
        sent: <code role="status" aria-label="sent">{sent ? `${sent.start_time} ~ ${sent.end_time}` : ''}</code>
      </p>
    </AdminStepper>
  );
}

const Stepper = resettable(EventStepper);

const meta = {
  title: 'Machines/AdminEvent',
  component: Stepper,
  args: { uid: 'u-1', role: 'Club' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 16, item 16: opens at the machine's initial state, with the events it accepts now; nothing runs until QA steps. */
export const StepByHand: Story = {
  name: '16.16 opens at the initial state',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('state value')).not.toBeEmptyDOMElement();
    await expect(c.getByLabelText('effects')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'reset' })).toBeVisible();
  },
};

const fillValid = async (c: Canvas) => {
  for (const n of ['title', 'detail', 'start 18:00', 'start minute 00', 'end 19', 'end minute 30']) await press(c, n);
};

export const Register: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillValid(c);
    await expect(c.getByLabelText('tags')).toHaveTextContent('canSubmit');
    await press(c, 'confirm');
    await expect(c.getByRole('alertdialog', { name: '이벤트는 수정이 어려워요. 정말 등록할까요?' })).toBeVisible();
    await press(c, 'I understand');
    await expect(c.getByLabelText('sent')).toHaveTextContent('2025-09-25T18:00:00+09:00 ~ 2025-09-25T19:30:00+09:00');
    await press(c, 'server answers');
    await expectSavedThen(c, '/admin/booth');
  },
};

/** The rules of spec §5, each shown as soon as it fails; confirm stays disabled. */
export const TimeRules: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await press(c, 'start 18:00');
    await expect(c.getAllByRole('alert')[0]).toHaveTextContent('시작 시간과 종료 시간을 모두 입력해 주세요');
    await fillValid(c);
    await expect(c.queryByRole('alert')).toBeNull();
    await press(c, 'start x (format)');
    await expect(c.getByRole('alert')).toHaveTextContent('올바른 시간 형식이 아니에요');
    await press(c, 'start 24 (range)');
    await expect(c.getByRole('alert')).toHaveTextContent('잘못된 숫자예요 (00-23시, 00-59분)');
    await press(c, 'start 14 (past)');
    await expect(c.getByRole('alert')).toHaveTextContent('시작 시간은 현재보다 이를 수 없어요');
    await press(c, 'start 18:00');
    await press(c, 'end 17 (before start)');
    await expect(c.getByRole('alert')).toHaveTextContent('종료 시간은 시작 시간보다 이를 수 없어요');
    await expect(c.queryByRole('button', { name: 'confirm' })).toBeNull();
  },
};

export const CancelDialog: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillValid(c);
    await press(c, 'confirm');
    await press(c, 'cancel');
    await expect(c.queryByRole('alertdialog')).toBeNull();
    await expect(c.getByLabelText('state value')).toHaveTextContent('editing');
  },
};

export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillValid(c);
    await press(c, 'confirm');
    await press(c, 'I understand');
    await press(c, 'server fails');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('이벤트 등록에 실패했어요'));
  },
};

export const StaffHasNoPermission: Story = {
  args: { role: 'Staff' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('effects')).toHaveTextContent('alert admin.error.noEventPermission | redirect /admin/login');
  },
};

export const LoginRequired: Story = {
  args: { uid: null, role: null },
  play: ({ canvasElement }) => expectLoginRequired(within(canvasElement)),
};
