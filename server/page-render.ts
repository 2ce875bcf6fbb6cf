// Visitor pages drawn on the server (src/ssr/entry-server.tsx, built by `npm run build` into dist/server): the
// page's HTML carries its first screen, painted before the client's code has arrived, which then hydrates it.
// Without that build (tests, a client built alone) or when a render fails or takes too long, the page goes out
// as before: the client draws the screen itself.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderInput, PageRendered } from '@contract/page-render';

export type PageRenderer = (input: PageRenderInput) => Promise<PageRendered | null>;
type Render = (input: PageRenderInput) => Promise<PageRendered>;

/** A render that takes longer than this goes out without the drawn screen (the client draws it). */
const RENDER_BUDGET_MS = 250;
/**
 * Pages waiting for their turn beyond which a page goes out undrawn at once: a crowd opening the app together costs
 * the server a few renders at a time, never a queue of them (a render takes 5-10 ms of CPU).
 */
const MAX_WAITING = 4;

/** The hash of the client build's manifest (vite.ssr.config.ts writes the one it was built for into the renderer). */
function manifestHash(clientDir: string): string | null {
  try {
    return createHash('sha256').update(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'))).digest('hex');
  } catch {
    return null;
  }
}

/** The renderer built beside the client (`<clientDir>/../server/entry-server.js`); null when there is none. */
export function pageRenderer(clientDir: string, onError: (err: unknown) => void = () => {}): PageRenderer | null {
  const entry = path.resolve(clientDir, '..', 'server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  // Loaded at start with every visitor screen's code, beside the server's own start (the first pages after a start
  // would otherwise go out undrawn while it loads); a build that cannot load is said once, and pages go out undrawn.
  const loaded: Promise<Render | null> = import(pathToFileURL(entry).href).then(
    async (m: { render: Render; warm: () => Promise<void>; clientBuild: string }) => {
      if (m.clientBuild !== manifestHash(clientDir)) {
        onError(new Error(`${entry} was built for another build of the client: pages go out undrawn (npm run build builds both)`));
        return null;
      }
      await m.warm();
      return m.render;
    },
    (err: unknown) => {
      onError(err);
      return null;
    },
  );
  const load = () => loaded;
  // The app's stores are the process's: one page at a time, in turn. A render past its budget no longer holds the
  // turn (its page has gone out undrawn, its result is dropped).
  let turn: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return (input) => {
    if (waiting >= MAX_WAITING) return Promise.resolve(null);
    waiting++;
    let gaveUp = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((r) => (timer = setTimeout(r, RENDER_BUDGET_MS, null)));
    const run = turn
      .then(async () => {
        const render = await load();
        return render && !gaveUp ? render(input) : null;
      })
      .catch((err: unknown) => {
        onError(err);
        return null;
      });
    turn = Promise.race([run, late]);
    return Promise.race([
      run,
      late.then(() => {
        gaveUp = true;
        return null;
      }),
    ]).finally(() => {
      clearTimeout(timer);
      waiting--;
    });
  };
}
