// Translations from the sample translation memory: ok when the memory knows the text, otherwise
// the Korean source with status error (the server with no provider answers the same).
import { http, HttpResponse } from 'msw';
import type { Language } from '@contract/constants';
import { API_PATHS } from '@contract/paths';
import { isRecord } from '@contract/rules/record';
import { memoryLookup } from '@contract/sample/translation-memory';
import { parseBatchRequest, parseRefresh, parseResolveRequest, type ParseResult } from '@contract/translation-requests';
import type { TranslationBatchResponse, TranslationResult } from '@contract/types';
import { translateText } from '../fixtures/translations';
import { api, errorVariant, jsonError, readJson, slowVariant, type Route } from './util';

export const translationsRoutes: readonly Route[] = [
  { method: 'post', path: API_PATHS.translate },
  { method: 'post', path: API_PATHS.translateBatch },
];

function translate(source: string, sourceLang: Language, target: Language): TranslationResult {
  return translateText(memoryLookup, source, sourceLang, target);
}

/** The body and ?refresh= checked with the server's own schemas (contract/translation-requests.ts). */
async function readRequest<T>(request: Request, parse: (input: unknown) => ParseResult<T>): Promise<ParseResult<T>> {
  const refresh = parseRefresh(new URL(request.url).searchParams.get('refresh') ?? undefined);
  if (!refresh.ok) return refresh;
  let json: unknown;
  try {
    json = JSON.parse(await request.text());
  } catch {
    return { ok: false, message: 'request body must be JSON' };
  }
  return parse(json);
}

export const translationsHandlers = [
  http.post(api(API_PATHS.translate), async ({ request }) => {
    const read = await readRequest(request, parseResolveRequest);
    if (!read.ok) return jsonError(400, read.message);
    const b = read.value;
    return HttpResponse.json(translate(b.source_text, b.source_lang ?? 'ko', b.target_lang));
  }),

  http.post(api(API_PATHS.translateBatch), async ({ request }) => {
    const read = await readRequest(request, parseBatchRequest);
    if (!read.ok) return jsonError(400, read.message);
    const { target_lang: target, items } = read.value;
    const results: TranslationBatchResponse['results'] = items.flatMap((item) =>
      item.fields.map((f) => ({
        entity_type: item.entity_type,
        entity_id: item.entity_id,
        field: f.field,
        translated: translate(f.source_text, f.source_lang ?? 'ko', target),
      })),
    );
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
