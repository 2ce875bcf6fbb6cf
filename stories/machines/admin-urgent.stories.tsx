import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { WriteResponse } from '@contract/types';
import { adminUrgentMachine, canSubmitUrgent } from '@machines/admin-urgent.machine';
import { UrgentEditor } from '@/components/admin/urgent-editor';
import { AdminStepper, expectLoginRequired, expectSessionExpired, httpError, press, SettleButtons, useCall, useStepperActor, type Canvas } from './admin-stepper-kit';
import { resettable, type ResetProps } from './machine-stepper';

function UrgentStepper({ uid, onReset }: { uid: string | null } & ResetProps) {
  const call = useCall<WriteResponse>();
  const { actor, snapshot: s, log } = useStepperActor(
    (log) => adminUrgentMachine.provide({ actors: { saveUrgent: fromPromise(() => call.run()) }, actions: log.actions }),
    { input: { uid } },
  );
  return (
    <AdminStepper
      onReset={onReset}
      actor={actor}
      log={log}
      events={[
        { label: 'loaded', event: { type: 'urgent.loaded', title: '긴급 공지', content: '인파 밀집 주의' } },
        { label: 'type', event: { type: 'form.change', field: 'content', value: '우천으로 공연이 늦어져요' } },
        { label: 'blank', event: { type: 'form.change', field: 'content', value: '  ' } },
        { label: 'save', event: { type: 'form.submit' } },
      ]}
    >
      <UrgentEditor
        content={s.context.content}
        onChange={(value) => actor.send({ type: 'form.change', field: 'content', value })}
        onSave={() => actor.send({ type: 'form.submit' })}
        canSave={canSubmitUrgent(s)}
        busy={s.hasTag('busy')}
        message={s.context.message}
      />
      <SettleButtons
        call={call}
        outcomes={{
          'server answers': () => call.answer({ message: 'urgent notice edited' }),
          'server fails': () => call.fail(httpError(500, null)),
          'no answer': () => call.fail(new TypeError('network')),
          'session expired': () => call.fail(httpError(401, { uid_valid: false })),
        }}
      />
    </AdminStepper>
  );
}

const Stepper = resettable(UrgentStepper);

const meta = {
  title: 'Machines/AdminUrgent',
  component: Stepper,
  args: { uid: 'u-1' },
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

const edit = async (c: Canvas) => {
  await press(c, 'loaded');
  await expect(c.getByRole('textbox', { name: '긴급 공지' })).toHaveValue('인파 밀집 주의');
  await expect(c.getByRole('button', { name: '저장' })).toBeDisabled();
  await press(c, 'blank');
  await expect(c.getByRole('button', { name: '저장' })).toBeDisabled();
  await press(c, 'type');
  await expect(c.getByRole('button', { name: '저장' })).toBeEnabled();
  await press(c, 'save');
  await expect(c.getByLabelText('tags')).toHaveTextContent('busy');
};

/** Saved shows for 2.5 s, then the editor is untouched again (save disabled). */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await edit(c);
    await press(c, 'server answers');
    await waitFor(() => expect(c.getByText('저장했어요')).toBeVisible());
    await expect(c.getByLabelText('state value')).toHaveTextContent('"saved"');
    await waitFor(() => expect(c.queryByText('저장했어요')).toBeNull(), { timeout: 3000 });
    await expect(c.getByRole('button', { name: '저장' })).toBeDisabled();
  },
};

export const EditFailed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await edit(c);
    await press(c, 'server fails');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('수정에 실패했어요'));
  },
};

export const UnknownError: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await edit(c);
    await press(c, 'no answer');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('알 수 없는 오류'));
  },
};

export const SessionExpired: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await edit(c);
    await press(c, 'session expired');
    await expectSessionExpired(c);
  },
};

export const LoginRequired: Story = {
  args: { uid: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('state value')).toHaveTextContent('"loginRequired"');
    await expectLoginRequired(c);
  },
};
