// The image a page paints largest first (its LCP element), named in the served index.html as a preload so the
// browser fetches it while the client's code is still arriving, instead of after the code has drawn the <img>
// (Lighthouse on home: 340 ms of its LCP; docs/decisions.md). Only images the page is sure to draw, at the exact URL
// it draws them with: home's banner, and a booth page's own photo when it is one of ours (a root path).
import { LOST_BANNER_IMAGE } from '@contract/constants';
import type { Catalog } from './services/catalog';

export function pageImageLookup(catalog: Catalog): (path: string) => Promise<string | null> {
  return async (path) => {
    if (path === '/') return LOST_BANNER_IMAGE;
    const m = /^\/(booth|foodtruck|drink)\/(\d{1,9})\/?$/.exec(path);
    if (!m) return null;
    const src = (await catalog.booths()).byId.get(Number(m[2]))?.imageUrl;
    return src && src.startsWith('/') && !src.startsWith('//') ? src : null;
  };
}
