// The live status (issue 20) and the line (issue 25) on a booth's page: their code comes after the first paint, and
// until then, or if it never comes, nothing shows in their place. (The map's cards, which come after its first paint
// themselves, import them directly.)
import { lazyPart } from '@/lib/lazy-part';

const load = () => import('./booth-status');
const nothing = () => null;

export const BoothStatusSection = lazyPart(() => load().then((m) => m.BoothStatusSection), nothing);
