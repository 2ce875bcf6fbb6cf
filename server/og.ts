// Link previews: a shared /booth/{id} or /board/{id} gets Open Graph title, description and image written
// into index.html by the server, since chat apps read the page without running the client.
import type { Catalog } from './services/catalog';

export interface OgTags {
  title: string;
  description: string;
  /** Absolute or root-relative; made absolute against the request's origin. */
  image: string | null;
}

const SITE = 'Dongguk University Autumn Festival 2025';
const DEFAULT_IMAGE = '/icons/icon-512.png';

/** Text made safe inside a double-quoted HTML attribute. */
export const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One line of at most `max` characters, for a preview's description. */
function excerpt(s: string | null | undefined, max = 160): string {
  const line = (s ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The preview of a path, or null for pages that keep the site's own. */
export function ogLookup(catalog: Catalog): (path: string) => Promise<OgTags | null> {
  return async (path) => {
    const m = /^\/(booth|foodtruck|drink|board)\/(\d{1,9})\/?$/.exec(path);
    if (!m) return null;
    const id = Number(m[2]);
    if (m[1] === 'board') {
      const post = (await catalog.board()).byId.get(id);
      if (!post || post.isEmergency) return null;
      return { title: post.title, description: excerpt(post.content) || SITE, image: post.image };
    }
    const booth = (await catalog.booths()).byId.get(id);
    if (!booth) return null;
    const where = booth.location.name;
    return { title: booth.name, description: excerpt(booth.description) || where || SITE, image: booth.imageUrl };
  };
}

/** index.html with the preview's tags (the <title> too); every value escaped for an attribute. */
export function withOg(html: Uint8Array<ArrayBuffer>, tags: OgTags, pageUrl: string): Uint8Array<ArrayBuffer> {
  const origin = new URL(pageUrl).origin;
  const image = new URL(tags.image || DEFAULT_IMAGE, origin).toString();
  const meta = [
    ['og:type', 'website'],
    ['og:site_name', SITE],
    ['og:title', tags.title],
    ['og:description', tags.description],
    ['og:image', image],
    ['og:url', pageUrl],
  ]
    .map(([p, v]) => `<meta property="${p}" content="${escapeAttr(v)}" />`)
    .concat(`<meta name="twitter:card" content="summary_large_image" />`);
  const text = new TextDecoder()
    .decode(html)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(`${tags.title} · ${SITE}`)}</title>`)
    .replace('</head>', `    ${meta.join('\n    ')}\n  </head>`);
  return new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
}
