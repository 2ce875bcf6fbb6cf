// The QA stepper's frame: the real component, a button per event (enabled when the current state
// accepts it), and the current state value and context.
import type { ReactNode } from 'react';

export interface StepperEvent {
  label: string;
  enabled: boolean;
  send: () => void;
}

export function Stepper({ view, events, value, context }: { view: ReactNode; events: StepperEvent[]; value: unknown; context: unknown }) {
  return (
    <div style={{ display: 'grid', gap: 12, padding: 12, maxWidth: 430 }}>
      <div style={{ position: 'relative', border: '1px dashed #ccc', minHeight: 200 }}>{view}</div>
      <div role="toolbar" aria-label="events" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {events.map((e) => (
          <button key={e.label} type="button" disabled={!e.enabled} onClick={e.send} style={{ minHeight: 36 }}>
            {e.label}
          </button>
        ))}
      </div>
      <pre aria-label="state value" style={{ margin: 0, fontSize: 12 }}>
        {JSON.stringify(value)}
      </pre>
      <pre aria-label="context" style={{ margin: 0, fontSize: 11, whiteSpace: 'pre-wrap' }}>
        {JSON.stringify(context, null, 1)}
      </pre>
    </div>
  );
}
