// Shared JSON POST for the remote providers: one place for status handling and unreadable answers.
import { TranslationProviderError } from './types';

export interface PostJsonOptions {
  provider: string;
  fetch: typeof fetch;
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  signal: AbortSignal;
}

/** Longest error text from a provider kept in messages (they can echo whole pages of HTML). */
const MAX_ERROR_TEXT = 200;

export async function postJson({ provider, fetch: doFetch, url, body, headers, signal }: PostJsonOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw signal.reason ?? cause;
    throw new TranslationProviderError(provider, `request failed: ${describe(cause)}`, { cause });
  }
  const raw = await response.text().catch((cause: unknown) => {
    if (signal.aborted) throw signal.reason ?? cause;
    throw new TranslationProviderError(provider, `reading the answer failed: ${describe(cause)}`, { cause });
  });
  if (!response.ok) {
    throw new TranslationProviderError(provider, `HTTP ${response.status}: ${errorText(raw)}`, { status: response.status });
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (cause) {
    throw new TranslationProviderError(provider, `answer is not JSON: ${raw.slice(0, MAX_ERROR_TEXT)}`, { cause });
  }
}

function errorText(raw: string): string {
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const message = parsed?.error ?? parsed?.message ?? parsed?.detail;
    if (typeof message === 'string') return message.slice(0, MAX_ERROR_TEXT);
    if (message && typeof message === 'object' && typeof (message as { message?: unknown }).message === 'string') {
      return (message as { message: string }).message.slice(0, MAX_ERROR_TEXT);
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return raw.slice(0, MAX_ERROR_TEXT) || '(empty body)';
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}

/** Splits items by (source, target) so single-pair APIs get one call per pair; keeps the original indexes. */
export function groupByPair<T extends { source: string; target: string }>(items: T[]): { source: T['source']; target: T['target']; indexes: number[] }[] {
  const groups = new Map<string, { source: T['source']; target: T['target']; indexes: number[] }>();
  items.forEach((item, index) => {
    const key = `${item.source}\u0000${item.target}`;
    let group = groups.get(key);
    if (!group) {
      group = { source: item.source, target: item.target, indexes: [] };
      groups.set(key, group);
    }
    group.indexes.push(index);
  });
  return [...groups.values()];
}

/** Runs one call per pair in parallel and puts the answers back in the items' order. */
export async function translateByPair<T extends { text: string; source: string; target: string }>(
  items: T[],
  call: (texts: string[], source: T['source'], target: T['target']) => Promise<string[]>,
): Promise<string[]> {
  const out = new Array<string>(items.length);
  await Promise.all(
    groupByPair(items).map(async ({ source, target, indexes }) => {
      const translated = await call(indexes.map((i) => items[i].text), source, target);
      indexes.forEach((itemIndex, k) => {
        out[itemIndex] = translated[k];
      });
    }),
  );
  return out;
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function expectStrings(provider: string, value: unknown, count: number): string[] {
  if (!Array.isArray(value) || value.length !== count || !value.every((v) => typeof v === 'string')) {
    throw new TranslationProviderError(provider, `expected ${count} translated strings, got ${preview(value)}`);
  }
  return value as string[];
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text;
}
