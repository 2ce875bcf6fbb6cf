// React.lazy for a part a screen paints without (its Suspense fallback is the part's static counterpart): the code is
// fetched again after a failure (retry-import), and if it never arrives the static part stays in its place rather
// than the screen failing.
import { type ComponentType } from 'react';
import { lazy, type LazyOptions } from './lazy';
import { retryImport } from './retry-import';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, stay: ComponentType<P>, options?: LazyOptions) {
  return lazy(
    () =>
      retryImport(load)().then(
        (part) => ({ default: part }),
        (err: unknown) => {
          console.warn('deferred code failed to load', err);
          return { default: stay };
        },
      ),
    options,
  );
}
