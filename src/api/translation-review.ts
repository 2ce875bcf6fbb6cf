// Staff's translation review (contract/translation-review.ts): glossary terms and overrides.
import {
  REVIEW_PATHS,
  type GlossaryTerm,
  type GlossaryWriteResponse,
  type ReviewEntry,
  type ReviewLanguage,
  type ReviewListResponse,
} from '@contract/translation-review';
import type { OverrideSaveInput, TermSaveInput } from '@machines/translation-review.machine';
import { request, write } from './client';

export async function listGlossary(uid: string, signal?: AbortSignal): Promise<GlossaryTerm[]> {
  const data = await request<{ terms?: GlossaryTerm[] }>(REVIEW_PATHS.glossary, { query: { uid }, signal });
  return data?.terms ?? [];
}

/** Blank languages are sent as null (no official term there). */
export function saveTerm(input: TermSaveInput, signal?: AbortSignal): Promise<GlossaryWriteResponse> {
  const { id, uid, ...terms } = input;
  const body = {
    uid,
    term_ko: terms.term_ko.trim(),
    en: terms.en.trim() || null,
    ja: terms.ja.trim() || null,
    'zh-CN': terms['zh-CN'].trim() || null,
  };
  return id === null
    ? write<GlossaryWriteResponse>(REVIEW_PATHS.glossary, { method: 'POST', body, signal })
    : write<GlossaryWriteResponse>(REVIEW_PATHS.glossaryTerm(id), { method: 'PATCH', body, signal });
}

export function deleteTerm(input: { uid: string; id: number }, signal?: AbortSignal): Promise<{ id: number }> {
  return write<{ id: number }>(REVIEW_PATHS.glossaryTerm(input.id), { method: 'DELETE', body: { uid: input.uid }, signal });
}

export interface ReviewFilter {
  lang?: ReviewLanguage;
  q?: string;
  entity_type?: string;
  entity_id?: string;
}

export function listReview(uid: string, filter: ReviewFilter, signal?: AbortSignal): Promise<ReviewListResponse> {
  const query: Record<string, string> = { uid };
  for (const [k, v] of Object.entries(filter)) if (v) query[k] = v;
  return request<ReviewListResponse>(REVIEW_PATHS.translations, { query, signal });
}

export async function saveOverride(input: OverrideSaveInput, signal?: AbortSignal): Promise<ReviewEntry> {
  const data = await write<{ entry: ReviewEntry }>(REVIEW_PATHS.override, { method: 'POST', body: { ...input }, signal });
  return data.entry;
}

export function clearOverride(input: Omit<OverrideSaveInput, 'text'>, signal?: AbortSignal): Promise<{ ok: boolean }> {
  return write<{ ok: boolean }>(REVIEW_PATHS.override, { method: 'DELETE', body: { ...input }, signal });
}
