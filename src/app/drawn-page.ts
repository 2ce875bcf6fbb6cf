// A page the server drew (server/page-render.ts) shows before its code has run; its controls are marked as not
// working yet (src/styles/global.css) so that a tap never lands on a button with nothing behind it. The mark goes
// once React has taken the page over: its first commit, the parts the server left for the browser to draw (the lazy
// parts, src/lib/lazy.ts: React draws each in a commit of its own and removes the server's `$!` marker), and the
// rest of its work (the screen's own Suspense boundary is hydrated after the first commit), seen as the browser
// going idle.

const ROOT_MARK = 'data-drawn-lang';
let taken: () => void = () => {};
/** Resolves when React has taken a page the server drew over (at once for a page it did not draw). */
export const drawnPageTaken = new Promise<void>((resolve) => (taken = resolve));

function leftForTheBrowser(root: HTMLElement): boolean {
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) if (n.nodeValue === '$!') return true;
  return false;
}

const whenIdle = (then: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 50);

/** After React's first commit (an effect of the app's root): takes the mark away when the page is React's. */
export function whenDrawnPageTaken(): (() => void) | undefined {
  const root = document.getElementById('root');
  if (!root?.hasAttribute(ROOT_MARK)) {
    taken();
    return undefined;
  }
  let live = true;
  const done = () =>
    whenIdle(() => {
      if (!live) return;
      if (leftForTheBrowser(root)) return void watch.observe(root, { childList: true, subtree: true });
      root.removeAttribute(ROOT_MARK);
      taken();
    });
  const watch = new MutationObserver(() => {
    if (leftForTheBrowser(root)) return;
    watch.disconnect();
    done();
  });
  done();
  return () => {
    live = false;
    watch.disconnect();
  };
}
