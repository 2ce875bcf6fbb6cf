// Visitor pages drawn on the server (src/ssr/entry-server.tsx, built by `npm run build` into dist/server): the
// page's HTML carries its first screen, painted before the client's code has arrived, which then hydrates it.
// Without that build (tests, a client built alone) or when a render fails or takes too long, the page goes out
// as before: the client draws the screen itself.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderInput, PageRendered } from '@contract/page-render';

/** Draws a page (null: it goes out undrawn); `ready` resolves once the renderer is loaded (or could not be). */
export type PageRenderer = ((input: PageRenderInput) => Promise<PageRendered | null>) & { ready: Promise<void> };
type Render = (input: PageRenderInput) => Promise<PageRendered>;

/** A render that takes longer than this goes out without the drawn screen (the client draws it). */
const RENDER_BUDGET_MS = 250;
/**
 * Pages waiting for their turn beyond which a page goes out undrawn at once: a crowd opening the app together costs
 * the server a few renders at a time, never a queue of them (a render takes 5-10 ms of CPU).
 */
const MAX_WAITING = 4;
/**
 * How late the process's timers may run before pages go out undrawn: a process that is already behind (a crowd, a
 * restart's neighbour taking its share) spends no CPU on drawing and answers the API first.
 */
const BUSY_LAG_MS = 40;
/**
 * The share of the process's time drawing may take, over the last second: beyond it pages go out undrawn (a crowd
 * opening the app at once gets its API answers first; at 5-10 ms a page, about 10-20 drawn pages a second).
 */
const DRAW_SHARE = 0.1;

/** The hash of the client build's manifest (vite.ssr.config.ts writes the one it was built for into the renderer). */
function manifestHash(clientDir: string): string | null {
  try {
    return createHash('sha256').update(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'))).digest('hex');
  } catch {
    return null;
  }
}

/** The renderer built beside the client (`<clientDir>/../server/entry-server.js`); null when there is none. */
export function pageRenderer(
  clientDir: string,
  onError: (err: unknown) => void = () => {},
  { busyLagMs = BUSY_LAG_MS, drawShare = DRAW_SHARE } = {},
): PageRenderer | null {
  const entry = path.resolve(clientDir, '..', 'server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  // Loaded at start with every visitor screen's code, before the server listens (server/app.ts awaits `ready`): a
  // process taken into a proxy's rotation is not busy loading it; a build that cannot load is said once, and pages go
  // out undrawn.
  // The client build the renderer was made for, and whether the client served now is that build (read again when its
  // manifest changes: a client rebuilt under a running process is not drawn with the process's renderer).
  let builtFor: string | null = null;
  let seen = { mtime: -1, same: false };
  const sameClient = () => {
    const mtime = fs.statSync(path.join(clientDir, '.vite', 'manifest.json'), { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (mtime !== seen.mtime) {
      seen = { mtime, same: builtFor !== null && manifestHash(clientDir) === builtFor };
      if (!seen.same) onError(new Error(`${entry} was built for another build of the client: pages go out undrawn (npm run build builds both)`));
    }
    return seen.same;
  };
  const loaded: Promise<Render | null> = import(pathToFileURL(entry).href).then(
    async (m: { render: Render; warm: () => Promise<void>; clientBuild: string }) => {
      builtFor = m.clientBuild;
      if (!sameClient()) return null;
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
  // The event loop's lag, probed every 100 ms.
  let lag = 0;
  let expected = performance.now() + 100;
  setInterval(() => {
    const now = performance.now();
    lag = Math.max(0, now - expected);
    expected = now + 100;
  }, 100).unref();
  // The time spent drawing in the last second: [end, ms] per page.
  const spent: [number, number][] = [];
  const spentLastSecond = () => {
    const since = performance.now() - 1000;
    while (spent.length && spent[0][0] < since) spent.shift();
    return spent.reduce((sum, [, ms]) => sum + ms, 0);
  };
  const draw = (input: PageRenderInput): Promise<PageRendered | null> => {
    if (waiting >= MAX_WAITING || lag > busyLagMs || spentLastSecond() > drawShare * 1000) return Promise.resolve(null);
    waiting++;
    let gaveUp = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((r) => (timer = setTimeout(r, RENDER_BUDGET_MS, null)));
    const run = turn
      .then(async () => {
        const render = await load();
        if (!render || gaveUp || !sameClient()) return null;
        const start = performance.now();
        try {
          return await render(input);
        } finally {
          const end = performance.now();
          spent.push([end, end - start]);
        }
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
  return Object.assign(draw, { ready: loaded.then(() => undefined) });
}
