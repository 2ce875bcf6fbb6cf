// The code a page needs before its first paint, named in the index.html served for it. The built index.html names
// only the entry's own imports; the screen's chunk, its imports, the visitor's messages and the kept-reads module
// used to be found by the entry's code once it had arrived and run, a step later. Named here, the browser fetches
// them beside the entry, and the client's dynamic imports no longer carry their own preload lists
// (vite.config.ts, modulePreload).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contract/constants';
import { ADMIN_SCREENS_MODULE, isVisitorScreen, VISITOR_SCREENS, type ScreenName } from '../contract/page-routes';
import { escapeAttr } from './og';

/** Vite's build manifest (dist/client/.vite/manifest.json): a chunk per source module. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The modules every first paint waits for besides the screen (src/main.tsx). */
const FIRST_PAINT_MODULES = ['src/offline/query-persist.ts'];

/** The visitor's language as the client will pick it: the `lang` cookie it keeps (src/stores/language.ts). */
export function languageOf(cookie: string | undefined): Language {
  const m = /(?:^|;\s*)lang=([^;]*)/.exec(cookie ?? '');
  const lang = m ? decodeURIComponent(m[1]) : '';
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : DEFAULT_LANGUAGE;
}

/** For a manifest: the tags that name what a page of `screen` in `lang` loads before its first paint. */
export function pagePreloads(manifest: ClientManifest): (screen: ScreenName | null, lang: Language) => string {
  const closure = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imp of chunk.imports ?? []) closure(imp, files);
    return files;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const inPage = entry ? closure(entry, new Set()) : new Set<string>();
  const kept = new Map<string, string>();
  return (screen, lang) => {
    const id = `${screen}\n${lang}`;
    const hit = kept.get(id);
    if (hit !== undefined) return hit;
    const keys = [`virtual:messages/${lang}`, ...FIRST_PAINT_MODULES];
    if (screen) keys.push(isVisitorScreen(screen) ? VISITOR_SCREENS[screen] : ADMIN_SCREENS_MODULE);
    const files = new Set<string>();
    for (const key of keys) closure(key, files);
    const tags = [...files]
      .filter((f) => !inPage.has(f))
      .map((f) =>
        f.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${escapeAttr(f)}">`
          : `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}">`,
      )
      .join('');
    kept.set(id, tags);
    return tags;
  };
}
