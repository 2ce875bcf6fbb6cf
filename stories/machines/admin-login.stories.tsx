import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { AdminLoginResponse } from '@contract/types';
import { adminLoginMachine, canSubmitLogin } from '@machines/admin-login.machine';
import { LoginForm } from '@/components/admin/login-form';
import { AdminStepper, httpError, press, SettleButtons, useCall, useStepperActor, type Canvas } from './admin-stepper-kit';
import { resettable, type ResetProps } from './machine-stepper';

function LoginStepper({ onReset }: ResetProps) {
  const call = useCall<AdminLoginResponse>();
  const { actor, snapshot: s, log } = useStepperActor((log) =>
    adminLoginMachine.provide({
      actors: { login: fromPromise(() => call.run()) },
      actions: { ...log.actions, storeSession: (_, s) => log.push(`storeSession ${s.role}`) },
    }),
  );
  return (
    <AdminStepper
      onReset={onReset}
      actor={actor}
      log={log}
      events={[
        { label: 'type code', event: { type: 'form.change', field: 'code', value: 'staff-dev-1' } },
        { label: 'clear code', event: { type: 'form.change', field: 'code', value: '' } },
        { label: 'submit', event: { type: 'form.submit' } },
      ]}
    >
      <LoginForm
        code={s.context.code}
        onCodeChange={(value) => actor.send({ type: 'form.change', field: 'code', value })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        canSubmit={canSubmitLogin(s)}
        busy={s.hasTag('busy')}
        message={s.context.message}
      />
      <SettleButtons
        call={call}
        outcomes={{
          'server: Staff': () => call.answer({ uid: 'u1', role: 'Staff', name: '축제기획단' }),
          'server: Club': () => call.answer({ uid: 'u2', role: 'Club', name: '멋쟁이사자처럼' }),
          'server: unknown role': () => call.answer({ uid: 'u3', role: 'Guest' as never, name: '?' }),
          'server: wrong code': () => call.fail(httpError(401)),
        }}
      />
    </AdminStepper>
  );
}

const Stepper = resettable(LoginStepper);

const meta = { title: 'Machines/AdminLogin', component: Stepper, parameters: { layout: 'padded' } } satisfies Meta<typeof Stepper>;
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

const submitCode = async (c: Canvas) => {
  await expect(c.queryByRole('button', { name: 'submit' })).toBeNull();
  await press(c, 'type code');
  await expect(c.getByLabelText('state value')).toHaveTextContent('"filled"');
  await press(c, 'submit');
  await expect(c.getByLabelText('state value')).toHaveTextContent('"submitting"');
  await expect(c.getByRole('button', { name: '로그인' })).toBeDisabled();
};

export const StaffToFesta: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await submitCode(c);
    await press(c, 'server: Staff');
    await waitFor(() => expect(c.getByLabelText('state value')).toHaveTextContent('"left"'));
    await expect(c.getByLabelText('effects')).toHaveTextContent('storeSession Staff | alert admin.login.success | redirect /admin/festa');
  },
};

export const ClubToBooth: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await submitCode(c);
    await press(c, 'server: Club');
    await waitFor(() => expect(c.getByLabelText('effects')).toHaveTextContent('redirect /admin/booth'));
  },
};

export const UnknownRoleToHome: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await submitCode(c);
    await press(c, 'server: unknown role');
    await waitFor(() => expect(c.getByLabelText('effects')).toHaveTextContent(/redirect \/$/));
  },
};

/** 'Please check the admin code' for 3 s, then it goes. */
export const WrongCodeForThreeSeconds: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await submitCode(c);
    await press(c, 'server: wrong code');
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('관리자 코드를 확인해 주세요'));
    await expect(c.getByLabelText('state value')).toHaveTextContent('"shown"');
    await waitFor(() => expect(c.queryByRole('alert')).toBeNull(), { timeout: 3500 });
    await expect(c.getByLabelText('state value')).toHaveTextContent('"hidden"');
  },
};
