// The booth page's virtual line (issue 25): its code and text come after the first paint; nothing shows until then.
import { lazyPart } from '@/lib/lazy-part';

export const BoothQueueSection = lazyPart(
  () => import('./booth-queue').then((m) => m.BoothQueueSection),
  () => null,
);
