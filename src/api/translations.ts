// Translation calls of spec §7. They never throw (spec §8): a failure yields the Korean source
// with status 'error', a 202 yields the source with status 'pending'.
import { DEFAULT_LANGUAGE } from '@contract/constants';
import { API_PATHS } from '@contract/paths';
import type {
  TranslationBatchRequest,
  TranslationBatchResponse,
  TranslationResolveRequest,
  TranslationResult,
} from '@contract/types';
import { ApiError, isRecord, requestRaw } from './client';

export type ResolveOutcome =
  | { status: 200 | 202; result: TranslationResult }
  /** No usable answer; `error` says why (logged by the caller). */
  | { status: 'failed'; result: TranslationResult; error: ApiError };

export type BatchResultItem = TranslationBatchResponse['results'][number];

const REFRESH = { refresh: 'true' } as const;

function fallback(source: string, status: 'error' | 'pending', meta: Record<string, unknown> = {}): TranslationResult {
  return { translated_text: source, status, provider: '', meta };
}

function asResult(v: unknown, source: string): TranslationResult | null {
  if (!isRecord(v)) return null;
  const status = v.status;
  if (status !== 'ok' && status !== 'pending' && status !== 'error' && status !== 'stale') return null;
  return {
    // Only an ok status shows translated text; any other keeps the source on screen.
    translated_text: typeof v.translated_text === 'string' && v.translated_text !== '' ? v.translated_text : source,
    status,
    provider: typeof v.provider === 'string' ? v.provider : '',
    meta: isRecord(v.meta) ? v.meta : {},
  };
}

function toApiError(e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError({ status: 0, kind: 'network', cause: e });
}

export async function resolve(req: TranslationResolveRequest, signal?: AbortSignal): Promise<ResolveOutcome> {
  const body = { ...req, source_lang: req.source_lang ?? DEFAULT_LANGUAGE };
  try {
    const { status, data } = await requestRaw<unknown>(API_PATHS.translate, { method: 'POST', body, query: REFRESH, signal });
    if (status === 202) {
      const meta = isRecord(data) && isRecord(data.meta) ? data.meta : {};
      return { status: 202, result: fallback(req.source_text, 'pending', meta) };
    }
    if (status === 200) {
      const result = asResult(data, req.source_text);
      if (result) return { status: 200, result };
    }
    const error = new ApiError({ status, body: data, kind: 'parse', message: `unexpected translation answer (${status})` });
    return { status: 'failed', result: fallback(req.source_text, 'error', { error: error.message }), error };
  } catch (e) {
    const error = toApiError(e);
    return { status: 'failed', result: fallback(req.source_text, 'error', { error: error.message }), error };
  }
}

/** One result per requested field, in request order; fields the server skipped fall back to the source. */
export async function resolveBatch(req: TranslationBatchRequest, signal?: AbortSignal): Promise<BatchResultItem[]> {
  const body = {
    target_lang: req.target_lang,
    items: req.items.map((item) => ({
      ...item,
      fields: item.fields.map((f) => ({ ...f, source_lang: f.source_lang ?? DEFAULT_LANGUAGE })),
    })),
  };
  let answered = new Map<string, unknown>();
  let failure: string | undefined;
  let pending = false;
  try {
    const { status, data } = await requestRaw<unknown>(API_PATHS.translateBatch, { method: 'POST', body, query: REFRESH, signal });
    pending = status === 202;
    const results = isRecord(data) && Array.isArray(data.results) ? data.results : null;
    if (results) {
      answered = new Map(
        results.filter(isRecord).map((r) => [key(r.entity_type, r.entity_id, r.field), r.translated] as const),
      );
    } else if (!pending) {
      failure = `unexpected translation answer (${status})`;
    }
  } catch (e) {
    failure = toApiError(e).message;
  }
  return req.items.flatMap((item) =>
    item.fields.map((f) => {
      const got = failure ? null : asResult(answered.get(key(item.entity_type, item.entity_id, f.field)), f.source_text);
      const translated =
        got ?? fallback(f.source_text, pending && !failure ? 'pending' : 'error', failure ? { error: failure } : {});
      return { entity_type: item.entity_type, entity_id: item.entity_id, field: f.field, translated };
    }),
  );
}

function key(type: unknown, id: unknown, field: unknown): string {
  return `${String(type)}\u0000${String(id)}\u0000${String(field)}`;
}
