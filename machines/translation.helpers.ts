// Pure helpers of the translation machine: keys, wire requests, matching answers, what to show.
import { DEFAULT_LANGUAGE, type Language } from '@contract/constants';
import type {
  TranslationBatchRequest,
  TranslationBatchResponse,
  TranslationEntityType,
  TranslationResolveRequest,
  TranslationResult,
  TranslationStatus,
} from '@contract/types';

/** One field a screen wants in the chosen language. `key` is the screen's own handle for it. */
export interface TranslationFieldRequest {
  key: string;
  entity_type: TranslationEntityType;
  entity_id: string | number;
  field: string;
  /** The Korean source text. */
  source_text: string;
}

/** 'none': not asked (Korean, or nothing to translate); 'pending': asked, no usable answer yet. */
export type TranslationFieldStatus = 'none' | TranslationStatus;

export interface TranslationField extends TranslationFieldRequest {
  status: TranslationFieldStatus;
  /** The translated text; only ever shown when status is 'ok'. */
  text: string | null;
  /** Calls made for this field in the current language. */
  tries: number;
}

export type BatchResultItem = TranslationBatchResponse['results'][number];

/** A 202 (or status pending) is asked again after 1 s, 2 s, 4 s: four calls in all. */
export const TRANSLATION_RETRY = { maxTries: 4, firstDelayMs: 1000 } as const;

/** Wait before the next call, after `tries` calls answered pending. */
export function backoffMs(tries: number): number {
  return TRANSLATION_RETRY.firstDelayMs * 2 ** Math.max(0, tries - 1);
}

/** A stable key for a field: `booth:12:BoothName`. */
export function translationKey(entityType: TranslationEntityType, entityId: string | number, field: string): string {
  return `${entityType}:${String(entityId)}:${field}`;
}

/** The identity the server answers with, used to match batch results back to keys. */
export function wireIdentity(r: { entity_type: string; entity_id: string | number; field: string }): string {
  return `${r.entity_type}\u0000${String(r.entity_id)}\u0000${r.field}`;
}

export function toResolveRequest(lang: Language, item: TranslationFieldRequest): TranslationResolveRequest {
  return {
    entity_type: item.entity_type,
    entity_id: item.entity_id,
    field: item.field,
    source_lang: DEFAULT_LANGUAGE,
    target_lang: lang,
    source_text: item.source_text,
  };
}

/** Groups fields by entity, as the batch call wants them. */
export function toBatchRequest(lang: Language, items: readonly TranslationFieldRequest[]): TranslationBatchRequest {
  const groups = new Map<string, TranslationBatchRequest['items'][number]>();
  for (const it of items) {
    const id = `${it.entity_type}\u0000${String(it.entity_id)}`;
    let group = groups.get(id);
    if (!group) {
      group = { entity_type: it.entity_type, entity_id: it.entity_id, fields: [] };
      groups.set(id, group);
    }
    group.fields.push({ field: it.field, source_lang: DEFAULT_LANGUAGE, source_text: it.source_text });
  }
  return { target_lang: lang, items: [...groups.values()] };
}

/** The result for each requested item, or null when the batch answer left it out. */
export function matchBatchResults(
  items: readonly TranslationFieldRequest[],
  results: readonly BatchResultItem[] | null | undefined,
): (TranslationResult | null)[] {
  const byIdentity = new Map<string, TranslationResult>();
  for (const r of results ?? []) {
    if (r && r.translated) byIdentity.set(wireIdentity(r), r.translated);
  }
  return items.map((it) => byIdentity.get(wireIdentity(it)) ?? null);
}

/** What a screen shows for a field: `t(translationKey(...), source)` gives its text in the visitor's language. */
export type Translate = (key: string, source: string) => string;

interface DisplayContext {
  lang: Language;
  fields: Record<string, TranslationField>;
}

/**
 * What to show for a field: the translation only when its status is ok and it was made from this very
 * source text; the Korean source in every other case (Korean chosen, not asked, pending, error, stale).
 */
export function displayText(ctx: DisplayContext, key: string, source: string): string {
  if (ctx.lang === DEFAULT_LANGUAGE) return source;
  const f = ctx.fields[key];
  if (f && f.status === 'ok' && f.text !== null && f.source_text === source) return f.text;
  return source;
}

/** The status of a field for a spinner or a test: 'none' when the screen never asked for it. */
export function fieldStatus(ctx: DisplayContext, key: string): TranslationFieldStatus {
  return ctx.fields[key]?.status ?? 'none';
}
