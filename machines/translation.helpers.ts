// Pure helpers of the translation machine that screens use too: keys and what to show. The machine's calls and retries
// are in translation.wire.ts (no screen's code carries them).
import { DEFAULT_LANGUAGE, type Language } from '@contract/constants';
import type { TranslationEntityType, TranslationStatus } from '@contract/types';

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

/** A stable key for a field: `booth:12:BoothName`. */
export function translationKey(entityType: TranslationEntityType, entityId: string | number, field: string): string {
  return `${entityType}:${String(entityId)}:${field}`;
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
