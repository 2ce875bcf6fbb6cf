// QA stepper: a machine's real component beside buttons for the events its current state accepts, with the
// state value, tags and context, so every state can be walked by hand in Storybook. It opens at the machine's
// initial state; 'reset' starts the machine again; a scripted path runs only in a story's play function (the
// test) or on the 'play' button.
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, AnyMachineSnapshot, SnapshotFrom } from 'xstate';

export type StepperEventObject = { type: string } & Record<string, unknown>;

export interface StepperEvent<TSnapshot = AnyMachineSnapshot> {
  label: string;
  /** The event, or how to build it from the current snapshot (e.g. the answer that is right in this round). */
  event: StepperEventObject | ((snapshot: TSnapshot) => StepperEventObject);
}

/** What a resettable stepper gets: start the machine (and its fake calls) again from the beginning. */
export interface ResetProps {
  onReset?: () => void;
}

function plain(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'function' ? '[function]' : x)));
}

function resolve<TSnapshot>(event: StepperEvent<TSnapshot>['event'], snapshot: TSnapshot): StepperEventObject {
  return typeof event === 'function' ? event(snapshot) : event;
}

/** The event types the active state nodes take (their own transitions, not inherited wildcards). */
function acceptedTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes ?? []) for (const t of node.ownEvents) if (!t.startsWith('xstate.')) types.add(t);
  return [...types].sort();
}

/**
 * Wraps a stepper so that 'reset' remounts it: a new actor at the machine's initial state, new fake calls.
 * The stepper passes `onReset` on to MachineStepper.
 */
export function resettable<P extends object>(Stepper: ComponentType<P & ResetProps>) {
  function Resettable(props: P) {
    const [run, setRun] = useState(0);
    return <Stepper key={run} {...props} onReset={() => setRun((n) => n + 1)} />;
  }
  Resettable.displayName = `Resettable(${Stepper.displayName ?? Stepper.name})`;
  return Resettable;
}

export function MachineStepper<TActor extends AnyActorRef>({
  actor,
  events,
  context,
  children,
  onReset,
  script,
}: {
  actor: TActor;
  /** Event templates; only those the machine accepts now are shown as buttons. */
  events: StepperEvent<SnapshotFrom<TActor>>[];
  /** What the context panel shows; the whole context when omitted (use it to shorten long lists). */
  context?: (snapshot: SnapshotFrom<TActor>) => unknown;
  children?: ReactNode;
  onReset?: () => void;
  /** A scripted path over the stepper's own element (a story's play steps); shown as a 'play' button. */
  script?: (canvas: HTMLElement) => Promise<void>;
}) {
  // SnapshotFrom of a generic actor is opaque to the compiler; every actor the steppers drive is a machine
  const machineSnapshot: AnyMachineSnapshot = useSelector(actor as AnyActorRef, (s) => s);
  const snapshot = machineSnapshot as SnapshotFrom<TActor>;
  const root = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const tags = [...(machineSnapshot.tags ?? [])];
  const now = events.filter(({ event }) => machineSnapshot.can(resolve(event, snapshot)));
  const accepted = acceptedTypes(machineSnapshot);
  return (
    <div ref={root} style={{ display: 'grid', gap: 12, padding: 12, fontFamily: 'system-ui, sans-serif', fontSize: 13 }}>
      {children && <section aria-label="component">{children}</section>}
      <section aria-label="events" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {now.map(({ label, event }) => (
          <button
            key={label}
            type="button"
            // built from the snapshot at the click, so the payload matches the state the machine is in now
            onClick={() => actor.send(resolve(event, actor.getSnapshot() as SnapshotFrom<TActor>))}
            style={{ minHeight: 36 }}
          >
            {label}
          </button>
        ))}
        {now.length === 0 && <span>no event is accepted in this state</span>}
      </section>
      <section aria-label="controls" style={{ display: 'flex', gap: 6 }}>
        {onReset && (
          <button type="button" onClick={onReset} style={{ minHeight: 36 }}>
            reset
          </button>
        )}
        {script && (
          <button
            type="button"
            disabled={playing}
            style={{ minHeight: 36 }}
            onClick={() => {
              if (!root.current) return;
              setPlaying(true);
              void script(root.current).finally(() => setPlaying(false));
            }}
          >
            play
          </button>
        )}
      </section>
      <section aria-label="state">
        <div>
          state: <output aria-label="state value">{JSON.stringify(machineSnapshot.value)}</output>
        </div>
        <div>
          tags: <output aria-label="tags">{tags.join(', ')}</output>
        </div>
        <div>
          accepts: <output aria-label="accepted events">{accepted.join(', ')}</output>
        </div>
        <pre aria-label="context" style={{ background: '#f6f3ef', color: '#222', padding: 8, whiteSpace: 'pre-wrap', margin: 0 }}>
          {JSON.stringify(plain(context ? context(snapshot) : machineSnapshot.context), null, 2)}
        </pre>
      </section>
    </div>
  );
}
