// QA stepper: a machine's real component beside buttons for the events its current state accepts, with the
// state value and context, so every state can be walked by hand in Storybook.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, AnyMachineSnapshot, SnapshotFrom } from 'xstate';

export type StepperEventObject = { type: string } & Record<string, unknown>;

export interface StepperEvent<TSnapshot = AnyMachineSnapshot> {
  label: string;
  /** The event, or how to build it from the current snapshot (e.g. the answer that is right in this round). */
  event: StepperEventObject | ((snapshot: TSnapshot) => StepperEventObject);
}

function plain(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'function' ? '[function]' : x)));
}

function resolve<TSnapshot>(event: StepperEvent<TSnapshot>['event'], snapshot: TSnapshot): StepperEventObject {
  return typeof event === 'function' ? event(snapshot) : event;
}

export function MachineStepper<TActor extends AnyActorRef>({
  actor,
  events,
  context,
  children,
}: {
  actor: TActor;
  events: StepperEvent<SnapshotFrom<TActor>>[];
  /** What the context panel shows; the whole context when omitted (use it to shorten long lists). */
  context?: (snapshot: SnapshotFrom<TActor>) => unknown;
  children?: ReactNode;
}) {
  // SnapshotFrom of a generic actor is opaque to the compiler; every actor the steppers drive is a machine
  const machineSnapshot: AnyMachineSnapshot = useSelector(actor as AnyActorRef, (s) => s);
  const snapshot = machineSnapshot as SnapshotFrom<TActor>;
  const tags = [...(machineSnapshot.tags ?? [])];
  return (
    <div style={{ display: 'grid', gap: 12, padding: 12, fontFamily: 'system-ui, sans-serif', fontSize: 13 }}>
      {children && <section aria-label="component">{children}</section>}
      <section aria-label="events" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {events.map(({ label, event }) => (
          <button
            key={label}
            type="button"
            disabled={!machineSnapshot.can(resolve(event, snapshot))}
            // built from the snapshot at the click, so the payload matches the state the machine is in now
            onClick={() => actor.send(resolve(event, actor.getSnapshot() as SnapshotFrom<TActor>))}
            style={{ minHeight: 36 }}
          >
            {label}
          </button>
        ))}
      </section>
      <section aria-label="state">
        <div>
          state: <output aria-label="state value">{JSON.stringify(machineSnapshot.value)}</output>
        </div>
        <div>
          tags: <output aria-label="tags">{tags.join(', ')}</output>
        </div>
        <pre aria-label="context" style={{ background: '#f6f3ef', padding: 8, whiteSpace: 'pre-wrap', margin: 0 }}>
          {JSON.stringify(plain(context ? context(snapshot) : machineSnapshot.context), null, 2)}
        </pre>
      </section>
    </div>
  );
}
