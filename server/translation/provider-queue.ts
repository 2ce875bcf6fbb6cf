// Remote calls, deduplicated per text and grouped per language pair: texts asked for in the same turn
// share calls of at most maxBatch items and MAX_CALL_CHARS characters; at most MAX_CONCURRENT_CALLS
// run at once and at most MAX_QUEUED_TEXTS wait, past which new texts fail fast.
import type { ProviderBackoff } from './backoff';
import { BudgetSpentError } from './daily-budget';
import { TranslationProviderError, type TranslationItem, type TranslationProvider } from './providers/types';

/** The provider was not asked (back-off, overload, shutdown): no verdict on the text, so nothing is stored. */
export class TranslationUnavailableError extends TranslationProviderError {}

const MAX_CONCURRENT_CALLS = 4;
const MAX_QUEUED_TEXTS = 5_000;
const MAX_CALL_CHARS = 30_000;

export interface ProviderQueueOptions {
  backoff: ProviderBackoff;
  closing: AbortSignal;
  jobTimeoutMs: number;
  onFailure: (provider: TranslationProvider, error: unknown, backoffMs: number) => void;
}

export type TranslateRemote = (provider: TranslationProvider, item: TranslationItem) => Promise<string>;

export function createProviderQueue(opts: ProviderQueueOptions): TranslateRemote {
  interface QueuedText {
    item: TranslationItem;
    resolve: (text: string) => void;
    reject: (error: unknown) => void;
  }
  const textJobs = new Map<string, Promise<string>>();
  const waiting = new Map<string, QueuedText[]>();
  const ready: QueuedText[][] = [];
  let queuedTexts = 0;
  let activeCalls = 0;
  let flushScheduled = false;

  function flush(provider: TranslationProvider): void {
    flushScheduled = false;
    const max = provider.maxBatch ?? 50;
    for (const list of waiting.values()) {
      let chunk: QueuedText[] = [];
      let chars = 0;
      for (const queued of list) {
        if (chunk.length > 0 && (chunk.length >= max || chars + queued.item.text.length > MAX_CALL_CHARS)) {
          ready.push(chunk);
          chunk = [];
          chars = 0;
        }
        chunk.push(queued);
        chars += queued.item.text.length;
      }
      if (chunk.length > 0) ready.push(chunk);
    }
    waiting.clear();
    pump(provider);
  }

  function pump(provider: TranslationProvider): void {
    while (activeCalls < MAX_CONCURRENT_CALLS && ready.length > 0) {
      const chunk = ready.shift()!;
      activeCalls += 1;
      void runCall(provider, chunk).finally(() => {
        activeCalls -= 1;
        queuedTexts -= chunk.length;
        pump(provider);
      });
    }
  }

  async function runCall(provider: TranslationProvider, chunk: QueuedText[]): Promise<void> {
    if (opts.closing.aborted) {
      chunk.forEach((q) => q.reject(new TranslationUnavailableError(provider.name, 'translation service closed')));
      return;
    }
    if (opts.backoff.blocked()) {
      chunk.forEach((q) => q.reject(new TranslationUnavailableError(provider.name, 'provider failing recently; backing off')));
      return;
    }
    const signal = AbortSignal.any([opts.closing, AbortSignal.timeout(opts.jobTimeoutMs)]);
    try {
      const translated = await provider.translate(
        chunk.map((q) => q.item),
        signal,
      );
      if (translated.length !== chunk.length) throw new TranslationProviderError(provider.name, `answered ${translated.length} texts for ${chunk.length}`);
      opts.backoff.succeeded();
      chunk.forEach((q, i) => q.resolve(translated[i]));
    } catch (error) {
      // A spent budget is no failure of the provider: no back-off, the texts just wait.
      if (error instanceof BudgetSpentError) return chunk.forEach((q) => q.reject(error));
      const reason = signal.aborted && !opts.closing.aborted ? new TranslationProviderError(provider.name, `no answer within ${opts.jobTimeoutMs} ms`) : error;
      if (!opts.closing.aborted) opts.onFailure(provider, reason, opts.backoff.failed());
      chunk.forEach((q) => q.reject(reason));
    }
  }

  return (provider, item) => {
    const key = `${item.source}\u0000${item.target}\u0000${item.text}`;
    const existing = textJobs.get(key);
    if (existing) return existing;
    if (queuedTexts >= MAX_QUEUED_TEXTS) return Promise.reject(new TranslationUnavailableError(provider.name, 'too many texts waiting for the provider'));
    const job = new Promise<string>((resolve, reject) => {
      const pair = `${item.source}\u0000${item.target}`;
      const list = waiting.get(pair) ?? [];
      list.push({ item, resolve, reject });
      waiting.set(pair, list);
      queuedTexts += 1;
      if (!flushScheduled) {
        flushScheduled = true;
        // Texts asked for in the same turn (a batch, or a page's parallel requests) share calls.
        setImmediate(() => flush(provider));
      }
    }).finally(() => textJobs.delete(key));
    textJobs.set(key, job);
    return job;
  };
}
