// Work a page shows nothing of for minutes (the reminders) waits until the page has loaded and the browser is idle,
// so it does not compete with the first screen's code and images.
import { useEffect, useState } from 'react';

/** Resolves once the page's load event has passed and the main thread has been idle (at most `maxWaitMs` later). */
function afterLoad(maxWaitMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

let settled = false;
const once = typeof window === 'undefined' ? Promise.resolve() : afterLoad().then(() => void (settled = true));

/** False until the page has loaded and gone idle once; true from then on, also for components mounted later. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void once.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
