// Who toasts an urgent notice that arrives live. A screen that shows the notice and toasts each new version of it
// itself (home's marquee) claims it while mounted; everywhere else the live layer toasts, so a notice gets one toast.
let claims = 0;

/** Claims the toasting of saved notices until the returned release is called. */
export function claimUrgentToasts(): () => void {
  claims += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    claims -= 1;
  };
}

/** Whether a mounted screen toasts saved urgent notices itself. */
export const urgentToastsClaimed = (): boolean => claims > 0;
