// The one HTTP client of the app. Every call goes through `request`, so every failure
// (HTTP status, network, abort, unreadable body) reaches callers as one ApiError type
// that the error catalogue of spec §8 reads.
import { ofetch } from 'ofetch';
import { isRecord } from '@contract/rules/record';
import { keepListTranslations, langQuery } from './list-translations';
import { takePageRead } from './page-reads';
import { drawingOnServer } from '@/lib/page-blocks';

export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'parse';

export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived (network error or abort). */
  readonly status: number;
  /** Parsed JSON body when there was one, else the raw text (or undefined). */
  readonly body: unknown;
  /** The server's own words: body.message, body.error or body.detail when they are text. */
  readonly serverMessage: string | undefined;
  readonly kind: ApiErrorKind;

  constructor(init: { status: number; body?: unknown; kind: ApiErrorKind; message?: string; cause?: unknown }) {
    const serverMessage = serverMessageOf(init.body);
    super(init.message ?? serverMessage ?? defaultMessage(init.kind, init.status), { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.body = init.body;
    this.serverMessage = serverMessage;
    this.kind = init.kind;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Spec §8: a 401, `uid_valid: false`, or a message about session, UID or login means the admin must log in again. */
export function isSessionExpired(e: unknown): boolean {
  if (!isApiError(e)) return false;
  if (e.status === 401) return true;
  if (isRecord(e.body) && e.body.uid_valid === false) return true;
  return e.serverMessage !== undefined && /session|uid|login|세션|로그인/i.test(e.serverMessage);
}

function defaultMessage(kind: ApiErrorKind, status: number): string {
  switch (kind) {
    case 'network':
      return 'network error';
    case 'aborted':
      return 'request aborted';
    case 'parse':
      return 'unreadable response';
    default:
      return `request failed (${status})`;
  }
}

/** First text among message, error, detail (DRF-style `detail`, arrays of text too). */
export function serverMessageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const key of ['message', 'error', 'detail'] as const) {
    const v = body[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
    if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  }
  return undefined;
}

const DEFAULT_BASE: string = import.meta.env?.VITE_API_BASE_URL ?? '/api';
let apiBase = DEFAULT_BASE;

/** Tests (node needs an absolute URL) and tools point the client elsewhere. */
export function setApiBase(url: string | undefined): void {
  apiBase = url ?? DEFAULT_BASE;
}
export function getApiBase(): string {
  return apiBase;
}

/** The full URL of an API path: the base, then the path, whatever the path starts with. */
export function apiUrl(path: string): string {
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The ofetch instance: cookies sent, JSON asked for, no retries of its own (TanStack Query
 * decides about retries), bodies read as text so that a bad JSON body is our error, not a string.
 */
export const http = ofetch.create({
  credentials: 'include',
  headers: { accept: 'application/json' },
  retry: false,
  responseType: 'text',
  ignoreResponseError: true,
});

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: Record<string, unknown> | unknown[] | FormData;
  query?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

export interface RawResult<T> {
  status: number;
  data: T;
}

/** Sends one request; resolves with status and parsed body for 2xx, throws ApiError otherwise. */
export async function requestRaw<T>(path: string, opts: RequestOptions = {}): Promise<RawResult<T>> {
  let response: Response & { _data?: unknown };
  const lang = langQuery(path);
  const query = lang ? { ...opts.query, ...lang } : opts.query;
  // The screen's first reads come inside the page (./page-reads.ts).
  const inPage = opts.body instanceof FormData ? undefined : takePageRead(opts.method ?? 'GET', path, query, opts.body);
  if (inPage) {
    if (lang) keepListTranslations(path, lang.lang, inPage.data);
    return { status: 200, data: inPage.data as T };
  }
  // The server drawing a page asks nothing of the network: what the page does not carry is left to the browser.
  if (drawingOnServer()) throw new ApiError({ status: 0, kind: 'network' });
  try {
    // Joined by hand: ofetch's baseURL skips the base when the path already starts with it, and the
    // translation paths do (/api + /api/common/translations/…).
    response = await http.raw<string, 'text'>(apiUrl(path), {
      method: opts.method ?? 'GET',
      body: opts.body as RequestInit['body'] | Record<string, unknown>,
      query,
      signal: opts.signal,
    });
  } catch (cause) {
    const aborted = opts.signal?.aborted || (cause instanceof Error && cause.cause instanceof Error && cause.cause.name === 'AbortError');
    throw new ApiError({ status: 0, kind: aborted ? 'aborted' : 'network', cause });
  }
  const text = typeof response._data === 'string' ? response._data : '';
  let body: unknown = undefined;
  let parsed = true;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      parsed = false;
      body = text;
    }
  }
  if (response.status >= 400 || response.status < 200) {
    throw new ApiError({ status: response.status, body, kind: 'http' });
  }
  if (!parsed) throw new ApiError({ status: response.status, body, kind: 'parse' });
  if (lang) keepListTranslations(path, lang.lang, body);
  return { status: response.status, data: body as T };
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await requestRaw<T>(path, opts)).data;
}

/** Admin writes may answer 2xx with `uid_valid: false`; treat that as the 401 it means. */
export async function write<T>(path: string, opts: RequestOptions): Promise<T> {
  const { data } = await requestRaw<T>(path, opts);
  if (isRecord(data) && data.uid_valid === false) {
    throw new ApiError({ status: 401, body: data, kind: 'http' });
  }
  return data;
}

/** Lists come as a bare array or under one of a few keys, depending on the endpoint's age. */
export function pickList<T>(data: unknown, keys: readonly string[]): T[] {
  if (Array.isArray(data)) return data as T[];
  if (isRecord(data)) {
    for (const k of keys) {
      const v = data[k];
      if (Array.isArray(v)) return v as T[];
    }
  }
  throw new ApiError({ status: 200, body: data, kind: 'parse', message: `expected a list (${keys.join(' or ')})` });
}

export { isRecord };
