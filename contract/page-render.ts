// What the server's page renderer (src/ssr/entry-server.tsx, built into dist/server) takes and gives back: the
// server (server/page-render.ts) and the renderer agree on it here.
import type { Language } from './constants';
import type { FestivalSettings } from './festival-data';
import type { SourcedTranslation } from './list-translations';

export interface PageRenderInput {
  path: string;
  search: string;
  lang: Language;
  /** The page's clock (`?now=`, the replayed instant, or the real time). */
  nowMs: number;
  festival: FestivalSettings | null;
  /** The page's data blocks as the page carries them (JSON text by id). */
  blocks: Record<string, string>;
}

export interface PageRendered {
  html: string;
  /** The queries the render read (TanStack Query's dehydrated state), for the browser's first render. */
  state: unknown;
  /** The page's first reads the render did not take, still for the browser. */
  reads: Record<string, unknown>;
  /** The translations the drawn page shows, by key, each with its source's hash (the browser's first render must show the same). */
  translations: Record<string, SourcedTranslation>;
}
