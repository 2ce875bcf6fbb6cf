import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { WriteResponse } from '@contract/types';
import { adminNoticeMachine, canSubmitNotice, type AdminNoticeInput } from '@machines/admin-notice.machine';
import { NoticeForm } from '@/components/admin/notice-form';
import { AdminStepper, expectLoginRequired, expectSavedThen, expectSessionExpired, httpError, press, SettleButtons, useCall, useStepperActor, type Canvas } from './admin-stepper-kit';
import { resettable, type ResetProps } from './machine-stepper';

function NoticeStepper({ onReset, ...input }: AdminNoticeInput & ResetProps) {
  const call = useCall<WriteResponse>();
  const { actor, snapshot: s, log } = useStepperActor(
    (log) => adminNoticeMachine.provide({ actors: { saveNotice: fromPromise(() => call.run()) }, actions: log.actions }),
    { input },
  );
  return (
    <AdminStepper
      onReset={onReset}
      actor={actor}
      log={log}
      events={[
        { label: 'title', event: { type: 'form.change', field: 'title', value: '분실물 센터 이전 안내' } },
        { label: 'content', event: { type: 'form.change', field: 'content', value: '본부석 옆으로 옮겼어요' } },
        { label: 'blank title', event: { type: 'form.change', field: 'title', value: '   ' } },
        { label: 'submit', event: { type: 'form.submit' } },
      ]}
    >
      <NoticeForm
        mode={input.mode}
        title={s.context.title}
        content={s.context.content}
        onChange={(field, value) => actor.send({ type: 'form.change', field, value })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        canSubmit={canSubmitNotice(s)}
        busy={s.hasTag('busy')}
        message={s.context.message}
      />
      <SettleButtons
        call={call}
        outcomes={{
          'server answers': () => call.answer({ message: 'notice registration complete' }),
          'server refuses': () => call.fail(httpError(400, { message: 'please enter a title' })),
          'server fails': () => call.fail(httpError(502, null)),
          'no answer': () => call.fail(new TypeError('network')),
          'uid_valid false': () => call.answer({ message: 'invalid uid', uid_valid: false }),
        }}
      />
    </AdminStepper>
  );
}

const Stepper = resettable(NoticeStepper);

const meta = {
  title: 'Machines/AdminNotice',
  component: Stepper,
  args: { uid: 'u-1', role: 'Staff', mode: 'create' },
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

const ready = async (c: Canvas) => {
  await press(c, 'title');
  await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
  await press(c, 'content');
  await expect(c.getByLabelText('tags')).toHaveTextContent('canSubmit');
  await press(c, 'submit');
};

export const SavedThenList: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(c);
    await press(c, 'server answers');
    await expectSavedThen(c, '/admin/festa');
  },
};

export const BlankTitle: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await press(c, 'blank title');
    await press(c, 'content');
    await expect(c.getByRole('button', { name: '등록' })).toBeDisabled();
    await expect(c.getByLabelText('state value')).toHaveTextContent('incomplete');
  },
};

export const ServerRefuses: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(c);
    await press(c, 'server refuses');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('제목을 입력해 주세요'));
  },
};

export const RequestFailed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(c);
    await press(c, 'server fails');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('요청에 실패했어요'));
  },
};

export const Unknown: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(c);
    await press(c, 'no answer');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('알 수 없는 오류가 발생했어요'));
  },
};

export const UidInvalid: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(c);
    await press(c, 'uid_valid false');
    await expectSessionExpired(c);
  },
};

/** Editing: nothing changed keeps 'edit' disabled. */
export const EditUnchanged: Story = {
  args: { mode: 'edit', postId: 1, initial: { title: '분실물 센터 이전 안내', content: '본부석 옆으로 옮겼어요' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '수정' })).toBeDisabled();
    await press(c, 'title');
    await expect(c.getByRole('button', { name: '수정' })).toBeDisabled();
    await press(c, 'blank title');
    await press(c, 'title');
    await expect(c.getByLabelText('state value')).toHaveTextContent('incomplete');
  },
};

export const ClubHasNoPermission: Story = {
  args: { role: 'Club' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('effects')).toHaveTextContent('alert admin.error.noNoticePermission | redirect /admin/login');
  },
};

export const LoginRequired: Story = {
  args: { uid: null, role: null },
  play: ({ canvasElement }) => expectLoginRequired(within(canvasElement)),
};
