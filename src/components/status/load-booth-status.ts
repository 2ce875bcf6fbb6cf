// The live status badge (issue 20) and the line's tag (issue 25) wherever they show: their code comes after the first
// paint (one download, shared by every screen), and until then, or if it never comes, nothing shows in their place.
import { lazyPart } from '@/lib/lazy-part';

const load = () => import('./booth-status');
const nothing = () => null;

export const BoothStatus = lazyPart(() => load().then((m) => m.BoothStatus), nothing);
export const BoothLineTag = lazyPart(() => load().then((m) => m.BoothLineTag), nothing);
export const BoothStatusSection = lazyPart(() => load().then((m) => m.BoothStatusSection), nothing);
