// One loader for the booth page's virtual line (issue 25): its code and text come after the first paint.
export const loadBoothQueue = () => import('./booth-queue');
