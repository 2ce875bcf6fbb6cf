// QA stepper: a machine's real component beside buttons for the events its current state accepts, with the
// state value and context, so every state can be walked by hand in Storybook.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

export interface StepperEvent {
  label: string;
  event: { type: string } & Record<string, unknown>;
}

function plain(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'function' ? '[function]' : x)));
}

export function MachineStepper({ actor, events, children }: { actor: AnyActorRef; events: StepperEvent[]; children?: ReactNode }) {
  const snapshot = useSelector(actor, (s) => s);
  const tags = [...(snapshot.tags ?? [])];
  return (
    <div style={{ display: 'grid', gap: 12, padding: 12, fontFamily: 'system-ui, sans-serif', fontSize: 13 }}>
      {children && <section aria-label="component">{children}</section>}
      <section aria-label="events" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {events.map(({ label, event }) => (
          <button key={label} type="button" disabled={!snapshot.can(event)} onClick={() => actor.send(event)} style={{ minHeight: 36 }}>
            {label}
          </button>
        ))}
      </section>
      <section aria-label="state">
        <div>
          state: <output aria-label="state value">{JSON.stringify(snapshot.value)}</output>
        </div>
        <div>
          tags: <output aria-label="tags">{tags.join(', ')}</output>
        </div>
        <pre aria-label="context" style={{ background: '#f6f3ef', padding: 8, whiteSpace: 'pre-wrap', margin: 0 }}>
          {JSON.stringify(plain(snapshot.context), null, 2)}
        </pre>
      </section>
    </div>
  );
}
