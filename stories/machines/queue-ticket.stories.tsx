import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { Ticket } from '@contract/queue';
import { queueTicketMachine } from '@machines/queue-ticket.machine';
import { JoinLine } from '@/components/queue/join-line';
import { TicketCard, type TicketView } from '@/components/queue/ticket-card';
import { LINE, TICKET } from '../components/queue/fixtures';
import { MachineStepper, resettable, type ResetProps } from './machine-stepper';
import { controlledCall } from './controlled-call';

const refused = (error: string) => Object.assign(new Error(error), { body: { error } });

/** The ticket machine driving the real JoinLine and TicketCard; the server's answers are given by hand. */
function TicketStepper({ onReset }: ResetProps) {
  const [join] = useState(() => controlledCall<Ticket>());
  const [leave] = useState(() => controlledCall<Ticket>());
  const actor = useActorRef(
    queueTicketMachine.provide({
      actors: {
        join: fromPromise(() => join.run()),
        leave: fromPromise(() => leave.run()),
        // The 30 s refresh answers as if offline: the ticket stays as the steps left it.
        refresh: fromPromise<Ticket | null, { ticketId: number }>(async () => {
          throw Object.assign(new Error('offline'), { kind: 'network' });
        }),
      },
    }),
    { input: { boothId: 1 } },
  );
  const value = useSelector(actor, (s) => s.value as string);
  const { ticket, failure, partySize } = useSelector(actor, (s) => s.context);
  const joining = join.usePending();
  const leaving = leave.usePending();
  const server = (t: Partial<Ticket>) => ({ type: 'queue.update', ticket: { ...(ticket ?? TICKET), ...t } });
  return (
    <MachineStepper
      actor={actor}
      onReset={onReset}
      events={[
        { label: 'join (2 people)', event: { type: 'queue.join', partySize: 2 } },
        { label: 'server: 1 party ahead', event: () => server({ state: 'waiting', ahead: 1, est_wait_minutes: 6 }) },
        { label: 'server: called', event: () => server({ state: 'called', ahead: 0, called_at: '2025-09-25T19:10:00+09:00' }) },
        { label: 'server: seated', event: () => server({ state: 'seated', ahead: 0 }) },
        { label: 'server: no-show (may rejoin)', event: () => server({ state: 'missed', ahead: 0, may_rejoin: true }) },
        { label: 'leave', event: { type: 'queue.leave' } },
        { label: 'rejoin', event: { type: 'queue.rejoin' } },
        { label: 'dismiss', event: { type: 'queue.dismiss' } },
      ]}
    >
      {ticket && value !== 'idle' ? (
        <TicketCard
          view={value as TicketView}
          ticket={ticket}
          failure={failure}
          onLeave={() => actor.send({ type: 'queue.leave' })}
          onRejoin={() => actor.send({ type: 'queue.rejoin' })}
          onDismiss={() => actor.send({ type: 'queue.dismiss' })}
        />
      ) : (
        <JoinLine line={LINE} busy={value === 'joining'} failure={failure} onJoin={(size) => actor.send({ type: 'queue.join', partySize: size })} />
      )}
      <p>
        <button type="button" disabled={!joining} onClick={() => join.answer({ ...TICKET, party_size: partySize, ahead: 2 })}>
          server accepts the join
        </button>{' '}
        <button type="button" disabled={!joining} onClick={() => join.fail(refused('line_closed'))}>
          server refuses the join
        </button>{' '}
        <button type="button" disabled={!leaving} onClick={() => leave.answer({ ...(ticket ?? TICKET), state: 'left', ahead: 0 })}>
          server accepts the leave
        </button>{' '}
        <button type="button" disabled={!leaving} onClick={() => leave.fail(Object.assign(new Error('offline'), { kind: 'network' }))}>
          network fails the leave
        </button>
      </p>
    </MachineStepper>
  );
}

const Stepper = resettable(TicketStepper);

const meta = {
  title: 'Machines/QueueTicket',
  component: Stepper,
  parameters: { layout: 'padded', locale: 'en' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const stateIs = (el: HTMLElement, v: string) => waitFor(() => expect(within(el).getByLabelText('state value')).toHaveTextContent(`"${v}"`));

export const StepByHand: Story = {
  name: 'opens at no ticket',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await stateIs(canvasElement, 'idle');
    await expect(c.getByRole('button', { name: 'Join the line' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'reset' })).toBeVisible();
  },
};

export const JoinCalledSeated: Story = {
  name: 'join, called, seated',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Join the line' }));
    await stateIs(canvasElement, 'joining');
    await userEvent.click(c.getByRole('button', { name: 'server accepts the join' }));
    await stateIs(canvasElement, 'waiting');
    await expect(c.getByText('2 parties ahead')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'server: called' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Your turn! Come to the entrance.');
    await userEvent.click(c.getByRole('button', { name: 'server: seated' }));
    await expect(c.getByText('You are seated. Enjoy!')).toBeVisible();
  },
};

export const FailuresRollBack: Story = {
  name: 'a refused join and a failed leave roll back with a message',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'join (2 people)' }));
    await userEvent.click(c.getByRole('button', { name: 'server refuses the join' }));
    await stateIs(canvasElement, 'idle');
    await expect(c.getByRole('alert')).toHaveTextContent('This line is closed now.');
    await userEvent.click(c.getByRole('button', { name: 'Join the line' }));
    await userEvent.click(c.getByRole('button', { name: 'server accepts the join' }));
    await stateIs(canvasElement, 'waiting');
    await userEvent.click(c.getByRole('button', { name: 'Leave the line' }));
    await userEvent.click(c.getByRole('button', { name: 'network fails the leave' }));
    await stateIs(canvasElement, 'waiting');
    await expect(c.getByRole('alert')).toHaveTextContent('No connection. Your ticket is kept on this phone.');
    await expect(c.getByText('No. 3')).toBeVisible();
  },
};

export const MissedThenRejoin: Story = {
  name: 'missed, then rejoin at the end',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'join (2 people)' }));
    await userEvent.click(c.getByRole('button', { name: 'server accepts the join' }));
    await userEvent.click(c.getByRole('button', { name: 'server: no-show (may rejoin)' }));
    await expect(c.getByText('You missed your call.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Join again at the end' }));
    await stateIs(canvasElement, 'joining');
  },
};
