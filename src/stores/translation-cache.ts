// Translations kept on the device, per language: what lists and details brought along (their
// `translations` field) and what the per-field calls answered. A screen reads them before any call
// returns, so it paints once in the chosen language, also on the next visit (localStorage).
// Each is kept with the sourceHash of the Korean text it translates and shown only beside that very text: after
// Staff edit a description, the phone shows the new Korean text (then its translation), never the old one's.
import type { Language } from '@contract/constants';
import { isSourcedTranslation, sourceHash, type SourcedTranslation } from '@contract/list-translations';
import { readRaw, writeRaw } from './storage';
import { pageBlock } from '@/lib/page-blocks';

const STORAGE_PREFIX = 'translations:';
/** Entities kept per language; the festival holds a few hundred. */
const MAX_ENTITIES = 3_000;

type Fields = Record<string, SourcedTranslation>;
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
        if (!fields || typeof fields !== 'object') continue;
        // Kept before sources were named (a bare text): it cannot be matched to a text shown, so it is dropped.
        const sourced = Object.entries(fields).filter(([, v]) => isSourcedTranslation(v));
        if (sourced.length) t.set(entity, Object.fromEntries(sourced) as Fields);
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
let shown: Map<string, SourcedTranslation> | null = null;

/** The kept translation of a field (key from translationKey), if any was made from `source`, the Korean text shown. */
export function cachedTranslation(lang: Language, key: string, source: string): string | undefined {
  if (lang === 'ko') return undefined;
  const [entity, field] = split(key);
  const kept = table(lang).get(entity)?.[field];
  if (!kept || kept.source !== sourceHash(source)) return undefined;
  shown?.set(key, kept);
  return kept.text;
}

/**
 * The server, around drawing a page (src/ssr/entry-server.tsx): the translations the page showed, which it carries
 * (`drawn-translations`) so that the browser's first render shows the same text (takeDrawnTranslations).
 */
export function recordShownTranslations(): () => Record<string, SourcedTranslation> {
  const record = new Map<string, SourcedTranslation>();
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
    for (const [key, value] of Object.entries(entries)) if (isSourcedTranslation(value)) keepField(lang, key, value);
  } catch {
    // A damaged block: the page is drawn again where its text differs.
  }
}

/** A new entity beyond the cap makes room by forgetting the one kept longest. */
function room(t: Map<string, Fields>, entity: string): void {
  if (!t.has(entity) && t.size >= MAX_ENTITIES) t.delete(t.keys().next().value as string);
}

/** What the server sent with an item: it replaces what was kept for that entity (texts may have changed). */
export function keepEntityTranslations(lang: Language, entityType: string, entityId: string | number, fields: Fields): void {
  if (lang === 'ko') return;
  const t = table(lang);
  const entity = `${entityType}:${String(entityId)}`;
  t.delete(entity);
  room(t, entity);
  t.set(entity, { ...fields });
  scheduleSave(lang);
}

function keepField(lang: Language, key: string, kept: SourcedTranslation): void {
  if (lang === 'ko') return;
  const [entity, field] = split(key);
  const t = table(lang);
  const fields = t.get(entity);
  if (fields?.[field]?.text === kept.text && fields[field].source === kept.source) return;
  room(t, entity);
  t.set(entity, { ...fields, [field]: { text: kept.text, source: kept.source } });
  scheduleSave(lang);
}

/** One field's ok answer from a per-field call, the translation of `source` (the Korean text it asked with). */
export function keepTranslation(lang: Language, key: string, source: string, text: string): void {
  keepField(lang, key, { text, source: sourceHash(source) });
}

/** The fields a screen must still ask for: those without a translation kept for their current source. */
export function unkeptFields<F extends { key: string; source_text: string }>(lang: Language, fields: readonly F[]): F[] {
  return fields.filter((f) => cachedTranslation(lang, f.key, f.source_text) === undefined);
}

/**
 * `t`, falling back to the translation kept on the device where it would show the Korean source: only one made from
 * that very source (after an edit, the new Korean text shows until its translation comes).
 */
export function withDeviceCache(lang: Language, t: (key: string, source: string) => string): (key: string, source: string) => string {
  if (lang === 'ko') return t;
  return (key, source) => {
    const shown = t(key, source);
    return shown !== source ? shown : (cachedTranslation(lang, key, source) ?? source);
  };
}

/** Tests: forget everything kept. */
export function clearTranslationCache(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  tables.clear();
  dirty.clear();
}
