// The reads a screen makes on its first render, which the server answers inside the page it serves for it
// (server/static.ts, `page-reads`): the client's first request of each is answered from the page
// (src/api/page-reads.ts), so the screen shows its content without a round trip after its code has run.
// This module is what the client needs on every first paint (how a read is named); which reads each screen makes,
// and the rules that pick them, are in ./first-reads.ts.

/** JSON with each object's keys in order, so that equal bodies give equal text whatever order they were built in. */
function sortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${sortedJson(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** The query of a read as text, its names in order, with its `?` ('' when it has none): its key and its URL alike. */
export function queryText(query: Record<string, string | number | boolean> | undefined): string {
  if (!query) return '';
  const text = new URLSearchParams(
    Object.keys(query)
      .sort()
      .map((k) => [k, String(query[k])]),
  ).toString();
  return text ? `?${text}` : '';
}

/**
 * What names one read in the page: method, path, query (the client's list translations add the visitor's `lang`)
 * and body.
 */
export const pageReadKey = (method: string, path: string, query?: Record<string, string | number | boolean>, body?: unknown): string =>
  `${method.toUpperCase()} ${path}${queryText(query)}${body === undefined ? '' : ` ${sortedJson(body)}`}`;

/** The page's data block: when the server read them (epoch ms, its real clock) and the answers by key. */
export interface PageReads {
  at: number;
  reads: Record<string, unknown>;
}
/** A page older than this (a copy kept offline, a tab restored later) reads from the network again. */
export const PAGE_READS_MAX_AGE_MS = 60_000;

