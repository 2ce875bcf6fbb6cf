// Translations from the sample translation memory: ok when the memory knows the text, otherwise
// the Korean source with status error (the server with no provider answers the same).
import { http, HttpResponse } from 'msw';
import { LANGUAGES, type Language } from '@contract/constants';
import { API_PATHS } from '@contract/paths';
import { memoryLookup } from '@contract/sample/translation-memory';
import type { TranslationBatchResponse, TranslationEntityType, TranslationResult } from '@contract/types';
import { translateText } from '../fixtures/translations';
import { api, errorVariant, isRecord, jsonError, readJson, slowVariant, type Route } from './util';

export const translationsRoutes: readonly Route[] = [
  { method: 'post', path: API_PATHS.translate },
  { method: 'post', path: API_PATHS.translateBatch },
];

const ENTITY_TYPES: readonly TranslationEntityType[] = ['booth', 'stage', 'board', 'notice', 'developer', 'writer', 'location'];
const MAX_SOURCE_CHARS = 5000;
const MAX_BATCH_FIELDS = 200;

const isLang = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);
const isEntityId = (v: unknown) => (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v));

function checkField(f: Record<string, unknown>): string | null {
  if (typeof f.field !== 'string' || f.field === '') return 'field is required';
  if (f.source_lang !== undefined && !isLang(f.source_lang)) return `source_lang must be one of ${LANGUAGES.join(', ')}`;
  if (typeof f.source_text !== 'string') return 'source_text is required';
  if (f.source_text.length > MAX_SOURCE_CHARS) return `source_text must be at most ${MAX_SOURCE_CHARS} characters`;
  return null;
}

function translate(source: string, sourceLang: unknown, target: Language): TranslationResult {
  return translateText(memoryLookup, source, isLang(sourceLang) ? sourceLang : 'ko', target);
}

export const translationsHandlers = [
  http.post(api(API_PATHS.translate), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const b = read.body;
    if (!isRecord(b)) return jsonError(400, 'request body must be a JSON object');
    if (!ENTITY_TYPES.includes(b.entity_type as TranslationEntityType)) return jsonError(400, 'unknown entity_type');
    if (!isEntityId(b.entity_id)) return jsonError(400, 'entity_id is required');
    if (!isLang(b.target_lang)) return jsonError(400, `target_lang must be one of ${LANGUAGES.join(', ')}`);
    const problem = checkField(b);
    if (problem) return jsonError(400, problem);
    return HttpResponse.json(translate(b.source_text as string, b.source_lang, b.target_lang));
  }),

  http.post(api(API_PATHS.translateBatch), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const b = read.body;
    if (!isRecord(b)) return jsonError(400, 'request body must be a JSON object');
    if (!isLang(b.target_lang)) return jsonError(400, `target_lang must be one of ${LANGUAGES.join(', ')}`);
    if (!Array.isArray(b.items)) return jsonError(400, 'items must be a list');
    const target = b.target_lang;
    const results: TranslationBatchResponse['results'] = [];
    for (const item of b.items) {
      if (!isRecord(item) || !ENTITY_TYPES.includes(item.entity_type as TranslationEntityType) || !isEntityId(item.entity_id)) {
        return jsonError(400, 'each item needs a known entity_type and an entity_id');
      }
      if (!Array.isArray(item.fields)) return jsonError(400, 'each item needs a list of fields');
      for (const f of item.fields) {
        const problem = isRecord(f) ? checkField(f) : 'each field must be an object';
        if (problem) return jsonError(400, problem);
        const field = f as { field: string; source_lang?: unknown; source_text: string };
        results.push({
          entity_type: item.entity_type as TranslationEntityType,
          entity_id: item.entity_id as string | number,
          field: field.field,
          translated: translate(field.source_text, field.source_lang, target),
        });
        if (results.length > MAX_BATCH_FIELDS) return jsonError(400, `at most ${MAX_BATCH_FIELDS} fields per batch`);
      }
    }
    return HttpResponse.json({ results });
  }),
];

export const translationsError = errorVariant(translationsRoutes);
export const translationsSlow = slowVariant(translationsRoutes);

/** The provider is slow: 202 with the source text, status pending. */
export const translationsPending = [
  http.post(api(API_PATHS.translate), async ({ request }) => {
    const read = await readJson(request);
    const text = 'body' in read && isRecord(read.body) && typeof read.body.source_text === 'string' ? read.body.source_text : '';
    return HttpResponse.json({ translated_text: text, status: 'pending', provider: 'memory', meta: {} }, { status: 202 });
  }),
  http.post(api(API_PATHS.translateBatch), async ({ request }) => {
    const read = await readJson(request);
    const b = 'body' in read && isRecord(read.body) ? read.body : {};
    const items = Array.isArray(b.items) ? b.items.filter(isRecord) : [];
    const results = items.flatMap((item) =>
      (Array.isArray(item.fields) ? item.fields.filter(isRecord) : []).map((f) => ({
        entity_type: item.entity_type,
        entity_id: item.entity_id,
        field: f.field,
        translated: { translated_text: f.source_text, status: 'pending', provider: 'memory', meta: {} },
      })),
    );
    return HttpResponse.json({ results }, { status: 202 });
  }),
];

/** The translation service is down. */
export const translationsFail = [
  http.post(api(API_PATHS.translate), () => jsonError(503, 'translation service unavailable')),
  http.post(api(API_PATHS.translateBatch), () => jsonError(503, 'translation service unavailable')),
];
