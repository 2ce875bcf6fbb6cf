// Translation status of every field of one screen (spec §4 Translation, §7, §8). Korean always shows
// the source. In another language each field is asked for once (one field: the single call; several:
// the batch call), shows its translation only when the answer is ok, and a pending answer is asked
// again after 1 s, 2 s and 4 s. Changing language drops every translation held and starts over.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DEFAULT_LANGUAGE, type Language } from '@contract/constants';
import type { TranslationResult } from '@contract/types';
import { displayText, fieldStatus, type TranslationField, type TranslationFieldRequest, type TranslationFieldStatus } from './translation.helpers';
import { TRANSLATION_RETRY, backoffMs, matchBatchResults, type BatchResultItem } from './translation.wire';

export interface TranslationInput {
  lang: Language;
}

export interface TranslationContext {
  lang: Language;
  fields: Record<string, TranslationField>;
  /** Keys waiting for the next call. */
  queue: string[];
  /** Keys of the call running now, with the source they were asked with (an edit since makes the answer void). */
  inFlight: { key: string; source_text: string }[];
  /** Keys that answered pending and wait for their back-off. */
  retry: string[];
}

export type TranslationEvent =
  | { type: 'translation.request'; fields: TranslationFieldRequest[] }
  | { type: 'lang.change'; lang: Language };

export interface TranslateOneInput {
  lang: Language;
  item: TranslationFieldRequest;
}
export interface TranslateBatchInput {
  lang: Language;
  items: TranslationFieldRequest[];
}

const request = (f: TranslationFieldRequest): TranslationFieldRequest => ({
  key: f.key,
  entity_type: f.entity_type,
  entity_id: f.entity_id,
  field: f.field,
  source_text: f.source_text,
});

const hasSource = (f: { source_text: string }) => f.source_text.trim() !== '';

/** The field after one answer; `retry` when it should be asked again later. */
function afterAnswer(f: TranslationField, r: TranslationResult | null): { field: TranslationField; retry: boolean } {
  if (r?.status === 'ok' && typeof r.translated_text === 'string' && r.translated_text.trim() !== '') {
    return { field: { ...f, status: 'ok', text: r.translated_text }, retry: false };
  }
  if (r?.status === 'pending') {
    // Out of tries: the source stays on screen for good, so say error rather than spin forever.
    if (f.tries >= TRANSLATION_RETRY.maxTries) return { field: { ...f, status: 'error', text: null }, retry: false };
    return { field: { ...f, status: 'pending', text: null }, retry: true };
  }
  const status = r?.status === 'stale' ? 'stale' : 'error';
  return { field: { ...f, status, text: null }, retry: false };
}

function applyAnswers(ctx: TranslationContext, answers: (TranslationResult | null)[]): Partial<TranslationContext> {
  const fields = { ...ctx.fields };
  const retry = [...ctx.retry];
  ctx.inFlight.forEach((asked, i) => {
    const current = fields[asked.key];
    // The screen changed the source meanwhile: that key is queued again with the new text.
    if (!current || current.source_text !== asked.source_text) return;
    const next = afterAnswer(current, answers[i] ?? null);
    fields[asked.key] = next.field;
    if (next.retry && !retry.includes(asked.key)) retry.push(asked.key);
  });
  return { fields, retry, inFlight: [] };
}

export const translationMachine = setup({
  types: {
    context: {} as TranslationContext,
    events: {} as TranslationEvent,
    input: {} as TranslationInput,
    tags: {} as 'requesting' | 'retrying',
  },
  actors: {
    translateOne: fromPromise<TranslationResult, TranslateOneInput>(async () => {
      throw new Error('provide me: translateOne');
    }),
    translateBatch: fromPromise<BatchResultItem[], TranslateBatchInput>(async () => {
      throw new Error('provide me: translateBatch');
    }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    hasRetry: ({ context }) => context.retry.length > 0,
    singleInFlight: ({ context }) => context.inFlight.length === 1,
    langDiffers: ({ context, event }) => event.type === 'lang.change' && event.lang !== context.lang,
  },
  delays: {
    backoff: ({ context }) =>
      backoffMs(Math.max(1, ...context.retry.map((k) => context.fields[k]?.tries ?? 1))),
  },
  actions: {
    register: assign(({ context }, params: { fields: TranslationFieldRequest[] }) => {
      const fields = { ...context.fields };
      const queue = [...context.queue];
      let retry = context.retry;
      const translating = context.lang !== DEFAULT_LANGUAGE;
      for (const req of params.fields) {
        const known = fields[req.key];
        const same =
          known &&
          known.source_text === req.source_text &&
          known.entity_type === req.entity_type &&
          String(known.entity_id) === String(req.entity_id) &&
          known.field === req.field;
        // Asked before in this language (whatever the answer): not asked again until the language changes.
        if (same && (known.status !== 'none' || !translating || !hasSource(known))) continue;
        const ask = translating && hasSource(req);
        fields[req.key] = { ...request(req), status: ask ? 'pending' : 'none', text: null, tries: 0 };
        retry = retry.filter((k) => k !== req.key);
        if (ask && !queue.includes(req.key)) queue.push(req.key);
      }
      return { fields, queue, retry };
    }),
    switchLang: assign(({ context }, params: { lang: Language }) => {
      const translating = params.lang !== DEFAULT_LANGUAGE;
      const fields: Record<string, TranslationField> = {};
      const queue: string[] = [];
      for (const [key, f] of Object.entries(context.fields)) {
        const ask = translating && hasSource(f);
        fields[key] = { ...f, status: ask ? 'pending' : 'none', text: null, tries: 0 };
        if (ask) queue.push(key);
      }
      return { lang: params.lang, fields, queue, inFlight: [], retry: [] };
    }),
    takeQueue: assign(({ context }) => {
      const fields = { ...context.fields };
      const inFlight = context.queue.flatMap((key) => {
        const f = fields[key];
        if (!f) return [];
        fields[key] = { ...f, tries: f.tries + 1 };
        return [{ key, source_text: f.source_text }];
      });
      return { fields, inFlight, queue: [] };
    }),
    applyOne: assign(({ context }, params: { result: TranslationResult | null }) => applyAnswers(context, [params.result])),
    applyBatch: assign(({ context }, params: { results: BatchResultItem[] | null }) =>
      // Fields are never removed, so every key in flight is still known.
      applyAnswers(context, matchBatchResults(context.inFlight.map((a) => context.fields[a.key]!), params.results)),
    ),
    /** A failed call: every field of it falls back to its source with status error. */
    failAll: assign(({ context }) => applyAnswers(context, context.inFlight.map(() => null))),
    requeueRetries: assign(({ context }) => ({
      queue: [...context.queue, ...context.retry.filter((k) => context.fields[k]?.status === 'pending' && !context.queue.includes(k))],
      retry: [],
    })),
  },
}).createMachine({
  id: 'translation',
  context: ({ input }) => ({ lang: input.lang, fields: {}, queue: [], inFlight: [], retry: [] }),
  on: {
    'translation.request': { actions: { type: 'register', params: ({ event }) => ({ fields: event.fields }) } },
    'lang.change': {
      guard: 'langDiffers',
      // Re-entering drops the call in flight and the back-off timer: their answers belong to the old language.
      target: '.active',
      reenter: true,
      actions: { type: 'switchLang', params: ({ event }) => ({ lang: event.lang }) },
    },
  },
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        fetch: {
          initial: 'ready',
          states: {
            ready: {
              always: { guard: 'hasQueue', target: 'requesting' },
            },
            requesting: {
              description: 'One call for every key queued when it started; keys queued meanwhile wait for the next call.',
              tags: ['requesting'],
              entry: 'takeQueue',
              initial: 'choosing',
              states: {
                choosing: {
                  always: [{ guard: 'singleInFlight', target: 'single' }, { target: 'batch' }],
                },
                single: {
                  invoke: {
                    id: 'translateOne',
                    src: 'translateOne',
                    input: ({ context }) => ({ lang: context.lang, item: request(context.fields[context.inFlight[0]!.key]!) }),
                    onDone: {
                      target: '#translation.active.fetch.ready',
                      actions: { type: 'applyOne', params: ({ event }) => ({ result: event.output }) },
                    },
                    onError: { target: '#translation.active.fetch.ready', actions: 'failAll' },
                  },
                },
                batch: {
                  invoke: {
                    id: 'translateBatch',
                    src: 'translateBatch',
                    input: ({ context }) => ({
                      lang: context.lang,
                      items: context.inFlight.map((a) => request(context.fields[a.key]!)),
                    }),
                    onDone: {
                      target: '#translation.active.fetch.ready',
                      actions: { type: 'applyBatch', params: ({ event }) => ({ results: event.output }) },
                    },
                    onError: { target: '#translation.active.fetch.ready', actions: 'failAll' },
                  },
                },
              },
            },
          },
        },
        retry: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasRetry', target: 'waiting' },
            },
            waiting: {
              description: 'Fields that answered pending wait 1 s, 2 s, then 4 s (by how often they were asked) before being queued again.',
              tags: ['retrying'],
              after: { backoff: { target: 'idle', actions: 'requeueRetries' } },
            },
          },
        },
      },
    },
  },
});

export type TranslationRef = ActorRefFrom<typeof translationMachine>;
export type TranslationSnapshot = SnapshotFrom<typeof translationMachine>;

/** Text to show for a field of this screen (see displayText). */
export const selectText = (s: TranslationSnapshot, key: string, source: string): string => displayText(s.context, key, source);
export const selectStatus = (s: TranslationSnapshot, key: string): TranslationFieldStatus => fieldStatus(s.context, key);
