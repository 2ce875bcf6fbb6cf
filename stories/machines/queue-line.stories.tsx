// QA stepper: the booth admin's line machine driving the real QueueLinePanel; the server's answers are given by hand.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { AdminLine } from '@contract/queue';
import { queueLineMachine, selectLineView } from '@machines/queue-line.machine';
import { QueueLinePanel } from '@/components/queue-admin/queue-line-panel';
import { CLOSED, GRACE_OVER, NOW_MS, OPEN } from '../components/queue-admin/fixtures';
import { effectLog, EffectLogView } from '../components/admin/admin-story-kit';
import { MachineStepper, resettable, type ResetProps } from './machine-stepper';
import { controlledCall } from './controlled-call';

const refused = (status: number, message: string, error: string) => Object.assign(new Error(message), { status, body: { message, error }, serverMessage: message });

function LineStepper({ onReset }: ResetProps) {
  const [call] = useState(() => controlledCall<AdminLine>());
  const [log] = useState(effectLog);
  const actor = useActorRef(queueLineMachine.provide({ actors: { runAction: fromPromise(() => call.run()) }, actions: log.actions }), {
    input: { boothId: 1, uid: 'stepper' },
  });
  const view = useSelector(actor, selectLineView);
  const ctx = useSelector(actor, (s) => s.context);
  const pending = call.usePending();
  return (
    <MachineStepper
      actor={actor}
      onReset={onReset}
      events={[
        { label: 'line loaded (closed)', event: { type: 'line.loaded', line: CLOSED } },
        { label: 'line loaded (open, No. 1 called)', event: { type: 'line.loaded', line: OPEN } },
        { label: 'line failed to load', event: { type: 'line.failed', error: refused(500, 'internal server error', 'error') } },
        { label: 'retry', event: { type: 'line.retry' } },
        { label: 'open', event: { type: 'line.setState', state: 'open' } },
        { label: 'call next', event: { type: 'queue.next' } },
        { label: 'undo', event: { type: 'queue.undo' } },
      ]}
    >
      <QueueLinePanel
        view={view}
        line={ctx.line}
        draft={ctx.draft}
        errors={ctx.errors}
        message={ctx.message}
        done={ctx.done}
        nowMs={NOW_MS}
        onSetState={(state) => actor.send({ type: 'line.setState', state })}
        onChange={(field, value) => actor.send({ type: 'settings.change', field, value })}
        onSave={() => actor.send({ type: 'settings.save' })}
        onCallNext={() => actor.send({ type: 'queue.next' })}
        onSeated={(ticketId) => actor.send({ type: 'ticket.seated', ticketId })}
        onNoShow={(ticketId) => actor.send({ type: 'ticket.noShow', ticketId, at: NOW_MS })}
        onUndo={() => actor.send({ type: 'queue.undo' })}
        onRetry={() => actor.send({ type: 'line.retry' })}
      />
      <p>
        <button type="button" disabled={!pending} onClick={() => call.answer(GRACE_OVER)}>
          server answers with the line
        </button>{' '}
        <button type="button" disabled={!pending} onClick={() => call.fail(refused(409, 'no one is waiting in this line', 'line_empty'))}>
          server refuses (no one waiting)
        </button>{' '}
        <button type="button" disabled={!pending} onClick={() => call.fail(refused(401, 'session expired, please log in again', 'session_expired'))}>
          session expired
        </button>
      </p>
      <EffectLogView log={log} />
    </MachineStepper>
  );
}

const Stepper = resettable(LineStepper);

const meta = {
  title: 'Machines/QueueLine',
  component: Stepper,
  parameters: { layout: 'padded', locale: 'en' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const stateIs = (el: HTMLElement, v: string) => waitFor(() => expect(within(el).getByLabelText('state value')).toHaveTextContent(`"${v}"`));

export const OpensLoading: Story = {
  name: 'opens loading',
  play: async ({ canvasElement }) => {
    await stateIs(canvasElement, 'loading');
    await expect(within(canvasElement).getByRole('button', { name: 'reset' })).toBeVisible();
  },
};

export const CallRefusedThenAnswered: Story = {
  name: 'a refused call changes nothing; an answered one shows the answer',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'line loaded (open, No. 1 called)' }));
    await stateIs(canvasElement, 'showing');
    await userEvent.click(c.getByRole('button', { name: 'Call next' }));
    await stateIs(canvasElement, 'acting');
    await userEvent.click(c.getByRole('button', { name: 'server refuses (no one waiting)' }));
    await stateIs(canvasElement, 'showing');
    await expect(c.getByRole('alert')).toHaveTextContent('No one is waiting');
    await expect(c.getByRole('listitem', { name: 'No. 1' })).toHaveTextContent('Called');
    await userEvent.click(c.getByRole('button', { name: 'No. 1 seated' }));
    await userEvent.click(c.getByRole('button', { name: 'server answers with the line' }));
    await stateIs(canvasElement, 'showing');
    await expect(c.getAllByRole('status').map((s: HTMLElement) => s.textContent).join(' ')).toContain('No. 1 is seated');
  },
};

export const SessionExpires: Story = {
  name: 'an expired session ends it and goes to login',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'line loaded (closed)' }));
    await userEvent.click(c.getByRole('button', { name: 'Open the line' }));
    await userEvent.click(c.getByRole('button', { name: 'session expired' }));
    await stateIs(canvasElement, 'sessionExpired');
    await expect(c.getByRole('alert')).toHaveTextContent('Session expired, please log in again');
    await waitFor(() => expect(c.getByRole('log', { name: 'effects' })).toHaveTextContent('redirect /admin/login'), { timeout: 2500 });
  },
};
