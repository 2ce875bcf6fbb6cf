// One loader for the status badge (issue 20), shared by every screen that shows it after its first paint.
export const loadBoothStatus = () => import('./booth-status');
