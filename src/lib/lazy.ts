// React.lazy for the parts a page paints without (the Suspense fallback shows until their code arrives). While the
// server renders a page (src/ssr/entry-server.tsx) such a part is always still on its way, so the page carries the
// fallback, which is what the browser paints too before the code arrives: the browser then draws the part itself
// (React renders a boundary the server left waiting on the client), never a part its code has not reached.
import { createElement, lazy as reactLazy, use, type ComponentProps, type ComponentType } from 'react';
import { hasActed, whenActed } from './first-act';

let onServer = false;

/** Set by the server's render: lazy parts stay waiting. */
export function renderingOnServer(value: boolean): void {
  onServer = value;
}

export function isRenderingOnServer(): boolean {
  return onServer;
}

export interface LazyOptions {
  /** The code is asked for at the visitor's first act on the page (first-act.ts), not when the part first renders. */
  afterFirstAct?: boolean;
}

export function lazy<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>, { afterFirstAct = false }: LazyOptions = {}): ComponentType<ComponentProps<T>> {
  const Part = reactLazy(factory);
  function Deferred(props: ComponentProps<T>) {
    // A new promise each time, which nothing resolves: the boundary stays waiting in the server's page.
    if (onServer) throw new Promise<never>(() => {});
    if (afterFirstAct && !hasActed()) use(whenActed());
    return createElement(Part, props);
  }
  return Deferred;
}
