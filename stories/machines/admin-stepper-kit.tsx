// What the admin machine steppers share: the machine started with its effects recorded, the stepper
// frame around the real form, buttons that settle a pending server call, a failed call as the API client
// throws it, and the checks every admin form ends with.
import { Fragment, useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, ActorOptions, AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';
import { effectLog, EffectLogView, type EffectLog } from '../components/admin/admin-story-kit';
import { controlledCall } from './controlled-call';
import { MachineStepper } from './machine-stepper';

export type Canvas = ReturnType<typeof within>;

/** Clicks the button named exactly `name`. */
export const press = (c: Canvas, name: string) => userEvent.click(c.getByRole('button', { name, exact: true }));

/** A failed call as src/api/client.ts throws it: an Error with the HTTP status and body. */
export const httpError = (status: number, body?: unknown) => Object.assign(new Error(String(status)), { status, body });

/** A server call the story settles by hand, kept for the stepper's lifetime. */
export function useCall<TOut>() {
  const [call] = useState(() => controlledCall<TOut>());
  return call;
}

/** useActorRef with plain options (its own signature makes them depend on the machine's input). */
const useMachineActor = useActorRef as <TMachine extends AnyStateMachine>(machine: TMachine, options?: ActorOptions<TMachine>) => Actor<TMachine>;

/**
 * The machine `provide` returns (given the log its effects go to), started with `options`, and its
 * current snapshot.
 */
export function useStepperActor<TMachine extends AnyStateMachine>(provide: (log: EffectLog) => TMachine, options?: ActorOptions<TMachine>) {
  const [log] = useState(effectLog);
  const actor = useMachineActor(provide(log), options);
  const snapshot: SnapshotFrom<TMachine> = useSelector(actor, (x) => x);
  return { actor, snapshot, log };
}

/** A stepper button: its label and an event the machine takes. */
export interface StepperButton<TMachine extends AnyStateMachine> {
  label: string;
  event: EventFrom<TMachine>;
}

/** The stepper of an admin machine: `events` as buttons, the form and settle buttons, then the effect log. */
export function AdminStepper<TMachine extends AnyStateMachine>({
  actor,
  log,
  events,
  children,
  onReset,
}: {
  actor: Actor<TMachine>;
  log: EffectLog;
  events: StepperButton<TMachine>[];
  children: ReactNode;
  /** Starts the machine again (resettable() passes it). */
  onReset?: () => void;
}) {
  return (
    <MachineStepper actor={actor} events={events} onReset={onReset}>
      {children}
      <EffectLogView log={log} />
    </MachineStepper>
  );
}

/** One button per way to settle the pending call (label: what the server does), usable only while it is pending. */
export function SettleButtons({ call, outcomes }: { call: { usePending(): boolean }; outcomes: Record<string, () => void> }) {
  const pending = call.usePending();
  return Object.entries(outcomes).map(([label, settle], i) => (
    <Fragment key={label}>
      {i > 0 && ' '}
      <button type="button" disabled={!pending} onClick={settle}>
        {label}
      </button>
    </Fragment>
  ));
}

const effects = (c: Canvas) => c.getByLabelText('effects');

/** 'Login required' on screen, then the login page after 2 s. */
export async function expectLoginRequired(c: Canvas) {
  await expect(c.getByRole('alert')).toHaveTextContent('로그인이 필요해요');
  await waitFor(() => expect(effects(c)).toHaveTextContent('redirect /admin/login'), { timeout: 2600 });
}

/** 'Saved' on screen, then `to` after 1 s. */
export async function expectSavedThen(c: Canvas, to: string) {
  await waitFor(() => expect(c.getByText('저장했어요')).toBeVisible());
  await waitFor(() => expect(effects(c)).toHaveTextContent(`redirect ${to}`), { timeout: 1800 });
}

/** 'Session expired' on screen, the session ended, then the login page after 1.8 s. */
export async function expectSessionExpired(c: Canvas) {
  await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('세션이 만료되었어요. 다시 로그인해 주세요'));
  await waitFor(() => expect(effects(c)).toHaveTextContent('endSession | redirect /admin/login'), { timeout: 2500 });
}
