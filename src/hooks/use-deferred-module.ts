// Code a screen can paint without that is not a component: the map's wait store and filters (map-status.tsx) and the
// uploaded map's drawing functions. A part that is a component is a React.lazy part inside Suspense instead
// (lib/lazy-part.ts). Fetched right after the first paint; a failed download is tried again (lib/retry-import); until
// it arrives the screen stays as it was painted instead of failing. Its arrival is rendered as a transition.
import { startTransition, useEffect, useState } from 'react';
import { retryImport } from '@/lib/retry-import';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * The module `load` imports, or null until it has arrived. `load` must be a module-level function (one per
 * module), so every component asking for the same code shares one download and, once here, gets it at once.
 */
export function useDeferredModule<M>(load: () => Promise<M>): M | null {
  const [mod, setMod] = useState<M | null>(() => (loaded.get(load) as M | undefined) ?? null);
  useEffect(() => {
    if (mod) return;
    let live = true;
    retryImport(load)().then(
      (m) => {
        loaded.set(load, m);
        // What the module adds (the map's list and badges) is drawn as a transition: in slices, not one long task.
        if (live) startTransition(() => setMod(() => m));
      },
      (err: unknown) => console.warn('deferred code failed to load', err),
    );
    return () => {
      live = false;
    };
  }, [load, mod]);
  return mod;
}
