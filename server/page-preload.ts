// The code a page needs before its first paint, named in the index.html served for it. The built index.html names
// only the entry's own imports; the screen's chunk, its imports and the visitor's messages used to be found by the entry's code once it had arrived and run, a step later. Named here, the browser fetches
// them beside the entry, and the client's dynamic imports no longer carry their own preload lists
// (vite.config.ts, modulePreload).
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/constants';
import { ADMIN_SCREENS_MODULE, isVisitorScreen, SCREEN_TEXT, VISITOR_SCREENS, type ScreenName } from '@contract/page-routes';
import { TEXT_NEEDS, type TextChunk } from '@contract/text-chunks';
import { escapeAttr } from './og';

/** Vite's build manifest (dist/client/.vite/manifest.json): a chunk per source module. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The visitor's language as the client will pick it, from the `lang` cookie it keeps (src/stores/language.ts). */
export function languageOf(cookie: string | undefined): Language {
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

/** The files of these chunks and of everything they import statically, their stylesheets included. */
export function chunkFiles(manifest: ClientManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imp of chunk.imports ?? []) add(imp);
  };
  for (const key of keys) add(key);
  return files;
}

/** The manifest's key of the entry (index.html), whose own imports the built page already names. */
export const entryKey = (manifest: ClientManifest): string | undefined => Object.keys(manifest).find((k) => manifest[k].isEntry);

/**
 * The source modules a page of `screen` in `lang` waits for before its first render besides the entry (src/main.tsx:
 * the messages, the screen's code and the text chunks it is drawn inside; the admin area's loader and text for an
 * admin screen). The build's size budget counts the same (scripts/size-budget.mjs).
 */
export function firstPaintModules(screen: ScreenName | null, lang: Language): string[] {
  const keys = [`virtual:messages/${lang}`];
  if (!screen) return keys;
  const visitor = isVisitorScreen(screen);
  keys.push(visitor ? VISITOR_SCREENS[screen] : ADMIN_SCREENS_MODULE);
  const text: TextChunk | undefined = visitor ? SCREEN_TEXT[screen] : 'admin';
  for (const chunk of text ? TEXT_NEEDS[text] : []) keys.push(`virtual:${chunk}-text/${lang}`);
  return keys;
}

/** For a manifest: the tags that name what a page of `screen` in `lang` loads before its first paint. */
export function pagePreloads(manifest: ClientManifest): (screen: ScreenName | null, lang: Language) => string {
  const entry = entryKey(manifest);
  const inPage = chunkFiles(manifest, entry ? [entry] : []);
  const kept = new Map<string, string>();
  return (screen, lang) => {
    const id = `${screen}\n${lang}`;
    const hit = kept.get(id);
    if (hit !== undefined) return hit;
    const tags = [...chunkFiles(manifest, firstPaintModules(screen, lang))]
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
