// Leaving a round costs a try: while `active`, a reload or closing the tab asks the browser's own question
// (beforeunload), and leaving inside the app (a link, or the back button) asks ours first.
import { useEffect } from 'react';

const askBrowser = (m: string) => window.confirm(m);

export function useLeaveGuard(active: boolean, message: string, confirm: (m: string) => boolean = askBrowser): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the question only when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!a || e.defaultPrevented) return;
      if (!confirm(message)) {
        e.preventDefault();
        e.stopImmediatePropagation();
      }
    };
    // Back: a guard entry of our own is popped first; staying puts it back.
    const here = location.href;
    history.pushState({ leaveGuard: true }, '', here);
    const onPopState = (e: PopStateEvent) => {
      if (confirm(message)) {
        window.removeEventListener('popstate', onPopState, true);
        history.back();
      } else {
        // The router must not see a back it did not take.
        e.stopImmediatePropagation();
        history.pushState({ leaveGuard: true }, '', here);
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [active, message, confirm]);
}
