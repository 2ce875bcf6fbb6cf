// A server call QA settles by hand: the stepper shows 'answer' and 'fail' buttons while one is pending.
import { useSyncExternalStore } from 'react';

export function controlledCall<TOut>() {
  let pending: { resolve: (v: TOut) => void; reject: (e: unknown) => void } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    run(): Promise<TOut> {
      return new Promise<TOut>((resolve, reject) => {
        pending = { resolve, reject };
        notify();
      });
    },
    answer(v: TOut) {
      pending?.resolve(v);
      pending = null;
      notify();
    },
    fail(e: unknown = new Error('server error')) {
      pending?.reject(e);
      pending = null;
      notify();
    },
    usePending(): boolean {
      return useSyncExternalStore(
        (l) => (listeners.add(l), () => listeners.delete(l)),
        () => pending !== null,
      );
    },
  };
}
