// The translation machine's calls: the requests it sends, how it matches the answers, and when it asks again.
import { DEFAULT_LANGUAGE, type Language } from '@contract/constants';
import type { TranslationBatchRequest, TranslationBatchResponse, TranslationResolveRequest, TranslationResult } from '@contract/types';
import type { TranslationFieldRequest } from './translation.helpers';

export type BatchResultItem = TranslationBatchResponse['results'][number];

/** A 202 (or status pending) is asked again after 1 s, 2 s, 4 s: four calls in all. */
export const TRANSLATION_RETRY = { maxTries: 4, firstDelayMs: 1000 } as const;

/** Wait before the next call, after `tries` calls answered pending. */
export function backoffMs(tries: number): number {
  return TRANSLATION_RETRY.firstDelayMs * 2 ** Math.max(0, tries - 1);
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
