// The reads the server answered inside the page (contract/page-reads.ts, server/static.ts): the first request of
// each is answered from the page instead of the network, once; any later request of it goes to the server.
import { PAGE_READS_MAX_AGE_MS, pageReadKey, type PageReads } from '@contract/page-reads';
import { isRecord } from '@contract/rules/record';
import { pageBlock } from '@/lib/page-blocks';

let kept: Map<string, unknown> | null = null;

function pageReads(): Map<string, unknown> {
  if (kept) return kept;
  kept = new Map();
  const text = pageBlock('page-reads');
  if (!text) return kept;
  try {
    const v = JSON.parse(text) as Partial<PageReads>;
    // A page kept offline or restored long after it was served: its answers are not today's.
    if (typeof v.at !== 'number' || Math.abs(Date.now() - v.at) > PAGE_READS_MAX_AGE_MS || !isRecord(v.reads)) return kept;
    for (const [key, body] of Object.entries(v.reads)) kept.set(key, body);
  } catch {
    // An unreadable block: every read goes to the network.
  }
  return kept;
}

/** The page's answer to this request, taken (a second request of it reads the server); undefined when it has none. */
export function takePageRead(method: string, path: string, query: Record<string, string | number | boolean> | undefined, body: unknown): { data: unknown } | undefined {
  const reads = pageReads();
  if (!reads.size) return undefined;
  const key = pageReadKey(method, path, query, body);
  if (!reads.has(key)) return undefined;
  const data = reads.get(key);
  reads.delete(key);
  return { data };
}

/** Forgets the page's answers read so far (the server renders page after page in one process). */
export function resetPageReads(): void {
  kept = null;
}

/** The answers not taken yet, by key (what the server still writes into the page after rendering it). */
export function untakenPageReads(): Record<string, unknown> {
  return Object.fromEntries(pageReads());
}
