// The XState inspector for developers: `?inspect` or VITE_XSTATE_INSPECT=1, dev only.
import type { InspectionEvent, Observer } from 'xstate';

let inspector: Observer<InspectionEvent> | ((e: InspectionEvent) => void) | undefined;

export function inspectEnabled(search = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).has('inspect') || import.meta.env.VITE_XSTATE_INSPECT === '1';
}

export function maybeStartInspector(): void {
  if (!inspectEnabled()) return;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    inspector = createBrowserInspector().inspect;
  });
}

/** Passed as `inspect` to every actor the app creates; undefined when inspection is off. */
export function getInspect() {
  return inspector;
}

export function setInspect(next: typeof inspector): void {
  inspector = next;
}
