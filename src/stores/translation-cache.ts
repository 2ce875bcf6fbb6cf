// Translations kept on the device, per language: what lists and details brought along (their
// `translations` field) and what the per-field calls answered. A screen reads them before any call
// returns, so it paints once in the chosen language, also on the next visit (localStorage).
import type { Language } from '@contract/constants';
import { readRaw, writeRaw } from './storage';
import { pageBlock } from '@/lib/page-blocks';

const STORAGE_PREFIX = 'translations:';
/** Entities kept per language; the festival holds a few hundred. */
const MAX_ENTITIES = 3_000;

type Fields = Record<string, string>;
const tables = new Map<Language, Map<string, Fields>>();
const dirty = new Set<Language>();
let saveTimer: ReturnType<typeof setTimeout> | null = null;

function table(lang: Language): Map<string, Fields> {
  let t = tables.get(lang);
  if (t) return t;
  t = new Map();
  try {
    const raw = readRaw('local', STORAGE_PREFIX + lang);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [entity, fields] of Object.entries(parsed as Record<string, unknown>)) {
        if (fields && typeof fields === 'object' && Object.values(fields).every((v) => typeof v === 'string')) t.set(entity, fields as Fields);
      }
    }
  } catch {
    // A damaged copy is dropped: the lists bring the translations again.
  }
  tables.set(lang, t);
  return t;
}

function save(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  for (const l of dirty) writeRaw('local', STORAGE_PREFIX + l, JSON.stringify(Object.fromEntries(table(l))));
  dirty.clear();
}

// A visitor who leaves, or switches app, within the pause still keeps what came: a phone may end a hidden tab
// without another event.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && save());
  addEventListener('pagehide', save);
}

function scheduleSave(lang: Language): void {
  dirty.add(lang);
  saveTimer ??= setTimeout(save, 500);
}

/** `booth:7:BoothName` → [`booth:7`, `BoothName`] (translationKey's form). */
function split(key: string): [string, string] {
  const at = key.lastIndexOf(':');
  return [key.slice(0, at), key.slice(at + 1)];
}

/** While the server draws a page: the kept translations it showed, by key. */
let shown: Map<string, string> | null = null;

/** The kept translation of a field (key from translationKey), if any. */
export function cachedTranslation(lang: Language, key: string): string | undefined {
  if (lang === 'ko') return undefined;
  const [entity, field] = split(key);
  const text = table(lang).get(entity)?.[field];
  if (text !== undefined) shown?.set(key, text);
  return text;
}

/**
 * The server, around drawing a page (src/ssr/entry-server.tsx): the translations the page showed, which it carries
 * (`drawn-translations`) so that the browser's first render shows the same text (takeDrawnTranslations).
 */
export function recordShownTranslations(): () => Record<string, string> {
  const record = new Map<string, string>();
  shown = record;
  return () => {
    if (shown === record) shown = null;
    return Object.fromEntries(record);
  };
}

/** The translations a page the server drew showed (server/static.ts), kept before React takes that page over. */
export function takeDrawnTranslations(lang: Language): void {
  const text = pageBlock('drawn-translations');
  if (!text) return;
  try {
    const entries: unknown = JSON.parse(text);
    if (!entries || typeof entries !== 'object') return;
    for (const [key, value] of Object.entries(entries)) if (typeof value === 'string') keepTranslation(lang, key, value);
  } catch {
    // A damaged block: the page is drawn again where its text differs.
  }
}

/** What the server sent with an item: it replaces what was kept for that entity (texts may have changed). */
export function keepEntityTranslations(lang: Language, entityType: string, entityId: string | number, fields: Fields): void {
  if (lang === 'ko') return;
  const t = table(lang);
  const entity = `${entityType}:${String(entityId)}`;
  t.delete(entity);
  if (t.size >= MAX_ENTITIES) t.delete(t.keys().next().value as string);
  t.set(entity, { ...fields });
  scheduleSave(lang);
}

/** One field's ok answer from a per-field call. */
export function keepTranslation(lang: Language, key: string, text: string): void {
  if (lang === 'ko') return;
  const [entity, field] = split(key);
  const t = table(lang);
  const fields = t.get(entity) ?? {};
  if (fields[field] === text) return;
  t.set(entity, { ...fields, [field]: text });
  scheduleSave(lang);
}

/** `t`, falling back to the translations kept on the device where it would show the Korean source. */
export function withDeviceCache(lang: Language, t: (key: string, source: string) => string): (key: string, source: string) => string {
  if (lang === 'ko') return t;
  return (key, source) => {
    const shown = t(key, source);
    return shown !== source ? shown : (cachedTranslation(lang, key) ?? source);
  };
}

/** Tests: forget everything kept. */
export function clearTranslationCache(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  tables.clear();
  dirty.clear();
}
